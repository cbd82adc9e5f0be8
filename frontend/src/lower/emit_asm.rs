//! GNU asm statements for the host output. The IL keeps an asm statement's operand expressions only;
//! the template, the constraints and the clobbers are read back from the statement's source text.
//! The reference prints [verified: corpus/lead-s14/asm_statements_ok]:
//! `__asm__ volatile("add %0, %1;" : "=r" (r) : "r" (a) : "memory"); ` — `__asm__` whatever keyword
//! was written, ` volatile` for any spelling of it, adjacent template literals merged into one, and
//! once any `:` was written the output and input sections always (`("x" : "+r" (a) :)`, `("x" : :)`),
//! the clobber section only when it names something.
use crate::emit::host::expr::Expr;
use crate::emit::host::stmt::AsmParts;

type R<T> = Result<T, &'static str>;

const GAP: &str = "emit items: asm statement of this form";

/// The parts of the asm statement whose source text is `text`, with the printed operand expressions
/// (`outputs`, `inputs`, in order) supplied by the caller from the IL.
pub(super) fn asm_parts(text: &[u8], outputs: Vec<Expr>, inputs: Vec<Expr>) -> R<AsmParts> {
    let mut p = Scan { s: text, i: 0 };
    let kw = p.word();
    if !matches!(kw, b"asm" | b"__asm" | b"__asm__") {
        return Err(GAP);
    }
    let mut volatile = false;
    loop {
        p.space();
        if p.peek() == Some(b'(') {
            break;
        }
        match p.word() {
            b"volatile" | b"__volatile" | b"__volatile__" => volatile = true,
            // `asm inline`, `asm goto`: unprobed.
            _ => return Err(GAP),
        }
    }
    p.i += 1;
    let template = p.strings()?;
    let mut sections: Vec<Vec<&[u8]>> = Vec::new();
    loop {
        p.space();
        match p.peek() {
            Some(b')') => break,
            Some(b':') => {
                p.i += 1;
                sections.push(p.section()?);
            }
            _ => return Err(GAP),
        }
    }
    if sections.len() > 3 {
        return Err(GAP);
    }
    let operands = |items: Option<&Vec<&[u8]>>, exprs: Vec<Expr>| -> R<Vec<(Expr, Expr)>> {
        let items = items.map(|v| v.as_slice()).unwrap_or(&[]);
        if items.len() != exprs.len() {
            return Err(GAP);
        }
        items
            .iter()
            .zip(exprs)
            .map(|(item, e)| {
                let mut q = Scan { s: item, i: 0 };
                q.space();
                // (`[name] "r" (x)`: symbolic operand names are unprobed.)
                let c = q.strings()?;
                q.space();
                if q.peek() != Some(b'(') {
                    return Err(GAP);
                }
                Ok((c, e))
            })
            .collect()
    };
    let outs = operands(sections.first(), outputs)?;
    let ins = operands(sections.get(1), inputs)?;
    let clobbers = match sections.get(2) {
        Some(items) => items.iter().map(|item| Scan { s: item, i: 0 }.strings()).collect::<R<Vec<_>>>()?,
        None => Vec::new(),
    };
    Ok(AsmParts { volatile, template, sections: !sections.is_empty(), outputs: outs, inputs: ins, clobbers })
}

struct Scan<'a> {
    s: &'a [u8],
    i: usize,
}

