// notes: near miss of func_name_ok: binding const char (&)[6] to __func__ of main (const char [5]) reports the decayed "const char *"
// tags: prelude-cccl, func-name
int main() { const char (&n)[6] = __func__; return n[0] == 'm' ? 0 : 1; }
