//! Launch-configuration attributes whose arguments are constant expressions rather than literals
//! (`__launch_bounds__(NT)`, `__maxnreg__(sizeof(T) - 4)`, `__launch_bounds__(TILE * TILE)` in a
//! template), and their application to the specialisations of a function template.
//!
//! Verified (probes lb1-lb4):
//! - a non-dependent argument is evaluated and checked as a literal would be (cuda/attrs.rs);
//! - in a template, an attribute with any value-dependent argument is applied to each specialisation
//!   when its declaration is instantiated — at the first call, once per specialisation — and its argument
//!   errors carry `detected during instantiation of "k8" based on template argument <3> at line 2`
//!   (`based on template arguments <float, 4>` for several); the post-declaration validation (3534,
//!   3707, 3719, …) is not run again for the specialisation, nor are attributes with literal
//!   arguments applied again (their errors are given once, at the definition: probe lb6);
//! - at the template's definition such a `__launch_bounds__` counts as present (3534 on a non-kernel,
//!   3719 with a literal `__maxnreg__`), a dependent `__maxnreg__` does not (no 3719 with a literal
//!   `__launch_bounds__`).
//! Dependent `__cluster_dims__` / `__local_maxnreg__` arguments and other uses of a specialisation
//! (explicit instantiation, address) are gaps.

use super::attrs::SortedAttrs;
use super::Lowerer;
use crate::cuda::attrs::LaunchArg;
use crate::parse::ast;
use crate::sema::ids::{EntityId, ExprId};
use crate::sema::scopes::ScopeKind;
use crate::source::Locate;

/// `launch_bounds` / `__launch_bounds__` → the attribute's kind.
pub(super) fn launch_kind(t: &str) -> &'static str {
    match t {
        "launch_bounds" => "launch_bounds",
        "cluster_dims" => "cluster_dims",
        "local_maxnreg" => "local_maxnreg",
        _ => "maxnreg",
    }
}

impl<'a> Lowerer<'a> {
    /// Sorts one launch attribute whose arguments `xs` are expressions (attribute token at `at`).
    pub(super) fn sort_launch_exprs(&mut self, kind: &'static str, xs: &[ast::ExprId], at: u32, out: &mut SortedAttrs) -> Option<()> {
        let mut vals = Vec::with_capacity(xs.len());
        let mut dependent = false;
        for &e in xs {
            match self.launch_arg_value(e, at)? {
                Some(v) => vals.push(LaunchArg::Value(v)),
                None => {
                    dependent = true;
                    vals.push(LaunchArg::Dependent(ExprId::NONE));
                }
            }
        }
        if !dependent {
            out.launch.push((kind, vals, at, out.exec.len()));
            return Some(());
        }
        match kind {
            // Present at the definition, checked per specialisation.
            "launch_bounds" => out.launch.push((kind, vec![LaunchArg::Dependent(ExprId::NONE); xs.len()], at, out.exec.len())),
            // Not present until instantiated (probe lb4 k2).
            "maxnreg" => {}
            _ => {
                self.gap("lower: value-dependent launch-configuration attribute argument", at);
                return None;
            }
        }
        out.launch_deferred.push((kind, xs.to_vec(), at));
        Some(())
    }

    /// The value of one argument: Some(None) when it is value-dependent; a gap for anything not an
    /// integral constant, or an argument with diagnostics of its own (their order is not probed).
    fn launch_arg_value(&mut self, e: ast::ExprId, at: u32) -> Option<Option<i128>> {
        let mark = self.sema.diags.len();
        let x = self.expr(e)?;
        if self.sema.diags.len() != mark {
            self.sema.diags.truncate(mark);
            self.gap("lower: launch-configuration attribute argument with diagnostics", at);
            return None;
        }
        let n = self.sema.expr(x);
        // (Value-dependence is not always propagated to the enclosing node: look at the operands.)
        if mentions_dependent(&self.sema.il.exprs, x, 0) {
            return Some(None);
        }
        let ty = n.ty;
        let v = if self.sema.il.types.is_integral(ty) { self.sema.eval_int(x) } else { None };
        match v {
            Some(v) => Some(Some(v.to_i128(&self.sema.il.target))),
            None => {
                self.gap("lower: non-constant or non-integral launch-configuration attribute argument", at);
                None
            }
        }
    }

