// notes: decltype(m) on an unparenthesized __managed__ id-expression -> 20119; decltype((m)) is allowed
// tags: decltype_of_managed_variable, managed
__managed__ int m1;

decltype(m1) d1 = 0;
decltype((m1)) d2 = m1;
