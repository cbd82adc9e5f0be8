// notes: near miss: returning a reference to a block-scope thread_local is not returning a local's address (no warning)
// tags: variable, local, thread_local
int &h() { thread_local int c = 0; return c; }
int main() { return h(); }
