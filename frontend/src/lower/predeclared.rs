//! Names EDG knows without a declaration in gcc mode: the builtin typedefs `__int128_t`,
//! `__uint128_t` and `__builtin_va_list` (the parser already treats them as type names,
//! parse/mod.rs). glibc's `<stdio.h>` declares `typedef __builtin_va_list __gnuc_va_list;` right at the
//! start of every program that includes it.
//!
//! `__builtin_va_list` is, as in gcc on x86-64, `__va_list_tag[1]` with `__va_list_tag` an incomplete
//! struct: enough for declarations naming the type (the host output prints the typedef's name,
//! reference: `typedef __builtin_va_list __gnuc_va_list;`). `va_start` and the others: builtins_va.rs.
use super::Lowerer;
use crate::sema::entities::ClassKey;
use crate::sema::scopes::Scopes;
use crate::sema::types::{ArrayBound, IntKind};
use crate::source::Span;

impl<'a> Lowerer<'a> {
    pub(crate) fn predeclare_builtin_types(&mut self) {
        let il = &mut self.sema.il;
        let i128 = il.types.int(IntKind::Int128);
        let u128 = il.types.int(IntKind::UInt128);
        for (name, ty) in [("__int128_t", i128), ("__uint128_t", u128)] {
            let sym = il.names.intern(name);
            il.declare_typedef(Scopes::GLOBAL, sym, ty, Span::default());
        }
        let tag = il.names.intern("__va_list_tag");
        let c = il.declare_class(Scopes::GLOBAL, tag, ClassKey::Struct, false, Span::default());
        let cty = il.entities.get(c).map(|e| e.ty).unwrap_or_default();
        let arr = il.types.array(cty, ArrayBound::Known(1));
        let sym = il.names.intern("__builtin_va_list");
        il.declare_typedef(Scopes::GLOBAL, sym, arr, Span::default());
    }
}
