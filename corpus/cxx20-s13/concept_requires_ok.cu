// nvcc-options: -std=c++20
// notes: a concept and a requires-clause chosen by overload resolution (near miss: all satisfied).
template <class T> concept Small = sizeof(T) <= 4;
template <class T> requires Small<T> int g(T) { return 1; }
template <class T> requires (!Small<T>) int g(T) { return 2; }
int a = g(1);
int b = g(1.0);
