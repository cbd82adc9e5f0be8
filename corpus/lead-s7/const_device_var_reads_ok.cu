// Reads of const (not volatile, not array) device variables in host code are folded: no 20091.
__device__ constexpr int kTile = 16;
__device__ const int ci = 3;
__constant__ constexpr float cf = 2.0f;
__device__ const float cg = 2.0f;
__device__ const double cd = 2.0;
int h1() { return kTile; }
int h2() { return ci; }
float h3() { return cf; }
float h4() { return cg; }
double h5() { return cd + 1; }
int h6() { const int &r = kTile; return r + kTile * 2; }
