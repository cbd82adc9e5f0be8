// An explicit constructor of a class template specialisation (chrono's `duration`-like shape):
// `D{r}` and `D d{r}` are fine, `D d = {r}` and `return {r};` are errors.
template <class Rep>
struct Duration {
    explicit constexpr Duration(Rep r) : rep(r) {}
    constexpr Rep count() const { return rep; }
    Rep rep;
};
Duration<long> direct(long r) { return Duration<long>{r}; }
Duration<long> copied(long r) { return {r}; }
int main() {
    Duration<long> d{5};
    Duration<long> e = {6};
    return (int)(d.count() + e.count() + direct(3L).count() + copied(4L).count());
}
