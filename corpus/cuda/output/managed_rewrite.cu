// notes: host-output focus: every use of a __managed__ variable is rewritten to (*( (__nv_inited_managed_rt ? ...), (name))), including arrays, members, &mv, sizeof and decltype((mv)); declarations become static pointers; clean
// tags: host-output, managed
struct Stats { int hits; float mean; };
__managed__ int mv = 5;
__managed__ float arr[4];
__managed__ Stats st;
namespace ns { __managed__ int nv = 7; }
extern __managed__ int em;

int host()
{
    mv = 1;
    arr[1] = 2.0f;
    st.hits += 1;
    int *p = &mv;
    decltype((mv)) r = mv;
    return *p + r + (int)sizeof(mv) + ns::nv + ::mv + em;
}

__global__ void k() { mv += ns::nv; }
