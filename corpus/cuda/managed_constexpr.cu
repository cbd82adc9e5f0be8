// notes: constexpr __managed__ variable -> 20120 (device_var_constexpr) first, then 20109 (const type)
// tags: device_var_constexpr, managed_const_type_not_allowed, managed
__managed__ constexpr int m7 = 3;
