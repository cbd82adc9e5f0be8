//! `throw e` whose operand is a class object: when cufe may let it stand without a diagnostic.
//!
//! The exception object is copy-initialised from the operand and destroyed later, so EDG checks the
//! copy/move constructor (unless the copy is elided) and the destructor at the operand. The probed
//! behaviour of cudafe++ 13.0 (probes /tmp/vtp p1-p12, C++17):
//! - a prvalue operand (`throw S()`, `throw make()`, `throw S{}`) initialises the exception object
//!   directly: a deleted or private copy/move constructor is not used (p3, p4, p8: clean);
//! - the destructor is still needed: a private one gives warning #2867 *and* an error (p1, p9), a deleted
//!   one two errors, one "required for copy that was eliminated" (p2) — not modelled here;
//! - a `__device__` constructor or destructor called from a host function gives the usual cross-space
//!   error at the operand (p5, p6) — not modelled here either;
//! - in `__device__`, `__global__` and `__host__ __device__` functions the same class checks are made
//!   (a private or deleted destructor, a deleted copy constructor for an lvalue: probe cxxfe20 t1), and
//!   calling a host constructor or destructor there says nothing (`throw std::runtime_error(m)` in
//!   libcu++'s `__host__ __device__ __throw_runtime_error`, `throw S()` in a `__device__` function:
//!   t1, t2; cicc reports device-side exceptions); a `__device__` constructor called from a
//!   `__host__ __device__` function gives the cross-space error (t1) — the class has a device-only
//!   special member then, which stays a gap;
//! - an lvalue operand is copied (`S s; throw s;` with a deleted copy constructor: an error, p10), and an
//!   lvalue of abstract class type gives "object of abstract class type" (p11).
//!
//! So a class operand stands only as a prvalue, in C++17 or later, inside a function (of any execution
//! space), when the destructor the exception object needs is certainly accessible, not deleted and not
//! device-only, and the class has no device-only special member at all. Everything else stays the
//! caller's gap.
use super::Lowerer;
use crate::sema::entities::{Access, ClassKey, FnRole, FunctionData, Payload, Space};
use crate::sema::expr::ValueCat;
use crate::sema::ids::{EntityId, ExprId};
use crate::sema::types::TypeKind;

/// How deep the walk over bases and members goes before it gives up (a gap).
const MAX_DEPTH: u32 = 32;

impl<'a> Lowerer<'a> {
    /// Whether `throw x` with `x` of class type may be built without any diagnostic (see the module doc).
    pub(super) fn class_throw_is_clean(&mut self, x: ExprId) -> bool {
        self.judged_class_operand(x).is_some_and(|c| self.destructor_certainly_usable(c, 0))
    }

    /// The class of operand `x` when the throw is one this module judges: C++17 or later, evaluated,
    /// inside a function, a non-dependent prvalue of a class without device-only special members.
    fn judged_class_operand(&mut self, x: ExprId) -> Option<EntityId> {
        if self.lex_cfg.lang < crate::cli::Lang::Cpp17 || self.unevaluated > 0 {
            return None;
        }
        let f = self.sema.current_function;
        if f.is_none() || self.sema.il.entities.get(f).is_none() {
            return None;
        }
        let n = self.sema.expr(x);
        if n.cat != ValueCat::PRValue || n.is_dependent() {
            return None;
        }
        let t = n.ty;
        let c = self.sema.il.types.class_entity(t)?;
        if self.cuda_class_has_device_special(t) {
            return None;
        }
        Some(c)
    }

