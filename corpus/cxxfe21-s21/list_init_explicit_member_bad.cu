// A default member initialiser `m = {…}` is copy-list-initialisation: an explicit constructor is an
// error (#2334); `m{…}` is direct and accepts it.
struct Meters {
    explicit Meters(double v) : value(v) {}
    double value;
};
struct Track {
    Meters length = {2.5};
    Meters width{1.0};
    Track() {}
};
int main() {
    Track t;
    return (int)(t.length.value + t.width.value);
}
