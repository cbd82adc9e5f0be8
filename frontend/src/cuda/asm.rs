//! GNU asm rules of cudafe++ on operand constraints: 3720 (20263) "The 'C' constraint can only be used
//! for asm statements in device code".
//!
//! Probed against cudafe++ 13.0.88 (corpus/cudacov-s9/asm_c_constraint*): one error per operand whose
//! constraint is exactly `C`, `=C` or `+C` (not `=&C`, `Cr`, `rC`, `nC`), at the constraint string, after
//! the operand expression's own diagnostics, in order over outputs then inputs; in host and
//! `__host__ __device__` functions (also member functions and uninstantiated templates), not in
//! `__device__`/`__global__` ones. The operand may be a string literal (`"C"("abc")`): nothing else is
//! reported for it in host code.
use super::CudaDiag;
use crate::diag::{id, Severity};
use crate::sema::entities::Space;
use crate::source::Offset;

/// Whether a constraint (the string's text) is the device-only `C` constraint.
pub fn is_c_constraint(constraint: &str) -> bool {
    let c = constraint.strip_prefix(['=', '+']).unwrap_or(constraint);
    c == "C"
}

/// 3720 for a `C` operand of an asm statement in a function of space `space`, at the constraint.
pub fn check_c_constraint(constraint: &str, space: Space, at: Offset) -> Option<CudaDiag> {
    let host = matches!(space, Space::ImplicitHost | Space::Host | Space::HostDevice);
    (host && is_c_constraint(constraint)).then(|| CudaDiag::new(Severity::DiscretionaryError, id::C_CONSTRAINT_IS_DEVICE_ONLY, at))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_plain_c_constraint_in_host_code() {
        for c in ["C", "=C", "+C"] {
            assert!(check_c_constraint(c, Space::Host, 7).is_some(), "{c}");
        }
        for c in ["=&C", "Cr", "rC", "nC", "c", ""] {
            assert!(check_c_constraint(c, Space::Host, 7).is_none(), "{c}");
        }
        assert!(check_c_constraint("C", Space::HostDevice, 7).is_some());
        assert!(check_c_constraint("C", Space::ImplicitHost, 7).is_some());
        assert!(check_c_constraint("C", Space::Device, 7).is_none());
        assert!(check_c_constraint("C", Space::Global, 7).is_none());
        let d = check_c_constraint("C", Space::Host, 7).unwrap();
        assert_eq!((d.text(), d.at), ("The 'C' constraint can only be used for asm statements in device code".to_string(), 7));
    }
}
