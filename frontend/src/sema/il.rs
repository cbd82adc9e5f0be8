//! The IL container: everything the parser builds and later stages read, in one value.
//!
//! Ownership: `Il` owns all arenas. Stages borrow it (`&Il` for readers such as `emit/`, `&mut Il` for the
//! parser and `cuda/` when they record facts). Expression and statement nodes are the parser's to define
//! (their ids, [`ExprId`](super::ids::ExprId) and [`StmtId`](super::ids::StmtId), are reserved here so types
//! and entities can point at initialisers, bodies, array bounds and `decltype` operands).

use super::entities::Entities;
use super::expr::Exprs;
use super::stmt::Stmts;
use super::names::Names;
use super::scopes::Scopes;
use super::target::Target;
use super::types::TypeTable;

#[derive(Clone, Debug, Default)]
pub struct Il {
    pub names: Names,
    pub types: TypeTable,
    pub entities: Entities,
    pub scopes: Scopes,
    pub target: Target,
    /// C++20 or later (`--c++20`): the language rules that changed then read it (aggregates).
    pub cpp20: bool,
    /// Expression nodes (`expr.rs`), built by the semantic actions.
    pub exprs: Exprs,
    /// Statement nodes (`stmt.rs`).
    pub stmts: Stmts,
    /// Declarations whose type was written with a placeholder (`auto x = …`, `const auto &r`,
    /// `decltype(auto)`, a function's `auto` return, a lambda): entity → the declared type as written,
    /// with the `Auto` placeholder (the entity's type is the deduced one; the host output re-prints the
    /// placeholder). Filled by lower/auto_deduce.rs.
    pub placeholder_written: std::collections::HashMap<crate::sema::ids::EntityId, crate::sema::ids::TypeId>,
    /// Calls of literal operators made for user-defined literals (`4_kb`): the host output does not
    /// re-print them yet (lower/user_literals.rs).
    pub udl_calls: std::collections::HashSet<crate::sema::ids::ExprId>,
    /// Lambda expressions (closure class → what the host output and the extended-lambda rewriting need),
    /// in source order. Filled by lower/lambdas.rs.
    pub lambdas: Vec<crate::sema::il::LambdaRecord>,
    /// Enumerators whose initialiser is a constant expression other than a plain literal: enumerator →
    /// the lowered expression, which the host output re-prints as written (`_ISupper = ((0 < 8) ? …)`).
    /// Filled by lower/decl.rs.
    pub enumerator_inits: std::collections::HashMap<crate::sema::ids::EntityId, crate::sema::ids::ExprId>,
    /// Namespace-scope `static_assert`s by the declaration's offset: the lowered condition (converted
    /// to `bool`) and the message, which the host output re-prints. Filled by lower/decl.rs.
    pub static_asserts: std::collections::BTreeMap<u32, (crate::sema::ids::ExprId, String)>,
    /// Scoped enums of which some declaration wrote the underlying type (`enum class A : int;`): the
    /// host output then prints it on every declaration, also on `enum class A;` [verified:
    /// prelude-misc/opaque_enum_redecl_ok]. Filled by lower/decl.rs and lower/opaque_enum.rs.
    pub enums_with_written_underlying: std::collections::HashSet<crate::sema::ids::EntityId>,
    /// Attribute argument lists as the host output re-prints them (`aligned((2) * sizeof(long))` for
    /// `aligned(2*sizeof(long int))`), by the offset of the attribute's name (`Attribute::span.lo`).
    /// Filled by lower/attr_record.rs; an attribute with arguments not in here prints them as written
    /// only when that text is safe (emit/host/decl/attrs.rs).
    pub attr_args: std::collections::BTreeMap<u32, String>,
    /// Value-dependent defaults of prelude non-type template parameters (`size_t = sizeof(_Tp)`): parameter →
    /// the lowered dependent expression. Not a `TemplateParamData::default` (template-ids still treat them
    /// as unknown); deduction substitutes them (sema/deduce_defaults.rs). Filled by lower/templates.rs.
    pub dependent_template_defaults: std::collections::HashMap<crate::sema::ids::EntityId, crate::sema::ids::ExprId>,
    /// Function templates with C++20 constraints (requires-clauses, type-constraints) — prelude patterns
    /// whose constraints are not evaluated: deduction succeeding on one is a gap (sema/deduce.rs).
    pub constrained_templates: std::collections::HashSet<crate::sema::ids::EntityId>,
    /// Expressions of class type bound directly to a reference to one of their base classes
    /// (`const B& r = d;`): the binding builds no conversion node, so access checking (lower/access.rs)
    /// reads the base conversions from here.
    pub base_bindings: std::collections::HashMap<crate::sema::ids::ExprId, crate::sema::ids::EntityId>,
    /// Set by the printer when it names a member of an implicitly instantiated class (see
    /// `Printer::note_instantiated_member`); read and cleared when diagnostics are flushed.
    pub printed_instantiated_member: Flag,
    /// `__attribute__((deprecated("…"))) typedef struct X X;` redeclaring its own class (vector_types.h's
    /// `long4`): no typedef entity is declared, so the attributes are kept on an unscoped carrier
    /// entity, by the offset of the typedef name. Filled by lower/typedef_attrs.rs.
    pub same_name_typedef_attrs: std::collections::BTreeMap<u32, crate::sema::ids::EntityId>,
    /// Unnamed classes named by a typedef with `__attribute__((aligned))` on its declarator (glibc's
    /// `__pthread_unwind_buf_t`): the typedef's alignment differs from the class's while its size does
    /// not [verified: alignof 16, sizeof unchanged], which the layout does not model — any layout query
    /// of them is unsupported (sema/layout.rs).
    pub typedef_aligned_classes: std::collections::HashSet<crate::sema::ids::EntityId>,
    /// The array bounds of a variable or data member declared with a bound other than a literal
    /// (`float cache[N]`), one per array level of its declarator from the left, None for a literal one:
    /// the host output prints them as written, the type only has the value (lower/written_bounds.rs).
    pub array_bound_exprs: std::collections::HashMap<crate::sema::ids::EntityId, Vec<Option<crate::sema::ids::ExprId>>>,
    /// Parameters declared with an array or function type (`int a[3]`, `void g(int)`), by the offset of
    /// the parameter: that type as written, which the host output prints (`int  a[3]`) while the function
    /// type has the adjusted pointer [probed with ref-cudafe 13.0.88; no corpus case yet]. Filled by lowering.
    pub param_written_types: std::collections::HashMap<u32, crate::sema::ids::TypeId>,
    /// Classes and enums whose head says `__attribute__((device_builtin))` (`dim3`, `cudaError`): the host
    /// output pads a class with a data member of such a type (emit/host/decl/pad.rs). Filled by lowering.
    pub device_builtin_types: std::collections::BTreeSet<crate::sema::ids::EntityId>,
    /// Classes (and class template patterns) whose head says `__device_builtin_texture_type__` or
    /// `__device_builtin_surface_type__`: their variables are texture or surface variables (3580,
    /// `cuda::spaces::check_texture_variable`). Filled by lowering.
    pub texture_surface_types: std::collections::BTreeSet<crate::sema::ids::EntityId>,
    /// Functions one of whose declarations says `__attribute__((device_builtin))` (CUDA's `__cosf`,
    /// declared first by glibc's math.h): the host output leaves out every declaration of one that is
    /// not `__host__` (lower/emit_items.rs). Filled by lowering.
    pub device_builtin_fns: std::collections::BTreeSet<crate::sema::ids::EntityId>,
    /// Prelude non-type template parameters whose default argument is value-dependent (`bool =
    /// std::__is_integer<_Tp>::__value`): kept as an expression by lowering (lower/value_defaults.rs),
    /// not as the parameter's default, so the host output cannot print the header. Filled by lowering.
    pub value_default_params: std::collections::BTreeSet<crate::sema::ids::EntityId>,
    /// Namespace-scope function redeclarations: the offset of the declarator's name → the function it
    /// redeclares (the host output finds an overloaded function's redeclaration by it). Filled by
    /// `lower/decl.rs::declare_fn`.
    pub redecl_sites: std::collections::BTreeMap<u32, crate::sema::ids::EntityId>,
    /// Hidden friends (class, function): functions first declared by a friend definition in a class, found
    /// only by argument-dependent lookup when the class is associated. Filled by lower/friends.rs; an entry
    /// leaves when a namespace-scope redeclaration makes the function visible.
    pub hidden_friends: Vec<(crate::sema::ids::EntityId, crate::sema::ids::EntityId)>,
    /// Friend functions first declared (not defined) in a class, not yet declared in their namespace:
    /// (class, namespace scope, name, type). Argument-dependent lookup of that name with the class
    /// associated is not modelled.
    pub undeclared_friends: Vec<(crate::sema::ids::EntityId, crate::sema::ids::ScopeId, crate::sema::names::Symbol, crate::sema::ids::TypeId)>,
    /// Constructor definitions' mem-initialisers as written (constructor → one record per initialiser, in
    /// written order), for the host output to re-print. Filled by lower/members.rs only when every
    /// initialiser of the constructor lowered.
    pub ctor_inits: std::collections::HashMap<crate::sema::ids::EntityId, Vec<CtorInitRecord>>,
    /// The phase-1 bodies of user-code function template definitions (template → compound statement),
    /// for the host output (lower/user_templates.rs; the pattern function keeps no body).
    pub template_bodies: std::collections::HashMap<crate::sema::ids::EntityId, crate::sema::ids::StmtId>,
    /// Prelude function templates whose phase 1 was put off because the host output was not yet known
    /// to be written (lower/header_template_bodies.rs); the item builder tells them from failed ones.
    pub template_bodies_deferred: std::collections::HashSet<crate::sema::ids::EntityId>,
    /// Placeholder arguments standing for a value-dependent default in a dependent template-id of a
    /// prelude class template's phase 1 (lower/template_args.rs): not written, so not printed.
    pub default_placeholders: std::collections::HashSet<crate::sema::ids::ExprId>,
    /// The host output's spelling of value-dependent non-type template parameter defaults, where
    /// cufe knows it (lower/value_defaults.rs: `__is_referenceable< _Tp> ::value`).
    pub value_default_text: std::collections::HashMap<crate::sema::ids::EntityId, String>,
    /// Base classes named through a typedef (`struct G : public true_type`), by (class, index of the
    /// base): the typedef's sugar type, which the host output prints instead of the class the base
    /// denotes (lower/classes.rs; `BaseSpec::ty` stays canonical for the analysis).
    pub base_typedefs: std::collections::HashMap<(crate::sema::ids::EntityId, u32), crate::sema::ids::TypeId>,
    /// The default arguments of function template patterns in their phase-1 form (pattern parameter →
    /// the argument converted to the parameter type), for the host output only: the parameters keep
    /// their dependent placeholder, which instantiations copy (lower/template_default_args.rs).
    pub pattern_default_args: std::collections::HashMap<crate::sema::ids::EntityId, crate::sema::ids::ExprId>,
    /// Prelude class templates (and partial-specialisation holders) whose definition passed phase 1
    /// quietly, for the host output (lower/header_class_templates.rs): their pattern has its members.
    pub class_templates_analysed: std::collections::HashSet<crate::sema::ids::EntityId>,
    /// Prelude variable templates whose initialiser passed phase 1 quietly, for the host output
    /// (lower/header_var_templates.rs): their pattern has its initialiser and written specifiers.
    pub var_templates_analysed: std::collections::HashSet<crate::sema::ids::EntityId>,
    /// The host output's spelling of such a variable template's initialiser where the IL's dependent
    /// expression does not print (`(is_void< _Tp> ::value)`, lower/header_var_templates.rs).
    pub var_template_init_text: std::collections::HashMap<crate::sema::ids::EntityId, String>,
    /// Explicit class specialisations of the prelude completed where they are written, for the host
    /// output (lower/prelude_specs.rs), by the offset of their `template<>` declaration.
    pub explicit_class_specs: std::collections::HashMap<u32, crate::sema::ids::EntityId>,
    /// Explicit class specialisations only declared (`template<> struct X<bool>;`, prelude and user
    /// code), by the offset of their `template<>` declaration, for the host output.
    pub explicit_class_spec_decls: std::collections::HashMap<u32, crate::sema::ids::EntityId>,
    /// Explicit function specialisations of the prelude defined where they are written (same file),
    /// by the offset of their `template<>` declaration.
    pub explicit_fn_specs: std::collections::HashMap<u32, crate::sema::ids::EntityId>,
    /// Dependent `decltype(e)` types of prelude template signatures substituted for a template's arguments
    /// (lower/decltype_subst.rs): (expression, template, arguments) → the type, `TypeId::NONE` when the
    /// substitution fails (a deduction failure, SFINAE).
    pub decltype_substs: std::collections::HashMap<(crate::sema::ids::ExprId, crate::sema::ids::EntityId, crate::sema::ids::ArgListId), crate::sema::ids::TypeId>,
    /// Value-dependent non-type template arguments of prelude template signatures substituted for a
    /// template's arguments (lower/decltype_subst.rs): (expression, template, arguments) → the argument,
    /// None when the substitution fails (`enable_if_t<is_integral_v<_Tp>, int>` for a class `_Tp`).
    pub value_substs: std::collections::HashMap<(crate::sema::ids::ExprId, crate::sema::ids::EntityId, crate::sema::ids::ArgListId), Option<crate::sema::types::TemplateArg>>,
    /// The substitutions `subst` met without a result yet (`decltype` types and non-type argument
    /// values): lowering computes them and retries the call (like `Sema::inst_requests`).
    pub decltype_requests: Vec<(crate::sema::ids::ExprId, crate::sema::ids::EntityId, crate::sema::ids::ArgListId)>,
    /// Prelude alias template-ids whose pattern holds a value-dependent expression `subst` cannot rebuild
    /// (`bool_constant<!is_same_v<_Tp, _Up>>`), substituted by re-lowering the pattern with the arguments
    /// bound (lower/alias_subst.rs): (alias template, arguments) → the type.
    pub alias_substs: std::collections::HashMap<(crate::sema::ids::EntityId, crate::sema::ids::ArgListId), crate::sema::ids::TypeId>,
    /// The alias substitutions `subst` met without a result yet (served like `decltype_requests`).
    pub alias_requests: Vec<(crate::sema::ids::EntityId, crate::sema::ids::ArgListId)>,
    /// Default type arguments of prelude template parameters holding a value-dependent expression
    /// (`typename enable_if<is_error_code_enum<_E>::value>::type`), substituted by re-lowering the default
    /// with the earlier parameters bound (lower/default_subst.rs): (parameter, template, arguments before
    /// it) → the type, `TypeId::NONE` when the substitution fails (SFINAE).
    pub default_substs: std::collections::HashMap<(crate::sema::ids::EntityId, crate::sema::ids::EntityId, crate::sema::ids::ArgListId), crate::sema::ids::TypeId>,
    /// The default substitutions deduction met without a result yet (served like `decltype_requests`).
    pub default_requests: Vec<(crate::sema::ids::EntityId, crate::sema::ids::EntityId, crate::sema::ids::ArgListId)>,
    /// The operand of each of those `decltype`s as written, whitespace dropped: two redeclarations of a
    /// function template are the same when their decltypes are spelled the same ([temp.over.link]/5,
    /// approximated; sema/partial_ordering.rs).
    pub decltype_text: std::collections::HashMap<crate::sema::ids::ExprId, Box<str>>,
    /// Class specialisations `subst` had to look into (`typename X::type`) while they were not
    /// instantiated, also behind alias templates: deduction hands them to lowering (`Sema::inst_requests`).
    pub subst_inst_requests: Vec<crate::sema::ids::EntityId>,
    /// The canonical expansion `P...` of each non-type parameter pack (depth, index) not bound where it
    /// is written (sema/value_packs.rs).
    pub value_pack_expansions: std::collections::HashMap<(u16, u16), crate::sema::ids::ExprId>,
    /// The argument types of each non-dependent type-trait intrinsic (`__is_enum(E)`), which the
    /// `Trait` node does not keep: the host output re-prints the call (lower/emit_traits.rs).
    pub trait_args: std::collections::HashMap<crate::sema::ids::ExprId, Vec<crate::sema::ids::TypeId>>,
    /// A member of a dependent class template-id named in a template (`nc<T>::k`, `std::numeric_limits<
    /// _Tp>::epsilon`): the `Dependent` node keeps no name, the host output re-prints it as written
    /// (lower/dependent_scoped.rs, lower/emit_dependent_scoped.rs).
    pub dependent_scoped: std::collections::HashMap<crate::sema::ids::ExprId, DependentScopedName>,
    /// The typedef declared by each block-scope `typedef` declaration statement, by the statement's
    /// start: the IL has no statement for it, the host output re-prints it in its block
    /// (lower/emit_local_typedefs.rs). `EntityId::NONE` for a statement declaring several.
    pub local_typedefs: std::collections::BTreeMap<u32, crate::sema::ids::EntityId>,
    /// Those of them declared by an alias-declaration (`using U = T;`).
    pub local_aliases: std::collections::HashSet<crate::sema::ids::EntityId>,
}

