//! `cufe-harness provision`: install (if missing) and validate the reference toolkit explicitly.
use crate::cli::Global;
use crate::provision;
use anyhow::Result;

pub fn provision(g: &Global) -> Result<i32> {
    let cache = provision::cache_dir(g.cache_dir.as_deref());
    let r = provision::locate(&provision::Locate {
        explicit: g.reference.as_deref(),
        cache: &cache,
        install: true,
    })?;
    println!("reference: {}", r.cudafe.display());
    println!("version:   {}", r.version);
    println!("sha256:    {}", r.sha256);
    println!("toolkit:   {}", r.root.display());
    println!(
        "packages:  {}",
        provision::PINNED_PACKAGES
            .iter()
            .map(|(n, v)| format!("{}=={}", n, v))
            .collect::<Vec<_>>()
            .join(" ")
    );
    Ok(0)
}
