//! Phase 1 of the function templates defined in the prelude, for the host output only.
//!
//! cudafe++ prints every function template definition it read with its phase-1 body: non-dependent
//! names bound and non-dependent expressions in their checked form (`return ::cudaMalloc((void
//! **)((void *)devPtr), size);`), dependent ones as written (ref trivial.cudafe1.cpp). Template lowering
//! (`templates.rs`) keeps prelude definitions as unanalysed patterns; here the body is lowered once,
//! where it is defined, exactly as a user-code template body is (`user_templates.rs`), but *quietly*:
//! the reference reports nothing in the prelude, so any gap or diagnostic met only means the template
//! is not printed (a host-output gap, `emit_tmpl.rs`), and nothing of the attempt is reported. The
//! phase-1 IL goes to `Il::template_bodies`, where the item builder looks for it.
//!
//! Not run for the census (`--cufe-gap-survey`) or in device mode, which print no host output. Put off
//! by the driver's first lowering (`Lowerer::defer_header_bodies`): most runs print no host output (a
//! gap elsewhere, an error), and phase 1 of every prelude template was a fifth of a run. The templates
//! are listed in `Il::template_bodies_deferred`; when the item builder finds that they alone keep the
//! output from being printed, the driver lowers the TU again with phase 1 (`relower_with_header_bodies`).
use super::Lowerer;
use crate::parse::ast::{DeclId, DeclKind};
use crate::sema::ids::{EntityId, ScopeId};

impl Lowerer<'_> {
    /// Whether prelude function template bodies are analysed in this run (see the module comment).
    pub(super) fn header_bodies_wanted(&self) -> bool {
        !self.survey && !self.device.on
    }

    /// Phase 1 of the prelude function template `t` (pattern `f`, parameter scope `ps`) defined by
    /// `inner`; on success its body is recorded for the host output.
    pub(super) fn header_template_body(&mut self, t: EntityId, f: EntityId, ps: ScopeId, inner: DeclId) {
        if self.stopped || !self.header_bodies_wanted() || self.tmpl.opaque.contains(&t) {
            return;
        }
        let DeclKind::Function { body: Some(body), ctor_inits, try_block, .. } = &self.ast.decl(inner).kind else { return };
        if !ctor_inits.is_empty() || !try_block.is_empty() || self.has_function_parameter_pack(f) {
            return;
        }
        let body = *body;
        if self.defer_header_bodies {
            self.sema.il.template_bodies_deferred.insert(t);
            return;
        }
        // Pending diagnostics stay in sema (as inside an instantiation) so the attempt sees and drops
        // them.
        let lo = self.sema.il.exprs.len();
        self.inst.lazy += 1;
        let stmt = self.attempt(true, |l| l.user_template_body(f, body, ps));
        // The definition's default arguments, printed with it (template_default_args.rs).
        let defaults = if stmt.is_some() { self.attempt(true, |l| l.pattern_default_args(f, ps, inner)) } else { None };
        self.inst.lazy -= 1;
        // The body's expressions stay in the IL, also after a failed attempt: the access check of the
        // enclosing declaration must not look at them again (their context was the template).
        let hi = self.sema.il.exprs.len();
        if lo < hi {
            self.classes.checked.retain(|&(a, b)| !(lo <= a && b <= hi));
            self.classes.checked.push((lo, hi));
        }
        match stmt {
            Some(stmt) => {
                self.sema.il.template_bodies.insert(t, stmt);
                if let Some(d) = defaults {
                    self.record_pattern_default_args(d);
                }
            }
            None if std::env::var_os("CUFE_INST_DEBUG").is_some() => {
                let why = self.attempt_gap.as_deref().unwrap_or("a diagnostic");
                eprintln!("header-body-debug: prelude function template body at {} not analysed: {why}", self.ast.decl(inner).span.lo);
            }
            None => {}
        }
    }
}
