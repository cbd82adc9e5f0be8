//! The lowering pass: walks the syntax tree in source order and builds the typed IL through sema's
//! builder (declarations, lookup) and actions (expressions, statements), forwarding sema's diagnostics to
//! `diag::Diagnostics` as each construct finishes.
//!
//! THE RULE: cufe never reports a diagnostic the reference would not. Whatever this pass cannot lower
//! exactly is recorded with `gaps.note("lower: …")`, which makes the TU "unsupported"; from then on the
//! pass stops (the TU's output is no longer compared, and stopping keeps the prelude fast) and pending
//! diagnostics of the unfinished construct are dropped rather than reported.
//!
//! Today lowering runs after parsing, so it only runs on TUs without syntax errors (the driver checks),
//! and sema diagnostics are only reported when the lexer produced no events (pragmas or lexical
//! diagnostics): those were pumped during parsing and would otherwise be misordered / misapplied.
//!
//! Files: `decl.rs` (declarations, declarator types, name lookup), `body.rs` (statements, expressions),
//! `templates.rs` (template declarations, specialisations, template-ids; prelude templates are stored as
//! patterns, see its header). `cuda_hooks.rs` runs the CUDA cross-space checks (`cuda::calls`) on what
//! the pass builds (calls, launches, device-variable accesses) and keeps a gap for what it does not check.
mod abbreviated;
mod decltype_subst;
mod default_subst;
mod alias_subst;
mod adl;
mod defaulted_eq;
mod dependent_casts;
mod dependent_functional_casts;
mod friends;
mod friend_classes;
mod bitfield_init;
mod func_name;
mod asm;
mod auto_deduce;
mod lambdas;
mod structured_bindings;
mod lambda_array_capture;
mod lambda_capture_copy;
mod generic_lambdas;
mod generic_lambda_calls;
mod range_for;
mod member_using;
mod access;
mod attrs;
mod body;
mod classes;
mod construct;
mod cuda_hooks;
mod cuda_var_access;
mod cuda_launch_args;
mod cuda_implicit;
mod cuda_operator_calls;
mod cuda_builtin_vars;
mod cuda_asm;
mod cuda_packs;
mod cuda_nv_parent;
mod decl;
mod missing_init;
mod device_mode;
mod builtins;
mod builtins_atomic;
mod builtins_fp;
mod builtins_va;
mod redecl;
mod opaque_enum;
mod declarators;
mod dependent_names;
mod instantiate;
mod pack_expand;
mod explicit_instantiation;
mod literals;
mod enum_clash;
mod class_default_args;
mod array_bounds;
pub mod remarks;
mod predeclared;
mod flow_gate;
mod local_statics;
mod namespaces;
mod nv_atomics;
mod wgmma;
mod new_throw;
mod throw_class;
mod try_catch;
#[cfg(test)]
mod try_catch_tests;
#[cfg(test)]
mod union_init_tests;
#[cfg(test)]
mod aggregate_ctor_tests;
#[cfg(test)]
mod namespaces_tests;
#[cfg(test)]
mod cccl_tests;
#[cfg(test)]
mod cuda_s6_tests;
#[cfg(test)]
mod cuda_s18_tests;
mod specifiers;
mod typespec;
mod traits;
mod alias_enum;
#[cfg(test)]
mod traits_tests;
#[cfg(test)]
mod deduce_defaults_tests;
#[cfg(test)]
mod deduce_fnptr_tests;
#[cfg(test)]
mod pure_call_tests;
mod trailing_params;
mod return_list;
mod members;
mod pure_call;
mod member_pointers;
#[cfg(test)]
mod member_pointers_tests;
mod outofclass;
mod nested_classes;
mod class_qualified;
mod dependent_scoped;
mod emit_dependent_scoped;
mod emit_local_typedefs;
mod operator_decls;
mod comparison_rewrite;
pub mod emit_items;
pub mod emit_managed;
pub mod emit_params;
mod emit_anon;
mod emit_asm;
mod emit_linkage;
mod emit_using;
mod emit_written_attrs;
mod emit_param_names;
mod emit_ctor_inits;
mod emit_friends;
mod emit_expr_forms;
mod emit_traits;
mod emit_lambdas;
mod emit_ext_lambdas;
mod emit_operator_calls;
mod emit_rewritten;
mod template_args;
mod template_no_effect;
mod labels;
mod subst_aliases;
mod value_defaults;
mod var_templates;
mod dependent_bounds;
#[cfg(test)]
mod subst_aliases_tests;
mod template_uses;
mod templates;
mod pragmas;
mod std_attrs;
mod class_attrs;
mod attr_record;
mod typedef_attrs;
mod written_bounds;
#[cfg(test)]
mod attrs_tests;
mod template_calls;
mod deduce_defaults;
mod user_templates;
mod user_specs;
mod header_template_bodies;
mod template_default_args;
mod header_class_templates;
mod header_var_templates;
mod prelude_specs;
mod constexpr_bodies;
mod clean_context;
#[cfg(test)]
mod constexpr_bodies_tests;
#[cfg(test)]
mod decltype_subst_tests;
mod if_constexpr;
mod immediate_calls;
mod user_literals;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod comparison_rewrite_tests;
/// C++20 lowering for tests outside `lower/` (sema/three_way_tests.rs).
#[cfg(test)]
pub(crate) mod tests_cxx20 {
    /// `prelude` in a system header, then `user` in `t.cu`, lowered in C++20: (gaps, diagnostic ids).
    pub(crate) fn lower_cxx20(prelude: &str, user: &str) -> (Vec<String>, Vec<crate::diag::DiagId>) {
        let text = format!("# 1 \"t.cu\"\n# 1 \"/usr/include/p.h\" 1 3\n{}\n# 2 \"t.cu\" 2\n{}\n", prelude, user);
        let r = super::tests::lower_text_cxx20(text);
        (r.gaps, r.diags.iter().map(|d| d.0).collect())
    }
}
/// User-code lowering (default language mode) for tests outside `lower/` (sema/deduce_packs_tests.rs).
#[cfg(test)]
pub(crate) mod tests_user {
    /// `src` lowered as the user file: (diagnostic ids, gaps).
    pub(crate) fn lower_user(src: &str) -> (Vec<crate::diag::DiagId>, Vec<String>) {
        let r = super::tests::lower_src(src);
        (r.diags.iter().map(|d| d.0).collect(), r.gaps)
    }
}
#[cfg(test)]
mod specs_tests;
#[cfg(test)]
mod cuda_tests;
#[cfg(test)]
mod cuda_tail_tests;
#[cfg(test)]
mod misc_tests;
mod param_attrs;
#[cfg(test)]
mod param_attrs_tests;
#[cfg(test)]
mod device_tests;
#[cfg(test)]
mod conv_tests;
#[cfg(test)]
mod misc_s3_tests;
#[cfg(test)]
mod lambdas_tests;
#[cfg(test)]
mod lambdas_s4_tests;
#[cfg(test)]
mod nv_atomics_tests;
#[cfg(test)]
mod wgmma_tests;

