// notes: a CUDA attribute on an enumerator gives EDG warning 1835 "attribute does not apply here" (not 20112)
// tags: attributed_enum_value, attribute_does_not_apply
enum Mode {
    Fast __attribute__((device)),
    Slow
};
