//! Phase 1 of the class templates defined in the prelude, for the host output only.
//!
//! cudafe++ prints every class template definition it read (`template< class _Tp> struct __is_byte {
//! enum { __value}; typedef __false_type __type; };`, partial specialisations `template< class _Tp>
//! struct __memcpyable< _Tp *, _Tp *>  : public …`, ref trivial.cudafe1.cpp). Template lowering
//! (`templates.rs`) keeps prelude definitions as unanalysed, incomplete patterns; here the definition
//! is lowered once, where it is written, exactly as a user-code class template is
//! (`user_templates.rs` `user_class_template`), but *quietly*: the reference reports nothing in the
//! prelude, so any gap or diagnostic only leaves the template unprinted (a host-output gap,
//! `emit_tmpl.rs`). The templates whose definition passed go to `Il::class_templates_analysed`.
//!
//! The same policy as `header_template_bodies.rs`: not run for the census or in device mode, and put
//! off by the driver's first lowering (`Il::template_bodies_deferred`), which lowers the TU again with
//! it only when the host output can be printed but for what was put off.
use super::Lowerer;
use crate::parse::ast::DeclId;
use crate::sema::ids::{EntityId, ScopeId};

impl Lowerer<'_> {
    /// Phase 1 of the prelude class template (or partial specialisation holder) `t`, parameter scope
    /// `ps`, defined by the class `c` (the pattern the definition defines is `target`, or the one the
    /// name finds); on success `t` is recorded for the host output.
    pub(super) fn header_class_template(&mut self, t: EntityId, ps: ScopeId, c: DeclId, at: u32, target: Option<EntityId>) {
        if self.stopped || !self.header_bodies_wanted() || self.tmpl.opaque.contains(&t) {
            return;
        }
        if self.defer_header_bodies {
            self.sema.il.template_bodies_deferred.insert(t);
            return;
        }
        let lo = self.sema.il.exprs.len();
        let saved = std::mem::replace(&mut self.inst.target, target);
        let phase1 = std::mem::replace(&mut self.header_class_phase1, true);
        let ok = self.attempt(true, |l| {
            l.user_class_template(t, ps, c, at);
            l.sema.il.class_templates_analysed.contains(&t).then_some(())
        });
        self.inst.target = saved;
        self.header_class_phase1 = phase1;
        if ok.is_none() {
            self.sema.il.class_templates_analysed.remove(&t);
            if std::env::var_os("CUFE_INST_DEBUG").is_some() {
                eprintln!("class-template-debug: {} not analysed: {}", at, self.attempt_gap.as_deref().unwrap_or("a diagnostic"));
            }
        }
        // The definition's expressions stay in the IL, also after a failed attempt: the access check of
        // the enclosing declaration must not look at them again (their context was the template).
        let hi = self.sema.il.exprs.len();
        if lo < hi {
            self.classes.checked.retain(|&(a, b)| !(lo <= a && b <= hi));
            self.classes.checked.push((lo, hi));
        }
    }

    /// Whether a dependent base class may stand in the class being defined: only in the quiet phase 1
    /// of a prelude class template, where nothing is reported (EDG looks nothing up in a dependent base
    /// at definition; user code keeps it a gap, its diagnostics there not being probed).
    pub(super) fn dependent_base_ok(&self, at: u32) -> bool {
        self.header_class_phase1 && self.tmpl.user.body.is_some() && self.map.in_prelude(at)
    }
}
