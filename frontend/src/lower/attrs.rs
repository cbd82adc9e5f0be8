//! Attributes on declarations: sorts each GNU attribute into a CUDA execution / memory space (applied
//! through the `cuda` hooks by the caller), an attribute without effect on host analysis (skipped), or
//! anything else (a gap — its effect is not modelled).
use super::Lowerer;
use crate::cuda::attrs::LaunchArg;
use crate::sema::entities::Payload;
use crate::cuda::spaces::{ExecAttr, MemAttr};
use crate::parse::ast;
use crate::source::Locate;

/// Attributes CUDA's headers put on types and functions that only matter to the device compiler.
const CUDA_NO_EFFECT: &[&str] = &["device_builtin", "device_builtin_texture_type", "device_builtin_surface_type", "cudart_builtin"];

/// GNU attributes with no effect on anything lowering or its diagnostics model (optimisation hints and
/// checks EDG does not perform), accepted anywhere when written without arguments.
const NO_EFFECT_BARE: &[&str] = &["const", "pure", "nothrow", "leaf", "malloc", "returns_nonnull", "cold", "hot", "artificial", "gnu_inline", "always_inline", "noinline", "unused", "used", "no_instrument_function"];

/// Further attributes accepted in system headers (their arguments are not checked there, and their
/// effects — format checking, visibility, deprecation — are not diagnosed by cudafe++ for the corpus).
const NO_EFFECT_SYSTEM: &[&str] = &[
    "nonnull", "access", "format", "format_arg", "alloc_size", "alloc_align", "warning", "error", "fd_arg", "fd_arg_read", "fd_arg_write", "visibility", "deprecated",
];

/// Attributes named in gap texts (others share one gap text, keeping the gap table bounded).
const KNOWN: &[&str] = &[
    "host", "device", "global", "shared", "constant", "managed", "aligned", "noreturn", "warn_unused_result", "deprecated", "visibility", "nonnull",
    "format", "access", "alloc_size", "launch_bounds", "cluster_dims", "maxnreg", "grid_constant", "nv_register_params", "device_builtin", "__nv_pure__",
    "nv_pure", "cudart_builtin", "mode", "vector_size", "packed", "may_alias", "transparent_union", "weak", "alias", "section", "unused", "used",
    "const", "pure", "nothrow", "leaf", "malloc", "always_inline", "noinline", "gnu_inline", "artificial", "cold", "hot", "returns_nonnull",
    "__always_inline__", "sentinel", "returns_twice", "no_sanitize", "no_stack_protector", "optimize", "target", "abi_tag",
];

