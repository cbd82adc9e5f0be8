// notes: a temporary bound to the returned reference gives #430 in the reference; cufe records it as unsupported (not modelled)
// tags: function, warning
const int &f8() { return 5; }
