// notes: `R&&` with R = int&& stays an rvalue reference: it cannot bind an lvalue
// tags: pairctor-s14
typedef int&& R;
int i;
R&& d = i;
