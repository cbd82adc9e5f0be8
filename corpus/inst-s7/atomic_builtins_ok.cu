// notes: GCC __atomic_* builtins on integer objects in host code (as <ext/atomicity.h> uses them): typed from the pointee -> clean
// tags: builtins, atomics
typedef int Word;
inline Word exchange_and_add(volatile Word *mem, int val) { return __atomic_fetch_add(mem, val, 4); }
inline void atomic_add(volatile Word *mem, int val) { __atomic_fetch_add(mem, val, 4); }
long counter;
bool bump(long expected)
{
    long v = __atomic_load_n(&counter, 2);
    __atomic_store_n(&counter, v + 1, 3);
    unsigned char flags = 0;
    unsigned char old = __atomic_fetch_or(&flags, 1, 5) | __atomic_xor_fetch(&flags, 2, 5);
    short s = __atomic_exchange_n(&s, (short)old, 5);
    return __atomic_compare_exchange_n(&counter, &expected, 2L, false, 4, 2);
}
int main() { Word w = 0; atomic_add(&w, exchange_and_add(&w, 1.5)); return bump(1) ? 0 : 1; }
