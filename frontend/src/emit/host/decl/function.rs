//! Function declarations and definitions, with the CUDA body rewrites.
use super::*;

impl Ctx<'_> {
    pub(super) fn function(
        &mut self,
        b: &mut Body,
        d: &Decl,
        f: FunctionData,
        scope: Scope,
        template_prefix: &str,
    ) -> R {
        let ent = self.ent(d.entity)?;
        let f = FunctionData { flags: f.flags | d.fn_flags_written, ..f };
        if f.has(FunctionData::IMPLICIT) {
            return Ok(());
        }

        // `template<> void g< int> (int) { } ` and `template void g< char> (char);` [verified].
        let (spec_prefix, instantiation) = match f.spec.kind {
            SpecKind::None => ("", false),
            SpecKind::Explicit => ("template<> ", false),
            SpecKind::ExplicitInstantiationDef => ("template ", true),
            _ => {
                return Err(Unprintable(
                    "emit: function specialisation kind not printed yet",
                ))
            }
        };
        let kernel = self.ent(d.entity)?.exec.space() == crate::sema::entities::Space::Global;
        if kernel && f.spec.kind == SpecKind::Explicit {
            return Err(Unprintable(
                "emit: kernel template explicit specialisation not built",
            ));
        }
        // A kernel's explicit instantiation is written plainly (`template void tk< int> (int t, int n,
        // float * p, int);`, no visibility, no `#if 0`) [verified, testdata/il/tkern2.ii].
        let rw = if kernel && instantiation {
            cuda_rewrites::FnRw {
                prefix: String::new(),
                after_storage: String::new(),
                body: cuda_rewrites::FnRewrite::Keep,
            }
        } else {
            let mut rw = cuda_rewrites::function(self.il, self.opts, d.entity, scope == Scope::Class)?;
            // A `__device__` function template's declaration has no `__attribute__((unused))`, its
            // definition does (`template< class T> static inline cudaError_t cudaMalloc(T ** devPtr,
            // size_t size);`, `template< class T> __attribute__((unused)) static inline cudaError_t
            // cudaGraphKernelNodeSetParam(…) {int volatile ___ = 1;…}`) [verified: ref
            // trivial.cudafe1.cpp, cuda_device_runtime_api.h:869, 902].
            // (A kernel template's declaration keeps its visibility.)
            if !template_prefix.is_empty() && !d.definition && self.ent(d.entity)?.exec.space() == crate::sema::entities::Space::Device {
                rw.prefix.clear();
            }
            rw
        };
        let t = self.types_of(d.entity)?;
        let mut marks = Marks::default();
        let mut s = String::new();
        if !template_prefix.is_empty() {
            s.push_str(&marks.at(d.template_at));
            s.push_str(template_prefix);
        }
        s.push_str(spec_prefix);
        // Written attributes come before the rewrite's own (`__attribute((always_inline))
        // __attribute__((unused)) inline int fi(…)`) [verified, testdata/il/cuda2.ii].
        let (pre, post) = self.attrs(d.entity, d.at, &mut marks)?;
        s.push_str(&pre);
        s.push_str(&rw.prefix);
        let storage = d.storage_written.unwrap_or(f.storage);
        if storage == Storage::Static
            || (f.has(FunctionData::STATIC_MEMBER) && scope == Scope::Class)
        {
            s.push_str("static ");
        } else if storage == Storage::Extern {
            // `extern void ef(int);` [verified].
            s.push_str("extern ");
        }
        s.push_str(&rw.after_storage);
        if f.has(FunctionData::CONSTEXPR) {
            s.push_str("constexpr ");
        } else if f.has(FunctionData::CONSTEVAL) {
            // `inline consteval int il()` prints `consteval int il()` [verified: corpus/cxx20s18-s18].
            s.push_str("consteval ");
        } else if f.has(FunctionData::INLINE) && (scope != Scope::Class || !d.definition) {
            // A member defined in its class is implicitly inline and printed without the keyword
            // (`int m() const { return 1; }`).
            s.push_str("inline ");
        }
        if (f.has(FunctionData::FRIEND) || d.friend) && scope == Scope::Class {
            s.push_str("friend ");
        }
        // An overrider is written `virtual` even when the source did not say so
        // (`virtual void v() override;` for `void v() override;`) [verified].
        let overrides = f.has(FunctionData::OVERRIDE) || f.has(FunctionData::FINAL);
        if (f.has(FunctionData::VIRTUAL) || overrides) && scope == Scope::Class {
            s.push_str("virtual ");
        }
        if f.has(FunctionData::EXPLICIT) && scope == Scope::Class {
            s.push_str("explicit ");
        }
        let TypeKind::Function(sig) = self.il.types.kind(ent.ty) else {
            return Err(Unprintable("emit: function without a function type"));
        };
        // Name: qualified when defined outside its class.
        let parent_is_class = matches!(
            self.il.entities.get(ent.parent).map(|p| p.data),
            Some(Payload::Class(_))
        );
        // The name is placed at its own line (`__attribute((noinline)) void \n# 23\nn1();`).
        let mut name = marks.at(Self::name_at(d));
        if parent_is_class && scope != Scope::Class {
            name.push_str(&t.qualifier(ent.parent, 0)?);
        }
        let simple = t.name(d.entity).to_string();
        match f.role {
            FnRole::Destructor if !simple.starts_with('~') => name.push('~'),
            FnRole::Conversion => name.push_str(&format!("operator {}", t.type_str(sig.ret)?)),
            FnRole::DeductionGuide | FnRole::Literal => {
                return Err(Unprintable(
                    "emit: deduction guide / literal operator not printed yet",
                ))
            }
            _ => {}
        }
        if f.role != FnRole::Conversion {
            name.push_str(&simple);
        }
        if f.spec.is_specialization() {
            name.push_str(&t.template_args(f.spec.args, 0)?);
        }
        // Parameters with their names and default arguments.
        let mut params = Vec::new();
        let mut defaults = Vec::new();
        let mut param_at = Vec::new();
        for (k, p) in self.il.entities.params(d.entity).enumerate() {
            let mut pe = *self.ent(p)?;
            let Payload::Param(pd) = pe.data else {
                continue;
            };
            if let Some(names) = &d.param_names {
                pe.name = names.get(k).copied().unwrap_or_default();
            }
            if pd.pack {
                return Err(Unprintable("emit: function parameter pack"));
            }
            let ty = d.param_types_written.as_ref().and_then(|v| v.get(k).copied().flatten()).unwrap_or(pe.ty);
            params.push((ty, self.il.names.resolve(pe.name).to_string()));
            // A template pattern's default argument in its phase-1 form (lower/template_default_args.rs).
            defaults.push(self.il.pattern_default_args.get(&p).copied().unwrap_or(pd.default_arg));
            // A definition places each parameter name at its line (`int g(int a, int \n# 8\nb)`); a
            // declaration does not [verified].
            let at = if d.definition && !pe.name.is_empty() {
                d.param_at.as_ref().and_then(|v| v.get(k).copied()).unwrap_or(pe.span.lo)
            } else {
                0
            };
            param_at.push(at);
        }
        // A kernel's unnamed parameters are named `__T0`, `__T1`, … (counting unnamed ones only), as the
        // reference does for the stub that forwards them [verified: `void k(int, float x, char)` →
        // `void k(int __T0, float x, char __T1)`]. Kernel templates are named in `template.rs`; their explicit
        // instantiations keep unnamed parameters unnamed [verified: `template void tk< int> (…, int);`].
        // Only a definition's, numbered across the translation unit; a declaration keeps them unnamed
        // (`void b4(const int, int);`) [verified: corpus/output-expr2/kernel_unnamed_params_ok].
        if ent.exec.has(crate::sema::entities::ExecSpace::GLOBAL) && !f.spec.is_specialization() && d.definition {
            for (_, pn) in params.iter_mut().filter(|(_, pn)| pn.is_empty()) {
                *pn = format!("__T{}", self.next_t_name());
            }
        }
        let mut list = String::from("(");
        for (i, ((pt, pn), def)) in params.iter().zip(&defaults).enumerate() {
            if i > 0 {
                list.push_str(", ");
            }
            let marked = if pn.is_empty() || param_at[i] == 0 {
                pn.clone()
            } else {
                format!("{}{}", marks.at(param_at[i]), pn)
            };
            let one = t.param_list(&[(*pt, marked.clone())], false, !d.definition)?;
            let cv = d.param_cv.as_ref().and_then(|v| v.get(i).copied()).unwrap_or("");
            list.push_str(&with_top_level_cv(&one[1..one.len() - 1], &marked, cv)?);
            let written = d.defaults_written.as_ref().map_or(def.is_some(), |w| w.get(i).copied().unwrap_or(false));
            if written && def.is_none() {
                return Err(Unprintable("emit: default argument not in the IL"));
            }
            if written && expr::is_null_pointer_default(self.il, *def) {
                list.push_str(" = 0");
            } else if written {
                let e = self.exprs.expr(*def).ok_or(Unprintable(
                    "emit: default argument (no expression printer)",
                ))?;
                list.push_str(" = ");
                list.push_str(&expr::default_arg(&self.types(), &e)?);
            }
        }
        if sig.variadic {
            list.push_str(if params.is_empty() { "..." } else { ", ..." });
        }
        list.push(')');
        let suffix = match d.noexcept_written {
            // The written `noexcept(true)`/`noexcept(false)` replaces the type's spelling.
            Some(v) => {
                let plain = t.fn_suffix(sig.quals, sig.ref_qual, crate::sema::types::Noexcept::No)?;
                format!("{} noexcept({})", plain, v)
            }
            None => t.fn_suffix(sig.quals, sig.ref_qual, sig.noexcept)?,
        };
        let mut virt = String::new();
        if f.has(FunctionData::OVERRIDE) {
            virt.push_str(" override");
        }
        if f.has(FunctionData::FINAL) {
            virt.push_str(" final");
        }
        if let Some(label) = &d.asm_label {
            virt.push_str(&format!(" __asm__({})", label));
        }
        let inner = format!("{}{}{}{}{}", name, list, suffix, virt, post);
        let head = match f.role {
            FnRole::Constructor | FnRole::Destructor | FnRole::Conversion => inner,
            _ if sig.trailing => format!("auto {}->{}", inner, t.type_str(sig.ret)?),
            // A deduced return type prints as declared: `auto f2() { return g; }`, `decltype(auto)
            // ref_g() { return (g); }` [verified: corpus/cxx20s18-s18/decltype_auto_ok].
            // A body replaced by the `::exit` stub is printed with ` void` for `auto`
            // (`__attribute__((unused))  void da(int x) {…}`) [verified: corpus/cuda-rules/auto_device_ref_ok].
            _ if let Some(&w) = self.il.placeholder_written.get(&d.entity).filter(|_| rw.body != FnRewrite::Keep) => {
                match self.il.types.kind(w) {
                    TypeKind::Function(ws) if matches!(self.il.types.kind(ws.ret), TypeKind::Auto(crate::sema::types::AutoKind::Auto)) => format!(" void {}", inner),
                    _ => return Err(Unprintable("emit: deduced return type of a stubbed function other than auto")),
                }
            }
            _ if let Some(&w) = self.il.placeholder_written.get(&d.entity) => {
                let declared = match self.il.types.kind(w) {
                    TypeKind::Function(ws) => self.il.types.kind(ws.ret),
                    _ => TypeKind::Error,
                };
                match declared {
                    TypeKind::Auto(crate::sema::types::AutoKind::Auto) => format!("auto {}", inner),
                    TypeKind::Auto(crate::sema::types::AutoKind::DecltypeAuto) => format!("decltype(auto) {}", inner),
                    _ => return Err(Unprintable("emit: deduced return type other than auto or decltype(auto)")),
                }
            }
            _ => t.declarator(sig.ret, &inner)?,
        };
        t.param_names_done()?;
        s.push_str(&head);
        if f.has(FunctionData::PURE) {
            s.push_str(" = 0");
        }
        if (f.has(FunctionData::DEFAULTED) && !d.definition) || f.has(FunctionData::DELETED) {
            // `= default;` / `= delete;` are followed directly by the next member [verified].
            s.push_str(if f.has(FunctionData::DELETED) {
                " = delete;"
            } else {
                " = default;"
            });
            self.put(b, &s, &marks);
            return Ok(());
        }
        let Some(body) = d.body.filter(|_| d.definition) else {
            s.push(';');
            self.put(b, &s, &marks);
            // An explicit instantiation has no trailing space.
            if !instantiation {
                b.w.end_declaration();
            }
            return Ok(());
        };
        if !body.empty && d.statements.is_empty() {
            return Err(Unprintable(
                "emit: function body statements (no statement printer)",
            ));
        }
        if !d.mem_inits.is_empty() {
            if f.role != FnRole::Constructor || rw.body != FnRewrite::Keep {
                return Err(Unprintable(
                    "emit: mem-initializers outside a host constructor",
                ));
            }
            let mut inits = Vec::new();
            for m in &d.mem_inits {
                let target = self.ent(m.target)?;
                // A base or delegated-to class is named as the type printer names it from here
                // (`N::B(1)`, `TB(3)` through a typedef, `D(5)`) [verified].
                let name = match target.data {
                    Payload::Class(_) | Payload::Typedef => t.qualified_name(m.target, 0)?,
                    _ => t.name(m.target).to_string(),
                };
                let mut args = Vec::new();
                for a in &m.args {
                    args.push(expr::print_in(&self.types(), a, 0)?);
                }
                let (open, close) = if m.braced { ("{", "}") } else { ("(", ")") };
                inits.push(format!("{}{}{}{}", name, open, args.join(", "), close));
            }
            s.push_str(" : ");
            s.push_str(&inits.join(", "));
        }
        s.push(' ');
        self.put(b, &s, &marks);
        match rw.body {
            // The body's closing `} ` is the declaration's end.
            FnRewrite::Keep => self.empty_body(b, body, &d.statements)?,
            FnRewrite::Kernel if f.has(FunctionData::CONSTEXPR) => {
                // The reference never closes the `#if 0` of a constexpr kernel (the rest of the file
                // is swallowed) [verified, corpus/cuda-rules/global_inline]: not reproduced.
                return Err(Unprintable("emit: constexpr kernel (the reference omits its #endif)"));
            }
            FnRewrite::Kernel => {
                b.w.text(";");
                b.w.begin_if0();
                self.empty_body(b, body, &d.statements)?;
                b.w.end_if0();
            }
            FnRewrite::Exit | FnRewrite::Free => {
                b.w.token_at(b.segs.pos(b.map, body.open), "{");
                if rw.body == FnRewrite::Exit {
                    b.w.text("int volatile ___ = 1;");
                    for (_, pn) in &params {
                        if !pn.is_empty() {
                            b.w.text(&format!("(void){};", pn));
                        }
                    }
                    b.w.token_at(b.segs.pos(b.map, body.close), "::exit(___);}");
                } else {
                    if params.iter().any(|(_, n)| !n.is_empty()) {
                        return Err(Unprintable(
                            "emit: device constructor with named parameters unverified",
                        ));
                    }
                    b.w.text("int *volatile ___ = 0;");
                    b.w.token_at(b.segs.pos(b.map, body.close), "::free(___);}");
                }
                b.w.begin_if0();
                self.empty_body(b, body, &d.statements)?;
                b.w.end_if0();
            }
        }
        Ok(())
    }

    /// The body as written (`{ } ` when empty), also the `#if 0` copy of a device function's body.
    pub(super) fn empty_body(
        &mut self,
        b: &mut Body,
        body: FnBody,
        statements: &[crate::emit::host::stmt::Stmt],
    ) -> R {
        let stmts = if body.empty { &[][..] } else { statements };
        self.function_body(b, body.open, body.close, stmts)
    }
}