/// See [`Il::dependent_scoped`].
#[derive(Clone, Debug)]
pub struct DependentScopedName {
    /// The namespace or class the name is used in (the host printer's context for the arguments).
    pub context: crate::sema::ids::EntityId,
    /// The namespace qualifier as written before the template's name (`std::`, `::ns::in::`, or empty).
    pub qualifier: String,
    /// The dependent template-id `Q<args>` (a `TemplateId` type).
    pub ty: crate::sema::ids::TypeId,
    /// The member names after it, joined by `::` (`epsilon`, `S::z`).
    pub members: String,
}

/// One mem-initialiser of a constructor definition (see [`Il::ctor_inits`]).
#[derive(Clone, Copy, Debug)]
pub struct CtorInitRecord {
    /// The member (a field entity), the base class (its class entity), or the constructor's own class
    /// (a delegating constructor).
    pub target: crate::sema::ids::EntityId,
    /// Written `name{…}` rather than `name(…)`.
    pub braced: bool,
    /// Written with no argument (`name()` / `name{}`).
    pub empty: bool,
    /// The lowered initialisation: the converted value of a scalar member, the `Construct` of a class.
    pub expr: crate::sema::ids::ExprId,
}

/// What lowering records about one lambda expression (closure class, call operator, captures, the
/// enclosing function, its CUDA classification) for the host-output rewriting of extended lambdas.
#[derive(Clone, Debug, Default)]
pub struct LambdaRecord {
    pub closure: crate::sema::ids::EntityId,
    pub call_op: crate::sema::ids::EntityId,
    /// The innermost enclosing function that is not a lambda's `operator()` (NONE at namespace scope).
    pub parent_fn: crate::sema::ids::EntityId,
    /// Enclosing lambdas' closures, innermost first.
    pub enclosing: Vec<crate::sema::ids::EntityId>,
    /// Captured entities in capture order (explicit first, then implicit at first use) with by-ref, and
    /// the closure-scope proxy the body refers to; init-captures have the proxy only (captured = NONE).
    pub captures: Vec<LambdaCapture>,
    pub captures_this: bool,
    /// `this` written in the capture list: how many other explicit captures precede it.
    pub this_index: Option<usize>,
    pub default_capture: u8,
    pub mutable: bool,
    /// Extended lambda kind: 0 not extended, 1 `__device__`, 2 `__host__ __device__`.
    pub extended: u8,
    /// An explicit `-> R` was written.
    pub trailing_return: bool,
    /// A generic lambda (its call operator is a template: lower/generic_lambdas.rs).
    pub generic: bool,
    /// A parameter list was written (`[=]() {…}`, not `[=] {…}`): the host output keeps the form.
    pub parens: bool,
    pub span: crate::source::Span,
}

