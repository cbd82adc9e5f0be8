// notes: near miss: a block-scope thread_local without initialiser is zero-initialised, so reading it gives no "used before its value is set" warning
// tags: variable, local, thread_local, flow
int g() { thread_local int u; return u++; }
int main() { return g(); }
