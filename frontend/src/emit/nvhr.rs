//! The six host-reference arrays written after the trailer with `--device-c` (NVIDIA nv_transforms.c;
//! verified/E §2.4). Each lists, as NUL-terminated byte strings, the device entities referenced from host
//! code, as glob patterns that nvlink matches against device symbols (`_Z4kern*`, `dext`,
//! `__nv_static_<len>_<id>_*5kstat*`). The entity printer fills the lists; this module only formats them.

/// Which array an entry belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefKind {
    Kernel,
    Device,
    Constant,
}

/// The six lists, in the order they are written: KI, KE, DI, DE, CI, CE.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HostRefs {
    lists: [Vec<String>; 6],
}

const ARRAYS: [(&str, &str); 6] = [
    ("KI", "hostRefKernelArrayInternalLinkage"),
    ("KE", "hostRefKernelArrayExternalLinkage"),
    ("DI", "hostRefDeviceArrayInternalLinkage"),
    ("DE", "hostRefDeviceArrayExternalLinkage"),
    ("CI", "hostRefConstantArrayInternalLinkage"),
    ("CE", "hostRefConstantArrayExternalLinkage"),
];

impl HostRefs {
    pub fn new() -> HostRefs {
        HostRefs::default()
    }

    /// Adds an entry (duplicates are removed when written). `internal` selects the `…I` array.
    pub fn add(&mut self, kind: RefKind, internal: bool, entry: &str) {
        let k = match kind {
            RefKind::Kernel => 0,
            RefKind::Device => 2,
            RefKind::Constant => 4,
        };
        self.lists[k + usize::from(!internal)].push(entry.to_string());
    }

    /// The six blocks, each preceded by a blank line. Entries are sorted bytewise and de-duplicated; an
    /// entry is a `/* text */` line and its bytes as `0x%x,` including the terminating `0x0,`. An empty
    /// array is `0x0};` on one line.
    pub fn render(&self) -> String {
        let mut s = String::new();
        for (list, (tag, name)) in self.lists.iter().zip(ARRAYS) {
            s.push_str("\nextern \"C\" {\n");
            s.push_str(&format!(
                "extern __attribute__ ((section (\".nvHR{}\"))) __attribute__((weak)) const unsigned char {}[] = {{\n",
                tag, name
            ));
            let mut entries: Vec<&str> = list.iter().map(|e| e.as_str()).collect();
            entries.sort_unstable_by(|a, b| a.as_bytes().cmp(b.as_bytes()));
            entries.dedup();
            if entries.is_empty() {
                s.push_str("0x0};\n");
            } else {
                for e in entries {
                    s.push_str(&format!("/* {} */\n", e));
                    for b in e.bytes() {
                        s.push_str(&format!("0x{:x},", b));
                    }
                    s.push_str("0x0,\n");
                }
                s.push_str("};\n");
            }
            s.push_str("}\n");
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference's arrays for testdata/nvhr_k.cu (nvcc -rdc=true), byte for byte.
    #[test]
    fn matches_the_reference() {
        let mut r = HostRefs::new();
        for k in ["_Z4zeta*", "_Z5alpha*", "_Z3Mid*", "_Z8alphabet*", "_Z4zeta*"] {
            r.add(RefKind::Kernel, false, k);
        }
        r.add(RefKind::Kernel, true, "__nv_static_25__52a27563_4_k_cu__Z4zetav_*5kstat*");
        r.add(RefKind::Device, false, "dext");
        r.add(RefKind::Device, true, "__nv_static_25__52a27563_4_k_cu__Z4zetav_*dstat");
        let want = include_str!("testdata/nvhr_k.expected");
        let want = &want[want.find("\nextern").unwrap()..];
        assert_eq!(r.render(), want);
    }

    #[test]
    fn empty_arrays() {
        let s = HostRefs::new().render();
        assert_eq!(s.matches("0x0};\n}\n").count(), 6);
        assert!(s.starts_with("\nextern \"C\" {\nextern __attribute__ ((section (\".nvHRKI\")))"));
    }
}
