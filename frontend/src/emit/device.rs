//! The device side (what cicc's front end does today): device IL and device-side checks. (Not built yet.)
