//! Attributes as the host output re-prints them (placement, groups, spellings).
use super::*;

impl Ctx<'_> {
    /// The attributes of `e` as the reference re-prints them: those written before the declared name
    /// (at `name_at`) form the prefix, each positioned at its own source line (`__attribute((noinline))
    /// void \n# 23\nn1();`), the others the postfix (`void n3() __attribute((noinline));`). GNU attributes
    /// of one `__attribute__((a, b))` stay together; the keyword is `__attribute` [verified,
    /// testdata/il/attrs.ii, glibc.ii].
    pub(super) fn attrs(
        &self,
        e: EntityId,
        name_at: Offset,
        marks: &mut Marks,
    ) -> Result<(String, String), Unprintable> {
        self.attrs_styled(e, name_at, marks, false)
    }

    /// [`Self::attrs`] for a class head, where each prefix group follows its source position and a
    /// space (`struct\n# 16\n __attribute((deprecated("x y")))\n# 17\n __attribute((aligned(16))) A14 {`:
    /// the key at the name's line, each attribute at its own) [verified: probe att/p, vector_types.h's
    /// `long4`]. The prefix starts with that space (no trailing one).
    pub(super) fn head_attrs(
        &self,
        e: EntityId,
        name_at: Offset,
        marks: &mut Marks,
    ) -> Result<(String, String), Unprintable> {
        self.attrs_styled(e, name_at, marks, true)
    }

    /// A typedef's attributes (lower/typedef_attrs.rs): those written in its specifiers all before
    /// `typedef` (`__attribute((deprecated("x"))) typedef S S;`) [verified: p1_trivial,
    /// corpus/output-attrs2]; one after the name (lowering keeps only `__mode__` there) after the
    /// declarator (`typedef long register_t __attribute((__mode__(__word__)));`) [verified:
    /// corpus/hostout-s10/sys_mode_attribute_ok]. Returns (prefix, postfix).
    pub(super) fn typedef_attrs(&self, e: EntityId, name_at: Offset, marks: &mut Marks) -> Result<(String, String), Unprintable> {
        self.attrs(e, name_at, marks)
    }

    /// [`Self::typedef_attrs`] where none may follow the name (a same-name typedef's carrier).
    pub(super) fn typedef_attr_prefix(&self, e: EntityId, name_at: Offset, marks: &mut Marks) -> Result<String, Unprintable> {
        let (pre, post) = self.attrs(e, name_at, marks)?;
        if !post.is_empty() {
            return Err(Unprintable("emit: attribute after a typedef's name"));
        }
        Ok(pre)
    }

    fn attrs_styled(
        &self,
        e: EntityId,
        name_at: Offset,
        marks: &mut Marks,
        head: bool,
    ) -> Result<(String, String), Unprintable> {
        let mut pre = String::new();
        let mut post = String::new();
        let mut group: Vec<String> = Vec::new();
        let mut group_pre = true;
        let mut group_at: Offset = 0;
        let mut prev_end: Option<Offset> = None;
        let flush = |group: &mut Vec<String>,
                     pre: &mut String,
                     post: &mut String,
                     is_pre: bool,
                     at: Offset,
                     marks: &mut Marks| {
            if group.is_empty() {
                return;
            }
            let text = format!("__attribute(({}))", group.join(", "));
            if is_pre && head {
                pre.push_str(&marks.at(at));
                pre.push(' ');
                pre.push_str(&text);
            } else if is_pre {
                pre.push_str(&marks.at(at));
                pre.push_str(&text);
                pre.push(' ');
            } else {
                // A postfix group goes to its own source line too (`noexcept(true)\n# 80\n
                // __attribute((const));`, glibc's ctype.h) [verified, probed on functions, variables
                // and data members].
                post.push_str(&marks.at(at));
                post.push(' ');
                post.push_str(&text);
            }
            group.clear();
        };
        let is_function = matches!(self.il.entities.get(e).map(|x| x.data), Some(crate::sema::entities::Payload::Function(_)));
        for a in self.il.entities.attrs_of(e) {
            let raw = self.il.names.resolve(a.name);
            if !reprinted(raw) {
                continue;
            }
            let is_pre = a.span.lo == 0 || name_at == 0 || a.span.lo < name_at;
            // An attribute written on another declaration of the entity is not printed on this one:
            // `extern double fabs(double x) throw();` (crt/math_functions.h) prints without the
            // `__attribute__((__const__))` glibc's later redeclaration adds [verified: the
            // trivial-kernel TU's host output].
            if !head && is_function && a.span.lo != 0 && name_at != 0 && self.other_declaration(name_at, a.span) {
                continue;
            }
            // Arguments re-printed in the reference's form by lowering (lower/attr_record.rs), else
            // the written ones when plain.
            let args = match self.il.attr_args.get(&a.span.lo) {
                Some(t) => t.clone(),
                None => self.attr_args(a.args)?,
            };
            let end = a.span.hi.max(a.args.hi);
            match a.syntax {
                AttrSyntax::Gnu => {
                    // `__noinline__` prints `noinline` [verified, attrs.ii], but other GNU names keep their
                    // spelling (`__nonnull__`, `__pure__`, `__gnu_inline__`) [verified, glibc.ii].
                    let name = if raw == "__noinline__" {
                        "noinline"
                    } else {
                        keyword_spelling(raw)?
                    };
                    let same_group = prev_end
                        .map(|p| self.between_is_comma(p, a.span.lo))
                        .unwrap_or(false);
                    if !same_group || is_pre != group_pre {
                        flush(&mut group, &mut pre, &mut post, group_pre, group_at, marks);
                        group_pre = is_pre;
                        group_at = a.span.lo;
                    }
                    group.push(format!("{}{}", name, args));
                    prev_end = Some(end);
                    continue;
                }
                AttrSyntax::Std => {
                    flush(&mut group, &mut pre, &mut post, group_pre, group_at, marks);
                    let ns = if a.namespace.is_empty() {
                        String::new()
                    } else {
                        format!("{}::", self.il.names.resolve(a.namespace))
                    };
                    let text = format!("[[{}{}{}]]", ns, raw, args);
                    if is_pre && head {
                        pre.push_str(&marks.at(a.span.lo));
                        pre.push(' ');
                        pre.push_str(&text);
                    } else if is_pre {
                        pre.push_str(&marks.at(a.span.lo));
                        pre.push_str(&text);
                        pre.push(' ');
                    } else {
                        return Err(Unprintable(
                            "emit: standard attribute after the declarator not verified",
                        ));
                    }
                }
                AttrSyntax::Alignas => {
                    flush(&mut group, &mut pre, &mut post, group_pre, group_at, marks);
                    if !is_pre {
                        return Err(Unprintable("emit: alignas after the declarator"));
                    }
                    pre.push_str(&marks.at(a.span.lo));
                    if head {
                        pre.push_str(&format!(" alignas{}", args));
                    } else {
                        pre.push_str(&format!("alignas{} ", args));
                    }
                }
                AttrSyntax::Declspec => {
                    return Err(Unprintable("emit: __declspec attribute not verified"))
                }
            }
            prev_end = None;
        }
        flush(&mut group, &mut pre, &mut post, group_pre, group_at, marks);
        Ok((pre, post))
    }

    /// Whether the attribute at `attr` belongs to another declaration than the one whose name is at
    /// `name_at`: a `;`, `{` or `}` outside parentheses stands between them.
    pub(super) fn other_declaration(&self, name_at: Offset, attr: crate::source::Span) -> bool {
        let (lo, hi) = if attr.lo > name_at { (name_at, attr.lo) } else { (attr.hi, name_at) };
        let Some(text) = self.map.text().get(lo as usize..hi as usize) else { return false };
        let mut depth = 0i32;
        for &c in text {
            match c {
                b'(' => depth += 1,
                b')' => depth -= 1,
                b';' | b'{' | b'}' if depth <= 0 => return true,
                _ => {}
            }
        }
        false
    }

    /// True when only white space and one comma separate `a` and `b` in the source (two attributes of
    /// one `__attribute__((…))`).
    pub(super) fn between_is_comma(&self, a: Offset, b: Offset) -> bool {
        if a == 0 || b <= a {
            return false;
        }
        match self.map.text().get(a as usize..b as usize) {
            Some(t) => {
                let t: Vec<u8> = t
                    .iter()
                    .copied()
                    .filter(|c| !c.is_ascii_whitespace())
                    .collect();
                t == b","
            }
            None => false,
        }
    }

    /// The parenthesised argument text of an attribute, copied from the source.
    pub(super) fn attr_args(&self, span: crate::source::Span) -> Result<String, Unprintable> {
        if span.hi <= span.lo {
            return Ok(String::new());
        }
        let text = self
            .map
            .text()
            .get(span.lo as usize..span.hi as usize)
            .ok_or(Unprintable("emit: attribute span"))?;
        let text =
            std::str::from_utf8(text).map_err(|_| Unprintable("emit: attribute text not UTF-8"))?;
        // Control characters would collide with the position marks of `put`.
        if !text.starts_with('(') || text.chars().any(|c| c.is_control()) {
            return Err(Unprintable(
                "emit: attribute argument text not a single parenthesised line",
            ));
        }
        plain_args(text).ok_or(Unprintable("emit: attribute arguments not re-printed"))
    }
}