use crate::diag::{Diagnostic, Diagnostics, Where};
use crate::gaps::Gaps;
use crate::lex::{LexConfig, LexOutput};
use crate::parse::ast::Ast;
use crate::sema::action::Sema;
use crate::sema::ids::ScopeId;
use crate::sema::il::Il;
use crate::sema::target::Target;
use crate::source::{Locate, SourceMap};

/// Lowers a whole translation unit. Returns the IL (for the back end and tests).
pub fn lower(ast: &Ast, lexed: &LexOutput, cfg: &LexConfig, map: &SourceMap, diags: &mut Diagnostics, gaps: &mut Gaps) -> Il {
    lower_with_options(ast, lexed, cfg, map, diags, gaps, None, remarks::RemarkWants::default())
}

/// [`lower`], told the CUDA options (`--relaxed_constexpr`, `--device-c`, …) the cross-space and
/// memory-space checks depend on. Without them (`None`) a check whose result depends on an option
/// is a gap.
/// `remarks`: the remarks (#177, #550) the command line makes visible, which lowering then produces.
#[allow(clippy::too_many_arguments)]
pub fn lower_with_options(ast: &Ast, lexed: &LexOutput, cfg: &LexConfig, map: &SourceMap, diags: &mut Diagnostics, gaps: &mut Gaps, cuda_opts: Option<crate::cuda::CudaOptions>, remarks: remarks::RemarkWants) -> Il {
    lower_reporting(ast, lexed, cfg, map, diags, gaps, cuda_opts, remarks, false).0
}