/// What a declaration's attributes ask for.
#[derive(Default, Debug)]
pub(crate) struct SortedAttrs {
    /// Execution-space attributes in source order, with the attribute-name token's offset.
    pub exec: Vec<(ExecAttr, u32)>,
    /// Memory-space attributes (`device` when the declaration is a variable).
    pub mem: Vec<(MemAttr, u32)>,
    /// `aligned(N)` on a class (the largest one written; 0 = none).
    pub aligned: u32,
    /// Launch-configuration attributes (`launch_bounds`, `cluster_dims`, `maxnreg`) with their
    /// constant arguments, and the index in `exec` they follow (hooks run in source order). In a
    /// template, an attribute with a value-dependent argument has every argument `Dependent`.
    pub launch: Vec<(&'static str, Vec<LaunchArg>, u32, usize)>,
    /// Launch attributes with value-dependent arguments (templates): applied again to each
    /// specialisation when it is instantiated (`cuda_launch_inst.rs`).
    pub launch_deferred: Vec<(&'static str, Vec<ast::ExprId>, u32)>,
    /// `noreturn` / `__noreturn__` on a function (as written, and where): the flow checks read it.
    pub noreturn: Option<(crate::lex::Symbol, u32)>,
    /// `[[nodiscard]]` / `[[nodiscard("reason")]]`: the attribute's name token index (recorded on the
    /// function or class entity, read by the discarded-value checks in `std_attrs.rs`).
    pub nodiscard: Option<u32>,
    /// `noreturn` was written `[[noreturn]]` (recorded with that syntax for the host output).
    pub noreturn_std: bool,
    /// `packed` on a class head.
    pub packed: bool,
    /// `device_builtin` was written (recorded for class and enum heads: `Il::device_builtin_types`).
    pub device_builtin: bool,
    /// `device_builtin_texture_type` or `device_builtin_surface_type` was written (recorded for class
    /// heads: `Il::texture_surface_types`).
    pub texture_surface: bool,
}

/// What the attributes are attached to (decides what `device` means and which are allowed).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum AttrTarget {
    Function,
    Variable,
    Type,
    /// The attributes of a class or enum head (`struct [[nodiscard]] S {…}`): a type, where
    /// `nodiscard` also applies.
    Class,
}

impl<'a> Lowerer<'a> {
    /// Sorts `attrs`; None after noting a gap (an attribute whose effect is not modelled).
    pub(crate) fn sort_attrs(&mut self, attrs: &[ast::Attr], target: AttrTarget) -> Option<SortedAttrs> {
        let mut out = SortedAttrs::default();
        for a in attrs {
            match a.kind {
                ast::AttrKind::Std => {
                    self.sort_std_attr(a, target, &mut out)?;
                    continue;
                }
                ast::AttrKind::Alignas => {
                    self.sort_alignas(a, target, &mut out)?;
                    continue;
                }
                _ => {}
            }
            if a.kind != ast::AttrKind::Gnu || a.names.is_empty() {
                self.gap("lower: attributes (GNU/CUDA/standard)", a.span.lo);
                return None;
            }
            let mut from = a.toks.lo as usize;
            for &n in &a.names {
                // The name's token (diagnostics point at it) and whether arguments follow.
                let toks = &self.lexed.tokens;
                let hi = (a.toks.hi as usize).min(toks.len());
                let idx = (from.min(hi)..hi).find(|&i| toks[i].sym == n);
                let Some(idx) = idx else {
                    self.gap("lower: attributes (GNU/CUDA/standard)", a.span.lo);
                    return None;
                };
                from = idx + 1;
                self.sort_gnu_name(n, idx, &a.launch_args, target, &mut out)?;
            }
        }
        Some(out)
    }

