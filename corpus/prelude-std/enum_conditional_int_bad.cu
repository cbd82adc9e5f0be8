// notes: a conditional between an enumerator and an int has type int: returning it as the enumeration is an error
// tags: enum, conditional, error
enum memory_order { relaxed, acquire, release, acq_rel };
memory_order pick(bool b) { return b ? relaxed : 1; }
