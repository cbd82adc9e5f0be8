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
    write_outputs(opts, map, &id, &bytes, diags);
}

/// The back end for a translation unit with declarations: what the driver calls once the parser has
/// filled the IL and the declaration sequence (`host::Declarations`). `host_referenced` lists the device
/// entities referenced from host code (kernel launches, `&v`, …) for the `.nvHR` arrays. The module id
/// takes the first eligible entity of the sequence (verified/E §2.3).
#[allow(clippy::too_many_arguments)]
pub fn run_with_declarations(
    opts: &Options,
    map: &SourceMap,
    lexed: &LexOutput,
    tu: &TranslationUnit,
    decls: &host::Declarations,
    host_referenced: &[crate::sema::ids::EntityId],
    diags: &mut Diagnostics,
    gaps: &mut Gaps,
) {
    if !gaps.is_empty() {
        return;
    }
    let entity = match host::refs::module_id_entity_at(decls.il, decls.items) {
        Ok(e) => e,
        Err(u) => {
            gaps.note(u.0, 0);
            return;
        }
    };
    let id = match module_id::compute(opts, map.text(), entity.as_ref().map(|(n, _)| n.as_str())) {
        Ok(id) => id,
        Err(ModuleIdError::CannotOpen(name)) => {
            // Reported at the first eligible entity, or at the end of the source without one.
            let at = entity.as_ref().map(|(_, at)| Where::At(*at)).unwrap_or(Where::EndOfSource);
            let d = Diagnostic::new(Severity::Catastrophic, crate::diag::id::CANNOT_OPEN_FILE, at)
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
    let mut refs = nvhr::HostRefs::new();
    for &e in host_referenced {
        if let Err(u) = host::refs::add_host_ref(decls.il, e, &id.text, &mut refs) {
            gaps.note(u.0, decls.il.entities.get(e).map(|x| x.span.lo).unwrap_or(0));
            return;
        }
    }
    let input = host::EmitInput { opts, map, lexed, tu, module_id: &id.text, host_refs: &refs };
    let Some(bytes) = host::print_translation_unit(&input, decls, gaps) else { return };
    write_outputs(opts, map, &id, &bytes, diags);
}

/// Writes the module id file (first, as the reference does) and the host output.
fn write_outputs(opts: &Options, map: &SourceMap, id: &module_id::ModuleId, bytes: &[u8], diags: &mut Diagnostics) {
    if let Some(path) = &id.write_to {
        if std::fs::write(path, id.text.as_bytes()).is_err() {
            cannot_open(map, diags, TEXT_MODULE_ID, path);
            return;
        }
    }
    match host::output_path(opts) {
        None => {
            use std::io::Write;
            let _ = std::io::stdout().write_all(bytes);
        }
        Some(path) => {
            if std::fs::write(&path, bytes).is_err() {
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
