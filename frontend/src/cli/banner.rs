//! The `--version` / `--Version` banners, as cudafe++ 13.0.88 prints them on stderr (copied from its
//! output; they are not in the message table). `--Version` differs only in the two copyright lines.

/// The banner; `big` selects the `--Version` / `-V` variant (after which the reference exits 1).
pub fn banner(big: bool) -> String {
    let (nvidia, edg) = if big { ("2005-2025", "1988-2016") } else { ("2005, 2024-2025", "1988-2018, 2024") };
    format!(
        "cudafe: NVIDIA (R) Cuda Language Front End\n\
         Portions Copyright (c) {} NVIDIA Corporation\n\
         Portions Copyright (c) {} Edison Design Group Inc.\n\
         Based on Edison Design Group C/C++ Front End, version 6.6 (Aug 20 2025 13:59:03)\n\
         Cuda compilation tools, release 13.0, V13.0.88\n",
        nvidia, edg
    )
}