impl<'a> Scan<'a> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }
    fn space(&mut self) {
        while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
            self.i += 1;
        }
    }
    fn word(&mut self) -> &'a [u8] {
        self.space();
        let start = self.i;
        while self.peek().is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_') {
            self.i += 1;
        }
        &self.s[start..self.i]
    }
    /// One string literal's spelling (plain `"…"` only), the scan left after it.
    fn literal(&mut self) -> R<&'a [u8]> {
        let start = self.i;
        if self.peek() != Some(b'"') {
            return Err(GAP);
        }
        self.i += 1;
        loop {
            match self.peek() {
                Some(b'\\') => self.i += 2,
                Some(b'"') => {
                    self.i += 1;
                    return Ok(&self.s[start..self.i]);
                }
                Some(b'\n') | None => return Err(GAP),
                Some(_) => self.i += 1,
            }
        }
    }
    /// Adjacent plain string literals, concatenated into one string expression.
    fn strings(&mut self) -> R<Expr> {
        let mut bytes = Vec::new();
        let mut any = false;
        self.space();
        while self.peek() == Some(b'"') {
            any = true;
            let lit = self.literal()?;
            // Trigraphs and line splices are not re-read here.
            if lit.windows(2).any(|w| w == b"??" || w == b"\\\n") {
                return Err(GAP);
            }
            let (_, units) = crate::lex::value::string_units(lit).ok_or(GAP)?;
            for u in units {
                bytes.push(u8::try_from(u).map_err(|_| GAP)?);
            }
            self.space();
        }
        if !any {
            return Err(GAP);
        }
        Ok(Expr::Str { bytes, prefix: "" })
    }
    /// The comma-separated items of one section, up to the next top-level `:` or `)` (not consumed).
    fn section(&mut self) -> R<Vec<&'a [u8]>> {
        let mut items = Vec::new();
        let mut depth = 0u32;
        let mut start = self.i;
        loop {
            match self.peek() {
                None => return Err(GAP),
                Some(b'"') => {
                    self.literal()?;
                    continue;
                }
                Some(b'\'') => return Err(GAP),
                Some(b'(' | b'[') => depth += 1,
                Some(b')' | b']') if depth > 0 => depth -= 1,
                Some(b')' | b':') if depth == 0 => break,
                Some(b',') if depth == 0 => {
                    items.push(&self.s[start..self.i]);
                    start = self.i + 1;
                }
                _ => {}
            }
            self.i += 1;
        }
        let last = &self.s[start..self.i];
        if last.iter().any(|c| !c.is_ascii_whitespace()) {
            items.push(last);
        } else if !items.is_empty() {
            return Err(GAP);
        }
        Ok(items)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    fn s(b: &str) -> Expr {
        Expr::Str { bytes: b.as_bytes().to_vec(), prefix: "" }
    }
    #[test]
    fn reads_the_written_parts() {
        let p = asm_parts(br#"asm __volatile__("a" "b\n" : "=r"(r), "+l" (q) : "r"(f(1, 2)) : "memory", "r1")"#, vec![Expr::Nullptr, Expr::Nullptr], vec![Expr::Nullptr]).unwrap();
        assert!(p.volatile && p.sections);
        assert_eq!(p.template, s("ab\n"));
        assert_eq!(p.outputs.iter().map(|x| x.0.clone()).collect::<Vec<_>>(), vec![s("=r"), s("+l")]);
        assert_eq!(p.inputs.len(), 1);
        assert_eq!(p.clobbers, vec![s("memory"), s("r1")]);
        let p = asm_parts(b"asm(\"trap;\")", vec![], vec![]).unwrap();
        assert!(!p.volatile && !p.sections && p.clobbers.is_empty());
        let p = asm_parts(b"asm volatile(\"x\":::)", vec![], vec![]).unwrap();
        assert!(p.sections && p.outputs.is_empty() && p.clobbers.is_empty());
    }
    #[test]
    fn unprobed_forms_are_gaps() {
        assert!(asm_parts(b"asm goto(\"x\" : : : : l)", vec![], vec![]).is_err());
        assert!(asm_parts(b"asm(\"x\" : [o] \"=r\"(r))", vec![Expr::Nullptr], vec![]).is_err());
        // An operand the IL does not have (dropped by lowering) makes the counts differ.
        assert!(asm_parts(b"asm(\"x\" : \"=r\"(r))", vec![], vec![]).is_err());
        assert!(asm_parts(b"asm(L\"x\")", vec![], vec![]).is_err());
    }
}
