//! The host `.int.c` writer (EDG's cp_gen_be): prologue, re-printed declarations, trailer. (Not built yet.)
