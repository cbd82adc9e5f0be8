//! `--cufe-device-mode`: cufe is given cicc's argv (the `cicc` command of `nvcc -dryrun`, without the
//! program) and reports the diagnostics cicc's front end emits on the device-side `.cpp1.ii`.
//!
//! cicc's argv is cudafe++'s EDG options plus options of cicc's own (code generation, the PTX output):
//! those are taken out here, before EDG's matching, so the rest is read exactly as cudafe++ reads it.
//! The list comes from `nvcc -dryrun` with -G, -lineinfo, -maxrregcount, --use_fast_math, -rdc,
//! -restrict, --extra-device-vectorization, -ftz/-prec-div/-prec-sqrt/-fmad, -Xcicc -O2.

/// cicc options that take the next argument as their value.
const WITH_VALUE: &[&str] = &["-arch", "--include_file_name", "--gen_device_file_name", "-o", "-maxreg"];

/// cicc options without a value (matched exactly).
const FLAGS: &[&str] = &[
    "-m64",
    "-m32",
    "--no-version-ident",
    "-tused",
    "-g",
    "-generate-line-info",
    "-fast-math",
    "--gen_div_approx_ftz",
    "-extra-device-vectorization",
    "-kernel-params-are-restrict",
    "--dont-merge-basicblocks",
    "--return-at-end",
];

/// cicc options written `-name=value` (or `-O<n>`).
const WITH_INLINE_VALUE: &[&str] = &["-ftz=", "-prec_div=", "-prec_sqrt=", "-fmad=", "--ident=", "--cmdline="];

/// What device mode keeps of cicc's own options.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeviceArgs {
    /// `-arch compute_NN`.
    pub arch: Option<String>,
    /// `-m64` (EDG's `--m64`).
    pub m64: bool,
}

/// Splits cicc's argv into the EDG options (returned, in order) and cicc's own ones (`DeviceArgs`).
pub fn strip_cicc_options(args: Vec<String>) -> (Vec<String>, DeviceArgs) {
    let mut edg = Vec::with_capacity(args.len());
    let mut dev = DeviceArgs::default();
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        if a == "--" {
            edg.push(a);
            edg.extend(it.by_ref());
            break;
        }
        if WITH_VALUE.contains(&a.as_str()) {
            let v = it.next();
            if a == "-arch" {
                dev.arch = v;
            }
        } else if FLAGS.contains(&a.as_str()) {
            dev.m64 |= a == "-m64";
        } else if WITH_INLINE_VALUE.iter().any(|p| a.starts_with(p)) || is_opt_level(&a) {
        } else {
            edg.push(a);
        }
    }
    if dev.m64 {
        edg.insert(0, "--m64".to_string());
    }
    (edg, dev)
}

/// `-O0` … `-O3` (cicc's optimisation level).
fn is_opt_level(a: &str) -> bool {
    a.len() == 3 && a.starts_with("-O") && a.as_bytes()[2].is_ascii_digit()
}

#[cfg(test)]
mod tests {
    use super::*;
    fn v(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }
    #[test]
    fn nvcc_argv() {
        let (edg, dev) = strip_cicc_options(v(
            "--c++17 --allow_managed -arch compute_75 -m64 --no-version-ident -ftz=0 -prec_div=1 -prec_sqrt=1 -fmad=1 \
             --include_file_name x.fatbin.c -g -O0 -tused --module_id_file_name m.id --gen_c_file_name x.c \
             --stub_file_name x.stub.c --gen_device_file_name x.gpu x.cpp1.ii -o x.ptx",
        ));
        assert_eq!(dev.arch.as_deref(), Some("compute_75"));
        assert_eq!(
            edg,
            v("--m64 --c++17 --allow_managed --module_id_file_name m.id --gen_c_file_name x.c --stub_file_name x.stub.c x.cpp1.ii")
        );
    }
    #[test]
    fn maxreg_takes_a_value() {
        let (edg, _) = strip_cicc_options(v("-maxreg 32 -fast-math --gen_div_approx_ftz a.ii"));
        assert_eq!(edg, v("a.ii"));
    }
}
