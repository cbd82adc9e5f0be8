// notes: near miss of crtp_base_ok: a class naming itself as its own base is incomplete there (error "incomplete type is not allowed")
// tags: prelude-cccl, classes
struct self_base : self_base {};
int main() { return 0; }
