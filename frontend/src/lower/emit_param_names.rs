//! Parameter names written inside function types (`typedef void (*cudaHostFn_t)(void *userData);`):
//! the reference re-prints them, in the non-defining spaced form whatever the declaration
//! (`(void * userData)`, `void f2(void (*cb)(int * px)) { }`, `int (*ret(int ra))(char * rb) { … }`)
//! [verified: driver_types.h; probes p1/p2 of corpus/hostmisc-s8]. The IL's function types are
//! hash-consed and keep no names, so the names travel beside the declaration
//! ([`crate::emit::host::decl::Decl::fn_type_names`]): one list per function type of the declarator,
//! in the order the host type printer meets them — a function type, then its parameters' types
//! (recursively), then its return type — which is the declarator's operator order (first = binds
//! tightest = outermost type constructor). The printer checks each list's length against the function
//! type it meets and that every list was used; a mismatch is a gap.
use crate::lex::{Kw, LexOutput};
use crate::parse::ast::{Ast, DeclaratorOp, Declarator, FunctionDecl, SegKind, TypeBase};

type R<T> = Result<T, &'static str>;

/// Deepest declarator nesting followed (hostile input must not exhaust the stack).
const MAX_DEPTH: u32 = 150;

/// The parameter-name lists of the function types in `d` (`own`: its first operator is the declared
/// function's own parameter list, which the printer takes from the parameter entities; `guarded`: the
/// parameters of `d`'s own operators were checked by `Builder::guard`). Empty when no name is written
/// anywhere (the printer's unnamed form is then right).
pub(super) fn fn_type_names(ast: &Ast, lexed: &LexOutput, d: &Declarator, own: bool, guarded: bool) -> R<Vec<Vec<String>>> {
    let mut out = Vec::new();
    let ops = match (own, d.ops.split_first()) {
        (true, Some((DeclaratorOp::Function(fd), rest))) => {
            for p in &fd.params {
                walk(ast, lexed, &p.decl.ops, &mut out, 1)?;
            }
            if let Some(t) = fd.trailing {
                if !rest.is_empty() {
                    return Err("emit items: trailing return type inside a declarator");
                }
                walk(ast, lexed, &ast.ty(t).decl.ops, &mut out, 1)?;
            }
            rest
        }
        _ => &d.ops[..],
    };
    walk(ast, lexed, ops, &mut out, if guarded { 0 } else { 1 })?;
    if out.iter().all(|l| l.iter().all(|n| n.is_empty())) {
        out.clear();
    }
    Ok(out)
}

/// Appends the lists of `ops`' function types in printing order. `depth` 0 = the declaration's own
/// declarator, whose parameters `Builder::guard` checks; deeper ones are checked here alike.
fn walk(ast: &Ast, lexed: &LexOutput, ops: &[DeclaratorOp], out: &mut Vec<Vec<String>>, depth: u32) -> R<()> {
    if depth > MAX_DEPTH {
        return Err("emit items: declarator nesting too deep");
    }
    for (k, op) in ops.iter().enumerate() {
        let DeclaratorOp::Function(fd) = op else { continue };
        if depth > 0 {
            nested_checks(fd)?;
        }
        out.push(names(lexed, fd)?);
        for p in &fd.params {
            walk(ast, lexed, &p.decl.ops, out, depth + 1)?;
        }
        if let Some(t) = fd.trailing {
            if k + 1 != ops.len() {
                return Err("emit items: trailing return type inside a declarator");
            }
            walk(ast, lexed, &ast.ty(t).decl.ops, out, depth + 1)?;
        }
    }
    Ok(())
}

