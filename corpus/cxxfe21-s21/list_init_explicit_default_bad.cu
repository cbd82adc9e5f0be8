// `T x = {};` with an explicit default constructor: EDG reports "no default constructor exists";
// `T x{};` is fine.
struct Config {
    explicit Config() : level(1) {}
    Config(int l) : level(l) {}
    int level;
};
Config make() { return {}; }
Config make_level() { return {3}; }
int main() {
    Config a{};
    Config b = {};
    Config c = {4};
    return a.level + b.level + c.level + make().level + make_level().level;
}
