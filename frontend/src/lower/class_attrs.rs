//! GNU attributes on a class head kept in the IL for the host output, which re-prints them
//! (`struct __attribute((aligned(2))) char2 {`, `} __attribute((aligned(16)));`) [verified, probed].
//! Only attributes whose printing was probed are recorded, and only when every written attribute
//! of the head is one of them or a CUDA marker and every argument list is re-printable
//! (lower/attr_record.rs): otherwise nothing is recorded and the host output refuses the class
//! ("attribute not recorded in the IL") rather than drop one.
use super::Lowerer;
use crate::parse::ast;
use crate::sema::ids::EntityId;

impl<'a> Lowerer<'a> {
    /// Records the class head's `aligned`/`packed`/`deprecated` GNU attributes on class `e`, named
    /// at `name_at`. An attribute on another line than the name (`struct __attribute__((packed))\n
    /// A4 {`) is printed by the reference with a backward line marker (`struct\n# 4\n
    /// __attribute((packed)) A4 {`), which the printer's `head_attrs` reproduces.
    pub(crate) fn record_class_head_attrs(&mut self, e: EntityId, attrs: &[ast::Attr], name_at: crate::source::Offset) {
        let _ = name_at;
        let all_known = attrs.iter().all(|a| a.kind == ast::AttrKind::Gnu && !a.names.is_empty() && a.names.iter().all(|&n| printable_class_attr(self.lexed.interner.str(n))));
        if !all_known {
            return;
        }
        // Arguments are re-printed in the reference's form (lower/attr_record.rs); attributes on
        // other lines than the name are printed with backward line directives (emit `head_attrs`).
        self.record_attrs_with_args(e, &[attrs]);
    }
}

/// A class-head GNU attribute the host output re-prints as written (layout), or a CUDA marker it
/// does not print.
fn printable_class_attr(name: &str) -> bool {
    let bare = name.strip_prefix("__").and_then(|x| x.strip_suffix("__")).unwrap_or(name);
    matches!(bare, "aligned" | "packed" | "deprecated" | "device_builtin") || crate::emit::host::cuda_rewrites::is_cuda_attribute(name)
}

#[cfg(test)]
mod tests {
    use super::printable_class_attr;

    #[test]
    fn only_layout_attributes_and_cuda_markers() {
        assert!(printable_class_attr("aligned"));
        assert!(printable_class_attr("__aligned__"));
        assert!(printable_class_attr("__packed__"));
        assert!(printable_class_attr("device_builtin"));
        assert!(!printable_class_attr("may_alias"));
        assert!(!printable_class_attr("visibility"));
        assert!(printable_class_attr("deprecated"));
    }
}