/// What tells one lowering's diagnostics from another's (see [`relower_with_header_bodies`]).
pub type DiagTrace = Vec<(crate::diag::DiagId, crate::diag::Where)>;

/// [`lower_with_options`] for the driver: `defer_header_bodies` puts off phase 1 of prelude function
/// template bodies (whose only use is the host output) until the output is known to be printable, see
/// [`relower_with_header_bodies`]. Also returns the trace of the diagnostics it reported.
#[allow(clippy::too_many_arguments)]
pub fn lower_reporting(ast: &Ast, lexed: &LexOutput, cfg: &LexConfig, map: &SourceMap, diags: &mut Diagnostics, gaps: &mut Gaps, cuda_opts: Option<crate::cuda::CudaOptions>, remarks: remarks::RemarkWants, defer_header_bodies: bool) -> (Il, DiagTrace) {
    let mut il = Il::new(Target::LP64);
    let out = lower_into_opts(&mut il, ast, lexed, cfg, map, gaps, false, diags.has_severity_overrides(), cuda_opts, remarks, defer_header_bodies);
    let trace = out.iter().map(|d| (d.id, d.at)).collect();
    for d in out {
        diags.report(map, d);
        if diags.must_stop() {
            break; // error limit
        }
    }
    (il, trace)
}

/// The second lowering of a TU whose first one put off prelude template bodies and whose host output
/// turned out to be printable but for them: the same run with phase 1 done where each template is
/// defined (it binds names as declared at that point, so it cannot be done after the run). Quiet: the
/// first run reported the diagnostics. Returns the IL, or None when this run did not agree with the
/// first (other diagnostics, or a gap): phase 1 must decide nothing but the bodies.
#[allow(clippy::too_many_arguments)]
pub fn relower_with_header_bodies(ast: &Ast, lexed: &LexOutput, cfg: &LexConfig, map: &SourceMap, first: &DiagTrace, severity_overrides: bool, cuda_opts: Option<crate::cuda::CudaOptions>, remarks: remarks::RemarkWants) -> Option<Il> {
    let mut il = Il::new(Target::LP64);
    let mut gaps = Gaps::new();
    let out = lower_into_opts(&mut il, ast, lexed, cfg, map, &mut gaps, false, severity_overrides, cuda_opts, remarks, false);
    let same = out.len() == first.len() && out.iter().zip(first).all(|(d, (id, at))| d.id == *id && d.at == *at);
    (same && gaps.is_empty()).then_some(il)
}

/// The coverage census behind `--cufe-gap-survey`: lowers the whole TU, skipping each namespace-scope
/// declaration that meets a gap and going on with the next one, so `gaps` ends up listing every gap of
/// the TU rather than the first. Nothing is reported (a skipped declaration can leave later ones
/// misanalysed) and the IL is not used for output. Gaps inside a class show only the first per class.
pub fn lower_survey(ast: &Ast, lexed: &LexOutput, cfg: &LexConfig, map: &SourceMap, gaps: &mut Gaps) {
    let mut il = Il::new(Target::LP64);
    let _ = lower_into(&mut il, ast, lexed, cfg, map, gaps, true);
}

/// Lowers into `il`, returning the diagnostics to report (in order). Tests call this directly.
/// `survey`: go on after a gap (see [`lower_survey`]).
pub fn lower_into(il: &mut Il, ast: &Ast, lexed: &LexOutput, cfg: &LexConfig, map: &SourceMap, gaps: &mut Gaps, survey: bool) -> Vec<Diagnostic> {
    lower_into_with(il, ast, lexed, cfg, map, gaps, survey, false)
}