/// One function type's parameter names as written ("" = unnamed; `(void)` has no parameter).
fn names(lexed: &LexOutput, fd: &FunctionDecl) -> R<Vec<String>> {
    if let [p] = &fd.params[..] {
        if p.decl.name.is_none() && p.decl.ops.is_empty() && matches!(&p.spec.base, TypeBase::Builtin(k) if k[..] == [Kw::Void]) {
            return Ok(Vec::new());
        }
    }
    fd.params
        .iter()
        .map(|p| match &p.decl.name {
            None => Ok(String::new()),
            Some(n) => match &n.segs[..] {
                [g] if !n.global => match g.kind {
                    SegKind::Ident(s) if g.targs.is_none() => Ok(lexed.interner.str(s).to_string()),
                    _ => Err("emit items: parameter name shape"),
                },
                _ => Err("emit items: parameter name shape"),
            },
        })
        .collect()
}

/// What `Builder::guard` rejects in the parameters of the declarator's own function types, for the
/// function types nested in parameters and trailing return types: the IL's types drop it, the
/// reference prints it.
fn nested_checks(fd: &FunctionDecl) -> R<()> {
    if !fd.attrs.is_empty() {
        return Err("emit items: attribute not recorded in the IL");
    }
    for p in &fd.params {
        if !p.spec.attrs.is_empty() || !p.decl.attrs.is_empty() {
            return Err("emit items: parameter attributes");
        }
        if p.default.is_some() || p.decl.pack {
            return Err("emit items: default argument or pack inside a function type");
        }
        if super::emit_params::has_top_level_cv(&p.decl.ops, &p.spec.cv) {
            return Err("emit items: top-level cv-qualified parameter");
        }
        if matches!(p.decl.ops.first(), Some(DeclaratorOp::Array(_) | DeclaratorOp::Function(_))) {
            return Err("emit items: parameter of array or function type");
        }
    }
    Ok(())
}

/// Whether a parameter name is written inside a function type in a template argument of `spec`'s
/// type or of a parameter's type in `d` (`W<void (*)(int wa)> w1;`): the reference prints it
/// (`W< void (*)(int wa)>  w1;`) [verified: corpus/hostmisc-s8/fn_type_param_names_gaps], the printer
/// reads template arguments from the IL, which keeps no names.
pub(super) fn named_in_template_args(ast: &Ast, spec: &crate::parse::ast::DeclSpec, d: Option<&Declarator>) -> bool {
    spec_has(ast, spec, 0) || d.is_some_and(|d| declarator_has(ast, d, false, 0))
}

fn spec_has(ast: &Ast, spec: &crate::parse::ast::DeclSpec, depth: u32) -> bool {
    let name = match &spec.base {
        TypeBase::Named { name, .. } | TypeBase::Elaborated { name, .. } => name,
        _ => return false,
    };
    depth > MAX_DEPTH || name.segs.iter().flat_map(|g| g.targs.iter().flatten()).any(|a| targ_has(ast, a, depth + 1))
}

fn targ_has(ast: &Ast, a: &crate::parse::ast::TemplateArg, depth: u32) -> bool {
    match a {
        crate::parse::ast::TemplateArg::Type(t) => {
            let node = ast.ty(*t);
            spec_has(ast, &node.spec, depth) || declarator_has(ast, &node.decl, true, depth)
        }
        crate::parse::ast::TemplateArg::Pack(inner) => depth > MAX_DEPTH || targ_has(ast, inner, depth + 1),
        crate::parse::ast::TemplateArg::Expr(_) => false,
    }
}

/// `named`: a parameter name in one of `d`'s function types counts (inside a template argument).
fn declarator_has(ast: &Ast, d: &Declarator, named: bool, depth: u32) -> bool {
    if depth > MAX_DEPTH {
        return true;
    }
    d.ops.iter().any(|op| match op {
        DeclaratorOp::Function(fd) => fd.params.iter().any(|p| {
            (named && p.decl.name.is_some()) || spec_has(ast, &p.spec, depth + 1) || declarator_has(ast, &p.decl, named, depth + 1)
        }) || fd.trailing.is_some_and(|t| {
            let node = ast.ty(t);
            spec_has(ast, &node.spec, depth + 1) || declarator_has(ast, &node.decl, named, depth + 1)
        }),
        _ => false,
    })
}
