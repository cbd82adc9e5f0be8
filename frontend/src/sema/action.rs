//! The semantic-action context [`Sema`]: what every action needs (the IL, the gap channel, a locator for
//! `(declared at line N)` texts) and where its diagnostics go.
//!
//! Actions *collect* diagnostics in `Sema::diags` instead of writing them, so the caller (the AST lowering)
//! forwards them to `diag::Diagnostics::report` in order with its own — and unit tests can read them.

use super::expr::{Expr, ExprKind, ValueCat};
use super::ids::{EntityId, ExprId, TypeId};
use super::il::Il;
use super::printing::Printer;
use crate::diag::{Arg, DiagId, Diagnostic, Severity, Where};
use crate::gaps::Gaps;
use crate::source::{Locate, Offset, Span};

pub struct Sema<'a> {
    pub il: &'a mut Il,
    pub gaps: &'a mut Gaps,
    pub src: &'a dyn Locate,
    /// Diagnostics produced by actions, in order (drain with `take_diags`).
    pub diags: Vec<Diagnostic>,
    /// Inside a template definition (function template, member of a class template, …): set by the
    /// caller; it suppresses #940 and the `return` operand check of #549 (probes/x15, x16). Dependence of
    /// operands is tracked per node regardless.
    pub in_template: bool,
    /// The function whose body is being analysed (return conversions, `this`).
    pub current_function: EntityId,
    /// The scope of the expression being analysed (unqualified lookup of non-member operator functions).
    pub cur_scope: super::ids::ScopeId,
    /// Memo of quiet constant evaluations (see `eval::EvalCache`).
    pub eval_cache: super::eval::EvalCache,
    /// Class specialisations deduction needed instantiated (sema/deduce_defaults.rs); lowering
    /// instantiates them and retries the call when `retry_calls` is set.
    pub inst_requests: Vec<super::ids::EntityId>,
    /// Set by lowering around an overloaded call it can retry (lower/deduce_defaults.rs): a deduction
    /// that only needs `inst_requests` instantiated then notes no gap.
    pub retry_calls: bool,
    /// Set by lowering while it tries ordinary resolution of a C++20 `==`/`!=` quietly
    /// (lower/comparison_rewrite.rs): a "no viable operator" whose notes are unprobed then yields a bare
    /// #349 placeholder instead of a gap (`RewriteProbe::Placeholder`), which lowering never reports.
    pub rewrite_probe: RewriteProbe,
    /// Calls of conversion functions that implicit conversions built and lowering has not taken yet
    /// (the call node, how many diagnostics there were when it was built, and the function whose body
    /// was being analysed): lowering checks their
    /// CUDA execution space as EDG does when it builds them (lower/cuda_operator_calls.rs). Bounded:
    /// past `MAX_CONVERSIONS` nothing is recorded and lowering's safety net notes a gap instead.
    pub conversions: Vec<(super::ids::ExprId, usize, EntityId)>,
    /// Deductions of converting constructor templates prepared for the conversion sequences of the
    /// resolution at hand (conv_templates.rs): the specialisation, or None when deduction failed.
    pub ctor_tmpl_outcomes: std::collections::HashMap<super::conv_templates::CtorTmplKey, Option<EntityId>>,
    /// Nesting of `decltype`/`__typeof__` operands, where EDG gives no #174 for a comma's discarded
    /// operand (probed; `sizeof`, `noexcept`, constant expressions do warn).
    pub quiet_no_effect: u32,
}

/// Bound of [`Sema::conversions`].
pub const MAX_CONVERSIONS: usize = 4096;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum RewriteProbe {
    #[default]
    Off,
    Probing,
    Placeholder,
}

impl<'a> Sema<'a> {
    pub fn new(il: &'a mut Il, gaps: &'a mut Gaps, src: &'a dyn Locate) -> Sema<'a> {
        Sema { il, gaps, src, diags: Vec::new(), in_template: false, current_function: EntityId::NONE, cur_scope: super::scopes::Scopes::GLOBAL, eval_cache: Default::default(), inst_requests: Vec::new(), retry_calls: false, rewrite_probe: RewriteProbe::Off, conversions: Vec::new(), ctor_tmpl_outcomes: Default::default(), quiet_no_effect: 0 }
    }

    pub fn take_diags(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.diags)
    }

    pub fn error(&mut self, id: DiagId, at: Offset) -> &mut Diagnostic {
        self.push(Severity::Error, id, at)
    }
    pub fn warning(&mut self, id: DiagId, at: Offset) -> &mut Diagnostic {
        self.push(Severity::Warning, id, at)
    }
    pub fn push(&mut self, sev: Severity, id: DiagId, at: Offset) -> &mut Diagnostic {
        self.diags.push(Diagnostic::new(sev, id, Where::At(at)));
        let n = self.diags.len() - 1;
        &mut self.diags[n]
    }

