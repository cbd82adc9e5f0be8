#!/bin/sh
# Re-runs the reference cudafe++ on every probe (or the ones named) and prints its stderr + exit code.
# A probe's first line may be `// flags: ...` with extra cudafe++ options.
# usage: run-ref.sh [file.ii ...]     (output goes to stdout; compare with expected.txt)
export CUDA_HOME=${CUDA_HOME:-/root/.cache/cufe/toolkit-venv/lib/python3.11/site-packages/nvidia/cu13}
dir=$(cd "$(dirname "$0")" && pwd)
out=${TMPDIR:-/tmp}/cuda-probes; mkdir -p "$out"
[ $# -eq 0 ] && set -- "$dir"/*.ii
for f in "$@"; do
  b=$(basename "$f" .ii)
  flags=$(head -1 "$f" | sed -n 's|^// flags: ||p')
  echo "=== $b $flags"
  cd "$(dirname "$f")"
  $CUDA_HOME/bin/cudafe++ --c++17 --static-host-stub --device-hidden-visibility --gnu_version=120200 \
    --display_error_number --orig_src_file_name $b.cu --orig_src_path_name /tmp/cuda-probes/$b.cu --allow_managed --m64 \
    --parse_templates --gen_c_file_name $out/$b.int.c --stub_file_name $out/$b.stub.c --gen_module_id_file \
    --module_id_file_name $out/$b.module_id $flags "$(basename "$f")" 2>&1
  echo "rc=$?"
  cd - >/dev/null
done