    /// The first use of specialisation `func` (a call whose callee name is at `at`) instantiates its
    /// declaration: the template's deferred launch attributes are applied with the arguments bound,
    /// their errors carrying the instantiation context. False after a gap.
    pub(crate) fn cuda_launch_instantiation(&mut self, func: EntityId, at: u32) -> bool {
        let Some(fd) = self.sema.il.entities.get(func).and_then(|e| e.function()).copied() else { return true };
        let t = fd.spec.template;
        let Some(list) = self.tmpl.user.deferred_launch.get(&t).cloned() else { return true };
        if !self.tmpl.user.launch_instantiated.insert(func) {
            return true;
        }
        let Some(tent) = self.sema.il.entities.get(t).copied() else { return true };
        if tent.parent != crate::sema::entities::Entities::GLOBAL || self.map.locate(tent.span.lo).file != self.map.locate(at).file {
            self.gap("lower: instantiation context of a launch attribute (scope or file not probed)", at);
            return false;
        }
        let args: Vec<crate::sema::types::TemplateArg> = self.sema.il.types.arg_list(fd.spec.args).to_vec();
        let params: Vec<EntityId> = self.sema.il.entities.template_params(t).collect();
        if params.len() != args.len() {
            self.gap("lower: instantiation of launch attributes (template arguments)", at);
            return false;
        }
        let bscope = self.sema.il.scopes.push(ScopeKind::TemplateParams, tent.scope, EntityId::NONE);
        for (&q, &a) in params.iter().zip(&args) {
            if self.bind_param(bscope, q, a, None).is_err() {
                self.gap("lower: instantiation of launch attributes (template arguments)", at);
                return false;
            }
        }
        let saved_scope = std::mem::replace(&mut self.scope, bscope);
        let saved_cur = std::mem::replace(&mut self.sema.cur_scope, bscope);
        let from = self.sema.diags.len();
        let mut ok = true;
        for (kind, xs, aat) in &list {
            if *kind == GLOBAL_RETURN {
                let ds = crate::cuda::global::check_specialization_return(&self.sema.il, func, *aat);
                self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
                continue;
            }
            let mut vals = Vec::with_capacity(xs.len());
            for &e in xs {
                match self.launch_arg_value(e, *aat) {
                    Some(Some(v)) => vals.push(LaunchArg::Value(v)),
                    Some(None) => {
                        self.gap("lower: launch attribute argument dependent after substitution", *aat);
                        ok = false;
                        break;
                    }
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            if !ok {
                break;
            }
            let il = &mut self.sema.il;
            let ds = match (*kind, vals.as_slice()) {
                ("launch_bounds", [_, ..]) if vals.len() <= 3 => crate::cuda::attrs::apply_launch_bounds(il, func, &vals, *aat, false),
                ("maxnreg", [x]) => crate::cuda::attrs::apply_maxnreg(il, func, *x, *aat),
                _ => {
                    self.gap("lower: launch-configuration attribute arguments", *aat);
                    ok = false;
                    break;
                }
            };
            self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
        }
        self.scope = saved_scope;
        self.sema.cur_scope = saved_cur;
        if !ok {
            self.sema.diags.truncate(from);
            return false;
        }
        if self.sema.diags.len() > from {
            let p = crate::sema::printing::Printer::new(self.sema.il);
            let which = if args.len() == 1 { "argument" } else { "arguments" };
            let line = format!(
                "instantiation of \"{}\" based on template {which} {} at line {}",
                p.name(t),
                p.template_args(fd.spec.args, 0),
                self.map.locate(at).line
            );
            for d in &mut self.sema.diags[from..] {
                d.context.push(line.clone());
            }
        }
        true
    }
}

/// The deferred entry of a `__global__` template with a non-void return type: 20048 for each
/// specialisation whose return type is not void, at its first use (`user_templates.rs`).
pub(super) const GLOBAL_RETURN: &str = "global_return";

/// Is `x` or any operand below it dependent?
pub(super) fn mentions_dependent(exprs: &crate::sema::expr::Exprs, x: ExprId, depth: u32) -> bool {
    let Some(n) = exprs.get(x) else { return false };
    if n.is_dependent() || depth > 64 {
        return true;
    }
    n.kind.children(exprs).into_iter().any(|c| mentions_dependent(exprs, c, depth + 1))
}
