// notes: a user-defined literal operator and its use
// tags: operators, literal-operator
unsigned long long operator"" _kb(unsigned long long v) { return v * 1024; }
unsigned long long n = 4_kb;
