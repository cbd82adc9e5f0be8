//! The CUDA rewrites of the host output that need no expression bodies (verified/B §8-14, C D5/§3.3;
//! observed on cudafe++ 13.0.88, testdata/decls/cuda*.ii):
//! - `__device__`/`__constant__` variables: `static int dv;` in whole-program mode (also for `extern` and
//!   anonymous-namespace ones); with `--device-c` `__attribute__((visibility("hidden"))) int dv;`
//!   (`… extern int edv;`), `static int sdv;` when written static and `int adv;` in an anonymous namespace.
//!   Initializers are dropped (`static int dvi;`).
//! - `__shared__`: `__attribute__((unused)) static int shv;` (`--device-c`: `__attribute__((unused)) int shv;`).
//! - `__managed__`: `__attribute__((section("__nv_managed_data__"))) static int *mv = 0;`; with `--device-c`
//!   and external linkage `… __attribute__((visibility("hidden"))) int *mv = 0;`.
//! - `__device__` functions at namespace scope: `__attribute__((unused)) ` before the declaration; a
//!   definition's body becomes `{int volatile ___ = 1;(void)a;(void)b;::exit(___);}` (one `(void)` per named
//!   parameter; `{` at the body's opening brace line, `::exit(___);}` at the closing one), constructors
//!   and destructors `{int *volatile ___ = 0;::free(___);}` (no `unused` inside a class), followed by the
//!   original body in `#if 0` … `#endif`.
//! - non-template kernels: `__attribute__((visibility("hidden"))) ` with `--device-hidden-visibility` unless
//!   internal (static: `static void k3() ;`, anonymous namespace: `void k4() ;`); a definition is the
//!   declaration, ` ;`, and the body in `#if 0`; `--debug_mode` adds ` __attribute((noinline)) ` after
//!   the visibility text.
use super::decl::in_anonymous_namespace;
use super::types::Unprintable;
use crate::cli::Options;
use crate::sema::entities::{FnRole, FunctionData, MemSpace, Payload, Space, Storage, VariableData};
use crate::sema::ids::EntityId;
use crate::sema::il::Il;

/// Attributes that the host output never re-prints as attributes (they become rewrites).
pub fn is_cuda_attribute(name: &str) -> bool {
    let n = name
        .strip_prefix("__")
        .and_then(|x| x.strip_suffix("__"))
        .unwrap_or(name);
    matches!(
        n,
        "device"
            | "host"
            | "global"
            | "shared"
            | "constant"
            | "managed"
            | "launch_bounds"
            | "grid_constant"
            | "cluster_dims"
            | "maxnreg"
            | "local_maxnreg"
            | "block_size"
            | "nv_register_params"
    )
}

const HIDDEN: &str = "__attribute__((visibility(\"hidden\"))) ";

/// How a variable is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VarRewrite {
    /// As declared.
    None,
    /// `prefix` replaces the storage class: `<written attributes><prefix><declarator>[ = init];`, the
    /// initializer kept only for `const` variables (`static const int ccv = 3;`).
    Replace { prefix: String, keep_init: bool },
    /// `<written attributes><prefix><T> *name[ = 0];`.
    Managed { prefix: String, zero: bool },
}