    /// One GNU attribute (`__attribute__((name…))` or `[[gnu::name…]]`), its name token at `idx`.
    pub(crate) fn sort_gnu_name(&mut self, n: crate::lex::Symbol, idx: usize, launch_args: &[(u32, Vec<ast::ExprId>)], target: AttrTarget, out: &mut SortedAttrs) -> Option<()> {
        let toks = &self.lexed.tokens;
        let at = toks[idx].span.lo;
        let system = self.map.locate(at).system_header;
        let class_head = target == AttrTarget::Class;
        let target = if class_head { AttrTarget::Type } else { target };
        let has_args = toks.get(idx + 1).map(|t| self.map.text().get(t.span.lo as usize) == Some(&b'(')).unwrap_or(false);
        let t = self.lexed.interner.str(n);
        let t = t.strip_prefix("__").and_then(|x| x.strip_suffix("__")).unwrap_or(t);
        let exec = match t {
            "host" => Some(ExecAttr::Host),
            "device" if target == AttrTarget::Function => Some(ExecAttr::Device),
            "global" => Some(ExecAttr::Global),
            _ => None,
        };
        let mem = match t {
            "device" if target == AttrTarget::Variable => Some(MemAttr::Device),
            "shared" => Some(MemAttr::Shared),
            "constant" => Some(MemAttr::Constant),
            "managed" => Some(MemAttr::Managed),
            _ => None,
        };
        match (exec, mem) {
            (Some(e), _) if target == AttrTarget::Function && !has_args => out.exec.push((e, at)),
            (_, Some(m)) if target == AttrTarget::Variable && !has_args => out.mem.push((m, at)),
            _ if CUDA_NO_EFFECT.contains(&t) && !has_args => {
                out.device_builtin |= t == "device_builtin";
                out.texture_surface |= matches!(t, "device_builtin_texture_type" | "device_builtin_surface_type");
            }
            // `__inline_hint__` and `__nv_pure__` on a function: hints for the device compiler (cicc
            // alone checks `__inline_hint__` against `__noinline__`, corpus cuda/inline_hint_noinline_ok).
            _ if target == AttrTarget::Function && matches!(t, "nv_inline_hint" | "nv_pure") && !has_args => {}
            _ if target == AttrTarget::Function && matches!(t, "launch_bounds" | "cluster_dims" | "maxnreg" | "local_maxnreg") && self.literal_args(idx).is_some() => {
                let kind = super::cuda_launch_args::launch_kind(t);
                let vals = self.literal_args(idx).unwrap_or_default().into_iter().map(LaunchArg::Value).collect();
                out.launch.push((kind, vals, at, out.exec.len()));
            }
            // Constant expressions (`__launch_bounds__(NT)`, `(TILE * TILE)` in a template).
            _ if target == AttrTarget::Function && matches!(t, "launch_bounds" | "cluster_dims" | "maxnreg" | "local_maxnreg") && launch_args.iter().any(|x| x.0 as usize == idx) => {
                let kind = super::cuda_launch_args::launch_kind(t);
                let xs = launch_args.iter().find(|x| x.0 as usize == idx).map(|x| x.1.clone()).unwrap_or_default();
                self.sort_launch_exprs(kind, &xs, at, out)?;
            }
            // `__nv_register_params__`: applied in order with the launch attributes (cuda::attrs: 3659
            // always, 3662 with an ellipsis).
            _ if target == AttrTarget::Function && t == "nv_register_params" && !has_args => {
                out.launch.push(("nv_register_params", Vec::new(), at, out.exec.len()));
            }
            // `__block_size__((x, y, z)[, (cx, cy, cz)])`: the tuples flattened (3 or 6 values).
            _ if target == AttrTarget::Function && t == "block_size" && self.block_size_args(idx).is_some() => {
                let vals = self.block_size_args(idx).unwrap_or_default().into_iter().map(LaunchArg::Value).collect();
                out.launch.push(("block_size", vals, at, out.exec.len()));
            }
            _ if t == "noreturn" && target == AttrTarget::Function && !has_args => out.noreturn = Some((n, at)),
            // cudafe++ reports no use of a deprecated entity (probed: a user-declared deprecated
            // function called and a deprecated class used, with or without a message: silent).
            _ if t == "deprecated" => {}
            // `packed` on a class head: the layout packs every member (`sema/layout.rs`).
            _ if t == "packed" && class_head && !has_args => out.packed = true,
            // `union [[gnu::may_alias]] _Any_data` (libstdc++ <functional>): only type-based alias
            // analysis in the host compiler reads it; in a system header it needs no checking. Not
            // recorded in the IL, so the host output refuses the class rather than drop it.
            _ if t == "may_alias" && class_head && !has_args && system => {}
            _ if t == "aligned" && target == AttrTarget::Type && self.aligned_arg(idx).is_some() => {
                out.aligned = out.aligned.max(self.aligned_arg(idx).unwrap_or(0));
            }
            // `aligned(N)` on a variable: no diagnostic depends on a variable's alignment (`__alignof__`
            // of an expression is not lowered).
            _ if t == "aligned" && target == AttrTarget::Variable && self.aligned_arg(idx).is_some() => {}
            // Recorded on the function by `finish_fn_declarator` (flow analysis reads `noreturn`).
            _ if target == AttrTarget::Function && !has_args && super::declarators::FN_SPEC_EXTRA.contains(&t) => {}
            _ if target != AttrTarget::Type && NO_EFFECT_BARE.contains(&t) && (!has_args || system) => {}
            _ if target != AttrTarget::Type && system && NO_EFFECT_SYSTEM.contains(&t) => {}
            // Symbol visibility and ABI tags matter to the host compiler and the linker, not to the
            // front end's analysis; in system headers (the prelude's `std`, `cuda::std`) they are
            // accepted on any declaration. Not recorded in the IL: the host output printer refuses the
            // declaration ("attribute not recorded") rather than print it without them. ABI tags will
            // matter to mangling once a device entity can carry one.
            _ if system && matches!(t, "visibility" | "abi_tag" | "externally_visible" | "no_sanitize" | "no_sanitize_address" | "no_stack_protector" | "exclude_from_explicit_instantiation" | "type_visibility") => {
            }
            _ => {
                // The name tells which attribute to model next (the set is bounded by the table).
                let what = if KNOWN.contains(&t) { format!("lower: attribute `{t}` here") } else { "lower: attributes (GNU/CUDA/standard)".to_string() };
                self.gap(&what, at);
                return None;
            }
        }
        Some(())
    }
}

impl<'a> Lowerer<'a> {
    /// Applies a function declaration's execution spaces through the CUDA hooks (attribute order), then
    /// the end-of-declaration validation; their diagnostics join sema's pending ones. `redecl`: `f` was
    /// declared before — the spaces written here add to the earlier ones (`cuda::spaces` merges them, see
    /// `lower/cuda_hooks.rs`), and the merged declaration is validated again.
    pub(crate) fn apply_fn_attrs(&mut self, f: crate::sema::ids::EntityId, sorted: &SortedAttrs, facts: &crate::cuda::spaces::FnDeclFacts, name_at: u32, redecl: bool) -> Option<()> {
        if sorted.device_builtin {
            self.sema.il.device_builtin_fns.insert(f);
        }
        if !sorted.exec.is_empty() && crate::cuda::spaces::is_main(&self.sema.il, f) && !self.cuda_plain_main(f, facts) {
            // EDG's own checks of `main` (951, …) come first and are not modelled.
            self.gap("lower: main with CUDA execution spaces", name_at);
            return None;
        }
        // `__nv_register_params__` may come before execution spaces: applied in source order (probe rp2).
        if sorted.launch.iter().any(|l| l.3 != sorted.exec.len() && l.0 != "nv_register_params") || sorted.launch.iter().any(|l| sorted.launch.iter().filter(|m| m.0 == l.0).count() > 1) {
            // Interleaved with execution spaces, or repeated (remark 3646): order not modelled.
            self.gap("lower: launch-configuration attribute order", name_at);
            return None;
        }
        // (A template's pattern lives in its template-parameter scope: not a member.)
        let member = {
            let ents = &self.sema.il.entities;
            let mut p = ents.get(f).map(|e| e.parent).unwrap_or_default();
            if let Some(Payload::Template(_)) = ents.get(p).map(|x| x.data) {
                p = ents.get(p).map(|x| x.parent).unwrap_or_default();
            }
            ents.get(p).map(|x| x.class().is_some()).unwrap_or(true)
        };
        // On a member, `__launch_bounds__` gives 3535 at the attribute first, `__maxnreg__` nothing of
        // its own; both then go through the usual checks [probe cudacov-s9/launch_bounds_member*]. The
        // others, and a member's out-of-class redeclaration (3535 without 3534), are not modelled.
        if member && sorted.launch.iter().any(|l| redecl || !matches!(l.0, "launch_bounds" | "maxnreg")) {
            self.gap("lower: launch-configuration attribute on a member", name_at);
            return None;
        }
        if sorted.exec.iter().any(|x| x.0 == ExecAttr::Global) && !crate::cuda::global::operator_kernel_modelled(&self.sema.il, f) {
            self.gap("lower: __global__ operator function", name_at);
            return None;
        }
        // `--uumn` (lowering without a command line, in unit tests: not enabled).
        let register_params = self.cuda_opts.is_some_and(|o| o.register_params);
        for (i, &(a, at)) in sorted.exec.iter().enumerate() {
            for (_, _, rat, _) in sorted.launch.iter().filter(|l| l.0 == "nv_register_params" && l.3 == i) {
                let ds = crate::cuda::attrs::apply_register_params(&self.sema.il, f, *rat, register_params);
                self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
            }
            if sorted.exec[..i].iter().any(|x| x.0 == a) {
                let d = crate::cuda::spaces::specifier_twice(a.spelling(), at);
                self.sema.diags.push(d.into_diagnostic());
            }
            // The cross-space safety net (`cuda_hooks`) only has work once a device function exists.
            self.cuda.any_device |= a != ExecAttr::Host;
            let ds = crate::cuda::spaces::apply_exec_attr(&mut self.sema.il, f, a, at, facts);
            self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
        }
        self.record_std_attrs(f, sorted);
        if let Some((n, at)) = sorted.noreturn {
            // Recorded on the entity: a call of it ends the flow (no #940 after it; sema's
            // `is_noreturn_call`). The checks of a noreturn *definition* are not modelled (a gap in
            // `noreturn_definition_check`).
            let name = self.sym(n);
            let a = crate::sema::entities::Attribute {
                syntax: if sorted.noreturn_std { crate::sema::entities::AttrSyntax::Std } else { crate::sema::entities::AttrSyntax::Gnu },
                namespace: crate::sema::names::Symbol::EMPTY,
                name,
                args: crate::source::Span::default(),
                span: crate::source::Span::new(at, at),
                next: u32::MAX,
            };
            self.sema.il.entities.add_attr(f, a);
        }
        for (kind, args, at, before) in &sorted.launch {
            use crate::cuda::attrs::{apply_cluster_dims, apply_launch_bounds, apply_local_maxnreg, apply_maxnreg};
            let la: Vec<LaunchArg> = args.clone();
            let il = &mut self.sema.il;
            let ds = match (*kind, la.as_slice()) {
                ("launch_bounds", [_, ..]) if la.len() <= 3 => apply_launch_bounds(il, f, &la, *at, member),
                // `__cluster_dims__()` records the intent only (a5).
                ("cluster_dims", _) if la.len() <= 3 => apply_cluster_dims(il, f, &la, *at),
                ("maxnreg", [x]) => apply_maxnreg(il, f, *x, *at),
                ("local_maxnreg", [x]) => apply_local_maxnreg(il, f, *x, *at),
                // Applied before the execution space that follows it (above).
                ("nv_register_params", []) if *before < sorted.exec.len() => Vec::new(),
                ("nv_register_params", []) => crate::cuda::attrs::apply_register_params(il, f, *at, register_params),
                ("block_size", _) if la.len() == 3 || la.len() == 6 => {
                    let tuples: Vec<[LaunchArg; 3]> = la.chunks(3).map(|c| [c[0], c[1], c[2]]).collect();
                    crate::cuda::attrs::apply_block_size(il, f, &tuples, *at)
                }
                _ => {
                    self.gap("lower: launch-configuration attribute arguments", *at);
                    return None;
                }
            };
            self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
        }
        if register_params && sorted.launch.iter().any(|l| l.0 == "nv_register_params") {
            let ds = crate::cuda::attrs::check_register_params_function(&self.sema.il, f, name_at);
            self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
        }
        if !sorted.exec.is_empty() || !sorted.launch.is_empty() || redecl || self.has_grid_constant_param(f) {
            let ds = crate::cuda::attrs::post_validate(&self.sema.il, f, name_at);
            self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
        }
        if self.remarks.launch_bounds {
            // 20238 comes after the post-validation's errors (cuda/attrs.rs; 3702, which follows it
            // there, is never given for a kernel), at the token ending the declarator.
            let ds = crate::cuda::attrs::check_missing_launch_bounds(&self.sema.il, f, 0);
            if !ds.is_empty() {
                let Some(end) = self.cuda.decl_end_at else {
                    self.gap("lower: missing-launch-bounds remark on this declaration path", name_at);
                    return None;
                };
                let ds = crate::cuda::attrs::check_missing_launch_bounds(&self.sema.il, f, end);
                self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
            }
        }
        Some(())
    }

