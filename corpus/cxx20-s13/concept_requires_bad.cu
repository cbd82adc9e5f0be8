// nvcc-options: -std=c++20
// notes: no candidate satisfies the constraint.
template <class T> concept Small = sizeof(T) <= 4;
template <class T> requires Small<T> int g(T) { return 1; }
int b = g(1.0);
