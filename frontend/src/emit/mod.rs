//! Output: the host translation (`.int.c` / `.cudafe1.cpp`), the module id file, and the device side.
//! Only this module writes files.
pub mod device;
pub mod host;
pub mod module_id;
pub mod nvhr;
pub mod pragma;
pub mod prologue;
pub mod writer;

use crate::cli::{Lang, Options};
use crate::diag::{DiagId, Diagnostic, Diagnostics, Severity, Where};
use crate::gaps::Gaps;
use crate::lex::LexOutput;
use crate::parse::TranslationUnit;
use crate::source::SourceMap;
use module_id::ModuleIdError;

/// Message-table entries used as the `%s` of `cannot open %s file %sq2` (they have no tag).
const TEXT_MODULE_ID: DiagId = DiagId(3562);
const TEXT_GENERATED_C: DiagId = DiagId(1700);
const TEXT_GENERATED_CPP: DiagId = DiagId(1701);

/// The back end: computes the module id, renders the host output and writes the files. The driver calls
/// it only when no error occurred; it writes nothing when a gap was recorded (before or during
/// rendering), so a partial analysis never produces a file.
pub fn run(
    opts: &Options,
    map: &SourceMap,
    lexed: &LexOutput,
    tu: &TranslationUnit,
    diags: &mut Diagnostics,
    gaps: &mut Gaps,
) {
    if !gaps.is_empty() {
        return;
    }
    // No entity printer yet, so no eligible entity: the module id takes its deterministic fallback.
    let id = match module_id::compute(opts, map.text(), None) {
        Ok(id) => id,
        Err(ModuleIdError::CannotOpen(name)) => {
            // With no eligible entity the reference reports this at the end of the source.
            let d = Diagnostic::new(Severity::Catastrophic, crate::diag::id::CANNOT_OPEN_FILE, Where::EndOfSource)
                .arg(TEXT_MODULE_ID.template())
                .arg(name.as_str());
            diags.report(map, d);
            return;
        }
        Err(ModuleIdError::NoFileName) => {
            gaps.note("emit: --gen_module_id_file without --module_id_file_name (the reference aborts)", 0);
            return;
        }
        Err(ModuleIdError::NotUtf8) => {
            gaps.note("emit: module id file is not UTF-8", 0);
            return;
        }
    };
    let refs = nvhr::HostRefs::new();
    let input = host::EmitInput { opts, map, lexed, tu, module_id: &id.text, host_refs: &refs };
    let Some(bytes) = host::render(&input, gaps) else { return };
    // The reference writes the module id file before it opens the host output.
    if let Some(path) = &id.write_to {
        if std::fs::write(path, id.text.as_bytes()).is_err() {
            cannot_open(map, diags, TEXT_MODULE_ID, path);
            return;
        }
    }
    match host::output_path(opts) {
        None => {
            use std::io::Write;
            let _ = std::io::stdout().write_all(&bytes);
        }
        Some(path) => {
            if std::fs::write(&path, &bytes).is_err() {
                let what = if opts.lang == Lang::C { TEXT_GENERATED_C } else { TEXT_GENERATED_CPP };
                cannot_open(map, diags, what, &path);
            }
        }
    }
}

fn cannot_open(map: &SourceMap, diags: &mut Diagnostics, what: DiagId, path: &str) {
    let d = Diagnostic::new(Severity::Catastrophic, crate::diag::id::CANNOT_OPEN_FILE, Where::Nowhere)
        .arg(what.template())
        .arg(path);
    diags.report(map, d);
}