#[derive(Clone, Copy, Debug, Default)]
pub struct LambdaCapture {
    pub captured: crate::sema::ids::EntityId,
    pub proxy: crate::sema::ids::EntityId,
    pub by_ref: bool,
    pub init: bool,
    /// Written in the capture list (not captured implicitly through a capture-default).
    pub explicit: bool,
}

impl Il {
    pub fn new(target: Target) -> Il {
        Il {
            cpp20: false,
            names: Names::new(),
            types: TypeTable::new(),
            entities: Entities::new(),
            scopes: Scopes::new(),
            target,
            exprs: Exprs::new(),
            stmts: Stmts::new(),
            placeholder_written: Default::default(),
            udl_calls: Default::default(),
            enumerator_inits: Default::default(),
            static_asserts: Default::default(),
            enums_with_written_underlying: Default::default(),
            attr_args: Default::default(),
            dependent_template_defaults: Default::default(),
            constrained_templates: Default::default(),
            base_bindings: Default::default(),
            printed_instantiated_member: Default::default(),
            same_name_typedef_attrs: Default::default(),
            typedef_aligned_classes: Default::default(),
            array_bound_exprs: Default::default(),
            param_written_types: Default::default(),
            device_builtin_types: Default::default(),
            texture_surface_types: Default::default(),
            device_builtin_fns: Default::default(),
            value_default_params: Default::default(),
            redecl_sites: Default::default(),
            lambdas: Vec::new(),
            hidden_friends: Vec::new(),
            undeclared_friends: Vec::new(),
            ctor_inits: Default::default(),
            template_bodies: Default::default(),
            template_bodies_deferred: Default::default(),
            pattern_default_args: Default::default(),
            class_templates_analysed: Default::default(),
            var_templates_analysed: Default::default(),
            var_template_init_text: Default::default(),
            base_typedefs: Default::default(),
            value_default_text: Default::default(),
            default_placeholders: Default::default(),
            explicit_class_specs: Default::default(),
            explicit_class_spec_decls: Default::default(),
            explicit_fn_specs: Default::default(),
            decltype_substs: Default::default(),
            value_substs: Default::default(),
            decltype_requests: Vec::new(),
            alias_substs: Default::default(),
            alias_requests: Vec::new(),
            default_substs: Default::default(),
            default_requests: Vec::new(),
            decltype_text: Default::default(),
            subst_inst_requests: Vec::new(),
            value_pack_expansions: Default::default(),
            trait_args: Default::default(),
            dependent_scoped: Default::default(),
            local_typedefs: Default::default(),
            local_aliases: Default::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::entities::Payload;
    #[test]
    fn global_namespace_wiring() {
        let il = Il::new(Target::LP64);
        let g = il.entities.ent(Entities::GLOBAL);
        assert!(matches!(g.data, Payload::Namespace { scope, .. } if scope == Scopes::GLOBAL));
        assert_eq!(il.scopes.get(Scopes::GLOBAL).unwrap().entity, Entities::GLOBAL);
    }
}

#[cfg(test)]
mod size_tests {
    use crate::sema::entities::Entity;
    use crate::sema::types::{TemplateArg, TypeKind};
    /// Node sizes are part of the performance budget (the prelude alone has ~100k declarations).
    #[test]
    fn node_sizes_stay_small() {
        assert!(
            std::mem::size_of::<TypeKind>() <= 24,
            "{}",
            std::mem::size_of::<TypeKind>()
        );
        assert!(
            std::mem::size_of::<TemplateArg>() <= 32,
            "{}",
            std::mem::size_of::<TemplateArg>()
        );
        assert!(
            std::mem::size_of::<Entity>() <= 104,
            "{}",
            std::mem::size_of::<Entity>()
        );
    }
}

#[cfg(test)]
mod volume_tests {
    use super::*;
    use crate::sema::entities::{FunctionData, VariableData};
    use crate::sema::scopes::{LookupKind, LookupResult};
    use crate::sema::types::IntKind;
    use crate::source::Span;

    /// Prelude-scale volume: 50k declarations and 100k type constructions must stay cheap and exact.
    #[test]
    fn prelude_scale_volume() {
        let mut il = Il::new(Target::LP64);
        let i = il.types.int(IntKind::Int);
        let mut last = i;
        for n in 0..50_000u32 {
            let name = il.names.intern(&format!("v{}", n % 20_000));
            let p = il.types.pointer(last);
            last = if n % 7 == 0 { i } else { p };
            if n % 2 == 0 {
                il.declare_variable(Scopes::GLOBAL, name, p, VariableData::default(), Span::default());
            } else {
                let f = il.types.simple_function(i, &[p, i], false);
                il.declare_function(Scopes::GLOBAL, name, f, &[], FunctionData::default(), Span::default());
            }
        }
        // Names were reused: 20k symbols, each with a chain of homonyms.
        assert!(il.names.len() <= 20_001 + 1);
        let v7 = il.names.get("v7").unwrap();
        let r = il
            .scopes
            .lookup(&il.entities, &il.types, Scopes::GLOBAL, v7, LookupKind::Ordinary);
        assert!(matches!(
            r,
            LookupResult::Ambiguous(..) | LookupResult::Found(_) | LookupResult::Overloads(_)
        ));
        // Types were shared: pointer chains are at most 7 deep, so very few distinct nodes exist.
        assert!(il.types.len() < 100, "{}", il.types.len());
    }
}

/// A flag the printer may set through a shared `&Il` (the IL is shared with the evaluator's thread).
#[derive(Debug, Default)]
pub struct Flag(std::sync::atomic::AtomicBool);

impl Clone for Flag {
    fn clone(&self) -> Self {
        Flag(std::sync::atomic::AtomicBool::new(self.0.load(std::sync::atomic::Ordering::Relaxed)))
    }
}

impl Flag {
    pub fn set(&self) {
        self.0.store(true, std::sync::atomic::Ordering::Relaxed);
    }

    /// The flag's value; it is cleared.
    pub fn take(&self) -> bool {
        self.0.swap(false, std::sync::atomic::Ordering::Relaxed)
    }
}
