// A user error after <memory>: an undeclared identifier in host code.
#include <memory>
int count(std::shared_ptr<int> p) { return p.use_count() + undeclared_total; }
