//! A constructor definition's mem-initialisers for the host output, from what lowering recorded
//! ([`Il::ctor_inits`]).
//!
//! The reference prints each initialiser in its written form (`name(…)` / `name{…}`) [verified,
//! corpus/output-decl3]:
//! - a scalar member prints its converted value as a namespace-scope initialiser does: `re((0))`,
//!   `l((-1))`, `s((3 + 4))`, `u{(3)}`, `i{0}` for `i{}`, `p()` for `p()`, `d(x)`;
//! - a class member, a base and a delegating constructor print the constructor's arguments as call
//!   arguments in a body do: `v(-1, 1 + 2)`, `B(3 * 2)`, `D(-5)`;
//! - a base or the constructor's class is named as the type printer names it from the class
//!   (`N::B(1)`, `TB(3)` through a typedef, `D(5)`).
//!
//! Reference members (`r(i)` prints without the parentheses a reference binding has elsewhere), braced
//! value-initialised pointers (`p{((int *)0LL)}`) and every other form are gaps.
use crate::emit::host::decl::MemInit;
use crate::emit::host::expr::Expr;
use crate::sema::entities::Payload;
use crate::sema::expr::ExprKind;
use crate::sema::ids::EntityId;
use crate::sema::il::Il;
use crate::sema::types::TypeKind;

type R<T> = Result<T, &'static str>;

/// The mem-initialisers of constructor `f` written with `count` initialisers (None in the IL: a gap).
pub(super) fn mem_inits(il: &Il, src: &[u8], f: EntityId, count: usize) -> R<Vec<MemInit>> {
    const GAP: &str = "emit items: constructor initialisers not recorded in the IL";
    let recs = il.ctor_inits.get(&f).ok_or(GAP)?;
    if recs.len() != count {
        return Err(GAP);
    }
    let mut out = Vec::with_capacity(recs.len());
    for r in recs {
        let target = il.entities.get(r.target).ok_or("emit items: bad entity")?;
        let x = il.exprs.get(r.expr).ok_or("emit items: bad expression")?;
        let args = match target.data {
            Payload::Field(_) if il.types.class_entity(target.ty).is_some() => construct_args(il, src, r.expr)?,
            Payload::Field(_) => {
                if il.types.is_reference(target.ty) {
                    return Err("emit items: reference member in a constructor initialiser");
                }
                if matches!(il.types.ckind(target.ty), TypeKind::Array(..)) {
                    return Err("emit items: array member in a constructor initialiser");
                }
                if r.empty && !r.braced {
                    Vec::new()
                } else if r.empty && !matches!(x.kind, ExprKind::IntLit(_)) {
                    // `p{}` prints `p{((int *)0LL)}`, `f{}` `f{(0.0F)}` [verified]: only `i{0}` is modelled.
                    return Err("emit items: braced value-initialisation of a non-integer member");
                } else {
                    // A converted operation prints plain at the top, as in an initializer (`s(-x)` for a short `s`).
                    vec![super::emit_expr_forms::top_level(super::emit_items::convert_expr(il, src, r.expr, false, 0)?)]
                }
            }
            Payload::Class(_) | Payload::Typedef => construct_args(il, src, r.expr)?,
            _ => return Err("emit items: constructor initialiser target"),
        };
        out.push(MemInit { target: r.target, args, braced: r.braced });
    }
    Ok(out)
}

/// The arguments of the constructor call `e`, printed as call arguments in a body.
fn construct_args(il: &Il, src: &[u8], e: crate::sema::ids::ExprId) -> R<Vec<Expr>> {
    let Some(ExprKind::Construct { args, .. }) = il.exprs.get(e).map(|n| n.kind) else {
        return Err("emit items: constructor initialiser of a class that is not a constructor call");
    };
    let mut list = Vec::new();
    for &a in il.exprs.list(args) {
        // As in a call: a converted literal prints bare (`w(1, 0)`) [verified].
        list.push(match super::emit_expr_forms::top_level(super::emit_items::convert_expr(il, src, a, true, 0)?) {
            Expr::Converted(inner) if matches!(*inner, Expr::Str { .. } | Expr::Int { .. }) => *inner,
            Expr::Converted(_) => return Err("emit items: converted argument"),
            x => x,
        });
    }
    Ok(list)
}

#[cfg(test)]
mod tests {
    use crate::emit::host::decl::Item;
    use crate::emit::host::expr::Expr;

    /// The items of `src` (which must lower without gaps), or the item builder's gap.
    fn items(src: &str) -> Result<Vec<Item>, &'static str> {
        crate::lower::emit_items::tests::items_in(&format!("# 1 \"t.cu\"\n{}\n", src)).1
    }

    fn class_members(v: &[Item]) -> Vec<crate::emit::host::decl::Decl> {
        let Some(Item::Decl(c)) = v.last() else { panic!("class") };
        c.members.iter().filter_map(|m| if let Item::Decl(d) = m { Some(d.clone()) } else { None }).collect()
    }

    #[test]
    fn mem_initialisers_keep_their_order_form_and_arguments() {
        let v = items("struct B { B(int) {} };\nstruct D : B { int i; long l; D(int x) : B(x), i{}, l(-1) {} D() : D(3) {} };").expect("supported");
        let m = class_members(&v);
        let ctor = &m[2];
        assert_eq!(ctor.mem_inits.len(), 3);
        assert!(!ctor.mem_inits[0].braced && matches!(ctor.mem_inits[0].args.as_slice(), [Expr::Name(_)]));
        assert!(ctor.mem_inits[1].braced && matches!(ctor.mem_inits[1].args.as_slice(), [Expr::Int { value: 0, .. }]));
        // A folded constant of a scalar member prints parenthesised, as a namespace-scope initialiser.
        assert!(matches!(ctor.mem_inits[2].args.as_slice(), [Expr::Converted(_)]));
        let delegating = &m[3];
        assert_eq!(delegating.mem_inits.len(), 1);
        let Some(Item::Decl(class)) = v.last() else { panic!("class") };
        assert_eq!(delegating.mem_inits[0].target, class.entity);
    }

    #[test]
    fn unmodelled_initialisers_are_gaps() {
        assert_eq!(items("int g; struct R { int &r; R() : r(g) {} };").err(), Some("emit items: reference member in a constructor initialiser"));
        assert_eq!(items("struct P { int *p; P() : p{} {} };").err(), Some("emit items: braced value-initialisation of a non-integer member"));
    }
}
