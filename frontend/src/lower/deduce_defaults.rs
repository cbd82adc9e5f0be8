//! Overloaded calls whose template argument deduction needs a class specialisation instantiated
//! (a default template argument `typename X::type`, `sizeof(X)`, or a return type looking into `X`):
//! sema cannot instantiate, so it lists what it needs (`Sema::inst_requests`, see
//! sema/deduce_defaults.rs) and the call is retried here once those are instantiated. When nothing
//! more can be instantiated the last attempt notes sema's gap as usual. Substitutions into a dependent
//! `decltype` that deduction asks for (`Il::decltype_requests`) are computed the same way
//! (decltype_subst.rs).
use super::instantiate::Inst;
use super::Lowerer;
use crate::sema::ids::{EntityId, ExprId};
use crate::sema::types::TemplateArg;
use crate::source::Span;

/// Retries of one call (each instantiates at least one more class).
const MAX_ROUNDS: usize = 8;

impl<'a> Lowerer<'a> {
    /// `Sema::build_overloaded_call_explicit`, retried after instantiating the classes deduction asked for.
    pub(crate) fn overloaded_call_instantiating(
        &mut self,
        cands: &[EntityId],
        explicit: Option<&[TemplateArg]>,
        callee: Span,
        args: &[ExprId],
        span: Span,
        rparen: u32,
    ) -> ExprId {
        self.retry_instantiating(callee.lo, |l| l.sema.build_overloaded_call_explicit(cands, explicit, callee, args, span, rparen))
    }

    /// Runs the sema action `act` (an overloaded call, operator, construction), and again after
    /// instantiating the classes its deductions asked for (`Sema::inst_requests`: also those of the
    /// converting constructor templates it prepared, sema/conv_templates.rs). A round that asked for
    /// something notes no gap (`Sema::retry_calls`) and its diagnostics are dropped.
    pub(crate) fn retry_instantiating<T>(&mut self, at: u32, mut act: impl FnMut(&mut Self) -> T) -> T {
        let saved_requests = std::mem::take(&mut self.sema.inst_requests);
        // An enclosing retry's pending substitutions are its own: this one serves (and gives up on) only
        // what its action asks for.
        let pending = self.take_pending_substitutions();
        let saved_retry = self.sema.retry_calls;
        let mut call;
        let mut round = 0;
        loop {
            self.sema.inst_requests.clear();
            self.sema.retry_calls = round < MAX_ROUNDS;
            let (diags, convs) = (self.sema.diags.len(), self.sema.conversions.len());
            call = act(self);
            self.sema.retry_calls = false;
            let wanted = std::mem::take(&mut self.sema.inst_requests);
            let decltypes = std::mem::take(&mut self.sema.il.decltype_requests);
            if round == MAX_ROUNDS || (wanted.is_empty() && decltypes.is_empty() && self.sema.il.alias_requests.is_empty() && self.sema.il.default_requests.is_empty()) {
                break;
            }
            round += 1;
            // (This round's outcome is discarded: the next one decides.)
            self.sema.diags.truncate(diags);
            self.sema.conversions.truncate(convs);
            let mut progress = self.substitute_requested_decltypes(decltypes, at);
            progress |= self.substitute_requested_aliases();
            progress |= self.substitute_requested_defaults();
            for c in wanted {
                let incomplete = self.sema.il.entities.get(c).and_then(|x| x.class()).is_some_and(|cd| !cd.complete);
                if incomplete && self.instantiate_class(c, at) == Inst::Complete {
                    progress = true;
                }
            }
            if !progress {
                // One more attempt that notes the gap (retry off).
                self.sema.inst_requests.clear();
                self.sema.il.decltype_requests.clear();
                self.sema.il.alias_requests.clear();
                self.sema.il.default_requests.clear();
                call = act(self);
                break;
            }
        }
        self.sema.inst_requests = saved_requests;
        self.sema.retry_calls = saved_retry;
        self.restore_pending_substitutions(pending);
        call
    }

    /// Sets the substitution requests not yet served (`Il::decltype_requests`, `alias_requests`,
    /// `default_requests`) aside.
    pub(crate) fn take_pending_substitutions(&mut self) -> PendingSubstitutions {
        let il = &mut self.sema.il;
        PendingSubstitutions {
            decltypes: std::mem::take(&mut il.decltype_requests),
            aliases: std::mem::take(&mut il.alias_requests),
            defaults: std::mem::take(&mut il.default_requests),
        }
    }

    /// Gives the requests set aside by `take_pending_substitutions` back (after any made since).
    pub(crate) fn restore_pending_substitutions(&mut self, p: PendingSubstitutions) {
        let il = &mut self.sema.il;
        for k in p.decltypes {
            if !il.decltype_requests.contains(&k) {
                il.decltype_requests.push(k);
            }
        }
        for k in p.aliases {
            if !il.alias_requests.contains(&k) {
                il.alias_requests.push(k);
            }
        }
        for k in p.defaults {
            if !il.default_requests.contains(&k) {
                il.default_requests.push(k);
            }
        }
    }
}

/// Substitution requests of an enclosing retry, set aside while a nested one runs.
pub(crate) struct PendingSubstitutions {
    decltypes: Vec<(ExprId, EntityId, crate::sema::ids::ArgListId)>,
    aliases: Vec<(EntityId, crate::sema::ids::ArgListId)>,
    defaults: Vec<(EntityId, EntityId, crate::sema::ids::ArgListId)>,
}
