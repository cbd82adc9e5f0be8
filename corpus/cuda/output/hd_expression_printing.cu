// notes: host-output focus: HD and host function bodies are re-printed with full parenthesisation and normalised literals/casts; clean
// tags: host-output, host-device, expressions
__host__ __device__ int mix(int a, int b, int c, int d)
{
    int r = a + b + c + d;
    r = a * b + c * d - (a - b) / (c | 1);
    r += a > b ? a << 2 : b >> 1;
    r ^= ~a & (b | c);
    return r + (int)1.5f + static_cast<int>(2.25) + sizeof(long) + 'x' + 0x10 + 010;
}

unsigned long long host_only(unsigned x) { return (unsigned long long)x * 3ull + 7u; }
