// notes: near miss: a lambda names a block-scope thread_local without capturing it (static storage duration); clean
// tags: variable, local, thread_local, lambda
int f() { thread_local int t = 1; auto l = [] { return t + 1; }; return l(); }
int main() { return f() - 2; }
