#!/usr/bin/env bash
# Records the lexical diagnostics cudafe++ 13.0.88 gives for each line of lits.txt (as `# 1 "x.cu"` + the
# line), in C++03/11/17/20, into lexdiag.txt; the lexer unit test `lexdiag_matches_reference` replays it.
# Usage: CUDA_HOME=... ./gen-lexdiag.sh   (run from this directory)
# Only diagnostics whose text is one the lexer produces are kept (the parser's are filtered out); the
# column is the caret's (EDG counts characters).
set -u
: "${CUDA_HOME:?set CUDA_HOME to the toolkit root}"
LEXMSG='unrecognized token|missing closing quote|quoted string should|trigraph|digit separator|invalid hexadecimal|invalid octal|invalid binary|extra text after expected end of number|invalid floating constant|integer constant is too large|multicharacter|too many characters|unrecognized character escape|universal character|null \(zero\)|comment unclosed|raw string|character value is out of range|UTF-8 character literal|not expected here|alternative token'
tmp=$(mktemp -d)
out=lexdiag.txt
: > $out
for std in 03 11 17 20; do
  while IFS= read -r line; do
    printf '# 1 "x.cu"\n%s\n' "$line" > $tmp/d.ii
    printf '@@ %s\n%s\n' "$std" "$line" >> $out
    (cd $tmp && "$CUDA_HOME/bin/cudafe++" --c++$std --gnu_version=120200 --display_error_number --m64 \
      --parse_templates --gen_c_file_name $tmp/o.cpp --stub_file_name o.stub.c d.ii 2>&1) | awk -v pat="$LEXMSG" '
      /^x\.cu\([0-9]+\): / { if (match($0, pat)) { hdr=$0; want=1 } else want=0; next }
      want==1 && /^  / && !src { src=1; next }
      want==1 && src && /\^/ { c=index($0,"^")-2; sub(/^x\.cu\(/,"",hdr); split(hdr,a,")"); m=hdr;
        sub(/^[^:]*: [^:]*: /,"",m); print "> " a[1] ":" c ": " m; want=0; src=0 }' >> $out
  done < lits.txt
done
rm -rf $tmp
echo "wrote $out ($(grep -c '^@@' $out) cases)"
