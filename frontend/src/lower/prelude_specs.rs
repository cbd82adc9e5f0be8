//! Explicit specialisations of class templates written in the prelude (`template<> struct
//! __nv_itex_trait<char> { typedef void type; };`): EDG defines such a class where it is written — it is
//! an ordinary class, nothing in it depends on a template parameter — and cudafe++ prints it in the host
//! output. Template lowering (`templates.rs`) attaches the definition to the specialisation as its
//! pattern; here the class is completed at once through the instantiation machinery
//! (`instantiate.rs`, which lowers an explicit specialisation's own definition with no bindings), so the
//! host-output item builder finds its members (`emit_tmpl.rs`).
//!
//! The completion is quiet: a gap or diagnostic inside leaves the class incomplete and forgets the
//! failure, so a later use instantiates it exactly as before (and meets the same gap there, if any).
//! Member function bodies are not lowered (the instantiation is lazy); a specialisation with member
//! function definitions stays a gap in the host output.
use super::instantiate::Inst;
use super::Lowerer;
use crate::sema::ids::EntityId;

impl Lowerer<'_> {
    /// Completes the prelude explicit class specialisation `e` just attached to its definition (see the
    /// module documentation). Records it for the host output when it completed.
    pub(super) fn define_prelude_explicit_class(&mut self, e: EntityId, at: u32) {
        let explicit = self.sema.il.entities.get(e).and_then(|x| x.spec()).map(|s| s.kind) == Some(crate::sema::entities::SpecKind::Explicit);
        if self.stopped || !explicit {
            return;
        }
        let done = self.attempt(true, |l| matches!(l.instantiate_class(e, at), Inst::Complete).then_some(()));
        if done.is_some() {
            self.sema.il.explicit_class_specs.insert(at, e);
        } else {
            // (The use instantiates it again, as without this attempt.)
            self.inst.failed.remove(&e);
        }
    }
}
