// notes: array new in host code of a class whose default constructor is __device__ -> 20007 for the constructor
// tags: d_h_illegal_call, constructor
struct Cell {
    int v;
    __device__ Cell() : v(0) {}
};

Cell *alloc(int n) { return new Cell[n]; }
