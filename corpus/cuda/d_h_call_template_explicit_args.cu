// notes: host calls a __device__ function template with explicit template arguments -> 20007; the callee is printed in EDG template form "T1  ::td<double> (T1)" (two spaces)
// tags: d_h_illegal_call, template, name-quirk
template <class T1> __device__ T1 td(T1 v) { return v; }

double host() { return td<double>(1.5); }
