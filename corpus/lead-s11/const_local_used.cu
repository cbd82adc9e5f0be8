// notes: a local const scalar without initialiser: #257, then #549 where it is used
int f() { const int li; return li; }
int g() { static const int ls; return ls; }
int main() { return f() + g(); }
