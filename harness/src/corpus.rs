//! Case discovery and directives (docs/CORPUS.md): `*.cu` / `*.ii` files under the given paths, with
//! `// key: value` comment directives at the top or a sidecar `NAME.yaml` (YAML wins).
use std::path::{Path, PathBuf};

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Cu,
    Ii,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Directives {
    pub nvcc_options: Vec<String>,
    /// Replaces the nvcc-derived argv (with placeholders).
    pub cudafe_args: Option<Vec<String>>,
    pub cudafe_extra_args: Vec<String>,
    pub tags: Vec<String>,
    pub notes: Option<String>,
    pub expect_difference: Option<String>,
}

#[derive(Clone, Debug)]
pub struct Case {
    /// Stable id: the path relative to the nearest `corpus` folder (else to the walked root), `/`-separated.
    pub id: String,
    /// First component of the id (the category folder), `.` for top-level cases.
    pub category: String,
    pub path: PathBuf,
    pub dir: PathBuf,
    pub file_name: String,
    pub stem: String,
    pub kind: Kind,
    pub directives: Directives,
}

impl Case {
    /// A checkout-independent absolute name for `--orig_src_path_name`.
    /// A `.ii` case stands for `NAME.cu`, so it gets the `.cu` name nvcc would pass.
    pub fn stable_path(&self) -> String {
        match (self.kind, self.id.strip_suffix(".ii")) {
            (Kind::Ii, Some(base)) => format!("/cufe/corpus/{}.cu", base),
            _ => format!("/cufe/corpus/{}", self.id),
        }
    }
    pub fn expected_dir(&self) -> PathBuf {
        self.dir.join(format!("{}.expected", self.stem))
    }
}

/// A case that could not be read: the file, the line (when known) and why.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct CaseError {
    pub file: String,
    pub line: Option<usize>,
    pub message: String,
}

impl std::fmt::Display for CaseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.line {
            Some(l) => write!(f, "{}:{}: {}", self.file, l, self.message),
            None => write!(f, "{}: {}", self.file, self.message),
        }
    }
}

pub const SELFTEST_DIR: &str = "_harness_selftest";

/// Finds every case under `roots` (files or folders), sorted by id. Skips `*.expected/` folders, hidden
/// folders and `_harness_selftest` (unless a root is inside it).
pub fn discover(roots: &[PathBuf]) -> (Vec<Case>, Vec<CaseError>) {
    let mut cases = Vec::new();
    let mut errors = Vec::new();
    for root in roots {
        let root = std::fs::canonicalize(root).unwrap_or_else(|_| root.clone());
        if !root.exists() {
            errors.push(CaseError {
                file: root.display().to_string(),
                line: None,
                message: "no such file or folder".into(),
            });
            continue;
        }
        let root_in_selftest = root.components().any(|c| c.as_os_str() == SELFTEST_DIR);
        let walker = walkdir::WalkDir::new(&root)
            .sort_by_file_name()
            .into_iter()
            .filter_entry(|e| {
                if e.depth() == 0 || !e.file_type().is_dir() {
                    return true;
                }
                let n = e.file_name().to_string_lossy();
                !(n.ends_with(".expected")
                    || n.starts_with('.')
                    || (n == SELFTEST_DIR && !root_in_selftest)
                    || n == "target")
            });
        for entry in walker {
            let entry = match entry {
                Ok(e) => e,
                Err(e) => {
                    errors.push(CaseError {
                        file: e
                            .path()
                            .map(|p| p.display().to_string())
                            .unwrap_or_default(),
                        line: None,
                        message: e.to_string(),
                    });
                    continue;
                }
            };
            if !entry.file_type().is_file() {
                continue;
            }
            let kind = match entry.path().extension().and_then(|e| e.to_str()) {
                Some("cu") => Kind::Cu,
                Some("ii") => Kind::Ii,
                _ => continue,
            };
            match load_case(entry.path(), &root, kind) {
                Ok(c) => cases.push(c),
                Err(e) => errors.push(e),
            }
        }
    }
    cases.sort_by(|a, b| a.id.cmp(&b.id));
    cases.dedup_by(|a, b| a.path == b.path);
    // NAME.cu and NAME.ii in one folder would share NAME.expected/ and NAME.yaml: keep the first.
    let mut seen = std::collections::HashMap::new();
    cases.retain(|c| match seen.entry((c.dir.clone(), c.stem.clone())) {
        std::collections::hash_map::Entry::Occupied(o) => {
            errors.push(CaseError {
                file: c.path.display().to_string(),
                line: None,
                message: format!(
                    "same name as {} (they would share {}.expected/): rename one",
                    o.get(),
                    c.stem
                ),
            });
            false
        }
        std::collections::hash_map::Entry::Vacant(v) => {
            v.insert(c.file_name.clone());
            true
        }
    });
    errors.sort_by(|a, b| (&a.file, a.line).cmp(&(&b.file, b.line)));
    (cases, errors)
}