    /// `throw S()` where `S`'s destructor is declared private (not deleted, not device-only) and not
    /// accessible from the throwing function: EDG gives warning #2867 and then error #330, both
    /// `"S::~S() noexcept" (declared at line N) is inaccessible` at the operand, in host, device and HD
    /// functions alike (probes p1, p9; cxxfe20 t1). Returns the two diagnostics; None for any other
    /// shape (protected destructors, implicit ones made inaccessible by a subobject: not probed).
    /// `lo` is where the operand's expressions start: the construction `x` must be the only access
    /// problem among them (its constructor accessible), and the range is then marked checked.
    pub(super) fn inaccessible_throw_destructor(&mut self, x: ExprId, lo: usize) -> Option<[crate::diag::Diagnostic; 2]> {
        let c = self.judged_class_operand(x)?;
        let ctor = match self.sema.expr(x).kind {
            crate::sema::expr::ExprKind::Construct { ctor, .. } => ctor,
            _ => return None,
        };
        if ctor.is_some() && !self.accessible(ctor, c, self.sema.current_function) {
            return None;
        }
        let hi = self.sema.il.exprs.len();
        if !self.access_problems_only_at(lo, hi, self.sema.current_function, x) {
            return None;
        }
        let il = &self.sema.il;
        let cd = il.entities.get(c).and_then(|e| e.class()).copied()?;
        if !cd.complete || cd.scope.is_none() || cd.key == ClassKey::Union {
            return None;
        }
        let d = il.scopes.members(&il.entities, cd.scope).take(100_000).find(|&m| il.entities.get(m).and_then(|e| e.function()).map(|f| f.role == FnRole::Destructor).unwrap_or(false))?;
        let de = il.entities.get(d).copied()?;
        let fd = de.function()?;
        if fd.has(FunctionData::DELETED) || fd.has(FunctionData::IMPLICIT) || de.access != Access::Private || !matches!(de.exec.space(), Space::Host | Space::ImplicitHost | Space::HostDevice) {
            return None;
        }
        if self.accessible(d, c, self.sema.current_function) {
            return None;
        }
        // A destructor without an exception specification is implicitly noexcept ([except.spec]/8)
        // when its subobjects' are: EDG prints it so. Only judged without class subobjects.
        let il = &self.sema.il;
        let class_sub = !il.entities.bases_of(c).is_empty()
            || il.scopes.members(&il.entities, cd.scope).take(100_000).any(|m| il.entities.get(m).is_some_and(|e| matches!(e.data, Payload::Field(_)) && { let mut t = e.ty; for _ in 0..64 { if let TypeKind::Array(el, _) = il.types.ckind(t) { t = el } else { break } } il.types.class_entity(t).is_some() }));
        let p = crate::sema::printing::Printer::new(&self.sema.il);
        let mut name = p.function_signature(d);
        if !name.ends_with(" noexcept") {
            if class_sub || name.contains("noexcept") || name.contains("throw(") {
                return None;
            }
            name.push_str(" noexcept");
        }
        let l = crate::source::Locate::locate(self.map, de.span.lo);
        let arg = crate::diag::Arg::EntityFull(crate::diag::EntityArg { kind: String::new(), name: name.clone(), qualified: Some(name), params: None, declared: Some((l.file.to_string(), l.line)) });
        let at = crate::diag::Where::At(self.sema.expr(x).span.lo);
        self.mark_access_checked(lo, hi);
        Some([
            crate::diag::Diagnostic::new(crate::diag::Severity::Warning, crate::diag::id::INACCESSIBLE_RVALUE_DTOR, at).arg(arg.clone()),
            crate::diag::Diagnostic::new(crate::diag::Severity::Error, crate::diag::id::INACCESSIBLE_SPECIAL_FUNCTION, at).arg(arg),
        ])
    }

    /// Class `c`'s destructor is public, not deleted and not device-only; an implicit one is so when the
    /// destructors of all its subobjects are (EDG defines it as deleted otherwise, which the IL does not
    /// record). Unions with class members (whose implicit destructor may be deleted) are not judged.
    fn destructor_certainly_usable(&self, c: EntityId, depth: u32) -> bool {
        let il = &self.sema.il;
        let Some(cd) = il.entities.get(c).and_then(|e| e.class()).copied() else { return false };
        if depth > MAX_DEPTH || !cd.complete || cd.scope.is_none() {
            return false;
        }
        let dtor = il.scopes.members(&il.entities, cd.scope).take(100_000).find(|&m| il.entities.get(m).and_then(|e| e.function()).map(|f| f.role == FnRole::Destructor).unwrap_or(false));
        let Some(d) = dtor.and_then(|d| il.entities.get(d)) else { return false };
        let Some(fd) = d.function() else { return false };
        if fd.has(FunctionData::DELETED) || !matches!(d.access, Access::Public | Access::None) || !matches!(d.exec.space(), Space::Host | Space::ImplicitHost | Space::HostDevice) {
            return false;
        }
        if !fd.has(FunctionData::IMPLICIT) {
            return true;
        }
        let mut subs: Vec<EntityId> = il.entities.bases_of(c).iter().filter_map(|b| il.types.class_entity(b.ty)).collect();
        for m in il.scopes.members(&il.entities, cd.scope).take(100_000) {
            let Some(e) = il.entities.get(m) else { continue };
            let Payload::Field(_) = e.data else { continue };
            let mut t = e.ty;
            while let TypeKind::Array(el, _) = il.types.ckind(t) {
                t = el;
            }
            if let Some(mc) = il.types.class_entity(t) {
                if cd.key == ClassKey::Union {
                    return false;
                }
                subs.push(mc);
            }
        }
        subs.into_iter().all(|s| self.destructor_certainly_usable(s, depth + 1))
    }
}

