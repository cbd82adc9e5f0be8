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