/// Whether an attribute named `raw` is re-printed: CUDA's execution/memory spaces are rewritten, and its
/// built-in markers are not printed either [verified: crt/common_functions.h's `__device_builtin__
/// __cudart_builtin__ clock_t clock(void)` prints `clock_t clock()`].
pub(super) fn reprinted(raw: &str) -> bool {
    let bare = raw.strip_prefix("__").and_then(|x| x.strip_suffix("__")).unwrap_or(raw);
    !(cuda_rewrites::is_cuda_attribute(raw) || matches!(bare, "device_builtin" | "cudart_builtin"))
}

/// A written argument list the reference prints as written up to spacing: names, decimal literals
/// and escape-free strings separated by commas (`__nonnull__ (1,2)` → `__nonnull__(1, 2)`,
/// `__mode__ (__word__)` → `__mode__(__word__)`) [verified: glibc.ii, probe att/p]. Expressions are
/// re-printed from the IL (`Il::attr_args`); anything else here is refused.
fn plain_args(text: &str) -> Option<String> {
    let inner = text.strip_prefix('(')?.strip_suffix(')')?;
    if inner.trim().is_empty() {
        return Some("()".to_string());
    }
    let mut pieces = Vec::new();
    for p in inner.split(',') {
        let p = p.trim();
        let word = !p.is_empty() && p.bytes().all(|c| c == b'_' || c.is_ascii_alphanumeric());
        let ok = if p.starts_with('"') {
            p.len() >= 2 && p.ends_with('"') && p[1..p.len() - 1].bytes().all(|c| (0x20..0x7f).contains(&c) && c != b'\\' && c != b'"')
        } else if p.as_bytes().first().map_or(false, |c| c.is_ascii_digit()) {
            // A decimal literal without suffix (others print their value: `0x10` → `16`).
            p.bytes().all(|c| c.is_ascii_digit()) && (p == "0" || !p.starts_with('0'))
        } else {
            word
        };
        if !ok {
            return None;
        }
        pieces.push(p);
    }
    Some(format!("({})", pieces.join(", ")))
}

