//! Small IL-building helpers for the CUDA rule tests.
use crate::sema::entities::{ExecSpace, FunctionData, MemSpace, VariableData};
use crate::sema::ids::{EntityId, ScopeId, TypeId};
use crate::sema::il::Il;
use crate::sema::scopes::Scopes;
use crate::sema::target::Target;
use crate::sema::types::{IntKind, TypeTable};
use crate::source::Span;

pub fn il() -> Il {
    Il::new(Target::LP64)
}

pub fn int(il: &Il) -> TypeId {
    il.types.int(IntKind::Int)
}

/// `ret name(params...)` at global scope with the given flags and execution-space bits.
pub fn func_in(
    il: &mut Il,
    scope: ScopeId,
    name: &str,
    ret: TypeId,
    params: &[TypeId],
    flags: u32,
    exec: u8,
) -> EntityId {
    let fty = il.types.simple_function(ret, params, false);
    let n = il.names.intern(name);
    let ps: Vec<_> = params.iter().map(|t| (il.names.intern("p"), *t)).collect();
    let f = il.declare_function(
        scope,
        n,
        fty,
        &ps,
        FunctionData {
            flags,
            ..FunctionData::default()
        },
        Span::default(),
    );
    il.entities.ent_mut(f).exec = ExecSpace(exec);
    f
}

pub fn func(il: &mut Il, name: &str, params: &[TypeId], flags: u32, exec: u8) -> EntityId {
    let i = int(il);
    func_in(il, Scopes::GLOBAL, name, i, params, flags, exec)
}

pub fn var(il: &mut Il, name: &str, ty: TypeId, flags: u32, mem: u8) -> EntityId {
    let n = il.names.intern(name);
    let v = il.declare_variable(
        Scopes::GLOBAL,
        n,
        ty,
        VariableData {
            flags,
            ..VariableData::default()
        },
        Span::default(),
    );
    il.entities.ent_mut(v).mem = MemSpace(mem);
    v
}

pub const H: u8 = ExecSpace::HOST | ExecSpace::ANNOTATED;
pub const D: u8 = ExecSpace::DEVICE | ExecSpace::ANNOTATED;
pub const HD: u8 = ExecSpace::HOST | ExecSpace::DEVICE | ExecSpace::ANNOTATED;
pub const G: u8 = ExecSpace::GLOBAL | ExecSpace::DEVICE | ExecSpace::ANNOTATED;

/// `struct <name> { … }` with one member function declared in it; returns (class, member).
pub fn class_with_member(il: &mut Il, class: &str, member: &str, flags: u32, exec: u8) -> (EntityId, EntityId) {
    let n = il.names.intern(class);
    let c = il.declare_class(
        Scopes::GLOBAL,
        n,
        crate::sema::entities::ClassKey::Struct,
        false,
        Span::default(),
    );
    let s = il.begin_class_definition(c, Scopes::GLOBAL);
    let m = func_in(il, s, member, TypeTable::VOID, &[], flags, exec);
    il.end_class_definition(c);
    (c, m)
}
