// notes: near miss of managed_const: a volatile __managed__ variable and a managed struct are allowed
// tags: managed_const_type_not_allowed, near-miss, managed
struct Stats { int hits; float mean; };
__managed__ volatile int flag;
__managed__ Stats stats = {0, 0.f};

void reset() { flag = 0; stats.hits = 0; }
