//! Parameter names written inside function types (`typedef void (*cudaHostFn_t)(void *userData);`):
//! the reference re-prints them (`(void * userData)`) [verified: driver_types.h, probe pad.ii], the IL's
//! function types keep none, so such a declaration is a gap until the printer carries the names.

/// Whether a declarator holds a function type (not its own parameter list: `d` is a parameter's or a
/// nested declarator) with a named parameter (`void (*cb)(int x)`): the reference prints the names, the
/// IL's function types keep none.
pub(super) fn named_params_inside(d: &crate::parse::ast::Declarator, depth: u32) -> bool {
    if depth > 150 {
        return true;
    }
    d.ops.iter().any(|op| match op {
        crate::parse::ast::DeclaratorOp::Function(fd) => fd.params.iter().any(|p| p.decl.name.is_some() || named_params_inside(&p.decl, depth + 1)),
        _ => false,
    })
}
