// notes: a static member function template declared __global__ -> 20231 (member) at the declaration
// tags: global_class_decl, template
struct Launcher {
    template <class T> static __global__ void run(T *p);
};
