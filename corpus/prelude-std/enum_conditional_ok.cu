// notes: a conditional between two values of one enumeration keeps the enumeration type (returned as it); near miss of an int result
// tags: enum, conditional
enum memory_order { relaxed, acquire, release, acq_rel };
memory_order failure_order(memory_order m) { return m == acq_rel ? acquire : m == release ? relaxed : m; }
memory_order pick(bool b, memory_order m) { return b ? relaxed : m; }
__global__ void k(int *p) { *p = (int)pick(true, acquire); }