/// A parameter's printed declaration with its written top-level cv-qualifier put back: before the type
/// when the declarator has no pointer (`const int z`, `const IP q`), after the `*` nearest the name
/// otherwise (`int *const q`, `void (*const fp)(int)`, unnamed `const int *const`) [verified:
/// corpus/output-expr2/param_top_level_cv_ok].
fn with_top_level_cv(param: &str, name: &str, cv: &str) -> Result<String, Unprintable> {
    if cv.is_empty() {
        return Ok(param.to_string());
    }
    let bad = || Unprintable("emit: top-level cv-qualified parameter of this form");
    let at = if name.is_empty() { param.len() } else { param.rfind(name).ok_or_else(bad)? };
    let before = param[..at].trim_end();
    if before.ends_with('*') {
        let sep = if name.is_empty() { "" } else { " " };
        Ok(format!("{}{}{}{}", before, cv, sep, &param[at..]))
    } else if !param.contains(['*', '&', '(', '[']) {
        Ok(format!("{} {}", cv, param))
    } else {
        Err(bad())
    }
}

#[cfg(test)]
mod cv_tests {
    use super::with_top_level_cv as f;
    #[test]
    fn puts_the_qualifier_where_the_reference_does() {
        assert_eq!(f("int z", "z", "const").unwrap(), "const int z");
        assert_eq!(f("int", "", "const").unwrap(), "const int");
        assert_eq!(f("int *q", "q", "const").unwrap(), "int *const q");
        assert_eq!(f("int *r", "r", "const volatile").unwrap(), "int *const volatile r");
        assert_eq!(f("const int *", "", "const").unwrap(), "const int *const");
        assert_eq!(f("void (*fp)(int)", "fp", "const").unwrap(), "void (*const fp)(int)");
        assert_eq!(f("int z", "z", "").unwrap(), "int z");
        assert!(f("int &z", "z", "const").is_err());
    }
}
