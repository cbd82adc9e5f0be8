// tags: classes
// notes: near miss of class_own_nns.cu: a member named through the class before it is declared, in a
// context that is not a complete-class context, is an error.
class Base {
public:
    static const int a = Base::b;
    static const int b = 1;
};