/// The id of `path`: relative to the nearest ancestor named `corpus`, else to `root`'s parent.
pub fn case_id(path: &Path, root: &Path) -> String {
    let comps: Vec<_> = path.components().collect();
    let base = match comps.iter().rposition(|c| c.as_os_str() == "corpus") {
        Some(i) if i + 1 < comps.len() => comps[i + 1..]
            .iter()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect::<Vec<_>>(),
        _ => {
            // Keep the walked folder's own name (or, for a file, just the file name).
            let parent = root.parent().unwrap_or(root);
            path.strip_prefix(parent)
                .unwrap_or(path)
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect()
        }
    };
    base.join("/")
}

pub fn load_case(path: &Path, root: &Path, kind: Kind) -> Result<Case, CaseError> {
    let file = path.display().to_string();
    let err = |line: Option<usize>, message: String| CaseError {
        file: file.clone(),
        line,
        message,
    };
    let bytes = std::fs::read(path).map_err(|e| err(None, format!("cannot read: {}", e)))?;
    let mut directives = parse_comment_directives(&bytes).map_err(|(l, m)| err(Some(l), m))?;
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let yaml = path.with_file_name(format!("{}.yaml", stem));
    if yaml.is_file() {
        let text = std::fs::read(&yaml).map_err(|e| CaseError {
            file: yaml.display().to_string(),
            line: None,
            message: format!("cannot read: {}", e),
        })?;
        parse_yaml_directives(&String::from_utf8_lossy(&text), &mut directives).map_err(
            |(l, m)| CaseError {
                file: yaml.display().to_string(),
                line: l,
                message: m,
            },
        )?;
    }
    let id = case_id(path, root);
    let category = if id.contains('/') {
        id.split('/').next().unwrap_or(".").to_string()
    } else {
        ".".to_string()
    };
    Ok(Case {
        id,
        category,
        path: path.to_path_buf(),
        dir: path.parent().map(Path::to_path_buf).unwrap_or_default(),
        file_name: path
            .file_name()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default(),
        stem,
        kind,
        directives,
    })
}

const KEYS: &[&str] = &[
    "nvcc-options",
    "cudafe-args",
    "cudafe-extra-args",
    "tags",
    "notes",
    "expect-difference",
];

/// Leading `// key: value` lines (blank lines and other comments allowed before the first code line).
/// A `// word: …` line with an unknown directive-looking key is an error, so typos are not silently
/// ignored. Returns `(line, message)` on error.
pub fn parse_comment_directives(bytes: &[u8]) -> Result<Directives, (usize, String)> {
    let mut d = Directives::default();
    for (n, raw) in bytes.split(|b| *b == b'\n').enumerate() {
        let line_no = n + 1;
        let line = String::from_utf8_lossy(raw);
        let t = line.trim();
        if t.is_empty() {
            continue;
        }
        let Some(body) = t.strip_prefix("//") else {
            break;
        };
        let body = body.trim();
        let Some((key, value)) = body.split_once(':') else {
            continue;
        };
        let key = key.trim();
        if key.is_empty()
            || !key
                .chars()
                .all(|c| c.is_ascii_lowercase() || c == '-' || c == '_')
            || !key.contains(['-', '_']) && !KEYS.contains(&key)
        {
            continue; // an ordinary comment such as `// note: …` or `// see: …`
        }
        let value = value.trim();
        let norm = key.replace('_', "-");
        let split =
            |v: &str| shell_words::split(v).map_err(|e| (line_no, format!("`{}`: {}", key, e)));
        match norm.as_str() {
            "nvcc-options" => d.nvcc_options.extend(split(value)?),
            "cudafe-args" => d.cudafe_args = Some(split(value)?),
            "cudafe-extra-args" => d.cudafe_extra_args.extend(split(value)?),
            "tags" => d.tags.extend(
                value
                    .split([',', ' '])
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(String::from),
            ),
            "notes" => {
                let n = d.notes.get_or_insert_with(String::new);
                if !n.is_empty() {
                    n.push(' ');
                }
                n.push_str(value);
            }
            "expect-difference" => d.expect_difference = Some(value.to_string()),
            _ => {
                return Err((
                    line_no,
                    format!("unknown directive `{}` (known: {})", key, KEYS.join(", ")),
                ))
            }
        }
    }
    Ok(d)
}

