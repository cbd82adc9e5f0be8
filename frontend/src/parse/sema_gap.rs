//! Decides whether a parsed translation unit with syntax errors needs semantic analysis to be
//! reproduced. Lowering (`crate::lower`) does not run after syntax errors yet (EDG's recovery decides
//! what it analyses), so such a TU is recorded as a gap. A TU whose only observable output is the
//! syntax errors (literal-only initializers, builtin types, no names referenced, no redeclarations)
//! needs none: EDG's semantic pass has nothing to say about it.
use super::ast::*;
use std::collections::HashSet;

pub fn needs_sema(ast: &Ast) -> bool {
    let exprs_simple = ast.exprs.iter().all(|e| {
        matches!(
            e.kind,
            ExprKind::Literal(_)
                | ExprKind::Bool(_)
                | ExprKind::Error
                | ExprKind::Paren(_)
                | ExprKind::Unary(..)
                | ExprKind::Binary(..)
                | ExprKind::InitList(_)
        )
    });
    if !exprs_simple {
        return true;
    }
    if ast.types.iter().any(|t| spec_needs(&t.spec) || decl_needs(&t.decl)) {
        return true;
    }
    let mut names = HashSet::new();
    for d in &ast.decls {
        match &d.kind {
            DeclKind::Simple { spec, declarators } => {
                if spec_needs(spec) {
                    return true;
                }
                if declarators.is_empty() && !matches!(spec.base, TypeBase::Class(_) | TypeBase::Enum(_)) {
                    // `int;` (warning 64) and friends.
                    return true;
                }
                for id in declarators {
                    if decl_needs(&id.decl) || id.bitfield.is_some() || id.asm_label.is_some() {
                        return true;
                    }
                    match id.decl.name.as_ref().and_then(|n| if n.segs.len() == 1 { n.last_ident() } else { None }) {
                        // Redeclarations are checked by sema (names per decl arena entry: a
                        // conservative over-approximation across scopes).
                        Some(s) => {
                            if !names.insert(s) {
                                return true;
                            }
                        }
                        None => return true,
                    }
                }
            }
            DeclKind::Function { spec, decl, ctor_inits, .. } => {
                if spec_needs(spec) || decl_needs(decl) || !ctor_inits.is_empty() {
                    return true;
                }
                match decl.name.as_ref().and_then(|n| if n.segs.len() == 1 { n.last_ident() } else { None }) {
                    Some(s) => {
                        if !names.insert(s) {
                            return true;
                        }
                    }
                    None => return true,
                }
            }
            DeclKind::Namespace { .. } | DeclKind::Linkage { .. } | DeclKind::Empty | DeclKind::Error | DeclKind::Enum(_) => {}
            DeclKind::Class(c) => {
                if !c.bases.is_empty() {
                    return true;
                }
            }
            _ => return true,
        }
    }
    // Statements: only blocks, expression/declaration statements, null, return of literals.
    ast.stmts.iter().any(|s| {
        !matches!(
            s.kind,
            StmtKind::Compound(_)
                | StmtKind::Expr(_)
                | StmtKind::Decl(_)
                | StmtKind::Null
                | StmtKind::Error
                | StmtKind::Return(_)
        )
    })
}

fn spec_needs(s: &DeclSpec) -> bool {
    // No type specifier at all (`consteval int f();` in C++17 declares `consteval` with no type) is
    // sema's "this declaration has no storage class or type specifier".
    !matches!(s.base, TypeBase::Builtin(_) | TypeBase::Class(_) | TypeBase::Enum(_))
        || !s.attrs.is_empty()
        || s.specifiers.iter().any(|k| *k != crate::lex::Kw::Static && *k != crate::lex::Kw::Extern)
}

fn decl_needs(d: &Declarator) -> bool {
    if !d.attrs.is_empty() || d.pack {
        return true;
    }
    d.ops.iter().any(|op| match op {
        DeclaratorOp::Function(f) => {
            f.params.iter().any(|p| spec_needs(&p.spec) || decl_needs(&p.decl) || p.default.is_some())
                || f.exception.is_some()
                || f.trailing.is_some()
                || f.requires.is_some()
        }
        DeclaratorOp::MemberPointer(..) => true,
        _ => false,
    })
}
