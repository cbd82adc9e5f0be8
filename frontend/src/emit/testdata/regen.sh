#!/bin/bash
# Regenerates the expected outputs (*.expected) from the real cudafe++ 13.0.88. Each NAME.case holds the
# input file on its first line and the case's cudafe++ arguments, one per line, after it. The script adds
# --stub_file_name x.cudafe1.stub.c, --module_id_file_name fixed.module_id (read mode: the id is the
# file's text, so the output is deterministic) and --gen_c_file_name, and runs in this directory.
set -e
cd "$(dirname "$0")"
CF=${CUDAFE:-$CUDA_HOME/bin/cudafe++}
for c in *.case; do
  name=${c%.case}
  mapfile -t lines < "$c"
  in=${lines[0]}; args=("${lines[@]:1}")
  mid=fixed.module_id; [ -f "$name.module_id" ] && mid=$name.module_id
  "$CF" "${args[@]}" --stub_file_name x.cudafe1.stub.c --module_id_file_name "$mid" --gen_c_file_name "$name.expected" "$in"
done