#[cfg(test)]
mod tests {
    use crate::lower::tests::run;

    const GAP: &str = "lower: throw of a class object or dependent operand";

    fn clean(src: &str) {
        let o = run(src);
        assert!(o.diags.is_empty() && o.gaps.is_empty(), "{src:?}: {:?} {:?}", o.diags, o.gaps);
    }

    fn gap(src: &str) {
        let o = run(src);
        assert!(o.gaps.iter().any(|g| g == GAP), "{src:?}: {:?} {:?}", o.diags, o.gaps);
    }

    #[test]
    fn prvalue_operands_with_a_usable_destructor_stand() {
        clean("struct E { int c; };\nvoid f() { throw E(); }");
        clean("struct E { E(); virtual ~E(); };\nstruct F : E {};\nvoid f() { throw F(); }");
        // p3 / p8: a deleted copy or move constructor is not used for a prvalue.
        clean("struct S { S(); S(const S&) = delete; };\nvoid f() { throw S(); }");
        clean("struct S { S(); S(S&&) = delete; };\nS make();\nvoid f() { throw make(); }");
    }

    #[test]
    fn other_forms_stay_gaps() {
        // p2: deleted destructor (diagnostics not modelled), also a private one through a member.
        gap("struct S { S(); ~S() = delete; };\nvoid f() { throw S(); }");
        gap("struct M { private: ~M(); friend struct S; };\nstruct S { M m; };\nvoid f() { throw S(); }");
        // p10: an lvalue is copied.
        gap("struct S { S(); };\nvoid f() { S s; throw s; }");
        // p5: device-only specials.
        gap("struct S { S(); __attribute__((device)) ~S(); };\nvoid f() { throw S(); }");
    }

    const HD: &str = "__attribute__((host)) __attribute__((device))";

    #[test]
    fn prvalue_class_throw_in_device_and_hd_functions_is_clean() {
        // A host constructor called from a `__device__` or HD function says nothing (probes t1, t2).
        for space in ["__attribute__((device))", HD, "__attribute__((global))"] {
            let o = run(&format!("struct S {{ S(); }};\nstruct E {{ }};\n{space} void f() {{ throw S(); }}\n{space} void g() {{ throw E{{}}; }}"));
            assert!(o.gaps.is_empty(), "{space}: {:?}", o.gaps);
            assert!(o.diags.is_empty(), "{space}: {:?}", o.diags);
        }
    }

    #[test]
    fn class_throws_with_diagnostics_keep_the_gap() {
        // A device-only constructor from an HD function (the
        // cross-space error), an lvalue operand (its copy is checked): not modelled.
        for src in [
            format!("struct D {{ __attribute__((device)) D(); }};\n{HD} void f() {{ throw D(); }}"),
            format!("struct C {{ C(); C(const C&) = delete; }};\n{HD} void f() {{ C c; throw c; }}"),
        ] {
            let o = run(&src);
            assert!(!o.gaps.is_empty(), "{src}");
            assert!(o.diags.is_empty(), "{src}: {:?}", o.diags);
        }
    }

    #[test]
    fn private_destructor_gives_warning_2867_then_error_330() {
        // p1 / t1: the same pair in host, device and HD functions, at the operand.
        for space in ["", "__attribute__((device))", HD] {
            let o = run(&format!("struct S {{ S(); private: ~S(); }};\n{space} void f() {{ throw S(); }}"));
            assert!(o.gaps.is_empty(), "{space}: {:?}", o.gaps);
            assert_eq!(o.diags, vec![("%nfd is inaccessible", 2), ("%nfd is inaccessible", 2)], "{space}");
        }
        // A friend may destroy it: no diagnostic, but not judged clean either (the gap stays).
        gap("struct S { S(); private: ~S(); friend void f(); };\nvoid f() { throw S(); }");
    }
}
