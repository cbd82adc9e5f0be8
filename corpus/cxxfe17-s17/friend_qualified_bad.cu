// tags: classes
// notes: qualified friend class declarations naming no class: #471 (no tag member, in a class or
// a namespace, also when a non-tag of that name exists), #469 (an enum named with `class`), #1201
// (a typedef in an elaborated type specifier).
class Outer { public: class Impl; int z; enum E { e0 }; typedef int T; };
namespace N { class K; }
class A {
    friend class Outer::Nope;
};
class B { friend class Outer::z; };
class C { friend class Outer::E; };
class D { friend class N::K; friend N::K; friend class N::Q; };
class E2 { friend class Outer::T; friend Outer::T; friend enum Outer::E; };
class F { friend struct ::Outer; };
