//! The names of template parameters while a template is printed. The IL keeps template arguments in
//! canonical form, where a type parameter is only its (depth, index) (`sema/types.rs` `TemplateParam`
//! with no entity): `__traitor< __is_integer< _Tp> , …> ` in a prelude class template's base clause
//! holds such parameters. The printer of a template declaration (`decl/template.rs`) names its
//! parameter holder here for the time it prints it; a canonical parameter is then named by the
//! innermost holder printed whose parameter has its depth and index. Outside (or none matching), the
//! parameter stays unprintable.
use crate::sema::ids::{EntityId, TypeId};
use crate::sema::il::Il;
use std::cell::RefCell;

thread_local! {
    static HOLDERS: RefCell<Vec<EntityId>> = const { RefCell::new(Vec::new()) };
}

/// While alive, the parameters of `holder` name canonical template parameters ([`printing`]).
pub struct Printing(());

impl Drop for Printing {
    fn drop(&mut self) {
        HOLDERS.with(|h| h.borrow_mut().pop());
    }
}

/// The template (or partial-specialisation parameter holder) `holder` is being printed.
pub fn printing(holder: EntityId) -> Printing {
    HOLDERS.with(|h| h.borrow_mut().push(holder));
    Printing(())
}

/// The parameter of a template being printed that the canonical parameter type `t` stands for.
pub fn param_for(il: &Il, t: TypeId) -> Option<EntityId> {
    let want = il.types.canonical(t);
    HOLDERS.with(|h| {
        h.borrow().iter().rev().find_map(|&holder| il.entities.template_params(holder).find(|&p| il.entities.get(p).is_some_and(|e| il.types.canonical(e.ty) == want)))
    })
}
