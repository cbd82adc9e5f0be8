// Copy-list-initialisation considers explicit constructors, and choosing one is ill-formed (#2334);
// a non-explicit constructor chosen among explicit ones is fine.
struct Meters {
    explicit Meters(double v) : value(v) {}
    Meters(int whole, int cm) : value(whole + cm / 100.0) {}
    double value;
};
Meters from_int(int n) { return {n, 0}; }
Meters from_double(double d) { return {d}; }
int main() {
    Meters a = {1.5};
    Meters b = {1, 50};
    return (int)(a.value + b.value + from_int(2).value + from_double(1.0).value);
}