/// [`lower_into`], told whether command-line options change diagnostic severities.
#[allow(clippy::too_many_arguments)]
fn lower_into_with(il: &mut Il, ast: &Ast, lexed: &LexOutput, cfg: &LexConfig, map: &SourceMap, gaps: &mut Gaps, survey: bool, severity_overrides: bool) -> Vec<Diagnostic> {
    lower_into_opts(il, ast, lexed, cfg, map, gaps, survey, severity_overrides, None, remarks::RemarkWants::default(), false)
}

/// [`lower_into_with`], with the CUDA options when known.
#[allow(clippy::too_many_arguments)]
pub(crate) fn lower_into_opts(il: &mut Il, ast: &Ast, lexed: &LexOutput, cfg: &LexConfig, map: &SourceMap, gaps: &mut Gaps, survey: bool, severity_overrides: bool, cuda_opts: Option<crate::cuda::CudaOptions>, remarks: remarks::RemarkWants, defer_header_bodies: bool) -> Vec<Diagnostic> {
    let base = gap_total(gaps);
    il.predeclare_std();
    il.cpp20 = cfg.lang >= crate::cli::Lang::Cpp20;
    let sema = Sema::new(il, gaps, map);
    let mut l = Lowerer {
        ast,
        lexed,
        lex_cfg: cfg.clone(),
        map,
        sema,
        stopped: false,
        survey,
        defer_header_bodies,
        header_class_phase1: false,
        gap_base: base,
        attempt_gap: None,
        scope: crate::sema::scopes::Scopes::GLOBAL,
        syms: vec![None; lexed.interner.len()],
        out: Vec::new(),
        loops: 0,
        breakables: 0,
        switches: Vec::new(),
        labels: Default::default(),
        undefined: Vec::new(),
        uninit_local: false,
        handler_params: Vec::new(),
        errors_out: 0,
        deferred: Vec::new(),
        this_ctx: None,
        deferred_inits: Vec::new(),
        member_declarator: false,
        decl_lo: 0,
        typedef_class_name: None,
        written_bounds: Vec::new(),
        tmpl: Default::default(),
        classes: Default::default(),
        unevaluated: 0,
        cuda: Default::default(),
        severity_overrides,
        redecl: Default::default(),
        opaque_enums: Vec::new(),
        device: device_mode::DeviceState::for_this_run(),
        pragmas: pragmas::PragmaFacts::new(lexed, map, ast),
        cuda_opts,
        decl_only_errors: 0,
        remarks,
        clashed_names: Vec::new(),
        inst: Default::default(),
        member_using: Default::default(),
        placeholder_ok: false,
        invented: Default::default(),
        pattrs: Default::default(),
        returns: Vec::new(),
        decltype_auto_returns: Default::default(),
        lambdas: Vec::new(),
        cif: Default::default(),
        genl: Default::default(),
    };
    l.predeclare_builtin_types();
    if let Some(at) = l.pragmas.unmodelled {
        l.gap("lower: #pragma with semantic effect (pack, …)", at);
        l.resume_after_gap(crate::sema::scopes::Scopes::GLOBAL);
    }
    for &d in &ast.top {
        if l.stopped {
            break;
        }
        l.omp_errors(Some(ast.decl(d).span));
        if l.stopped {
            break;
        }
        l.device_decl_start(ast.decl(d).span);
        l.top_decl(d);
        if !l.device_decl_end(crate::sema::scopes::Scopes::GLOBAL) {
            l.resume_after_gap(crate::sema::scopes::Scopes::GLOBAL);
        }
    }
    l.omp_errors(None);
    l.device_finish();
    let _ = l.tu_remarks();
    l.out
}

pub use cuda_hooks::{bench_hook_time, bench_set_cuda_checks, is_launch};
pub use device_mode::{lower_device, DeviceBody, DeviceCall, DeviceFacts, DeviceRequest};

fn gap_total(g: &Gaps) -> u64 {
    g.iter().map(|(_, n)| n as u64).sum()
}

