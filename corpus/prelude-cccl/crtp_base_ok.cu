// notes: the class name is in scope in its own base clause (CRTP, as thrust's `any_system_tag : execution_policy<any_system_tag>`); expected clean
// tags: prelude-cccl, classes
template <typename Derived>
struct policy_base {
  int tag() const { return 1; }
};
template <typename Derived>
struct policy : policy_base<Derived> {};
struct any_tag : policy<any_tag> {
  template <typename T> operator T() const { return T(); }
};
namespace outer { inline namespace v1 {
struct seq_tag : policy<seq_tag> {};
} }
int use(const any_tag &a, const outer::seq_tag &s) { return a.tag() + s.tag(); }
int main() { any_tag a; outer::seq_tag s; return use(a, s) - 2; }
