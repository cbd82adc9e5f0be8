//! C++20 defaulted equality ([class.compare.default]): `bool operator==(const C&) const = default;` as a
//! member of class `C`. It compares the subobjects memberwise; it is defined as deleted when a
//! subobject cannot be compared, which is decided when the class is complete.
//!
//! What is modelled: the member form above (with or without `constexpr`) in a class whose subobjects
//! are all data members of arithmetic, enumeration or pointer type (no bases): each such `==` is the
//! built-in one, so the function is not deleted. Other forms (friend, by-value parameter, `<=>`,
//! class-type or array members, bases) are gaps, as is a call from device code (the execution space EDG
//! gives a defaulted comparison is unprobed) and the host spelling (output-only gap).
use super::Lowerer;
use crate::sema::entities::{FnRole, Payload};
use crate::sema::ids::{EntityId, TypeId};
use crate::sema::types::{Quals, TypeKind};

impl<'a> Lowerer<'a> {
    /// Whether member `f` of `class` (declared `= default`, not a special member) is a modelled
    /// defaulted `operator==`; it is then checked when the class is complete.
    pub(super) fn defaulted_equality(&mut self, class: EntityId, f: EntityId, at: u32) -> bool {
        if !self.lex_cfg.cpp_at_least(crate::cli::Lang::Cpp20) {
            return false;
        }
        let Some(e) = self.sema.il.entities.get(f) else { return false };
        let Some(fd) = e.function() else { return false };
        if fd.role != FnRole::Operator || self.sema.il.names.resolve(e.name) != "operator==" {
            return false;
        }
        let tt = &self.sema.il.types;
        let TypeKind::Function(sig) = tt.ckind(e.ty) else { return false };
        let params = tt.type_list(sig.params).to_vec();
        let class_ty = self.sema.il.entities.get(class).map(|c| c.ty).unwrap_or(TypeId::NONE);
        let const_ref_to_class = |t: TypeId| match tt.ckind(t) {
            TypeKind::LRef(r) => tt.quals(r) == Quals::CONST && tt.class_entity(tt.unqualified(r)) == tt.class_entity(class_ty),
            _ => false,
        };
        let ok = tt.same(sig.ret, tt.int(crate::sema::types::IntKind::Bool)) && params.len() == 1 && const_ref_to_class(params[0]) && sig.quals == Quals::CONST && sig.ref_qual == crate::sema::types::RefQual::None && !sig.variadic;
        if !ok {
            return false;
        }
        self.classes.defaulted_eq.push((class, f, at));
        self.output_gap("emit: defaulted comparison function (spelling unprobed)", at);
        true
    }

    /// At the completion of `class`: its defaulted `operator==`s compare only scalar members. None
    /// after a gap.
    pub(super) fn check_defaulted_equality(&mut self, class: EntityId) -> Option<()> {
        let mine: Vec<(EntityId, EntityId, u32)> = self.classes.defaulted_eq.iter().filter(|x| x.0 == class).copied().collect();
        if mine.is_empty() {
            return Some(());
        }
        self.classes.defaulted_eq.retain(|x| x.0 != class);
        let at = mine[0].2;
        if !self.sema.il.entities.bases_of(class).is_empty() {
            self.gap("lower: defaulted operator== of a class with bases", at);
            return None;
        }
        let scope = self.sema.il.entities.get(class).and_then(|e| e.class()).map(|c| c.scope)?;
        let members: Vec<EntityId> = self.sema.il.scopes.members(&self.sema.il.entities, scope).collect();
        for m in members {
            let Some(e) = self.sema.il.entities.get(m) else { continue };
            if !matches!(e.data, Payload::Field(_)) {
                continue;
            }
            let tt = &self.sema.il.types;
            let t = tt.unqualified(e.ty);
            let scalar = matches!(tt.ckind(t), TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Enum(_) | TypeKind::Pointer(_));
            if !scalar || self.sema.il.names.resolve(e.name).is_empty() {
                self.gap("lower: defaulted operator== with class, array, reference or unnamed members", at);
                return None;
            }
        }
        for (_, f, _) in mine {
            self.classes.defaulted_eq_fns.push(f);
        }
        Some(())
    }

    /// A call of a modelled defaulted `operator==` from device code: its execution space is unprobed.
    pub(super) fn defaulted_equality_device_call(&self, f: EntityId) -> bool {
        if !self.classes.defaulted_eq_fns.contains(&f) {
            return false;
        }
        let caller = self.sema.current_function;
        self.sema.il.entities.get(caller).map(|c| c.exec.has(crate::sema::entities::ExecSpace::DEVICE)).unwrap_or(false)
    }
}

#[cfg(test)]
mod tests {
    fn gaps(src: &str) -> Vec<String> {
        let r = crate::lower::tests::lower_text_cxx20(format!("# 1 \"t.cu\"\n{}\n", src));
        assert!(r.diags.is_empty());
        // (The host spelling is an output-only gap.)
        r.gaps.into_iter().filter(|g| !g.starts_with("emit:")).collect()
    }

    #[test]
    fn scalar_members_compare_memberwise() {
        assert!(gaps("struct P { int x; bool operator==(const P&) const = default; double y; int *p; }; bool f(P a, P b) { return a == b; }").is_empty());
    }

    #[test]
    fn other_members_and_forms_are_gaps() {
        assert_eq!(gaps("struct Q { int v; }; struct P { Q q; bool operator==(const P&) const = default; };"), vec!["lower: defaulted operator== with class, array, reference or unnamed members".to_string()]);
        assert_eq!(gaps("struct P { int x; bool operator==(P) const = default; };"), vec!["lower: = default on a function that is not a special member".to_string()]);
    }
}
