#!/bin/bash
# Regenerates NAME.expected for every NAME.ii here from the real cudafe++ 13.0.88 (CUDA_HOME must be set).
# Arguments: nvcc's argv (see ../default.case), plus the lines of NAME.args if present; the module id is
# read from ../fixed.module_id (read mode), as in the other fixtures. A line `--no-device-hidden-visibility`
# in NAME.args drops nvcc's `--device-hidden-visibility` instead of adding anything.
set -e
cd "$(dirname "$0")"
CF=${CUDAFE:-$CUDA_HOME/bin/cudafe++}
for f in *.ii; do
  name=${f%.ii}
  extra=(); [ -f "$name.args" ] && mapfile -t extra < "$name.args"
  hv=--device-hidden-visibility; args=()
  for a in "${extra[@]}"; do [ "$a" = --no-device-hidden-visibility ] && hv= || args+=("$a"); done
  "$CF" --c++17 --static-host-stub $hv --gnu_version=120200 --display_error_number \
    --orig_src_file_name x.cu --orig_src_path_name /abs/x.cu --allow_managed --m64 --parse_templates \
    "${args[@]}" --stub_file_name x.cudafe1.stub.c --module_id_file_name ../fixed.module_id \
    --gen_c_file_name "$name.expected" "$f"
done