pub(crate) struct Lowerer<'a> {
    pub ast: &'a Ast,
    pub lexed: &'a LexOutput,
    /// Literal conversion needs the language mode.
    pub lex_cfg: LexConfig,
    pub map: &'a SourceMap,
    pub sema: Sema<'a>,
    /// A gap was noted: nothing more is lowered or reported.
    pub stopped: bool,
    /// `--cufe-gap-survey`: after a gap, go on with the next namespace-scope declaration.
    survey: bool,
    /// Phase 1 of prelude function template bodies is put off (header_template_bodies.rs).
    defer_header_bodies: bool,
    /// Inside the quiet phase 1 of a prelude class template (header_class_templates.rs).
    header_class_phase1: bool,
    gap_base: u64,
    /// The first gap met inside the last quiet (prelude) `attempt`, which discards its gaps: a caller
    /// that turns the failure into its own gap names this one as the cause.
    pub(crate) attempt_gap: Option<String>,
    /// The current scope (declarations go here; lookup starts here).
    pub scope: ScopeId,
    /// Sema symbols by lexer symbol (dense ids: an index, not a hash; this was 2% of a run).
    syms: Vec<Option<crate::sema::names::Symbol>>,
    /// Diagnostics accepted for reporting, in order.
    out: Vec<Diagnostic>,
    /// Nesting of loops, and of loops + switches (for `continue` / `break`).
    pub loops: u32,
    pub breakables: u32,
    /// Promoted condition types of the enclosing switches (innermost last).
    pub switches: Vec<body::SwitchState>,
    /// The labels of the function body being lowered (lower/labels.rs).
    pub labels: labels::Labels,
    /// Undefined identifiers already reported, with the scope EDG declared their error entity in.
    pub undefined: Vec<(crate::sema::names::Symbol, ScopeId)>,
    /// The function being lowered declared a local variable without initialiser.
    pub uninit_local: bool,
    /// The handler parameters whose handler body is being lowered: (the body's scope, the name) — a
    /// local declaration of that name directly in that scope gets #1210 (lower/try_catch.rs).
    pub handler_params: Vec<(ScopeId, crate::sema::names::Symbol)>,
    /// Errors reported so far (sema's pending ones included).
    errors_out: usize,
    /// Inline member function bodies of the class being defined (lowered when it is complete).
    pub deferred: Vec<(crate::sema::ids::EntityId, crate::parse::ast::StmtId)>,
    /// In a member function body: the class type and the function's cv (for `this`).
    pub this_ctx: Option<(crate::sema::ids::TypeId, crate::sema::types::Quals)>,
    /// Default member initialisers of the class being defined (lowered when it is complete).
    pub deferred_inits: Vec<(crate::sema::ids::EntityId, crate::parse::ast::ExprId)>,
    /// Building the declarator of a member function (cv-qualifiers allowed).
    pub member_declarator: bool,
    /// The typedef name an unnamed class or enum being defined takes (`typedef struct { … } T;`,
    /// `typedef enum { … } E;`).
    pub typedef_class_name: Option<(crate::lex::Symbol, crate::source::Span)>,
    /// Array bounds met in the declarator being lowered, (offset, bound, a literal `int` that prints as
    /// its value), until the declared entity takes them (written_bounds.rs).
    pub written_bounds: Vec<(u32, crate::sema::ids::ExprId, bool)>,
    /// Start of the namespace-scope declaration being lowered.
    pub decl_lo: u32,
    /// Template bookkeeping (`templates.rs`).
    pub(crate) tmpl: templates::TemplateState,
    /// Class lowering state (classes.rs).
    pub(crate) classes: classes::ClassCtx,
    /// Nesting of unevaluated operands (`sizeof`): no cross-space checks there.
    pub unevaluated: u32,
    /// Bookkeeping of the CUDA cross-space checks (`cuda_hooks.rs`).
    pub(crate) cuda: cuda_hooks::CudaState,
    /// Command-line options change diagnostic severities (`--diag_error=…`).
    pub severity_overrides: bool,
    /// The function declaration being lowered (`redecl.rs`).
    pub(crate) redecl: redecl::RedeclCtx,
    /// Enums declared opaque and not yet defined (`opaque_enum.rs`).
    pub(crate) opaque_enums: Vec<crate::sema::ids::EntityId>,
    /// Device mode (`device_mode.rs`).
    pub(crate) device: device_mode::DeviceState,
    /// What the pragmas mean to lowering (`pragmas.rs`).
    pub(crate) pragmas: pragmas::PragmaFacts,
    /// The CUDA options from the command line (None in tests and the census: option-dependent
    /// checks are then gaps).
    pub(crate) cuda_opts: Option<crate::cuda::CudaOptions>,
    /// Errors of declarations that build no erroneous expression (memory-space checks of locals), for
    /// `flow_gate.rs`.
    pub(crate) decl_only_errors: usize,
    /// Remarks the command line makes visible (`remarks.rs`).
    pub(crate) remarks: remarks::RemarkWants,
    /// Names declared twice in one scope after an error (#101): their uses are not modelled.
    pub(crate) clashed_names: Vec<crate::sema::names::Symbol>,
    /// Class template instantiation (`instantiate.rs`).
    pub(crate) inst: instantiate::InstState,
    pub(crate) member_using: member_using::MemberUsing,
    /// The next `spec_type` may yield an `auto`/`decltype(auto)` placeholder (auto_deduce.rs).
    pub(crate) placeholder_ok: bool,
    /// Placeholder parameter types of the abbreviated function template being declared (abbreviated.rs).
    pub(crate) invented: abbreviated::InventedParams,
    /// CUDA attributes on the parameters of the function declarator being lowered (param_attrs.rs).
    pub(crate) pattrs: param_attrs::ParamAttrState,
    /// Values of the `return` statements of the body being lowered (NONE for `return;`), for deduced
    /// return types.
    pub(crate) returns: Vec<crate::sema::ids::ExprId>,
    /// `decltype(e)` of the `return` operands of functions declared `decltype(auto)` (auto_deduce.rs).
    pub(crate) decltype_auto_returns: std::collections::HashMap<crate::sema::ids::ExprId, crate::sema::ids::TypeId>,
    /// The lambda bodies being lowered, outermost first (lambdas.rs).
    pub(crate) lambdas: Vec<lambdas::LambdaCtx>,
    /// Constexpr-if statements (if_constexpr.rs).
    pub(crate) cif: if_constexpr::IfConstexprState,
    /// Generic lambdas defined and the specialisations their calls instantiated (generic_lambda_calls.rs).
    pub(crate) genl: generic_lambda_calls::GenericLambdaState,
}

