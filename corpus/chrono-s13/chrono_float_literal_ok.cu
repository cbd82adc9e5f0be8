// notes: a floating chrono literal (2.5h) builds duration<long double, ratio<3600>>{x} through the explicit constructor template whose default template argument is _Require<is_convertible<…>, …> (chrono.h:1251); valid, must stay clean
// tags: chrono-s13, overload, ctor-template
#include <chrono>
using namespace std::chrono_literals;
int main() { auto h = 2.5h; return h.count() > 2 ? 0 : 1; }
