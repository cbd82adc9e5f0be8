// notes: kernel template instantiated with an unnamed enum type: cicc error 20129 ("enum <unnamed>"); cudafe++ alone is silent
// tags: global_unnamed_type_arg, device-side, template
template <class T> __global__ void tk(T t) {}

enum { Red, Green } color;

void go() { tk<<<1, 1>>>(color); }
