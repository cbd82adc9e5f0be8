//! How host code accesses a device variable it names (the 20091-20093 warnings, `cuda_hooks.rs`):
//! read, written, both, its address taken, or not at all.
//!
//! Verified (probes v1/v2, dv/): a class object is accessed like a scalar when it is copied by a
//! *trivial* special member (trivially copyable class): `cs = in` / `ds = S()` write it, `S x = ds`,
//! `S x(ds)`, `S y{ds}`, `s = ds`, `sink(ds)` (by value), `return ds` read it, and `ds = ds` reports the
//! write, then the read. A user-provided copy constructor or assignment operator (`C x = dc`,
//! `dt = T()`, `t = dt`), an implicit but non-trivial one (`dn = x` where a member has a user-provided
//! `operator=`) and any other member function call (`dt.get()`) bind a reference or `this`: no access.
//! So do reference parameters (`cudaMemcpyToSymbol(cs, &in, n)`, `const S &r = ds`). Triviality is
//! decided per operation (`N x = dn` copies trivially and reads `dn` although `N`'s assignment is not
//! trivial).

use crate::cuda::calls::VarAccess;
use crate::sema::entities::FunctionData;
use crate::sema::expr::{ExprKind, ImplicitKind, UnaryOp};
use crate::sema::ids::{EntityId, ExprId};
use crate::sema::special::Special;
use std::collections::HashMap;

/// How a call of member function `f` treats the object or argument it is given.
enum MemberUse {
    /// A trivial copy or move (assignment when `assign`): the object is copied like a scalar.
    TrivialCopy { assign: bool },
    /// A user-provided special member or an ordinary non-static member function: a reference or
    /// `this` is bound, nothing is accessed.
    Binds,
    /// Not classified.
    Unknown,
}

fn member_use(il: &crate::sema::il::Il, f: EntityId, trivial: &dyn Fn(EntityId, Special) -> Option<bool>) -> MemberUse {
    let Some(e) = il.entities.get(f) else { return MemberUse::Unknown };
    let Some(fd) = e.function() else { return MemberUse::Unknown };
    let class = e.parent;
    if il.entities.get(class).and_then(|c| c.class()).is_none() {
        return MemberUse::Unknown;
    }
    let user = !(fd.has(FunctionData::IMPLICIT) || fd.has(FunctionData::DEFAULTED));
    match crate::sema::special::special_kind_in(il, class, f) {
        k @ (Special::CopyCtor | Special::MoveCtor | Special::CopyAssign | Special::MoveAssign) => {
            if user {
                return MemberUse::Binds;
            }
            match trivial(class, k) {
                Some(true) => MemberUse::TrivialCopy { assign: matches!(k, Special::CopyAssign | Special::MoveAssign) },
                Some(false) => MemberUse::Binds,
                None => MemberUse::Unknown,
            }
        }
        Special::None if fd.role == crate::sema::entities::FnRole::Normal && !fd.has(FunctionData::STATIC_MEMBER) => MemberUse::Binds,
        _ => MemberUse::Unknown,
    }
}

