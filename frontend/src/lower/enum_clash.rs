//! An enumerator whose name is already declared in its scope (another enumerator of the same or an
//! earlier unscoped enum, a variable, …): error #101 `"Red" has already been declared in the current
//! scope` at the enumerator's name; EDG still declares it (later enumerators count on from its value,
//! and `Y = X + 5` after a repeated `X` sees the second one: probe misc/e1). Which entity a later use of
//! the name finds is not modelled: such a use is a gap (`clashed_names`).
use super::Lowerer;
use crate::diag::{id, Arg};

impl<'a> Lowerer<'a> {
    pub(crate) fn enumerator_clash(&mut self, name: crate::sema::names::Symbol, text: String, at: u32) {
        self.sema.error(id::ID_ALREADY_DECLARED, at).args.push(Arg::Str(text));
        if !self.clashed_names.contains(&name) {
            self.clashed_names.push(name);
        }
    }
}

impl<'a> Lowerer<'a> {
    /// A value `v` of an enumerator of an enum with the fixed underlying type `underlying`, written at
    /// `at`: out of the type's range, error #1749 `enumeration value is outside the range of its
    /// underlying type ("unsigned char")` at the value (corpus cpp/enum_redeclared_enumerator); the
    /// value the enumerator then gets is not modelled, so later uses of `name` are gaps. Bool and
    /// 128-bit underlying types are gaps. None after a gap.
    pub(crate) fn fixed_enum_value_check(&mut self, underlying: crate::sema::ids::TypeId, v: i128, name: crate::sema::names::Symbol, written_at: Option<u32>) -> Option<()> {
        let at = written_at.unwrap_or(self.decl_lo);
        use crate::sema::types::{IntKind, TypeKind};
        let TypeKind::Int(k) = self.sema.il.types.ckind(underlying) else {
            self.gap("lower: enumerator of an enum with this underlying type", at);
            return None;
        };
        if k == IntKind::Bool && (0..=1).contains(&v) {
            return Some(());
        }
        if matches!(k, IntKind::Bool | IntKind::Int128 | IntKind::UInt128) {
            self.gap("lower: enumerator of an enum with this underlying type", at);
            return None;
        }
        let target = &self.sema.il.target;
        let bits = target.int_bits(k);
        let (lo, hi) = if target.is_signed(k) { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) } else { (0, (1i128 << bits) - 1) };
        if (v < lo || v > hi) && written_at.is_none() {
            self.gap("lower: implicit enumerator value outside the fixed underlying type", at);
            return None;
        }
        if v < lo || v > hi {
            let t = crate::sema::printing::Printer::new(&self.sema.il).type_str(underlying);
            self.sema.error(id::ENUM_VALUE_OUT_OF_UNDERLYING_RANGE, at).args.push(Arg::Type(t));
            if !self.clashed_names.contains(&name) {
                self.clashed_names.push(name);
            }
        }
        Some(())
    }
}
