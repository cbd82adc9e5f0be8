//! GNU attributes written in a typedef's decl-specifiers (`__attribute__((deprecated)) typedef S T;`,
//! and vector_types.h's `typedef struct long4 __attribute__((deprecated("…"))) long4;`, whose attribute
//! the parser moves from the elaborated-type-specifier to the specifiers). The reference applies them to
//! the typedef and prints them before `typedef`: `__attribute((deprecated("use long4_16a or long4_32a")))
//! typedef long4 long4;` [verified: p1_trivial, corpus/output-attrs2]. Uses stay silent (cudafe++ reports
//! no use of a deprecated entity). An argument list that is not a modelled form is not recorded and the
//! printer then refuses the declaration ("attribute not recorded in the IL").
use super::Lowerer;
use crate::parse::ast;
use crate::sema::entities::{Entity, Payload};
use crate::sema::ids::EntityId;
use crate::sema::names::Symbol;
use crate::source::Span;

impl<'a> Lowerer<'a> {
    /// Records `attrs` (the specifiers' attributes) and `after` (a `__mode__` attribute after the
    /// declarator, lower/declarators.rs `typedef_mode`) on the typedef `e` just declared.
    pub(crate) fn record_typedef_attrs(&mut self, e: EntityId, attrs: &[ast::Attr], after: &[ast::Attr]) {
        if !attrs.is_empty() || !after.is_empty() {
            self.record_attrs_with_args(e, &[attrs, after]);
        }
    }

    /// `typedef struct X X;` declares no typedef entity (the class keeps the name): its attributes go on
    /// an unscoped carrier entity, found by the printer through the name's offset.
    pub(crate) fn record_same_name_typedef_attrs(&mut self, name: Symbol, name_span: Span, attrs: &[ast::Attr]) {
        if attrs.is_empty() {
            return;
        }
        let mut carrier = Entity::new(name, Payload::Typedef);
        carrier.span = name_span;
        let e = self.sema.il.entities.add(carrier);
        if self.record_attrs_with_args(e, &[attrs]) {
            self.sema.il.same_name_typedef_attrs.insert(name_span.lo, e);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::emit::host::decl::Item;
    use crate::sema::il::Il;

    fn items(src: &str) -> (Il, Result<Vec<Item>, &'static str>) {
        crate::lower::emit_items::tests::items_in(&format!("# 1 \"t.cu\"\n{}\n", src))
    }

    fn attr_names(il: &Il, e: crate::sema::ids::EntityId) -> Vec<String> {
        il.entities.attrs_of(e).map(|a| il.names.resolve(a.name).to_string()).collect()
    }

    #[test]
    fn elaborated_specifier_attribute_goes_to_the_same_name_typedef() {
        let (il, r) = items("struct S { int x; };\ntypedef struct S __attribute__((deprecated(\"use T\"))) S;");
        let v = r.expect("supported");
        let Some(Item::Decl(d)) = v.get(1) else { panic!("typedef item") };
        assert!(d.same_name_typedef);
        let carrier = d.typedef_attrs.expect("attributes kept");
        assert_eq!(attr_names(&il, carrier), ["deprecated"]);
        // The class itself does not get the typedef's attribute.
        assert!(attr_names(&il, d.entity).is_empty());
    }

    #[test]
    fn specifier_attributes_are_recorded_on_a_new_typedef() {
        let (il, r) = items("struct S { int x; };\n__attribute__((deprecated)) typedef S S2;\ntypedef struct S __attribute__((aligned(16))) S3;");
        let v = r.expect("supported");
        let names: Vec<Vec<String>> = v[1..].iter().map(|i| match i {
            Item::Decl(d) => attr_names(&il, d.entity),
            _ => panic!("decl"),
        }).collect();
        assert_eq!(names, [vec!["deprecated".to_string()], vec!["aligned".to_string()]]);
    }

    #[test]
    fn alias_declaration_keeps_its_deprecated_attribute() {
        let (il, r) = items("struct S { int x; };\nusing A __attribute__((deprecated(\"use B\"))) = S;\nstruct C { using V __attribute__((__deprecated__)) = int; };");
        let v = r.expect("supported");
        let Some(Item::Decl(d)) = v.get(1) else { panic!("alias item") };
        assert!(d.alias_syntax);
        assert_eq!(attr_names(&il, d.entity), ["deprecated"]);
        let member = il.entities.iter().find(|(_, e)| il.names.resolve(e.name) == "V").map(|(id, _)| id).expect("member alias");
        assert_eq!(attr_names(&il, member), ["__deprecated__"]);
    }

    #[test]
    fn plain_same_name_typedef_has_no_carrier() {
        let (_, r) = items("struct S { int x; };\ntypedef struct S S;");
        let v = r.expect("supported");
        let Some(Item::Decl(d)) = v.get(1) else { panic!("typedef item") };
        assert!(d.same_name_typedef && d.typedef_attrs.is_none());
    }

    #[test]
    fn list_initialised_local_keeps_its_typedef_spelling() {
        let (il, r) = items("struct S { int x; };\ntypedef S S2;\nint a[] = {1, 2};\nint f() { S2 t = {2}; return t.x + a[0]; }");
        r.expect("supported");
        let ty_of = |n: &str| il.entities.iter().find(|(_, e)| il.names.resolve(e.name) == n && matches!(e.data, crate::sema::entities::Payload::Variable(_))).map(|(_, e)| e.ty).expect("variable");
        assert!(matches!(il.types.kind(ty_of("t")), crate::sema::types::TypeKind::Typedef { .. }));
        // An array of unknown bound still takes its bound from the list.
        assert!(matches!(il.types.kind(ty_of("a")), crate::sema::types::TypeKind::Array(_, crate::sema::types::ArrayBound::Known(2))));
    }
}