impl<'a> Lowerer<'a> {
    /// Records a gap and stops lowering.
    pub fn gap(&mut self, what: &str, at: u32) {
        if !self.stopped {
            self.sema.gaps.note(what, at);
            self.stopped = true;
        }
    }

    /// In a survey, clears the stop after a namespace-scope declaration that met a gap, back in
    /// `scope`, with the per-declaration state reset; otherwise does nothing.
    pub fn resume_after_gap(&mut self, scope: ScopeId) {
        if !self.survey || !self.check_sema_gaps() {
            return;
        }
        self.stopped = false;
        self.gap_base = gap_total(self.sema.gaps);
        self.scope = scope;
        let _ = self.sema.take_diags();
        self.out.clear();
        self.reset_declaration_state();
    }

    /// Forgets the state of a namespace-scope declaration abandoned after a gap (loops, deferred bodies,
    /// class and template context), so the next declaration starts clean (census and device mode).
    pub(crate) fn reset_declaration_state(&mut self) {
        self.loops = 0;
        self.breakables = 0;
        self.switches.clear();
        self.labels = Default::default();
        self.deferred.clear();
        self.deferred_inits.clear();
        self.this_ctx = None;
        self.member_declarator = false;
        self.typedef_class_name = None;
        self.tmpl.dependent_ok = false;
        self.classes.reset_after_gap(self.sema.il.exprs.len());
        self.unevaluated = 0;
        self.cuda.reset();
    }

    /// Whether sema itself noted a gap since the start (then lowering stops too).
    pub fn check_sema_gaps(&mut self) -> bool {
        if !self.stopped && gap_total(self.sema.gaps) != self.gap_base {
            self.stopped = true;
        }
        self.stopped
    }

