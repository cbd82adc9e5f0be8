// notes: kernel defined in a friend declaration -> warning 20050 then error 20186
// tags: global_friend_definition, global_function_inline
struct S {
    friend __global__ void fk(int) {}
};
