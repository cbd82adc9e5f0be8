// nvcc-options: -rdc=true
// notes: host-output focus: __managed__ under -rdc=true: hidden-visibility pointer declarations, inline managed variable, DE host-reference array entry; clean
// tags: host-output, managed, rdc
__managed__ int mv = 5;
inline __managed__ int m9 = 1;
int host() { return mv + m9; }
