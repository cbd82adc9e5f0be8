// notes: trigger: returning a reference to an automatic local gives #836 (contrast with the thread_local near miss; cufe misses this warning on main too, a known silent miss)
// tags: variable, local
int &h() { int c = 0; return c; }
int main() { return h(); }
