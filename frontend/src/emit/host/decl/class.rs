//! Class definitions and declarations (heads, bases, members with access specifiers, declarators).
use super::*;

impl Ctx<'_> {
    pub(super) fn class(
        &mut self,
        b: &mut Body,
        d: &Decl,
        template_prefix: &str,
        _scope: Scope,
    ) -> R {
        let ent = self.ent(d.entity)?;
        let Payload::Class(c) = ent.data else {
            return Err(Unprintable("emit: not a class"));
        };
        // A partial specialisation's arguments name its parameters (tparam_names.rs).
        let _naming = (c.spec.kind == SpecKind::Partial).then(|| crate::emit::host::tparam_names::printing(c.spec.partial_params));
        let t = self.types();
        if c.lambda {
            return Err(Unprintable("emit: closure class"));
        }
        let mut marks = Marks::default();
        let mut s = String::new();
        if !template_prefix.is_empty() {
            s.push_str(&marks.at(d.template_at));
            s.push_str(template_prefix);
        }
        match c.spec.kind {
            SpecKind::None => {}
            // `template<> struct A< double> ; ` / `{ … }; ` [verified].
            SpecKind::Explicit => s.push_str("template<> "),
            // `template< class T> struct A< T *>  { }; ` [verified].
            // (The header at the line of `template`, the class head at its name's: ref
            // trivial.cudafe1.cpp, cpp_type_traits.h.)
            SpecKind::Partial => {
                if d.template_at != 0 && template_prefix.is_empty() {
                    s.push_str(&marks.at(d.template_at));
                }
                s.push_str(&self.template_header(c.spec.partial_params)?)
            }
            // `template struct A< int> ;` and `extern template struct A< char> ;`, no trailing space
            // [verified].
            SpecKind::ExplicitInstantiationDef | SpecKind::ExplicitInstantiationDecl => {
                let ext = if c.spec.kind == SpecKind::ExplicitInstantiationDecl {
                    "extern "
                } else {
                    ""
                };
                let text = format!(
                    "{}{}template {} {}{};",
                    s,
                    ext,
                    c.key.keyword(),
                    marks.at(d.at),
                    t.qualified_name(d.entity, 0)?
                );
                self.put(b, &text, &marks);
                return Ok(());
            }
            SpecKind::Implicit => {
                return Err(Unprintable(
                    "emit: implicit instantiation in the declaration sequence",
                ))
            }
        }
        if d.friend {
            if d.definition {
                return Err(Unprintable("emit: friend class definition"));
            }
            s.push_str("friend ");
        }
        if d.typedef_at != 0 {
            if !template_prefix.is_empty() || c.spec.kind != SpecKind::None || d.friend || !d.definition {
                return Err(Unprintable("emit: typedef of a class other than a plain definition"));
            }
            s.push_str(&marks.at(d.typedef_at));
            s.push_str("typedef ");
        }
        // The class head goes to the name's line (`template< class T> \n# 33\nstruct TA { };`).
        s.push_str(&marks.at(Self::class_name_at(d)));
        s.push_str(c.key.keyword());
        // Attributes before the name follow the class key (`struct __attribute((packed)) P1`,
        // `struct alignas(16) Al`); those after the body follow the `}` [verified].
        let (pre, post_attrs) = self.head_attrs(d.entity, d.at, &mut marks)?;
        s.push_str(&pre);
        if !ent.name.is_empty() && !d.typedef_names_class {
            s.push(' ');
            // A nested class is written with its simple name (`struct In { int q; };` inside `B`).
            // An out-of-line nested class definition (`struct A::B { … };` at namespace scope) is
            // written qualified from the scope it stands in (`struct M::K::L` inside `N`) [verified].
            let out_of_line = d.definition && ent.parent != self.context && self.il.entities.get(ent.parent).is_some_and(|p| matches!(p.data, Payload::Class(_)));
            let name = if c.spec.is_specialization() || out_of_line {
                t.qualified_name(d.entity, 0)?
            } else {
                t.name(d.entity).to_string()
            };
            // After prefix attributes the name follows the last one on its line (`struct\n# 4\n
            // __attribute((packed)) B2 { \n# 5\nchar c;`) [verified: probe output-attrs/class_attr_lines_ok].
            if pre.is_empty() {
                s.push_str(&marks.at(Self::class_name_at(d)));
            }
            s.push_str(&name);
            // `struct D final` prints `struct D __final` [verified: corpus/output-expr2/virt_specifiers_ok].
            if c.is_final && d.definition {
                s.push_str(" __final");
            }
        }
        if !d.definition {
            s.push(';');
            self.put(b, &s, &marks);
            b.w.end_declaration();
            return Ok(());
        }
        let bases = self.il.entities.bases_of(d.entity);
        if !bases.is_empty() {
            s.push_str(" :");
            for (i, base) in bases.iter().enumerate() {
                s.push_str(if i == 0 { " " } else { ", " });
                if base.is_virtual {
                    s.push_str("virtual ");
                }
                // The access is always written (`struct D : public B` for `struct D : B`) [verified].
                let access = match (base.access, c.key) {
                    (Access::None, ClassKey::Class) => Access::Private,
                    (Access::None, _) => Access::Public,
                    (a, _) => a,
                };
                s.push_str(match access {
                    Access::Protected => "protected ",
                    Access::Private => "private ",
                    _ => "public ",
                });
                // A dependent name prints without `typename` here (`public rm< _Tp> ::type`)
                // [verified: ref trivial.cudafe1.cpp, type_traits].
                // A base named through a typedef prints as the typedef, qualified as a class name is
                // (`public true_type` inside std, `public std::true_type` outside, also after a
                // using-directive) [verified: probe corpus/tmplclass20-s20/base_typedef_ok].
                let sugar = self.il.base_typedefs.get(&(d.entity, i as u32)).copied();
                match (sugar, self.il.types.kind(base.ty)) {
                    (Some(ty), _) => s.push_str(&t.type_str(ty)?),
                    (None, crate::sema::types::TypeKind::DependentName { qualifier, name, args }) if args.is_none() => s.push_str(&t.dependent_name(qualifier, name, 0)?),
                    _ => s.push_str(&t.type_str(base.ty)?),
                }
            }
        }
        s.push_str(" { ");
        self.put(b, &s, &marks);
        let mut access = if c.key == ClassKey::Class {
            Access::Private
        } else {
            Access::Public
        };
        let outer = std::mem::replace(&mut self.context, d.entity);
        let r = self.class_members(b, d, &mut access);
        self.context = outer;
        r?;
        self.close_brace(b, d.close_at, "}");
        // The postfix attributes hold marks of the head's `marks` (each group at its line).
        self.class_tail(b, d, ent.ty, &post_attrs, marks)
    }

    pub(super) fn class_members(&mut self, b: &mut Body, d: &Decl, access: &mut Access) -> R {
        let pad = self.tail_pad(d)?;
        for (k, m) in d.members.iter().enumerate() {
            if let Item::Decl(md) = m {
                let ma = self.ent(md.entity)?.access;
                if ma != *access && ma != Access::None {
                    *access = ma;
                    let kw = match ma {
                        Access::Public => "public: ",
                        Access::Protected => "protected: ",
                        _ => "private: ",
                    };
                    b.w.at(b.segs.pos(b.map, md.at));
                    b.w.text(kw);
                }
            }
            self.item(b, m, Scope::Class)?;
            if let Some((_, text)) = pad.as_ref().filter(|p| p.0 == k) {
                b.w.text(text);
            }
        }
        Ok(())
    }

    /// After a class body: the declarators declared with it and the `;`.
    pub(super) fn class_tail(
        &mut self,
        b: &mut Body,
        d: &Decl,
        class_ty: TypeId,
        post_attrs: &str,
        mut marks: Marks,
    ) -> R {
        let declarators = self.tag_declarators(d, class_ty, &mut marks)?;
        let text = format!("{}{};", post_attrs, declarators);
        self.put(b, &text, &marks);
        b.w.end_declaration();
        Ok(())
    }

    /// The declarators after a class or enum body (` s1, *ps`), each at its name's line: variables
    /// without initializer (`struct { int z; } s1, s2;`), or the typedefs of a `typedef` definition
    /// [verified].
    pub(super) fn tag_declarators(&self, d: &Decl, tag_ty: TypeId, marks: &mut Marks) -> Result<String, Unprintable> {
        let t = self.types();
        if d.typedef_names_class {
            // Attributes written after the name follow it (`} T __attribute((__aligned__));`)
            // [verified: corpus/emitmisc-s11/typedef_unnamed_aligned_ok].
            let post = match d.typedef_attrs {
                Some(c) => {
                    let (pre, post) = self.typedef_attrs(c, d.typedef_at, marks)?;
                    if !pre.is_empty() {
                        return Err(Unprintable("emit: attribute before the name of a typedef naming a class"));
                    }
                    post
                }
                None => String::new(),
            };
            return Ok(format!(" {}{}", t.name(d.entity), post));
        }
        // An unnamed class has no spelling: its declarators must be of the class type itself.
        let unnamed = self.ent(d.entity)?.name.is_empty();
        let mut s = String::new();
        if d.typedef_same_name {
            s.push(' ');
            s.push_str(&marks.at(d.typedef_at));
            s.push_str(t.name(d.entity));
        }
        if d.more.is_empty() {
            return Ok(s);
        }
        let tag_spec = if unnamed { String::new() } else { t.declarator_parts(tag_ty, "")?.0 };
        let skip = usize::from(d.typedef_same_name);
        for (i, &e) in d.more.iter().enumerate() {
            let i = i + skip;
            let ve = self.ent(e)?;
            let plain = match ve.data {
                Payload::Variable(v) => !expr::written_init(self.il, v.init) && v.storage == Storage::None && d.typedef_at == 0,
                Payload::Typedef => d.typedef_at != 0,
                // A data member declared with a nested class (`struct { … } tileExtent;`) [verified:
                // driver_types.h's cudaArraySparseProperties].
                Payload::Field(f) => d.typedef_at == 0 && f.bit_width.is_none() && !f.mutable && f.aligned == 0 && !f.packed && !f.no_unique_address && f.init.is_none(),
                _ => false,
            };
            if !plain || ve.first_attr != u32::MAX || !ve.mem.is_empty() {
                return Err(Unprintable(
                    "emit: declarator after a class definition other than a plain variable or typedef",
                ));
            }
            let (spec, decl) = if unnamed {
                if !self.il.types.same(ve.ty, tag_ty) || !self.il.types.quals(ve.ty).is_empty() {
                    return Err(Unprintable("emit: declarator of an unnamed class with a derived type"));
                }
                (String::new(), t.name(e).to_string())
            } else {
                t.declarator_parts(ve.ty, t.name(e))?
            };
            if spec != tag_spec {
                return Err(Unprintable("emit: declarator after a class definition with other specifiers"));
            }
            // The whole declarator goes to its name's line (`} s5, \n# 11\n*ps5;`) [verified].
            s.push_str(if i == 0 { " " } else { ", " });
            s.push_str(&marks.at(ve.span.lo));
            s.push_str(&decl);
        }
        Ok(s)
    }
}