    /// Whether a call or reference to `f` needs the cross-space checks (a `__device__`-only or
    /// `__global__` function), which lowering does not run yet.
    pub(crate) fn needs_space_check(&self, f: crate::sema::ids::EntityId) -> bool {
        use crate::sema::entities::ExecSpace;
        let ents = &self.sema.il.entities;
        match ents.get(ents.resolve(f)) {
            Some(e) => e.exec.has(ExecSpace::GLOBAL) || (e.exec.has(ExecSpace::DEVICE) && !e.exec.has(ExecSpace::HOST)) || !e.mem.is_empty(),
            None => false,
        }
    }
}

impl<'a> Lowerer<'a> {
    /// The body of a `noreturn` function outside system headers: EDG warns when it can return, which is
    /// not modelled — a gap (probe n1). None after a gap.
    pub(crate) fn noreturn_definition_check(&mut self, f: crate::sema::ids::EntityId) -> Option<()> {
        let il = &self.sema.il;
        let noreturn = il.entities.attrs_of(f).any(|a| matches!(il.names.resolve(a.name), "noreturn" | "__noreturn__"));
        let at = il.entities.get(f).map(|e| e.span.lo).unwrap_or(0);
        if noreturn && !self.map.locate(at).system_header {
            self.gap("lower: definition of a noreturn function", at);
            return None;
        }
        Some(())
    }
}

impl<'a> Lowerer<'a> {
    /// A variable's memory-space attributes (None after a gap: an attribute with an unmodelled effect).
    pub(crate) fn variable_attrs(&mut self, attrs: &[ast::Attr]) -> Option<Vec<(MemAttr, u32)>> {
        Some(self.sort_attrs(attrs, AttrTarget::Variable)?.mem)
    }

