//! `extern "C++"` in the host output [verified: probe cpp.ii, libstdc++'s `<cstdlib>` and `c++config.h`]:
//! - braced, `extern "C++" { … }` prints as written, as `extern "C" { … }` does;
//! - unbraced inside `extern "C" { … }`, it prints too (`extern "C++" int h(int); `);
//! - unbraced elsewhere, the linkage specification is not printed: a function prints plainly
//!   (`extern "C++" int q();` → `int q(); `), a variable keeps the `extern` the specification implies
//!   (`extern "C++" int z;` → `extern int z; `).
//! The IL must agree: no entity inside has C linkage (nested `extern "C"` blocks are checked as such).
use super::emit_items::{Builder, Ctx};
use crate::emit::host::decl::Item;
use crate::parse::ast::DeclId;
use crate::sema::entities::{FunctionData, Payload, Storage, VariableData};
use crate::sema::ids::ScopeId;
use crate::sema::il::Il;
use crate::source::Span;

type R<T> = Result<T, &'static str>;

/// The item of `extern "C++" …` (None: nothing printed).
pub(super) fn cpp_linkage(b: &mut Builder<'_>, span: Span, braced: bool, decls: &[DeclId], scope: ScopeId) -> R<Option<Item>> {
    let in_c = std::mem::replace(&mut b.in_c_block, false);
    let items = b.list(decls, scope, Ctx::Namespace);
    b.in_c_block = in_c;
    let items = items?;
    cpp_linkage_recorded(b.il(), &items)?;
    if braced {
        let close_at = b.closing_brace(span)?;
        return Ok(Some(Item::Linkage { lang: "C++".to_string(), braced: true, at: span.lo, close_at, items }));
    }
    // `extern "C++" <an omitted declaration>` leaves nothing.
    if items.is_empty() && decls.len() == 1 {
        return Ok(None);
    }
    let [Item::Decl(d)] = items.as_slice() else { return Err("emit items: unbraced linkage specification") };
    if in_c {
        return Ok(Some(Item::Linkage { lang: "C++".to_string(), braced: false, at: span.lo, close_at: 0, items }));
    }
    match b.il().entities.get(d.entity).map(|e| e.data) {
        Some(Payload::Function(_)) => {}
        Some(Payload::Variable(v)) if v.storage == Storage::Extern && d.more.is_empty() => {}
        _ => return Err("emit items: unbraced extern \"C++\" declaration other than a function or an extern variable"),
    }
    Ok(items.into_iter().next())
}

/// No function or variable of `items` has C linkage; nested `extern "C"` blocks are checked as such.
pub(super) fn cpp_linkage_recorded(il: &Il, items: &[Item]) -> R<()> {
    for it in items {
        match it {
            Item::Linkage { items, lang, .. } if lang == "C" => {
                for inner in items {
                    if let Item::Linkage { items: nested, lang, .. } = inner {
                        if lang != "C" {
                            cpp_linkage_recorded(il, nested)?;
                        }
                    }
                }
            }
            Item::Linkage { items, .. } => cpp_linkage_recorded(il, items)?,
            Item::Decl(d) => {
                for &e in std::iter::once(&d.entity).chain(&d.more) {
                    let c = match il.entities.get(e).map(|x| x.data) {
                        Some(Payload::Function(f)) => f.has(FunctionData::EXTERN_C),
                        Some(Payload::Variable(v)) => v.has(VariableData::EXTERN_C),
                        _ => false,
                    };
                    if c {
                        return Err("emit items: C linkage inside extern \"C++\"");
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// The storage class a namespace-scope function declaration was written with, when it is not the
/// entity's (each declaration prints its own, see `Decl::storage_written`; `extern "C++"`/`extern "C"`
/// without `extern` imply none for a function).
pub(super) fn written_storage(il: &Il, f: crate::sema::ids::EntityId, spec: &crate::parse::ast::DeclSpec) -> Option<Storage> {
    use crate::lex::Kw;
    let written = if spec.specifiers.contains(&Kw::Static) {
        Storage::Static
    } else if spec.specifiers.contains(&Kw::Extern) {
        Storage::Extern
    } else {
        Storage::None
    };
    match il.entities.get(f).map(|e| e.data) {
        Some(Payload::Function(fd)) if fd.storage != written => Some(written),
        _ => None,
    }
}

/// `extern "C" extern int g();` prints `extern "C" int g();`: an unbraced specification's declaration
/// shows no `extern` of its own [verified: probe rd2.ii].
pub(super) fn drop_written_extern(il: &Il, items: &mut [Item]) {
    if let [Item::Decl(d)] = items {
        if let Some(Payload::Function(f)) = il.entities.get(d.entity).map(|e| e.data) {
            if d.storage_written.unwrap_or(f.storage) == Storage::Extern {
                d.storage_written = Some(Storage::None);
            }
        }
    }
}

/// A function with C linkage declared again outside any `extern "C"` prints as if written in an
/// unbraced one (`extern "C" int g(); int g();` → `extern "C" int g(); `), a definition there does not
/// (`int h1() { return 0; }`, math_functions.hpp's `inline int min(…) { … }`) [verified: probes rd2.ii,
/// rd4.ii].
pub(super) fn c_function_redeclared(il: &Il, d: crate::emit::host::decl::Decl, at: crate::source::Offset) -> Item {
    match il.entities.get(d.entity).map(|e| e.data) {
        Some(Payload::Function(fd)) if fd.has(FunctionData::EXTERN_C) => {
            let mut items = vec![Item::Decl(d)];
            drop_written_extern(il, &mut items);
            Item::Linkage { lang: "C".to_string(), braced: false, at, close_at: 0, items }
        }
        _ => Item::Decl(d),
    }
}