    /// `%t` fill-in for a type.
    pub fn ty_arg(&self, t: TypeId) -> Arg {
        Arg::Type(Printer::new(self.il).quoted_type(t).trim_matches('"').to_string())
    }

    /// `%n` fill-in for a function (kind word `function`, name with parameter list as EDG's candidate
    /// lines print it: `"A::operator=(const A &)"`).
    /// The parameter list is printed only when the function is overloaded (another function of that name
    /// in its scope): `"f(int)"` but `"G::operator+"` (probes/x1, x6).
    pub fn fn_arg(&self, f: EntityId) -> Arg {
        let p = Printer::new(self.il);
        let name = if self.is_overloaded(f) { p.function_signature(f) } else { p.qualified_name(f) };
        Arg::Entity { kind: "function".into(), name }
    }

    /// Whether another function or function template shares `f`'s name in its declaring scope.
    pub fn is_overloaded(&self, f: EntityId) -> bool {
        let Some(e) = self.il.entities.get(f) else { return false };
        self.il
            .scopes
            .local(&self.il.entities, e.scope, e.name)
            .take(1000)
            .filter(|&x| {
                let x = self.il.entities.resolve(x);
                self.il.entities.get(x).map(|y| y.is_function() || y.is_function_template()).unwrap_or(false)
            })
            .count()
            > 1
    }

    /// `%n` fill-in for an overload set named by `f` (`overloaded function "f"`).
    pub fn overload_set_arg(&self, f: EntityId) -> Arg {
        Arg::Entity { kind: "overloaded function".into(), name: Printer::new(self.il).qualified_name(f) }
    }

    /// `(declared at line N)` / `(declared at line N of "file")` relative to the diagnostic's file.
    pub fn declared_at(&self, decl: Offset, diag_at: Offset) -> String {
        let d = self.src.locate(decl);
        let here = self.src.locate(diag_at);
        if d.file == here.file {
            format!("(declared at line {})", d.line)
        } else {
            format!("(declared at line {} of {})", d.line, d.file)
        }
    }

    // ---- node helpers -------------------------------------------------------------------------------

    pub fn expr(&self, e: ExprId) -> Expr {
        self.il.exprs.node(e)
    }
    pub fn ty_of(&self, e: ExprId) -> TypeId {
        self.il.exprs.node(e).ty
    }
    pub fn is_error(&self, e: ExprId) -> bool {
        let n = self.il.exprs.node(e);
        // A type-dependent node (`build_dependent`) carries the error type but is no error.
        matches!(n.kind, ExprKind::Error) || self.il.types.is_error(n.ty) && !matches!(n.kind, ExprKind::Dependent(_))
    }
    /// Adds a node; a node whose type is dependent is type- and value-dependent, and a built-in operator
    /// or cast of a value-dependent operand is value-dependent ([temp.dep.constexpr]/2: `N < 4`,
    /// `sizeof(T) + 1`), so it is left for instantiation rather than evaluated now.
    pub fn add(&mut self, kind: ExprKind, ty: TypeId, cat: ValueCat, span: Span, pos: Offset) -> ExprId {
        let mut flags = if ty.is_some() && self.il.types.is_dependent(ty) { Expr::TYPE_DEPENDENT | Expr::VALUE_DEPENDENT } else { 0 };
        flags |= self.operands_value_dependence(&kind);
        self.il.exprs.add(Expr { kind, ty, cat, span, pos, flags })
    }
    /// `VALUE_DEPENDENT` when an operand of a built-in unary, binary, conditional or cast node is
    /// value-dependent (not `sizeof`/`alignof` of an expression, whose value depends on the type only).
    fn operands_value_dependence(&self, kind: &ExprKind) -> u8 {
        let dep = |e: ExprId| e.is_some() && self.il.exprs.node(e).flags & Expr::VALUE_DEPENDENT != 0;
        let any = match *kind {
            ExprKind::Unary(_, a) | ExprKind::Cast(_, a) => dep(a),
            ExprKind::Binary(_, a, b) => dep(a) || dep(b),
            ExprKind::Cond(a, b, c) => dep(a) || dep(b) || dep(c),
            _ => false,
        };
        if any {
            Expr::VALUE_DEPENDENT
        } else {
            0
        }
    }
    pub fn error_expr(&mut self, span: Span) -> ExprId {
        self.add(ExprKind::Error, super::types::TypeTable::ERROR, ValueCat::PRValue, span, span.lo)
    }
}

/// Locator for unit tests: offset `o` is line `o / 100 + 1` of `x.cu`, column `o % 100 + 1`.
#[cfg(test)]
pub struct TestLoc;
#[cfg(test)]
impl Locate for TestLoc {
    fn locate(&self, at: Offset) -> crate::source::Location<'_> {
        crate::source::Location { file: "x.cu", line: at / 100 + 1, column: at % 100 + 1, line_text: b"", system_header: false }
    }
}