/// The memory-space variable rewrites (testdata/il/cuda*.ii, vars3.ii):
/// | | whole program | `--device-c` |
/// |---|---|---|
/// | `__device__`/`__constant__` | `static` | hidden visibility (or nothing without `--device-hidden-visibility`) |
/// | … `static` | `static` | `static` |
/// | … `extern` | `static` | hidden + `extern` |
/// | … in an anonymous namespace | `static` | nothing |
/// | … `const` (initializer kept) | `static` | nothing |
/// | `__shared__` (prefix `__attribute__((unused)) `) | `static` | nothing; `static`/`extern` kept |
/// | `__managed__` (prefix `__attribute__((section("__nv_managed_data__"))) `, `*x = 0`) | `static` | hidden; anonymous namespace nothing; `static` kept |
/// | `extern __managed__` (no `= 0`) | `static` | hidden + `extern` |
pub fn variable(
    il: &Il,
    o: &Options,
    e: EntityId,
    namespace_scope: bool,
) -> Result<VarRewrite, Unprintable> {
    let ent = il.entities.get(e).ok_or(Unprintable("emit: bad entity"))?;
    let Payload::Variable(v) = ent.data else {
        return Ok(VarRewrite::None);
    };
    let m = ent.mem;
    if m.is_empty() {
        return Ok(VarRewrite::None);
    }
    if !namespace_scope {
        return Err(Unprintable(
            "emit: memory-space variable outside namespace scope",
        ));
    }
    if v.has(VariableData::INLINE)
        || v.has(VariableData::CONSTEXPR)
        || v.has(VariableData::THREAD_LOCAL)
    {
        return Err(Unprintable(
            "emit: inline/constexpr/thread_local memory-space variable not verified",
        ));
    }
    let is_const = il.types.quals(ent.ty).is_const();
    let anon = in_anonymous_namespace(&il.entities, e);
    let rdc = o.device_c;
    let hidden = if o.device_hidden_visibility {
        HIDDEN
    } else {
        ""
    };
    let local = |rdc_text: &str| {
        if rdc {
            rdc_text.to_string()
        } else {
            "static ".to_string()
        }
    };
    if m.has(MemSpace::MANAGED) {
        if is_const {
            return Err(Unprintable("emit: const __managed__ variable (an error)"));
        }
        let (vis, zero) = match v.storage {
            Storage::Extern if anon => {
                return Err(Unprintable(
                    "emit: extern __managed__ in an anonymous namespace",
                ))
            }
            Storage::Extern => (local(&format!("{}extern ", hidden)), false),
            Storage::Static => ("static ".to_string(), true),
            _ if anon => (local(""), true),
            _ => (local(hidden), true),
        };
        return Ok(VarRewrite::Managed {
            prefix: format!("__attribute__((section(\"__nv_managed_data__\"))) {}", vis),
            zero,
        });
    }
    if m.has(MemSpace::SHARED) {
        let kw = match v.storage {
            Storage::Static => "static ".to_string(),
            Storage::Extern => local("extern "),
            _ => local(""),
        };
        return Ok(VarRewrite::Replace {
            prefix: format!("__attribute__((unused)) {}", kw),
            keep_init: false,
        });
    }
    // __device__ / __constant__.
    if is_const {
        if v.storage == Storage::Extern {
            return Err(Unprintable(
                "emit: extern const device variable not verified",
            ));
        }
        let prefix = if v.storage == Storage::Static {
            "static ".to_string()
        } else {
            local("")
        };
        return Ok(VarRewrite::Replace {
            prefix,
            keep_init: true,
        });
    }
    let prefix = match v.storage {
        Storage::Static => "static ".to_string(),
        Storage::Extern if anon => {
            return Err(Unprintable(
                "emit: extern device variable in an anonymous namespace",
            ))
        }
        Storage::Extern => local(&format!("{}extern ", hidden)),
        _ if anon => local(""),
        _ => local(hidden),
    };
    Ok(VarRewrite::Replace {
        prefix,
        keep_init: false,
    })
}

/// What happens to a function body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FnRewrite {
    Keep,
    /// `{int volatile ___ = 1;(void)p;…::exit(___);}` + `#if 0` original.
    Exit,
    /// `{int *volatile ___ = 0;::free(___);}` + `#if 0` original (constructors, destructors).
    Free,
    /// ` ;` + `#if 0` original (kernels).
    Kernel,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FnRw {
    /// Text before the declaration's specifiers.
    pub prefix: String,
    /// Text after the storage class (`static  __attribute((noinline)) void k3()` [verified]).
    pub after_storage: String,
    pub body: FnRewrite,
}

pub fn function(il: &Il, o: &Options, e: EntityId, in_class: bool) -> Result<FnRw, Unprintable> {
    let ent = il.entities.get(e).ok_or(Unprintable("emit: bad entity"))?;
    let Payload::Function(f) = ent.data else {
        return Err(Unprintable("emit: not a function"));
    };
    match ent.exec.space() {
        Space::ImplicitHost | Space::Host | Space::HostDevice => Ok(FnRw {
            prefix: String::new(),
            after_storage: String::new(),
            body: FnRewrite::Keep,
        }),
        Space::Device => {
            let structor = matches!(f.role, FnRole::Constructor | FnRole::Destructor);
            // `__attribute__((unused))` marks non-member functions only; an out-of-class member
            // definition has none (`void M::mm(int a) {…}`) [verified, testdata/il/cuda2.ii].
            let member = matches!(
                il.entities.get(ent.parent).map(|p| p.data),
                Some(Payload::Class(_))
            );
            let in_class = in_class || member;
            if structor && !in_class {
                return Err(Unprintable(
                    "emit: out-of-class __device__ constructor not verified",
                ));
            }
            // A `__device__ constexpr` function keeps its body, with `--relaxed_constexpr` or without
            // [verified, corpus cuda-rules/call_constexpr_relaxed_ok, call_constexpr_d_from_h_ok,
            // auto_device_ref_ok].
            let _ = o.relaxed_constexpr;
            let relaxed_keep = f.has(FunctionData::CONSTEXPR) && !structor;
            Ok(FnRw {
                prefix: if in_class {
                    String::new()
                } else {
                    "__attribute__((unused)) ".to_string()
                },
                after_storage: String::new(),
                body: if relaxed_keep {
                    FnRewrite::Keep
                } else if structor {
                    FnRewrite::Free
                } else {
                    FnRewrite::Exit
                },
            })
        }
        Space::Global => {
            if in_class {
                return Err(Unprintable("emit: member kernel"));
            }
            let internal = f.storage == Storage::Static || in_anonymous_namespace(&il.entities, e);
            let mut prefix = String::new();
            if !internal && o.device_hidden_visibility {
                prefix.push_str(HIDDEN);
            }
            let after_storage = if o.debug_mode {
                " __attribute((noinline)) ".to_string()
            } else {
                String::new()
            };
            Ok(FnRw {
                prefix,
                after_storage,
                body: FnRewrite::Kernel,
            })
        }
    }
}
