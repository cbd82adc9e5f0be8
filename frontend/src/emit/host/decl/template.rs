//! Template headers, templates, and the kernel-template wrapper form.
use super::*;

impl Ctx<'_> {
    /// `template< class T, int N = 3> ` for the parameter list held by template entity `holder`.
    pub(super) fn template_header(&self, holder: EntityId) -> Result<String, Unprintable> {
        self.template_header_at(holder, &[])
    }

    /// [`Self::template_header`] with each parameter placed at its source line (`at`: one position per
    /// parameter, its name's or, unnamed, the token after its type; empty: none): `template< bool
    /// _IsMove, class \n# 499\n_Tp, class _OI> ` [verified: probe tp.h, libstdc++'s stl_algobase.h].
    pub(super) fn template_header_at(&self, holder: EntityId, at: &[Offset]) -> Result<String, Unprintable> {
        let mut prefix = String::from("template< ");
        if !at.is_empty() && at.len() != self.il.entities.template_params(holder).count() {
            return Err(Unprintable("emit: template parameter positions"));
        }
        for (i, p) in self.il.entities.template_params(holder).enumerate() {
            let mark = match at.get(i) {
                Some(&a) if a != 0 => Marks.at(a),
                _ => String::new(),
            };
            let pe = self.ent(p)?;
            let Payload::TemplateParam(pd) = pe.data else {
                continue;
            };
            if i > 0 {
                prefix.push_str(", ");
            }
            let name = self.il.names.resolve(pe.name);
            // `class ...Ts`, `class T = int`, `int N = 3` [verified]; `typename` prints `class`.
            match pd.kind {
                TemplateParamKind::Type if pd.pack => {
                    prefix.push_str(&format!("class ...{}{}", mark, name))
                }
                TemplateParamKind::Type => prefix.push_str(&format!("class {}{}", mark, name)),
                TemplateParamKind::NonType if pd.pack => {
                    return Err(Unprintable(
                        "emit: non-type template parameter pack not verified",
                    ))
                }
                // An unnamed one keeps the space before the name (`unsigned  = 0U`) [verified:
                // libstdc++'s `extent`]: the declarator is printed with a (marker) name.
                TemplateParamKind::NonType => {
                    let named = format!("{}{}", mark, name);
                    let text = if named.is_empty() {
                        self.types().declarator(pe.ty, "\u{5}")?.replace('\u{5}', "")
                    } else {
                        self.types().declarator(pe.ty, &named)?
                    };
                    prefix.push_str(&text)
                }
                TemplateParamKind::Template { .. } => {
                    return Err(Unprintable(
                        "emit: template template parameter spelling unverified",
                    ))
                }
            }
            // A value-dependent default prints as lowering spelled it (`bool  = __is_referenceable<
            // _Tp> ::value`, lower/value_defaults.rs); another (`bool  = std::template __is_integer<
            // _Tp> ::__value`) is not printed yet: leaving it out would be wrong.
            if pd.default.is_none() && self.il.value_default_params.contains(&p) {
                let text = self.il.value_default_text.get(&p).ok_or(Unprintable("emit: value-dependent default template argument"))?;
                prefix.push_str(" = ");
                prefix.push_str(text);
            }
            if pd.default.is_some() {
                let a = self.il.types.arg_list(pd.default).first().copied();
                let a = a.ok_or(Unprintable("emit: empty default template argument"))?;
                prefix.push_str(" = ");
                prefix.push_str(&self.types().template_arg_str(a)?);
            }
        }
        prefix.push_str("> ");
        Ok(prefix)
    }

    pub(super) fn template(
        &mut self,
        b: &mut Body,
        d: &Decl,
        kind: TemplateKind,
        pattern: EntityId,
        scope: Scope,
    ) -> R {
        let prefix = self.template_header_at(d.entity, &d.tparam_at)?;
        let _naming = crate::emit::host::tparam_names::printing(d.entity);
        let pd = Decl {
            entity: pattern,
            ..d.clone()
        };
        match kind {
            TemplateKind::Class => self.class(b, &pd, &prefix, scope),
            TemplateKind::Alias => {
                let ent = self.ent(pattern)?;
                let t = self.types();
                let text = format!(
                    "{}using {} = {};",
                    prefix,
                    t.name(d.entity),
                    t.type_str(ent.ty)?
                );
                self.put(b, &text, &Marks);
                b.w.end_declaration();
                Ok(())
            }
            TemplateKind::Function => {
                let Payload::Function(f) = self.ent(pattern)?.data else {
                    return Err(Unprintable(
                        "emit: function template without a function pattern",
                    ));
                };
                if self.ent(pattern)?.exec.space() == crate::sema::entities::Space::Global {
                    let names: Vec<String> = self
                        .il
                        .entities
                        .template_params(d.entity)
                        .map(|p| self.types().name(p).to_string())
                        .collect();
                    return self.template_kernel(b, &pd, &prefix, &names);
                }
                self.function(b, &pd, f, scope, &prefix)
            }
            // `template< class T> T vt = ((T)1);` [verified; the initializer needs the expression printer].
            TemplateKind::Variable => {
                let Payload::Variable(v) = self.ent(pattern)?.data else {
                    return Err(Unprintable(
                        "emit: variable template without a variable pattern",
                    ));
                };
                let mut marks = Marks::default();
                let text = format!("{}{}", marks.at(d.template_at), prefix);
                self.put(b, &text, &marks);
                self.variable(b, &pd, v, scope, false)
            }
            TemplateKind::Partial => Err(Unprintable(
                "emit: a partial specialisation's parameter holder is not a declaration",
            )),
        }
    }

    /// A kernel template (testdata/il/tkern.ii): a `static` wrapper `__wrapper__device_stub_<name>` taking
    /// every parameter by reference, whose body launches nothing (`::cudaLaunchKernel(0, 0, 0, 0, 0, 0)`),
    /// between `#pragma GCC diagnostic push`/`pop`; then the kernel itself, `static`, with a body calling
    /// the wrapper; unnamed parameters are named `__T0`, `__T1`, …. A declaration is the wrapper's
    /// declaration (parameter names set off) and the kernel's, on one line.
    pub(super) fn template_kernel(
        &mut self,
        b: &mut Body,
        d: &Decl,
        prefix: &str,
        tparams: &[String],
    ) -> R {
        let ent = self.ent(d.entity)?;
        let Payload::Function(f) = ent.data else {
            return Err(Unprintable("emit: kernel template pattern"));
        };
        if self.opts.debug_mode
            || f.storage != Storage::None
            || in_anonymous_namespace(&self.il.entities, d.entity)
        {
            return Err(Unprintable(
                "emit: static/anonymous/--debug_mode kernel template not verified",
            ));
        }
        let t = self.types();
        let name = t.name(d.entity).to_string();
        let TypeKind::Function(sig) = self.il.types.kind(ent.ty) else {
            return Err(Unprintable("emit: function without a function type"));
        };
        if sig.variadic {
            return Err(Unprintable("emit: variadic kernel template"));
        }
        let mut params = Vec::new();
        for p in self.il.entities.params(d.entity) {
            let pe = self.ent(p)?;
            let mut pn = self.il.names.resolve(pe.name).to_string();
            if pn.is_empty() {
                if !d.definition {
                    return Err(Unprintable(
                        "emit: unnamed parameter of a kernel template declaration",
                    ));
                }
                pn = format!("__T{}", self.next_t_name());
            }
            let k = self.il.types.kind(self.il.types.unqualified(pe.ty));
            if matches!(
                k,
                TypeKind::Array(..) | TypeKind::Function(_) | TypeKind::LRef(_) | TypeKind::RRef(_)
            ) || pe.ty.is_none()
            {
                return Err(Unprintable(
                    "emit: kernel template parameter of array/function/reference type",
                ));
            }
            params.push((pe.ty, pn));
        }
        // The wrapper takes each parameter by reference (`T &t`, `float *&p`).
        let mut wrapper = Vec::new();
        for (pt, pn) in &params {
            let inner = if d.definition {
                format!("&{}", pn)
            } else {
                format!("& {}", pn)
            };
            let (base, q) = self.il.types.split_quals(*pt);
            let _ = base;
            if !q.is_empty() {
                return Err(Unprintable(
                    "emit: cv-qualified kernel template parameter not verified",
                ));
            }
            wrapper.push(t.declarator(*pt, &inner)?);
        }
        // The wrapper returns what the kernel returns (`static int __wrapper__device_stub_tk(T &__T0)`,
        // corpus cuda-rules/global_return_type_ok: 20048 is only given for a specialisation used).
        let wrapper_head = format!(
            "{}static {}",
            prefix,
            t.declarator(sig.ret, &format!("__wrapper__device_stub_{}({})", name, wrapper.join(", ")))?
        );
        if !d.definition {
            b.w.text(&format!("{};", wrapper_head));
            b.w.text(" ");
            return self.function(b, d, f, Scope::File, prefix);
        }
        let Some(body) = d.body.filter(|x| x.empty || !d.statements.is_empty()) else {
            return Err(Unprintable(
                "emit: function body statements (no statement printer)",
            ));
        };
        let line = b.map.physical_line(d.at);
        if b.map.physical_line(body.open) != line || b.map.physical_line(body.close) != line {
            return Err(Unprintable(
                "emit: kernel template body on other lines than its declaration not verified",
            ));
        }
        let pos = b.segs.pos(b.map, d.at);
        b.w.inject_lines_in_place(&[
            "",
            "#pragma GCC diagnostic push",
            "#pragma GCC diagnostic ignored \"-Wunused-parameter\"",
        ]);
        b.w.blank_before_next_directive();
        b.w.at(pos);
        b.w.text(&format!(
            "{} {{ ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}}",
            wrapper_head
        ));
        b.w.begin_if0();
        self.empty_body(b, body, &d.statements)?;
        b.w.end_if0();
        b.w.inject_lines_in_place(&["", "#pragma GCC diagnostic pop"]);
        b.w.blank_before_next_directive();
        b.w.at(pos);
        let list = t.param_list(&params, false, false)?;
        let names: Vec<&str> = params.iter().map(|(_, n)| n.as_str()).collect();
        b.w.text(&format!(
            "{}static {} {{__wrapper__device_stub_{}<{}>({});return;}}",
            prefix,
            t.declarator(sig.ret, &format!("{}{}", name, list))?,
            name,
            tparams.join(","),
            names.join(",")
        ));
        b.w.begin_if0();
        self.empty_body(b, body, &d.statements)?;
        b.w.end_if0();
        Ok(())
    }
}
