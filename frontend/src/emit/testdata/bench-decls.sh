#!/bin/bash
# Emission cost on a declaration-dense TU (issue 6: the back end — item building, printing, writing —
# should stay a small part of cufe's total time). Generates N groups of struct/typedef/enum/namespace/
# extern "C"/function declarations that lower without gaps, runs cufe with --timing (the "Back end time"
# line is the emission cost) and, when CUDA_HOME is set, the reference on the same input and compares
# the host outputs byte for byte.
# usage: bench-decls.sh [N=4000] [cufe binary]
set -e
n=${1:-4000}; cufe=${2:-$(dirname "$0")/../../../../target/release/cufe}
d=$(mktemp -d); cd "$d"
python3 - "$n" <<'PY'
import sys
n=int(sys.argv[1]); out=['# 1 "big.cu"']
for i in range(n):
    out.append(f'''struct S{i} {{ int a{i}; unsigned b, c; long d; }};
typedef struct S{i} T{i};
enum E{i} {{ A{i}, B{i} = 4, C{i} }};
namespace N{i} {{ int x{i} = {i}; int f{i}(int k) {{ return k + x{i}; }} }}
extern "C" {{ int cj{i} = 1; void cf{i}(int); }}
S{i} s{i};
int g{i}(S{i} *p) {{ if (p->a{i} > 3) return p->b + {i}; return -1; }}''')
open('big.ii','w').write('\n'.join(out)+'\n')
PY
args="--c++17 --static-host-stub --device-hidden-visibility --gnu_version=120200 --display_error_number --orig_src_file_name big.cu --orig_src_path_name /cufe/big.cu --allow_managed --m64 --parse_templates --gen_c_file_name big.cudafe1.cpp --stub_file_name big.cudafe1.stub.c --gen_module_id_file --module_id_file_name big.module_id"
echo "cufe:"; "$cufe" $args --timing big.ii
if [ -n "$CUDA_HOME" ]; then
  mkdir ref; cp big.ii ref/; (cd ref && echo "reference:" && "$CUDA_HOME/bin/cudafe++" $args --timing big.ii)
  cmp -s big.cudafe1.cpp ref/big.cudafe1.cpp && echo "host outputs identical ($(wc -c < big.cudafe1.cpp) bytes)" || echo "host outputs DIFFER"
fi
rm -rf "$d"
