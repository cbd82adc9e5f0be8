// notes: a __constant__ variable in an inline unnamed namespace -> 20122 naming __constant__
// tags: device_variable_in_unnamed_inline_ns
inline namespace {
__constant__ int table_in_inline_anon[4];
}
