//! The fixed text cudafe++ writes before the first declaration (verified/A §3.5, E §2.1; fixtures in
//! testdata/). Which parts appear depends on the host compiler options:
//! - GNU mode: `-Wunused-local-typedefs` from gnu 40800 (clang: clang 30600); push/pop from gnu 40600
//!   (any clang); `-Wunused-variable`/`-Wunused-function` from gnu 40200 (any clang); two more pragmas
//!   with `--clang`.
//! - `--no_gcc` (C without GNU extensions): only the push, no pop.
//! - `-Wattributes` with `--static-host-stub`; the lambda-trait macros unless `--extended-lambda`.
use super::writer::Writer;
use crate::cli::Options;

/// The managed-runtime boilerplate, one physical line (17 spaces before `:`).
pub const MANAGED_RT: &str = "static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}";

const LAMBDA_MACROS: [&str; 5] = [
    "#define __nv_is_extended_device_lambda_closure_type(X) false",
    "#define __nv_is_extended_host_device_lambda_closure_type(X) false",
    "#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false",
    "#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)",
    "#endif",
];

fn ignored(w: &mut Writer, warning: &str) {
    w.line_of(&format!("#pragma GCC diagnostic ignored \"{}\"", warning));
}

/// Which optional parts of the prologue appear.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Parts {
    local_typedefs: bool,
    push: bool,
    pop: bool,
    unused: bool,
    clang_extra: bool,
}

fn parts(o: &Options) -> Parts {
    if o.no_gcc {
        return Parts { local_typedefs: false, push: true, pop: false, unused: false, clang_extra: false };
    }
    let local_typedefs = if o.clang { o.clang_version >= 30600 } else { o.gnu_version >= 40800 };
    let push = o.clang || o.gnu_version >= 40600;
    let unused = o.clang || o.gnu_version >= 40200;
    Parts { local_typedefs, push, pop: push, unused, clang_extra: o.clang }
}

/// Writes the prologue; afterwards the writer stands at line 1 of the primary file.
pub fn write(w: &mut Writer, o: &Options) {
    let p = parts(o);
    w.file_header();
    if p.local_typedefs {
        ignored(w, "-Wunused-local-typedefs");
        w.resync_primary();
    }
    if o.static_host_stub {
        w.newline();
        ignored(w, "-Wattributes");
    }
    if p.push {
        w.line_of("#pragma GCC diagnostic push");
        w.resync_primary();
    }
    if p.unused {
        ignored(w, "-Wunused-variable");
        w.resync_primary();
        ignored(w, "-Wunused-function");
        w.resync_primary();
    }
    w.line_of(MANAGED_RT);
    w.resync_primary();
    if p.pop {
        w.line_of("#pragma GCC diagnostic pop");
        w.resync_primary();
    }
    if p.unused {
        ignored(w, "-Wunused-variable");
        w.newline();
        w.resync_primary();
    }
    if p.clang_extra {
        for warning in ["-Wunused-private-field", "-Wunused-parameter"] {
            ignored(w, warning);
            w.newline();
            w.resync_primary();
        }
    }
    if !o.extended_lambda {
        for l in LAMBDA_MACROS {
            w.line_of(l);
        }
        w.newline();
    }
    w.resync_primary();
}
