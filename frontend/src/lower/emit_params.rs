//! Parameters as written, for the host output: the top-level cv-qualifiers of a function's own
//! parameters, which the IL's (adjusted) parameter types drop but the reference re-prints
//! (`void g(const int z)`, `int *const q`, `const IP q`) [verified: corpus/output-expr2/param_top_level_cv_ok].
use crate::parse::ast::{Cv, DeclaratorOp, FunctionDecl};

type R<T> = Result<T, &'static str>;

fn spelling(c: &Cv) -> &'static str {
    match (c.konst, c.volatile) {
        (true, true) => "const volatile",
        (true, false) => "const",
        (false, true) => "volatile",
        (false, false) => "",
    }
}

/// The top-level cv-qualifier of one parameter (`ops`: its declarator operators, the one nearest the
/// name first; `spec`: the cv of its declaration specifiers). Only the shapes the printer places are
/// accepted: no operator (the specifiers' cv), or a pointer nearest the name. A cv further in
/// (`char *const *__restrict t`) is part of the parameter's type, which the IL keeps and the printer
/// spells [verified: corpus/lead-s14/param_inner_cv_ok].
pub(super) fn top_level_cv(ops: &[DeclaratorOp], spec: &Cv) -> R<&'static str> {
    match ops {
        [] => Ok(spelling(spec)),
        [DeclaratorOp::Pointer(c), rest @ ..] => {
            let here = spelling(c);
            // (`void (*const fp)(int)` is verified but its nested parameter list is printed elsewhere.)
            if !here.is_empty() && rest.iter().any(|o| !matches!(o, DeclaratorOp::Pointer(_))) {
                return Err("emit items: top-level cv-qualified parameter");
            }
            Ok(here)
        }
        [DeclaratorOp::MemberPointer(_, c), ..] if c.konst || c.volatile => Err("emit items: top-level cv-qualified parameter"),
        _ => Ok(""),
    }
}

/// Whether a parameter declared with `ops` and specifier cv `spec` has a top-level cv-qualifier (which
/// the IL's adjusted parameter type drops).
pub(super) fn has_top_level_cv(ops: &[DeclaratorOp], spec: &Cv) -> bool {
    match ops.first() {
        None => spec.konst || spec.volatile,
        Some(DeclaratorOp::Pointer(c) | DeclaratorOp::MemberPointer(_, c)) => c.konst || c.volatile,
        Some(_) => false,
    }
}

/// Each parameter's top-level cv-qualifier (None when none has one).
pub(super) fn written_cv(fd: &FunctionDecl) -> R<Option<Vec<&'static str>>> {
    let mut any = false;
    let mut out = Vec::with_capacity(fd.params.len());
    for p in &fd.params {
        let cv = top_level_cv(&p.decl.ops, &p.spec.cv)?;
        any |= !cv.is_empty();
        out.push(cv);
    }
    Ok(any.then_some(out))
}

#[cfg(test)]
mod tests {
    use super::*;
    fn cv(konst: bool, volatile: bool) -> Cv {
        Cv { konst, volatile, ..Cv::default() }
    }
    #[test]
    fn top_level_qualifiers() {
        assert_eq!(top_level_cv(&[], &cv(true, false)), Ok("const"));
        assert_eq!(top_level_cv(&[], &cv(false, false)), Ok(""));
        assert_eq!(top_level_cv(&[DeclaratorOp::Pointer(cv(true, true))], &cv(true, false)), Ok("const volatile"));
        assert_eq!(top_level_cv(&[DeclaratorOp::Pointer(cv(false, false))], &cv(true, false)), Ok(""));
        // `int *const *pp`: the cv is not top-level; it is part of the type the IL keeps.
        let inner = [DeclaratorOp::Pointer(cv(false, false)), DeclaratorOp::Pointer(cv(true, false))];
        assert_eq!(top_level_cv(&inner, &cv(false, false)), Ok(""));
        assert!(!has_top_level_cv(&inner, &cv(false, false)));
        // `int *const *const q`
        let both = [DeclaratorOp::Pointer(cv(true, false)), DeclaratorOp::Pointer(cv(true, false))];
        assert_eq!(top_level_cv(&both, &cv(false, false)), Ok("const"));
        assert!(has_top_level_cv(&both, &cv(false, false)));
        assert!(has_top_level_cv(&[], &cv(true, false)));
        assert_eq!(top_level_cv(&[DeclaratorOp::Reference { rvalue: false }], &cv(true, false)), Ok(""));
    }
}
