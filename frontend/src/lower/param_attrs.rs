//! CUDA attributes on the parameters of a namespace-scope function declaration: `__grid_constant__`
//! (recorded on the parameter, checked against earlier declarations) and memory-space attributes
//! (EDG's warning 1835, nothing else).
//!
//! Probed (cudafe++ 13.0.88):
//! - `__grid_constant__` on a non-const or reference parameter of a kernel: silent here (cicc checks it).
//! - on a parameter of a non-`__global__` function: 3702 at the declarator name, once per parameter, from
//!   the post-declaration validation (`cuda::attrs::post_validate`).
//! - a redeclaration whose parameter differs from the stored flag: 3698 per parameter (name as written in
//!   the new declaration, empty if unnamed) at the new declarator name, before the post-validation; the
//!   "previous declaration" is the first one; the stored flag becomes the union (a later plain
//!   redeclaration of a flagged parameter mismatches again).
//! - `__shared__`/`__device__`/`__constant__`/`__managed__` on a parameter: warning 1835 at the attribute
//!   name, on any function.
//! - a namespace-scope function template redeclared with a parameter's flag differing from the
//!   *first* declaration's: 3699 per parameter at the new declarator name (no union: a third
//!   declaration is compared with the first again, probe cuda21 gc2); on a non-`__global__` template's
//!   parameter 3702 as for a function.
//! Only the non-member function and function template declaration paths (`lower/decl.rs`,
//! `lower/templates.rs`) enable these; elsewhere such a parameter stays a gap.

use super::Lowerer;
use crate::cuda::spaces::MemAttr;
use crate::parse::ast;
use crate::sema::entities::Payload;
use crate::sema::ids::EntityId;

/// Per-declarator state: whether the function declarator being lowered may carry CUDA parameter
/// attributes, and the `__grid_constant__` flags of its parameters once read.
#[derive(Default)]
pub(crate) struct ParamAttrState {
    pub(crate) ok: bool,
    /// Flags of the parameters read so far by the running `params` call.
    pub(crate) acc: Vec<bool>,
    /// Flags of the outermost enabled parameter list, taken by `take_param_flags`.
    pub(crate) flags: Option<Vec<bool>>,
}

/// A function's stored parameter flags and first-declaration position, read before a redeclaration
/// replaces its parameters.
pub(crate) struct PrevParams {
    f: EntityId,
    flags: Vec<bool>,
    at: u32,
}

impl<'a> Lowerer<'a> {
    /// Reads one attribute list of a parameter. `None`: an attribute this module does not model (the
    /// caller gaps). `Some(true)`: `__grid_constant__` is present. `ok`: this parameter list may carry them.
    pub(crate) fn param_cuda_attrs(&mut self, attrs: &[ast::Attr], ok: bool) -> Option<bool> {
        if self.param_attrs_no_effect(attrs) {
            return Some(false);
        }
        if !ok {
            return None;
        }
        let mut gc = false;
        let mut warns = Vec::new();
        for a in attrs {
            if a.kind != ast::AttrKind::Gnu || a.names.is_empty() {
                return None;
            }
            let lo = a.toks.lo as usize;
            let hi = (a.toks.hi as usize).min(self.lexed.tokens.len());
            for &n in &a.names {
                let t = self.lexed.interner.str(n);
                let bare = t.strip_prefix("__").and_then(|x| x.strip_suffix("__")).unwrap_or(t);
                let i = (lo..hi).find(|&i| self.lexed.tokens[i].sym == n)?;
                if self.lexed.tokens.get(i + 1).map(|t| self.lexed.interner.str(t.sym) == "(").unwrap_or(false) {
                    return None;
                }
                let at = self.lexed.tokens[i].span.lo;
                match bare {
                    "grid_constant" => gc = true,
                    "shared" => warns.push((MemAttr::Shared, at)),
                    "device" => warns.push((MemAttr::Device, at)),
                    "constant" => warns.push((MemAttr::Constant, at)),
                    "managed" => warns.push((MemAttr::Managed, at)),
                    "unused" | "deprecated" => {}
                    _ => return None,
                }
            }
        }
        for (m, at) in warns {
            let ds = crate::cuda::spaces::check_member_or_param(m, false, at);
            self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
        }
        Some(gc)
    }

    /// Whether a parameter of `f` is `__grid_constant__` (the post-declaration validation then runs even
    /// for a function without CUDA attributes: 3702).
    pub(crate) fn has_grid_constant_param(&self, f: EntityId) -> bool {
        let ents = &self.sema.il.entities;
        ents.params(f).any(|p| matches!(ents.get(p).map(|x| &x.data), Some(Payload::Param(pd)) if pd.grid_constant))
    }

