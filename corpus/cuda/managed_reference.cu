// notes: __managed__ variable of reference type -> 20110
// tags: managed_reference_type_not_allowed, managed
__managed__ int m1;
__managed__ int &m4 = m1;
