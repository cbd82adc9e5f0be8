#!/bin/sh
# usage: run.sh file.ii
export CUDA_HOME=/root/.cache/cufe/toolkit-venv/lib/python3.11/site-packages/nvidia/cu13
f=$1; b=$(basename $f .ii)
$CUDA_HOME/bin/cudafe++ --c++17 --static-host-stub --device-hidden-visibility --gnu_version=120200 \
      --display_error_number --orig_src_file_name $b.cu --orig_src_path_name /tmp/ilp/$b.cu --allow_managed --m64 \
      --parse_templates --gen_c_file_name /tmp/ilp/$b.int.c --stub_file_name /tmp/ilp/$b.stub.c --gen_module_id_file \
      --module_id_file_name /tmp/ilp/$b.module_id $f; echo "rc=$?"