    /// Moves sema's collected diagnostics to the output, unless a gap makes them untrustworthy.
    pub fn flush(&mut self) {
        // Inside an instantiation diagnostics stay pending: any makes it fail (`instantiate.rs`).
        if self.inst.lazy > 0 {
            return;
        }
        let ds = self.sema.take_diags();
        let instantiated_member = self.sema.il.printed_instantiated_member.take();
        if self.check_sema_gaps() || ds.is_empty() {
            return;
        }
        if instantiated_member {
            let at = if let Where::At(o) = ds[0].at { o } else { self.decl_lo };
            self.gap("sema: diagnostic naming a member of a class template instantiation ([with …] form not produced)", at);
            return;
        }
        if self.survey {
            // The census lists what lowering would report: on the prelude, any of these is a false
            // positive to chase (the reference reports nothing there).
            for d in &ds {
                let at = if let Where::At(o) = d.at { o } else { 0 };
                // A warning or remark located in a system header is dropped by the reporter
                // (`Diagnostics::report`): it never reaches the output, so it is no false positive.
                if d.severity <= crate::diag::Severity::DiscretionaryError && crate::source::Locate::locate(self.map, at).system_header {
                    continue;
                }
                self.sema.gaps.note(&format!("survey: would report {} {:?}", d.id.tag(), d.severity), at);
            }
            self.gap_base = gap_total(self.sema.gaps);
            return;
        }
        // Lexer events (pragmas, lexical diagnostics) were handled during parsing. EDG handles them as
        // it reaches their tokens, interleaved with its semantic diagnostics: only when every event
        // precedes the namespace-scope declaration being lowered are the order and the pragma state
        // the same.
        // An event whose token index is the declaration's first token is handled when that token is
        // fetched, before anything of the declaration is analysed (e.g. the `#pragma GCC diagnostic
        // pop` closing cuda_runtime.h right before the user's first declaration).
        let first_tok = self.lexed.tokens.partition_point(|t| t.span.lo < self.decl_lo) as u32;
        if self.pragmas.diag_event_after(first_tok) {
            let at = match ds[0].at {
                Where::At(o) => o,
                _ => 0,
            };
            self.gap("lower: sema diagnostic after pragmas or lexical diagnostics (ordering)", at);
            return;
        }
        for d in &ds {
            let at = if let Where::At(o) = d.at { Some(o) } else { None };
            if let Some(o) = at.filter(|&o| self.map.locate(o).system_header) {
                self.gap("lower: sema diagnostic in a system header", o);
                return;
            }
            // A type with an exception specification not instantiated (`Noexcept::Deferred`) printed
            // into the text (arguments, candidate lines, context or notes): EDG's spelling is unknown.
            if format!("{:?}", d).contains(crate::sema::printing::DEFERRED_NOEXCEPT.trim_start()) {
                self.gap("lower: diagnostic prints a noexcept specification not instantiated", at.unwrap_or(0));
                return;
            }
        }
        self.errors_out += ds.iter().filter(|d| d.severity == crate::diag::Severity::Error).count();
        self.out.extend(ds);
    }

    /// Errors produced so far, reported or pending in sema.
    pub fn count_errors(&self) -> usize {
        self.errors_out + self.sema.diags.iter().filter(|d| d.severity == crate::diag::Severity::Error).count()
    }

    /// The sema symbol of a lexer symbol if it was mapped already.
    pub fn syms_get(&self, s: crate::lex::Symbol) -> Option<&crate::sema::names::Symbol> {
        self.syms.get(s.0 as usize).and_then(|x| x.as_ref())
    }

    /// The sema symbol for a lexer symbol (same spelling).
    pub fn sym(&mut self, s: crate::lex::Symbol) -> crate::sema::names::Symbol {
        if let Some(&x) = self.syms_get(s) {
            return x;
        }
        let lexed = self.lexed;
        let x = self.sema.il.names.intern(lexed.interner.str(s));
        if let Some(slot) = self.syms.get_mut(s.0 as usize) {
            *slot = Some(x);
        }
        x
    }
}