    /// Applies memory spaces to variable `v` just declared (and initialised) through the CUDA hooks, then
    /// the end-of-declaration checks. `pending` = sema's pending diagnostics before the declaration: the
    /// hooks' diagnostics precede the initialiser's in the reference, so any initialiser diagnostic is a gap.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn apply_mem_attrs(&mut self, v: crate::sema::ids::EntityId, mem: &[(MemAttr, u32)], pending: usize, has_init: bool, local: bool, storage: crate::sema::entities::Storage, name_at: u32) -> Option<()> {
        if self.stopped {
            return None;
        }
        if self.sema.diags.len() != pending {
            self.gap("lower: diagnostics in the initialiser of a variable with a memory space (ordering)", name_at);
            return None;
        }
        if self.zero_sized_variable_gap(v, name_at) {
            return None;
        }
        for (i, &(a, at)) in mem.iter().enumerate() {
            if mem[..i].iter().any(|x| x.0 == a) {
                let d = crate::cuda::spaces::specifier_twice(a.spelling(), at);
                self.sema.diags.push(d.into_diagnostic());
            }
            let ds = crate::cuda::spaces::apply_mem_attr(&mut self.sema.il, v, a, at);
            self.decl_only_errors += ds.iter().filter(|d| d.severity == crate::diag::Severity::Error).count();
            self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
        }
        let place = if local {
            let function = self.sema.current_function;
            if function.is_none() {
                self.gap("lower: memory space on a local variable outside a function", name_at);
                return None;
            }
            crate::cuda::spaces::VarPlace::Local { function, is_static: storage != crate::sema::entities::Storage::None }
        } else {
            crate::cuda::spaces::VarPlace::Namespace
        };
        // Lowering does not see the command line: the checks' options (`--device-c`, …) must not matter.
        if let Some(opts) = self.cuda_opts {
            let ds = crate::cuda::spaces::check_variable(&self.sema.il, v, place, has_init, name_at, &opts);
            self.decl_only_errors += ds.iter().filter(|d| d.severity == crate::diag::Severity::Error).count();
            self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
            return Some(());
        }
        let mut variants = Vec::new();
        for bits in 0..16u8 {
            let opts = crate::cuda::CudaOptions { relaxed_constexpr: bits & 1 != 0, extended_lambda: bits & 2 != 0, device_c: bits & 4 != 0, static_host_stub: bits & 8 != 0, register_params: false };
            variants.push(crate::cuda::spaces::check_variable(&self.sema.il, v, place, has_init, name_at, &opts));
        }
        if variants.iter().any(|x| *x != variants[0]) {
            self.gap("lower: memory-space variable checks depending on options", name_at);
            return None;
        }
        let ds = variants.swap_remove(0);
        self.decl_only_errors += ds.iter().filter(|d| d.severity == crate::diag::Severity::Error).count();
        self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
        Some(())
    }

