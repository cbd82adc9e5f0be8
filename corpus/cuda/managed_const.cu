// notes: const-qualified __managed__ variable -> 20109
// tags: managed_const_type_not_allowed, managed
__managed__ const int m3 = 1;