    /// Snapshot of the parameter flags of the functions a declaration may redeclare.
    pub(crate) fn prev_param_flags(&self, before: &[EntityId]) -> Vec<PrevParams> {
        let il = &self.sema.il;
        before
            .iter()
            .filter_map(|&f| {
                let e = il.entities.get(f)?;
                if !matches!(e.data, Payload::Function(_)) {
                    return None;
                }
                let flags = il.entities.params(f).map(|p| matches!(il.entities.get(p).map(|x| &x.data), Some(Payload::Param(pd)) if pd.grid_constant)).collect();
                Some(PrevParams { f, flags, at: e.span.lo })
            })
            .collect()
    }

    /// After `declare_fn`: reports the redeclaration mismatches (3698) and stores the union of the flags
    /// on `f`'s parameters. `flags`: this declarator's, `None` when it was not read (nothing to do).
    pub(crate) fn apply_param_flags(&mut self, f: EntityId, flags: Option<Vec<bool>>, prev: &[PrevParams], name_at: u32) {
        let Some(flags) = flags else { return };
        let params: Vec<EntityId> = self.sema.il.entities.params(f).collect();
        if params.len() != flags.len() {
            return;
        }
        let old = prev.iter().find(|p| p.f == f).filter(|p| p.flags.len() == flags.len());
        for (i, &p) in params.iter().enumerate() {
            let was = old.map(|o| o.flags[i]).unwrap_or(false);
            if let Some(o) = old {
                if was != flags[i] {
                    let name = self.sema.il.entities.get(p).map(|e| self.sema.il.names.resolve(e.name).to_string()).unwrap_or_default();
                    let ds = crate::cuda::attrs::check_grid_constant_redecl(crate::cuda::attrs::RedeclKind::FunctionRedeclaration, &name, o.at, name_at);
                    self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
                }
            }
            if let Some(Payload::Param(pd)) = self.sema.il.entities.get_mut(p).map(|e| &mut e.data) {
                pd.grid_constant = was || flags[i];
            }
        }
    }
}

impl<'a> Lowerer<'a> {
    /// For the user function template `t` (pattern `f`) whose parameters' `__grid_constant__` flags are
    /// `flags`: stores them on the pattern's parameters and reports the mismatches with the first
    /// earlier declaration of the same template among `earlier` (3699). None (after a gap) for a flagged
    /// parameter of a template without CUDA attributes, whose 3702 is not produced on that path.
    pub(crate) fn template_param_flags(&mut self, t: EntityId, f: EntityId, earlier: &[EntityId], flags: Vec<bool>, spec: &ast::DeclSpec, name_at: u32) -> Option<()> {
        let params: Vec<EntityId> = self.sema.il.entities.params(f).collect();
        if params.len() != flags.len() {
            return Some(());
        }
        if spec.attrs.is_empty() && flags.contains(&true) {
            self.gap("lower: __grid_constant__ parameter of a function template without CUDA attributes", name_at);
            return None;
        }
        let first = earlier.iter().copied().filter(|&e| self.sema.same_function_template(e, t)).min_by_key(|&e| self.sema.il.entities.get(e).map(|x| x.span.lo).unwrap_or(u32::MAX));
        let pattern = first.and_then(|e| self.sema.il.entities.get(e)).and_then(|e| e.template()).map(|d| d.pattern);
        if let Some(old) = pattern.and_then(|p| self.prev_param_flags(&[p]).pop()).filter(|o| o.flags.len() == flags.len()) {
            for (i, &p) in params.iter().enumerate() {
                if old.flags[i] != flags[i] {
                    let name = self.sema.il.entities.get(p).map(|e| self.sema.il.names.resolve(e.name).to_string()).unwrap_or_default();
                    let ds = crate::cuda::attrs::check_grid_constant_redecl(crate::cuda::attrs::RedeclKind::TemplateRedeclaration, &name, old.at, name_at);
                    self.sema.diags.extend(ds.into_iter().map(|d| d.into_diagnostic()));
                }
            }
        }
        for (&p, &gc) in params.iter().zip(&flags) {
            if let Some(Payload::Param(pd)) = self.sema.il.entities.get_mut(p).map(|e| &mut e.data) {
                pd.grid_constant = gc;
            }
        }
        Some(())
    }
}