/// A GNU attribute named by a keyword's alternative spelling prints the keyword's own spelling
/// (`__const__`/`__const` → `const`, `__volatile` → `volatile`, `__inline__` → `inline`, `__signed` →
/// `signed`, `__restrict` → `__restrict__`) [verified, probed]; other keyword aliases as attribute
/// names are not verified. Any other name keeps its spelling.
fn keyword_spelling(raw: &str) -> Result<&str, Unprintable> {
    Ok(match raw {
        "__const" | "__const__" => "const",
        "__volatile" | "__volatile__" => "volatile",
        "__inline" | "__inline__" => "inline",
        "__signed" | "__signed__" => "signed",
        "__restrict" | "__restrict__" => "__restrict__",
        _ if crate::lex::kw::ALIASES.iter().any(|(a, _)| *a == raw) => {
            return Err(Unprintable("emit: attribute named by a keyword alias not verified"))
        }
        _ => raw,
    })
}

#[cfg(test)]
mod keyword_tests {
    use super::keyword_spelling;

    #[test]
    fn keyword_aliases_print_the_keyword() {
        assert_eq!(keyword_spelling("__const__").ok(), Some("const"));
        assert_eq!(keyword_spelling("__const").ok(), Some("const"));
        assert_eq!(keyword_spelling("__volatile__").ok(), Some("volatile"));
        assert_eq!(keyword_spelling("__inline").ok(), Some("inline"));
        assert_eq!(keyword_spelling("__signed__").ok(), Some("signed"));
        assert_eq!(keyword_spelling("__restrict").ok(), Some("__restrict__"));
        assert_eq!(keyword_spelling("__pure__").ok(), Some("__pure__"));
        assert_eq!(keyword_spelling("__nonnull__").ok(), Some("__nonnull__"));
        assert!(keyword_spelling("__typeof__").is_err());
    }

    #[test]
    fn plain_argument_lists() {
        use super::plain_args;
        assert_eq!(plain_args("(1,2)").as_deref(), Some("(1, 2)"));
        assert_eq!(plain_args("( __word__ )").as_deref(), Some("(__word__)"));
        assert_eq!(plain_args("(\"default\")").as_deref(), Some("(\"default\")"));
        assert_eq!(plain_args("(0x10)"), None);
        assert_eq!(plain_args("(2*8)"), None);
        assert_eq!(plain_args("(\"a,b\")"), None);
    }
}
