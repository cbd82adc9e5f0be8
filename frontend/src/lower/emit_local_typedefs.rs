//! Block-scope `typedef` declarations in host output. Lowering declares the typedef but makes no IL
//! statement for it, so the printed body would lose it: the declaration is recorded by position
//! (`Il::local_typedefs`) and re-inserted into its block, printed `typedef T U; ` (emit/host/stmt.rs)
//! and an alias-declaration `using U = T; ` [verified: probes of corpus/fnbody21-s21: `typedef T U;`,
//! `typedef int I;`, `using U = T;` in function template and ordinary function bodies].
use super::Lowerer;
use crate::emit::host::stmt::Stmt;
use crate::parse::ast::{self, DeclSpec};
use crate::sema::entities::Payload;
use crate::sema::ids::{EntityId, StmtId};
use crate::sema::il::Il;
use crate::source::Span;

impl<'a> Lowerer<'a> {
    /// Records the typedef of the block-scope declaration statement `span` when it is one (a single
    /// declarator naming a typedef; anything else is recorded as NONE, a gap when printed).
    pub(crate) fn record_local_typedef(&mut self, spec: &DeclSpec, declarators: &[ast::InitDeclarator], span: Span) {
        if !spec.specifiers.contains(&crate::lex::Kw::Typedef) {
            return;
        }
        let ent = match declarators {
            [d] => d.decl.name.as_ref().and_then(|n| n.last_ident()).and_then(|s| {
                let sym = self.sym(s);
                let il = &self.sema.il;
                il.scopes.local(&il.entities, self.scope, sym).find(|&e| matches!(il.entities.get(e).map(|x| x.data), Some(Payload::Typedef)))
            }),
            _ => None,
        };
        self.sema.il.local_typedefs.insert(span.lo, ent.unwrap_or(EntityId::NONE));
    }
}

impl<'a> Lowerer<'a> {
    /// Records the block-scope alias-declaration `span` declaring `ent` (NONE after a diagnostic; one
    /// defining an enum or class is not printed this way either).
    pub(crate) fn record_local_alias(&mut self, ent: Option<EntityId>, ty: ast::TypeId, span: Span) {
        let defines = matches!(self.ast.ty(ty).spec.base, ast::TypeBase::Enum(_) | ast::TypeBase::Class(_));
        let ent = ent.filter(|_| !defines).unwrap_or(EntityId::NONE);
        self.sema.il.local_typedefs.insert(span.lo, ent);
        if ent.is_some() {
            self.sema.il.local_aliases.insert(ent);
        }
    }
}

/// The typedef declarations directly in the block `span` whose statements are `kids` (not inside one
/// of them), in order. Err for a declaration not printable this way.
pub(super) fn in_block(il: &Il, span: Span, kids: &[StmtId]) -> Result<Vec<(u32, EntityId)>, &'static str> {
    let spans: Vec<Span> = kids.iter().filter_map(|&k| il.stmts.get(k).map(|s| s.span)).collect();
    let mut out = Vec::new();
    for (&at, &ent) in il.local_typedefs.range(span.lo + 1..span.hi) {
        if spans.iter().any(|s| s.lo <= at && at < s.hi) {
            continue;
        }
        if ent.is_none() {
            return Err("emit items: local typedef of several names or of a class");
        }
        out.push((at, ent));
    }
    Ok(out)
}

/// Moves the typedef declarations of `pending` that start before `before` into `body`.
pub(super) fn flush(pending: &mut Vec<(u32, EntityId)>, before: u32, body: &mut Vec<Stmt>) {
    let n = pending.iter().take_while(|(at, _)| *at < before).count();
    for (at, var) in pending.drain(..n) {
        body.push(Stmt::Decl { at, var });
    }
}
