//! Output: the host translation (`.int.c` / `.cudafe1.cpp`), the module id file, and the device side.
//! Only this module writes files.
pub mod device;
pub mod host;