/// How the variable named by `r` is accessed, and the node whose building decides it (the order of the
/// warnings). The designator grows through `.member` and `[index]` (after the array decays) [verified v2:
/// `dp.a = 1` writes `dp`, `da[2]++` reads and writes `da`, `&sv[1]` / `int *w = sv` take the address,
/// `dptr[0]` reads the pointer]. None where the access is not known (reference binding, discarded
/// value, class copies, …). Some(None): no access at all (v1 `dv;` as a statement).
pub(super) fn classify(il: &crate::sema::il::Il, parent: &HashMap<ExprId, ExprId>, ref_inits: &[ExprId], class_inits: &[(ExprId, EntityId)], discarded: &[ExprId], r: ExprId, trivial: &dyn Fn(EntityId, Special) -> Option<bool>) -> Option<Option<(ExprId, VarAccess)>> {
    let mut d = r;
    for _ in 0..1000 {
        let Some(&p) = parent.get(&d) else {
            // A full expression: the initialiser of a reference (v1 `int &r = sv;`) takes the address;
            // a discarded-value statement does nothing (v1 `dv;`).
            if discarded.contains(&d) {
                return Some(None);
            }
            if let Some(&(_, c)) = class_inits.iter().find(|x| x.0 == d) {
                return match trivial(c, Special::CopyCtor) {
                    Some(true) => Some(Some((d, VarAccess::Read))),
                    Some(false) => Some(None),
                    None => None,
                };
            }
            return ref_inits.contains(&d).then_some(Some((d, VarAccess::AddressOf)));
        };
        let pn = il.exprs.get(p)?;
        match pn.kind {
            // `(void)dv` / `static_cast<void>(sv)`: discarded, no access (probe vv).
            ExprKind::Cast(_, _) if il.types.is_void(pn.ty) => return Some(None),
            // The object of a member function call (`ds = x` through the implicit `operator=`, `dt.get()`).
            ExprKind::Member { base, arrow: false, member } if base == d && il.entities.get(member).map(|m| m.is_function()).unwrap_or(false) => {
                let called = parent.get(&p).and_then(|&g| il.exprs.get(g).map(|n| (g, n.kind)));
                let Some((g, ExprKind::Call { callee, .. })) = called else { return None };
                if callee != p {
                    return None;
                }
                return match member_use(il, member, trivial) {
                    MemberUse::TrivialCopy { assign: true } => Some(Some((g, VarAccess::Write))),
                    MemberUse::Binds => Some(None),
                    _ => None,
                };
            }
            ExprKind::Member { base, arrow: false, .. } if base == d => d = p,
            // `b ? ds : s` of two lvalues designates one of them (probe v2: then copied, a read).
            ExprKind::Cond(_, x, y) if (x == d || y == d) && pn.is_lvalue() => d = p,
            // Copied by a constructor (`S x = ds`, `S x(ds)`, a by-value argument).
            ExprKind::Construct { ctor, .. } if ctor.is_some() => {
                return match member_use(il, il.entities.resolve(ctor), trivial) {
                    MemberUse::TrivialCopy { assign: false } => Some(Some((p, VarAccess::Read))),
                    MemberUse::Binds => Some(None),
                    _ => None,
                };
            }
            ExprKind::Implicit(ImplicitKind::ArrayToPointer, _) => {
                let gp = parent.get(&p).and_then(|&g| il.exprs.get(g).map(|n| (g, n.kind)));
                match gp {
                    Some((g, ExprKind::Subscript(a, _))) if a == p => d = g,
                    Some((g, ExprKind::Cast(..))) if il.exprs.get(g).map(|n| il.types.is_void(n.ty)).unwrap_or(false) => return Some(None),
                    _ => return Some(Some((p, VarAccess::AddressOf))),
                }
            }
            ExprKind::Implicit(ImplicitKind::LvalueToRvalue, _) => return Some(Some((p, VarAccess::Read))),
            ExprKind::Assign(op, lhs, _) if lhs == d => {
                return Some(Some((p, if op.is_none() { VarAccess::Write } else { VarAccess::ReadWrite })));
            }
            ExprKind::Unary(UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec, _) => {
                return Some(Some((p, VarAccess::ReadWrite)));
            }
            ExprKind::Unary(UnaryOp::AddrOf, _) => match designator_again(il, parent, p) {
                // `*&dv`, `(&dv)[0]`, `*(&dv + 1)`, `0[&dv]` designate the variable again: the access is
                // the enclosing one [verified probe cuda18 p2: reads, `(&dv)[0] = 1` a write, `&(&dv)[0]`
                // nothing].
                Some(g) => d = g,
                None => return Some(Some((p, VarAccess::AddressOf))),
            },
            // An argument bound to a reference parameter (v2 `f(sp.a)` with `void f(int&)`).
            ExprKind::Call { callee, func, args } if callee != d && func.is_some() => {
                let i = il.exprs.list(args).iter().position(|&a| a == d)?;
                // The source of a trivial copy assignment (`s = ds`) is read.
                if let MemberUse::TrivialCopy { assign: true } = member_use(il, il.entities.resolve(func), trivial) {
                    return Some(Some((p, VarAccess::Read)));
                }
                let f = il.entities.get(il.entities.resolve(func))?;
                let crate::sema::types::TypeKind::Function(sig) = il.types.ckind(f.ty) else { return None };
                let pt = *il.types.type_list(sig.params).get(i)?;
                return il.types.is_reference(pt).then_some(Some((p, VarAccess::AddressOf)));
            }
            _ => return None,
        }
    }
    None
}


