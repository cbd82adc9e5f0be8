// notes: __half arithmetic in kernels through cuda_fp16.h's operator functions, conversions to and from float, comparisons, and the copy/move of __half2 -> clean
// tags: conversion, cuda_fp16, operator, prelude
#include <cuda_fp16.h>

__global__ void axpy_half(int n, __half a, const __half *x, __half *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        __half v = a * x[i] + y[i];
        if (v > __float2half(0.0f))
            y[i] = v;
        else
            y[i] = -v;
    }
}

__global__ void to_float(int n, const __half *x, float *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float f = x[i];
        __half h = f * 2.0f;
        h += x[i];
        out[i] = __half2float(h) + static_cast<float>(x[i]);
    }
}

__global__ void pairs(int n, const __half2 *x, __half2 *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        __half2 t = x[i];
        y[i] = t * t + y[i];
    }
}
