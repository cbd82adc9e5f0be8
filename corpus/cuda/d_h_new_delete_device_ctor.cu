// notes: new/delete in host code of a class with a __device__ constructor and destructor -> 20007 for the constructor and the destructor
// tags: d_h_illegal_call, cross-space, constructor, destructor
struct Node {
    int v;
    __device__ Node(int x) : v(x) {}
    __device__ ~Node() {}
};

void churn()
{
    Node *n = new Node(3);
    delete n;
}
