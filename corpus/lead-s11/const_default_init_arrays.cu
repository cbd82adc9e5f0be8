// notes: unknown-bound arrays (#257 before #70, also for class elements), locals, class templates
struct S { int x; };
void f() { int la[]; static const int sk; extern const int ek; }
const int arr2[][2];
int arr3[];
struct H { static const S hs; static int ha[]; };


template <class T> struct TT { T t; };
const TT<int> tti;
const TT<S> tts;
struct TE { TT<S> m = {}; };
const TE te;
int main() { return 0; }
const S usa[];
