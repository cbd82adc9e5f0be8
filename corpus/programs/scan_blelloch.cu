// notes: work-efficient (Blelloch) exclusive scan of one block in shared memory with up-sweep/down-sweep phases and padding macro; expected clean
// tags: program, scan, shared
#define LOG_NUM_BANKS 5
#define CONFLICT_FREE_OFFSET(n) ((n) >> LOG_NUM_BANKS)

__global__ void block_scan(const int *in, int *out, int n)
{
    extern __shared__ int temp[];
    int tid = threadIdx.x;
    int ai = tid, bi = tid + n / 2;
    temp[ai + CONFLICT_FREE_OFFSET(ai)] = in[ai];
    temp[bi + CONFLICT_FREE_OFFSET(bi)] = in[bi];
    int offset = 1;
    for (int d = n >> 1; d > 0; d >>= 1) {
        __syncthreads();
        if (tid < d) {
            int a = offset * (2 * tid + 1) - 1, b = offset * (2 * tid + 2) - 1;
            a += CONFLICT_FREE_OFFSET(a);
            b += CONFLICT_FREE_OFFSET(b);
            temp[b] += temp[a];
        }
        offset *= 2;
    }
    if (tid == 0) temp[n - 1 + CONFLICT_FREE_OFFSET(n - 1)] = 0;
    for (int d = 1; d < n; d *= 2) {
        offset >>= 1;
        __syncthreads();
        if (tid < d) {
            int a = offset * (2 * tid + 1) - 1, b = offset * (2 * tid + 2) - 1;
            a += CONFLICT_FREE_OFFSET(a);
            b += CONFLICT_FREE_OFFSET(b);
            int t = temp[a];
            temp[a] = temp[b];
            temp[b] += t;
        }
    }
    __syncthreads();
    out[ai] = temp[ai + CONFLICT_FREE_OFFSET(ai)];
    out[bi] = temp[bi + CONFLICT_FREE_OFFSET(bi)];
}

void scan512(const int *d_in, int *d_out)
{
    const int n = 512;
    size_t shmem = (n + CONFLICT_FREE_OFFSET(n)) * sizeof(int);
    block_scan<<<1, n / 2, shmem>>>(d_in, d_out, n);
}
