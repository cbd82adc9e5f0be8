//! Fake front ends and a scratch workspace for end-to-end tests of the harness binary. The fake
//! reference is a shell script that answers `--version` like cudafe++ 13.0.88, so these tests need no
//! toolkit; every invocation is counted in a file.
#![allow(dead_code)]
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;

pub struct Scratch {
    pub dir: tempfile::TempDir,
}

/// Common front-end behaviour: writes host output and a PID-style module id, prints one error.
const BODY: &str = r#"
gen=; mid=; prev=
for a in "$@"; do
  case "$prev" in --gen_c_file_name) gen=$a;; --module_id_file_name) mid=$a;; esac
  prev=$a
done
in=$prev
[ -n "$gen" ] && { printf '// host output for %s\n' "$in"; cat "$in"; } > "$gen"
[ -n "$mid" ] && printf '_deadbeef_5_x_cu_0badf00d_%s' "$$" > "$mid"
printf '%s(1): error: identifier "x" is undefined\n  int y = x;\n          ^\n\n1 error detected in the compilation of "%s".\n' "$in" "$in" >&2
exit 2
"#;

impl Scratch {
    pub fn new() -> Scratch {
        let s = Scratch {
            dir: tempfile::tempdir().unwrap(),
        };
        std::fs::create_dir_all(s.path().join("corpus/cat")).unwrap();
        std::fs::create_dir_all(s.path().join("tk/bin")).unwrap();
        std::fs::write(s.path().join("body.sh"), BODY).unwrap();
        s.script(
            "tk/bin/cudafe++",
            &format!(
                "#!/bin/bash\ncase \"$1\" in --version) echo 'Cuda compilation tools, release 13.0, V13.0.88' >&2; exit 0;; esac\necho x >> {}\n. {} \"$@\"\n",
                s.path().join("ref.count").display(),
                s.path().join("body.sh").display()
            ),
        );
        // cufe: behaves like the reference except for inputs named after another behaviour.
        s.script(
            "cufe",
            &format!(
                r#"#!/bin/bash
echo x >> {count}
report=${{1#--cufe-report=}}; shift
for last in "$@"; do :; done
case "$last" in
  crash.ii) kill -SEGV $$ ;;
  hang.ii) sleep 30 ;;
  mem.ii) head -c 900000000 /dev/zero | tail -c 900000000 >/dev/null; exit 1 ;;
  gap.ii) echo '{{"unsupported":[{{"what":"parse: templates","count":2,"first_offset":7}}]}}' > "$report" ;;
  differ.ii|expect.ii) echo "$last(1): error: something else" >&2; exit 2 ;;
esac
. {body} "$@"
"#,
                count = s.path().join("cufe.count").display(),
                body = s.path().join("body.sh").display()
            ),
        );
        s
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    pub fn script(&self, rel: &str, text: &str) -> PathBuf {
        let p = self.path().join(rel);
        std::fs::write(&p, text).unwrap();
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
        p
    }

    /// Adds `corpus/cat/NAME` with a `cudafe-args` directive (no nvcc needed).
    pub fn case(&self, name: &str, extra_directives: &str) {
        let text = format!(
            "// cudafe-args: --orig_src_file_name x.cu --gen_c_file_name {{gen_c}} --stub_file_name {{stub}} --gen_module_id_file --module_id_file_name {{module_id}} {{in}}\n{}# 1 \"x.cu\"\nint y = x;\n",
            extra_directives
        );
        std::fs::write(self.path().join("corpus/cat").join(name), text).unwrap();
    }

    /// Like `case`, with any file name and input bytes after the directive line.
    pub fn case_raw(&self, name: &std::ffi::OsStr, body: &[u8]) {
        let mut text = b"// cudafe-args: --orig_src_file_name x.cu --gen_c_file_name {gen_c} --stub_file_name {stub} --gen_module_id_file --module_id_file_name {module_id} {in}\n".to_vec();
        text.extend_from_slice(body);
        std::fs::write(self.path().join("corpus/cat").join(name), text).unwrap();
    }

    pub fn count(&self, which: &str) -> usize {
        std::fs::read_to_string(self.path().join(format!("{}.count", which)))
            .map(|s| s.lines().count())
            .unwrap_or(0)
    }

    /// Runs the harness binary with the fake reference and cufe, a private cache and reports folder.
    pub fn harness(&self, args: &[&str]) -> std::process::Output {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_cufe-harness"));
        cmd.current_dir(self.path())
            .env_remove("CUFE_REFERENCE")
            .env("CUFE_CACHE_DIR", self.path().join("cache"))
            .arg("--reference")
            .arg(self.path().join("tk"))
            .arg("--cufe")
            .arg(self.path().join("cufe"))
            .args(args);
        let out = cmd.output().unwrap();
        eprintln!(
            "harness {:?}: {}\n{}",
            args,
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        out
    }

    pub fn report(&self, run: &str) -> serde_json::Value {
        let p = self.path().join("reports").join(run).join("report.json");
        serde_json::from_slice(
            &std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {}", p.display(), e)),
        )
        .unwrap()
    }
}

/// The outcome of `check` for case `id` in a report.
pub fn outcome(rep: &serde_json::Value, id: &str, check: &str) -> String {
    let case = rep["cases"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"] == id)
        .unwrap_or_else(|| panic!("no case {}", id));
    let k = case["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["check"] == check)
        .unwrap_or_else(|| panic!("no check {} in {}", check, case));
    k["outcome"].as_str().unwrap().to_string()
}
