//! A short deterministic fuzz run of the whole front end, in-process: every corpus `.ii` plus many
//! mutations of it (byte flips, truncations, splices, inserted punctuation and keywords) go through
//! `cufe::driver::run` with nvcc's command line. `run` does not catch panics (only `driver::main` does),
//! so any panic fails this test; every run must end with 0, 2 or 4. The coverage-guided fuzzers are in
//! `fuzz/` (`cargo fuzz run frontend`); this keeps a cheap version of them in every test run.
use std::ffi::OsString;
use std::path::{Path, PathBuf};

fn corpus_inputs() -> Vec<Vec<u8>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus");
    let mut files: Vec<PathBuf> = Vec::new();
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&dir) else { continue };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "ii") {
                files.push(p);
            }
        }
    }
    files.sort();
    files.into_iter().filter_map(|p| std::fs::read(p).ok()).collect()
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

const SNIPPETS: &[&[u8]] = &[
    b"{", b"}", b"(", b")", b"<", b">>", b"<<<", b";", b"::", b"template<", b"typename ", b"__attribute__((device)) ",
    b"#pragma nv_diag_suppress 20012\n", b"\n# 7 \"sys.h\" 3\n", b"\"", b"'", b"/*", b"R\"x(", b"0x1p", b"\\\n", b"\0",
    b"\xff\xfe", b"#error x\n", b"#include \"nope.h\"\n", b"??(", b"@", b"operator", b"...", b"u8'",
];

fn mutate(rng: &mut Rng, base: &[u8], other: &[u8]) -> Vec<u8> {
    let mut v = base.to_vec();
    for _ in 0..1 + rng.below(4) {
        match rng.below(5) {
            0 if !v.is_empty() => {
                let i = rng.below(v.len());
                v[i] ^= 1 << rng.below(8);
            }
            1 => v.truncate(rng.below(v.len() + 1)),
            2 => {
                let s = SNIPPETS[rng.below(SNIPPETS.len())];
                let i = rng.below(v.len() + 1);
                v.splice(i..i, s.iter().copied());
            }
            3 if !other.is_empty() => {
                let a = rng.below(other.len());
                let b = (a + rng.below(200)).min(other.len());
                let i = rng.below(v.len() + 1);
                v.splice(i..i, other[a..b].iter().copied());
            }
            _ if !v.is_empty() => {
                let a = rng.below(v.len());
                let b = (a + rng.below(40)).min(v.len());
                v.drain(a..b);
            }
            _ => {}
        }
    }
    v
}

#[test]
fn front_end_survives_mutated_corpus() {
    let inputs = corpus_inputs();
    assert!(inputs.len() > 50, "corpus .ii files not found");
    let dir = tempfile_dir();
    let input = dir.join("in.ii");
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut runs = 0;
    for round in 0..4 {
        for (i, base) in inputs.iter().enumerate() {
            let data = if round == 0 { base.clone() } else { mutate(&mut rng, base, &inputs[(i * 7 + round) % inputs.len()]) };
            std::fs::write(&input, &data).unwrap();
            let args: Vec<OsString> = [
                "--c++17", "--static-host-stub", "--device-hidden-visibility", "--gnu_version=120200",
                "--display_error_number", "--orig_src_file_name", "in.cu", "--allow_managed", "--m64",
                "--parse_templates", "--error_output",
            ]
            .iter()
            .map(OsString::from)
            .chain([dir.join("err.txt").into(), "--gen_c_file_name".into(), dir.join("out.int.c").into()])
            .chain(["--stub_file_name".into(), "in.stub.c".into(), "--gen_module_id_file".into()])
            .chain(["--module_id_file_name".into(), dir.join("in.module_id").into(), input.clone().into()])
            .collect();
            let code = cufe::driver::run(&args);
            assert!(matches!(code, 0 | 2 | 4), "exit {} on input:\n{}", code, String::from_utf8_lossy(&data));
            runs += 1;
        }
    }
    assert!(runs >= 4 * inputs.len());
}

/// A fresh scratch folder (no dev-dependency needed).
fn tempfile_dir() -> PathBuf {
    let d = std::env::temp_dir().join(format!("cufe-robustness-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}
