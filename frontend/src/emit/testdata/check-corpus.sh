#!/bin/bash
# Checks corpus/output against the reference and cufe's host back end: turns each case into an emit
# fixture (read-mode module id, as in this directory), records the reference output, and prints rc and
# stderr size of the run exactly as the case says. Then: CUFE_EMIT_CASES=DIR cargo test -p cufe every_case
set -e
here=$(cd "$(dirname "$0")" && pwd); src=$here/../../../../corpus/output; dst=${1:-/tmp/cufe-corpus-check}; rm -rf $dst; mkdir -p $dst; cd $dst
CF=${CUDAFE:-$CUDA_HOME/bin/cudafe++}
printf '_00000000_4_x_cu_12345678_0' > fixed.module_id
for y in $src/*.yaml; do
  name=$(basename $y .yaml); cp $src/$name.ii .
  args=$(sed -n 's/^cudafe_args: "\(.*\)"$/\1/p' $y)
  nv=$(sed -n 's/^nvcc_options: "\(.*\)"$/\1/p' $y)
  if [ -z "$args" ]; then
    base="--c++17 --static-host-stub --device-hidden-visibility --gnu_version=120200 --display_error_number --orig_src_file_name $name.cu --orig_src_path_name /corpus/output/$name.cu --allow_managed --m64 --parse_templates"
    [ "$nv" = "-rdc=true" ] && base="--c++17 --device-hidden-visibility --gnu_version=120200 --display_error_number --orig_src_file_name $name.cu --orig_src_path_name /corpus/output/$name.cu --allow_managed --device-c --m64 --parse_templates"
    [ "$nv" = "--extended-lambda" ] && base="$base --extended-lambda"
    args="$base --gen_c_file_name {gen_c} --stub_file_name {stub} --gen_module_id_file --module_id_file_name {module_id} {in}"
  fi
  # Reference run exactly as the case says (generated id), to check rc and stderr.
  a=${args//\{gen_c\}/$name.ref.c}; a=${a//\{stub\}/$name.cudafe1.stub.c}; a=${a//\{module_id\}/$name.module_id.ref}; a=${a//\{in\}/$name.ii}
  set +e; $CF $a 2> $name.stderr; rc=$?; set -e
  echo "$name rc=$rc stderr=$(wc -c < $name.stderr) id=$(cat $name.module_id.ref 2>/dev/null)"
  # Fixture: same argv, module id in read mode, stub/gen_c added by the test.
  b=${args//--gen_module_id_file /}; b=${b//--module_id_file_name \{module_id\} /}
  b=${b//--gen_c_file_name \{gen_c\} /}; b=${b//--stub_file_name \{stub\} /}; b=${b// \{in\}/}; b=${b//\{in\}/}
  { echo "$name.ii"; for w in $b; do echo "$w"; done; } > $name.case
  $CF $b --stub_file_name x.cudafe1.stub.c --module_id_file_name fixed.module_id --gen_c_file_name $name.expected $name.ii 2>/dev/null || echo "  fixture run failed"
done
