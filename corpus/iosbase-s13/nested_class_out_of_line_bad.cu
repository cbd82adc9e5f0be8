// tags: classes
// notes: near miss of nested_class_out_of_line.cu: defining a nested class the enclosing class never
// declared is an error.
class Outer {
public:
    class Inner;
};

class Outer::Other { int x; };