/// The node whose building orders the warning of an access `(node, access)` found by [`classify`]: a plain
/// assignment that is itself converted to a value (`sv + (dv = 1)`: the `Assign` under an lvalue-to-rvalue
/// conversion) is ordered by that conversion, built with the enclosing operator's other operand conversions
/// [verified probes cuda18 p1 `sv + (dv = 1)`, p3 `sv * (dv = 2) * sv`, p4 `sv < (dv = 1)`, p6
/// `sv + dv * (sv = 1)`: reads of the left operands first]. Anything else keeps its node.
pub(super) fn write_order_node(il: &crate::sema::il::Il, parent: &HashMap<ExprId, ExprId>, node: ExprId, access: VarAccess) -> ExprId {
    if access != VarAccess::Write {
        return node;
    }
    match parent.get(&node).and_then(|&p| il.exprs.get(p).map(|n| (p, n.kind))) {
        Some((p, ExprKind::Implicit(ImplicitKind::LvalueToRvalue, _))) => p,
        _ => node,
    }
}

/// Whether the read ordered by `node` (an lvalue-to-rvalue conversion) is, through implicit conversions,
/// the left operand of a binary operator whose right operand holds the source offset `at`: its
/// conversion is built with the operator, after the right operand (`sv + dv * (sv = 1)` reads the left
/// `sv` last; probe cuda18 p6).
pub(super) fn left_operand_before(exprs: &crate::sema::expr::Exprs, parent: &HashMap<ExprId, ExprId>, node: ExprId, at: u32) -> bool {
    let mut d = node;
    for _ in 0..64 {
        let Some(&p) = parent.get(&d) else { return false };
        match exprs.get(p).map(|n| n.kind) {
            Some(ExprKind::Implicit(_, _)) => d = p,
            Some(ExprKind::Binary(_, l, r)) if l == d => {
                return exprs.get(r).is_some_and(|x| x.span.lo <= at && at < x.span.hi);
            }
            _ => return false,
        }
    }
    false
}

/// The lvalue `*p`/`p[i]`/`i[p]` that dereferences the address `addr` (`&v`), through pointer arithmetic
/// with an integer (`&v + 1`, `&v - 1`) and implicit conversions: the designator of the variable again.
fn designator_again(il: &crate::sema::il::Il, parent: &HashMap<ExprId, ExprId>, addr: ExprId) -> Option<ExprId> {
    let mut d = addr;
    for _ in 0..64 {
        let p = *parent.get(&d)?;
        let pn = il.exprs.get(p)?;
        match pn.kind {
            ExprKind::Implicit(ImplicitKind::LvalueToRvalue | ImplicitKind::ArrayToPointer, _) => return None,
            ExprKind::Implicit(_, _) => d = p,
            ExprKind::Binary(crate::sema::expr::BinaryOp::Add | crate::sema::expr::BinaryOp::Sub, a, b)
                if matches!(il.types.ckind(pn.ty), crate::sema::types::TypeKind::Pointer(_)) && (a == d || b == d) =>
            {
                d = p
            }
            ExprKind::Unary(UnaryOp::Deref, _) => return Some(p),
            ExprKind::Subscript(a, b) if a == d || b == d => return Some(p),
            _ => return None,
        }
    }
    None
}
