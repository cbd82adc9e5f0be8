//! Abbreviated function templates (C++20 [dcl.fct]/22): a function declaration with a placeholder
//! (`auto`, `C auto`) as the type of a parameter declares a function template with one invented type
//! template parameter per placeholder, appended in order. libstdc++'s <iterator_concepts.h> has
//! `void begin(auto&) = delete;` as ADL poison pills.
//!
//! The declaration is lowered as `template<class, …> decl` through `templates.rs`; the invented
//! parameters are unnamed, and each placeholder's decl-specifier (keyed by its offset) resolves to its
//! parameter's type in `spec_type`. In the prelude the pattern is stored like any function template;
//! in user code the construct is a gap (phase-1 analysis and diagnostics naming invented parameters
//! are not probed).
use super::Lowerer;
use crate::parse::ast::{self, DeclId, DeclKind, Declarator, DeclaratorOp, TemplateParam, TypeBase};
use crate::sema::ids::{EntityId, TypeId};

/// Placeholders declared by the parameters being lowered: (decl-specifier offset, invented type).
#[derive(Default)]
pub(crate) struct InventedParams {
    pub(crate) autos: Vec<(u32, TypeId)>,
}

/// The function declarator of declaration `d` when it is an abbreviated function template: its only
/// declarator is a function declarator with a placeholder parameter.
fn abbreviated_declarator(d: &ast::Decl) -> Option<&Declarator> {
    let dr = match &d.kind {
        DeclKind::Simple { spec, declarators } if !spec.specifiers.contains(&crate::lex::Kw::Typedef) => match declarators.as_slice() {
            [one] => &one.decl,
            _ => return None,
        },
        DeclKind::Function { decl, .. } => decl,
        _ => return None,
    };
    let Some(DeclaratorOp::Function(f)) = dr.ops.first() else { return None };
    f.params.iter().any(|p| matches!(p.spec.base, TypeBase::Auto(_))).then_some(dr)
}

/// The invented template parameter list of an abbreviated declarator, one per placeholder parameter
/// (a pack for `auto... xs`); the placeholder's type-constraint is kept as the parameter's.
fn invented_params(dr: &Declarator) -> Vec<TemplateParam> {
    let Some(DeclaratorOp::Function(f)) = dr.ops.first() else { return Vec::new() };
    f.params
        .iter()
        .filter_map(|p| match &p.spec.base {
            TypeBase::Auto(c) => Some(TemplateParam::Type { name: None, pack: p.decl.pack, default: None, constraint: c.clone() }),
            _ => None,
        })
        .collect()
}

/// The invented parameters declaration `d` (a template's inner declaration) adds, if it has placeholder
/// parameters.
pub(super) fn invented_for(d: &ast::Decl) -> Option<Vec<TemplateParam>> {
    abbreviated_declarator(d).map(invented_params)
}

/// The offsets of the placeholder decl-specifiers of an abbreviated declarator, in parameter order.
pub(super) fn placeholder_offsets(dr: &Declarator) -> Vec<u32> {
    let Some(DeclaratorOp::Function(f)) = dr.ops.first() else { return Vec::new() };
    f.params.iter().filter(|p| matches!(p.spec.base, TypeBase::Auto(_))).map(|p| p.spec.span.lo).collect()
}

impl<'a> Lowerer<'a> {
    /// Lowers declaration `d` (at namespace scope, or a member of `class`) as a function template when
    /// it is an abbreviated one; false when it is not (the caller lowers it as usual).
    pub(crate) fn abbreviated_function_template(&mut self, d: DeclId, class: Option<EntityId>) -> bool {
        let ast: &'a ast::Ast = self.ast;
        let decl = ast.decl(d);
        let Some(dr) = abbreviated_declarator(decl) else { return false };
        let at = decl.span.lo;
        if !self.map.in_prelude(at) {
            self.gap("lower: abbreviated function template in user code", at);
            return true;
        }
        let _ = dr;
        // `template_with_params` appends the invented parameters.
        self.template_with_params(&[], None, d, decl.span, true, class);
        true
    }

    /// After the invented parameters of `tmpl` were declared: records each placeholder's type for
    /// `spec_type`. Returns the previous records (restored by `end_invented`).
    pub(super) fn begin_invented(&mut self, tmpl: EntityId, dr: &Declarator) -> Vec<(u32, TypeId)> {
        let offs = placeholder_offsets(dr);
        let types: Vec<TypeId> = self.sema.il.entities.template_params(tmpl).filter_map(|p| self.sema.il.entities.get(p).and_then(super::templates::template_param_type)).collect();
        let start = types.len().saturating_sub(offs.len());
        let now: Vec<(u32, TypeId)> = offs.into_iter().zip(types[start..].iter().copied()).collect();
        std::mem::replace(&mut self.invented.autos, now)
    }

    pub(super) fn end_invented(&mut self, saved: Vec<(u32, TypeId)>) {
        self.invented.autos = saved;
    }

    /// The invented template parameter type of the placeholder decl-specifier at `at`, if any.
    pub(super) fn invented_auto(&self, at: u32) -> Option<TypeId> {
        self.invented.autos.iter().find(|(o, _)| *o == at).map(|(_, t)| *t)
    }
}

#[cfg(test)]
mod tests {
    fn run(prelude: &str, user: &str) -> crate::lower::tests::Lowered {
        let text = format!("# 1 \"t.cu\"\n# 1 \"/usr/include/p.h\" 1 3\n{}\n# 2 \"t.cu\" 2\n{}\n", prelude, user);
        crate::lower::tests::lower_text(text)
    }

    #[test]
    fn placeholder_parameters_declare_a_template() {
        let r = run("namespace n { void begin(auto&) = delete; void begin(const auto&) = delete; int f(auto x, int); int v(int, auto... ys); struct S { int g(auto y) const { return 0; } }; }", "int h() { return n::f(1.0, 2); }");
        assert!(r.gaps.is_empty(), "gaps {:?}", r.gaps);
        assert!(r.diags.is_empty());
    }

    #[test]
    fn user_code_is_a_gap() {
        let r = run("", "int f(auto x) { return 0; }");
        assert_eq!(r.gaps, vec!["lower: abbreviated function template in user code".to_string()]);
    }
}
