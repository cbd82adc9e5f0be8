//! Delta debugging (ddmin, complement removal) over pieces whose concatenation is the input.
use super::Tester;

/// Removes as many pieces as possible while the predicate holds; returns the kept pieces.
/// Returns early (with what is kept so far) when the tester's budget runs out.
pub fn ddmin<F: FnMut(&[u8]) -> bool>(t: &mut Tester<F>, mut pieces: Vec<Vec<u8>>) -> Vec<Vec<u8>> {
    let mut n = 2usize;
    while !pieces.is_empty() {
        let len = pieces.len();
        let chunk = len.div_ceil(n.min(len).max(1));
        let mut progressed = false;
        let mut start = 0;
        while start < len {
            let end = (start + chunk).min(len);
            let cand: Vec<Vec<u8>> = pieces[..start].iter().chain(&pieces[end..]).cloned().collect();
            match t.try_candidate(&cand.concat()) {
                None => return pieces,
                Some(true) => {
                    pieces = cand;
                    progressed = true;
                    break;
                }
                Some(false) => start = end,
            }
        }
        if progressed {
            n = n.saturating_sub(1).max(2);
        } else if chunk <= 1 {
            break;
        } else {
            n = (n * 2).min(len);
        }
    }
    pieces
}

/// Lines (each keeps its newline).
pub fn lines(s: &[u8]) -> Vec<Vec<u8>> {
    s.split_inclusive(|&b| b == b'\n').map(|l| l.to_vec()).collect()
}

/// Tokens with their leading whitespace; trailing whitespace is its own last piece.
pub fn token_pieces(s: &[u8]) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let mut at = 0;
    for t in super::tokens::tokenize(s) {
        out.push(s[at..t.range.end].to_vec());
        at = t.range.end;
    }
    if at < s.len() {
        out.push(s[at..].to_vec());
    }
    out
}
