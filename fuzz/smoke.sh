#!/usr/bin/env bash
# A short coverage-guided fuzz run of every cargo-fuzz target (CI runs it after the tests).
# Seeds: the corpus .ii files for the input-driven targets. Any crash, panic, timeout or OOM fails.
# Usage: fuzz/smoke.sh [SECONDS_PER_TARGET]   (default 15)
set -euo pipefail
cd "$(dirname "$0")"
secs=${1:-15}
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
# The stable toolchain needs RUSTC_BOOTSTRAP for the -Z flags cargo-fuzz passes; no sanitizer keeps it
# fast (the targets themselves assert the invariants: no panic, bounded output).
export RUSTC_BOOTSTRAP=1
cargo fuzz build --sanitizer none
bin=target/x86_64-unknown-linux-gnu/release
seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
find ../corpus -name '*.ii' -size -64k -exec cp {} "$seeds/" \; 2>/dev/null || true
mkdir -p artifacts
for t in options lexer parser frontend cuda_model; do
  work=$(mktemp -d)
  case $t in lexer|parser|frontend) cp "$seeds"/* "$work/" 2>/dev/null || true ;; esac
  echo "== fuzz $t (${secs}s)"
  rc=0
  "$bin/$t" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="artifacts/$t-" "$work" > "$work.log" 2>&1 || rc=$?
  grep -aE '^(Done|stat::number_of_executed_units|==|SUMMARY)|panicked|ERROR' "$work.log" || true
  runs=$(grep -aoE 'stat::number_of_executed_units: *[0-9]+' "$work.log" | grep -oE '[0-9]+$' || echo 0)
  rm -rf "$work" "$work.log"
  if [ "$rc" -ne 0 ] || [ "${runs:-0}" -eq 0 ]; then
    echo "fuzz target $t failed (exit $rc, $runs runs); reproducer in fuzz/artifacts/" >&2
    exit 1
  fi
done
echo "fuzz smoke: all targets ran ${secs}s without a finding"
