//! Block-scope `static` and `extern` variables.
//!
//! A `static` local is an ordinary local for analysis (cudafe++'s host-side pass does not check its
//! initialiser in device code: `static int x = g();` in a `__device__` function is accepted, probe
//! misc/s1); flow analysis (#549) already skips it by its storage. The memory-space rules for locals
//! (3483 "a static __shared__ variable declaration is not allowed inside a host function body") take
//! `is_static` from it.
//!
//! An `extern` local redeclares an entity of the enclosing namespace: only the simple case is lowered —
//! no initialiser and no entity of that name declared yet in the enclosing namespace or the block
//! (linking and type-compatibility checks are not modelled: gap).
use super::Lowerer;
use crate::sema::entities::Storage;
use crate::sema::scopes::ScopeKind;

impl<'a> Lowerer<'a> {
    /// Whether the block-scope variable `name` with `storage` can be lowered as an ordinary local
    /// (None after a gap).
    pub(crate) fn local_storage_ok(&mut self, name: crate::sema::names::Symbol, storage: Storage, has_init: bool, at: u32) -> Option<()> {
        match storage {
            Storage::None | Storage::Static => Some(()),
            Storage::Extern if !has_init && !self.enclosing_namespace_declares(name) => Some(()),
            _ => {
                self.gap("lower: static or extern local variable", at);
                None
            }
        }
    }

    /// Whether `name` is declared in the block scope or in the innermost enclosing namespace.
    fn enclosing_namespace_declares(&self, name: crate::sema::names::Symbol) -> bool {
        let il = &self.sema.il;
        if il.scopes.local(&il.entities, self.scope, name).next().is_some() {
            return true;
        }
        let mut ns = self.scope;
        for _ in 0..10_000 {
            match il.scopes.get(ns) {
                Some(s) if s.kind == ScopeKind::Namespace => return il.scopes.local(&il.entities, ns, name).next().is_some(),
                Some(s) if s.parent.is_some() => ns = s.parent,
                _ => return true,
            }
        }
        true
    }
}
