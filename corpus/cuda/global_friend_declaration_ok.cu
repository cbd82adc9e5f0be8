// notes: near miss of global_friend_definition: befriending a kernel declared outside is fine
// tags: global_friend_definition, near-miss
__global__ void fk(int *);

class Secret {
    int v = 3;
    friend __global__ void fk(int *);
};

__global__ void fk(int *out) { Secret s; *out = s.v; }