    /// What the CUDA hooks need to know about a function declaration that the IL does not record.
    pub(crate) fn fn_facts(&self, spec: &ast::DeclSpec, dr: &ast::Declarator) -> crate::cuda::spaces::FnDeclFacts {
        let exception_spec = dr.ops.iter().any(|op| matches!(op, ast::DeclaratorOp::Function(f) if f.exception.is_some()));
        crate::cuda::spaces::FnDeclFacts {
            defaulted_on_first_decl: false,
            inline_written: spec.specifiers.contains(&crate::lex::Kw::Inline),
            exception_spec,
            is_template: false,
        }
    }
}

impl<'a> Lowerer<'a> {
    /// The N of `aligned ( N )` (name token at `idx`) when N is a decimal literal power of two.
    fn aligned_arg(&self, idx: usize) -> Option<u32> {
        let text = |i: usize| self.token_str(i);
        if text(idx + 1)? != "(" {
            return None;
        }
        // Any other integer constant expression modelled by lower/attr_record.rs.
        if let Some(n) = self.attr_arg_value(idx + 1).and_then(|v| u32::try_from(v).ok()) {
            return (n.is_power_of_two() && n <= (1 << 28)).then_some(n);
        }
        let n: u32 = text(idx + 2)?.parse().ok()?;
        let n = match text(idx + 3)? {
            ")" => n,
            // `N*sizeof(builtin type)` (CUDA's vector types: `__align__(2*sizeof(long int))`).
            "*" if text(idx + 4)? == "sizeof" && text(idx + 5)? == "(" => {
                let mut words = Vec::new();
                let mut i = idx + 6;
                while let Some(w) = text(i).filter(|w| *w != ")") {
                    words.push(w);
                    i += 1;
                    if words.len() > 4 {
                        return None;
                    }
                }
                if text(i + 1)? != ")" {
                    return None;
                }
                n.checked_mul(builtin_size(&words)?)?
            }
            _ => return None,
        };
        (n.is_power_of_two() && n <= (1 << 28)).then_some(n)
    }
}