/// A sidecar YAML file; its keys override the comment directives.
pub fn parse_yaml_directives(
    text: &str,
    d: &mut Directives,
) -> Result<(), (Option<usize>, String)> {
    let v: serde_yaml::Value =
        serde_yaml::from_str(text).map_err(|e| (e.location().map(|l| l.line()), e.to_string()))?;
    let map = match v {
        serde_yaml::Value::Null => return Ok(()),
        serde_yaml::Value::Mapping(m) => m,
        _ => return Err((Some(1), "expected a mapping of directives".into())),
    };
    let line_of = |key: &str| {
        text.lines()
            .position(|l| l.trim_start().starts_with(key))
            .map(|p| p + 1)
    };
    for (k, val) in map {
        let key = match k.as_str() {
            Some(k) => k.to_string(),
            None => return Err((None, "directive keys must be strings".into())),
        };
        let line = line_of(&key);
        let words = |val: &serde_yaml::Value| -> Result<Vec<String>, (Option<usize>, String)> {
            match val {
                serde_yaml::Value::String(s) => {
                    shell_words::split(s).map_err(|e| (line, format!("`{}`: {}", key, e)))
                }
                serde_yaml::Value::Sequence(seq) => seq
                    .iter()
                    .map(|x| {
                        scalar(x)
                            .ok_or_else(|| (line, format!("`{}`: list items must be strings", key)))
                    })
                    .collect(),
                serde_yaml::Value::Null => Ok(vec![]),
                _ => Err((
                    line,
                    format!("`{}`: expected a string or a list of strings", key),
                )),
            }
        };
        match key.replace('-', "_").as_str() {
            "nvcc_options" => d.nvcc_options = words(&val)?,
            "cudafe_args" => d.cudafe_args = Some(words(&val)?),
            "cudafe_extra_args" => d.cudafe_extra_args = words(&val)?,
            "tags" => {
                d.tags = match &val {
                    serde_yaml::Value::String(s) => s
                        .split([',', ' '])
                        .filter(|s| !s.is_empty())
                        .map(String::from)
                        .collect(),
                    _ => words(&val)?,
                }
            }
            "notes" => {
                d.notes = Some(scalar(&val).ok_or((line, "`notes`: expected text".to_string()))?)
            }
            "expect_difference" => {
                d.expect_difference = Some(
                    scalar(&val)
                        .ok_or((line, "`expect_difference`: expected an id".to_string()))?,
                )
            }
            _ => return Err((line, format!("unknown directive `{}`", key))),
        }
    }
    Ok(())
}

fn scalar(v: &serde_yaml::Value) -> Option<String> {
    match v {
        serde_yaml::Value::String(s) => Some(s.clone()),
        serde_yaml::Value::Number(n) => Some(n.to_string()),
        serde_yaml::Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn comment_directives() {
        let src = b"// nvcc-options: -rdc=true '-DX=a b'\n// tags: cli, lexer\n// notes: hello\n// expect-difference: D1\n# 1 \"x.cu\"\n// nvcc-options: ignored\n";
        let d = parse_comment_directives(src).unwrap();
        assert_eq!(d.nvcc_options, vec!["-rdc=true", "-DX=a b"]);
        assert_eq!(d.tags, vec!["cli", "lexer"]);
        assert_eq!(d.notes.as_deref(), Some("hello"));
        assert_eq!(d.expect_difference.as_deref(), Some("D1"));
    }
    #[test]
    fn malformed_directives_name_the_line() {
        let e =
            parse_comment_directives(b"// tags: x\n// nvcc-options: 'unterminated\n").unwrap_err();
        assert_eq!(e.0, 2);
        let e = parse_comment_directives(b"\n// nvcc-optoins: -G\n").unwrap_err();
        assert_eq!(e.0, 2);
        assert!(e.1.contains("unknown directive"));
        // Ordinary comments and non-UTF-8 bytes are fine.
        assert!(parse_comment_directives(b"// see: the wiki\n// \xff\xfe: x\nint x;").is_ok());
    }
    #[test]
    fn yaml_wins_and_errors_have_lines() {
        let mut d = parse_comment_directives(b"// nvcc-options: -G\n").unwrap();
        parse_yaml_directives(
            "nvcc_options: -rdc=true\ncudafe_args: [\"--a\", \"{in}\"]\ntags: [x]\n",
            &mut d,
        )
        .unwrap();
        assert_eq!(d.nvcc_options, vec!["-rdc=true"]);
        assert_eq!(
            d.cudafe_args,
            Some(vec!["--a".to_string(), "{in}".to_string()])
        );
        let e = parse_yaml_directives("tags: [x]\nbogus: 1\n", &mut d).unwrap_err();
        assert_eq!(e.0, Some(2));
        let e = parse_yaml_directives("tags: [x\n  - : :\n", &mut d).unwrap_err();
        assert!(e.0.is_some(), "{:?}", e);
    }
    #[test]
    fn same_stem_is_an_error() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("k.cu"), "int x;").unwrap();
        std::fs::write(d.path().join("k.ii"), "int x;").unwrap();
        std::fs::write(d.path().join("z.ii"), "// nvcc-options: 'x\n").unwrap();
        let (cases, errors) = discover(&[d.path().to_path_buf()]);
        assert_eq!(cases.len(), 1);
        assert_eq!(errors.len(), 2);
        assert!(
            errors.iter().any(|e| e.message.contains("k.expected")),
            "{:?}",
            errors
        );
        assert!(errors.iter().any(|e| e.line == Some(1)), "{:?}", errors);
    }
    #[test]
    fn ids() {
        assert_eq!(
            case_id(Path::new("/w/corpus/lex/a.ii"), Path::new("/w/corpus")),
            "lex/a.ii"
        );
        assert_eq!(case_id(Path::new("/t/x/a.ii"), Path::new("/t/x")), "x/a.ii");
    }
}
