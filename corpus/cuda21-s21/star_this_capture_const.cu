// nvcc-options: -std=c++17
// notes: assigning to a member through a non-mutable [*this] capture: the copy is const -> "expression must be a modifiable lvalue" (137)
// tags: lambda, expr_not_a_modifiable_lvalue
struct Counter {
    int hits = 0;
    void bump()
    {
        auto l = [*this]() { hits = hits + 1; };
        l();
    }
};