/// The LP64 size of a builtin integer/floating type spelled with `words` (None for anything else).
fn builtin_size(words: &[&str]) -> Option<u32> {
    let ok = |w: &&str| matches!(*w, "signed" | "unsigned" | "int" | "long" | "short" | "char" | "float" | "double");
    if words.is_empty() || !words.iter().all(ok) {
        return None;
    }
    let has = |w: &str| words.contains(&w);
    Some(if has("char") {
        1
    } else if has("short") {
        2
    } else if has("double") {
        if has("long") { return None } else { 8 }
    } else if has("float") {
        4
    } else if has("long") {
        8
    } else {
        4
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn builtin_sizes() {
        assert_eq!(super::builtin_size(&["long", "int"]), Some(8));
        assert_eq!(super::builtin_size(&["unsigned", "long"]), Some(8));
        assert_eq!(super::builtin_size(&["unsigned", "int"]), Some(4));
        assert_eq!(super::builtin_size(&["long", "double"]), None);
        assert_eq!(super::builtin_size(&["S"]), None);
    }
}

impl<'a> Lowerer<'a> {
    /// `typedef struct S S;` (CUDA's `typedef __device_builtin__ struct dim3 dim3;`) or a repeated
    /// `typedef T X;`: the name already denotes that type in this scope, so the typedef changes nothing.
    pub(crate) fn same_type_redeclaration(&self, name: crate::sema::names::Symbol, ty: crate::sema::ids::TypeId) -> bool {
        use crate::sema::entities::Payload;
        let il = &self.sema.il;
        let found: Vec<_> = il.scopes.local(&il.entities, self.scope, name).collect();
        match found.as_slice() {
            [e] => match il.entities.get(*e) {
                Some(x) if matches!(x.data, Payload::Class(_) | Payload::Enum(_) | Payload::Typedef) => il.types.same(x.ty, ty),
                _ => false,
            },
            _ => false,
        }
    }
}

impl<'a> Lowerer<'a> {
    /// The values of `block_size ( ( a, b, c ) [, ( d, e, f ) ] )` (name token at `idx`), flattened, when
    /// each is an integer literal as `literal_args` accepts them.
    fn block_size_args(&self, idx: usize) -> Option<Vec<i128>> {
        let text = |i: usize| self.token_str(i);
        if text(idx + 1)? != "(" {
            return None;
        }
        let mut out = Vec::new();
        let mut i = idx + 2;
        for _ in 0..2 {
            // `literal_args` reads `( … )` after the token at `i - 1`.
            let v = self.literal_args(i - 1)?;
            if v.len() != 3 {
                return None;
            }
            out.extend(v);
            // Skip to the tuple's `)`.
            let close = (i..self.lexed.tokens.len().min(i + 16)).find(|&j| text(j) == Some(")"))?;
            match text(close + 1)? {
                ")" => return Some(out),
                "," => i = close + 2,
                _ => return None,
            }
        }
        None
    }

    /// The arguments of `name ( N, N, … )` (name token at `idx`) when all are integer literals without
    /// suffix — decimal, or hexadecimal `0x…` — each optionally negated (`-1`); `name ( )` gives none.
    fn literal_args(&self, idx: usize) -> Option<Vec<i128>> {
        let text = |i: usize| self.token_str(i);
        if text(idx + 1)? != "(" {
            return None;
        }
        let mut out = Vec::new();
        let mut i = idx + 2;
        if text(i)? == ")" {
            return Some(out);
        }
        loop {
            let neg = text(i)? == "-";
            if neg {
                i += 1;
            }
            let n = text(i)?;
            let v: i128 = if let Some(h) = n.strip_prefix("0x").or_else(|| n.strip_prefix("0X")) {
                if h.is_empty() || h.len() > 16 || !h.bytes().all(|b| b.is_ascii_hexdigit()) {
                    return None;
                }
                i128::from_str_radix(h, 16).ok()?
            } else {
                if !n.bytes().all(|b| b.is_ascii_digit()) || n.len() > 18 || (n.len() > 1 && n.starts_with('0')) {
                    return None;
                }
                n.parse().ok()?
            };
            out.push(if neg { -v } else { v });
            match text(i + 1)? {
                "," => i += 2,
                ")" => return Some(out),
                _ => return None,
            }
            if out.len() > 3 {
                return None;
            }
        }
    }
}
