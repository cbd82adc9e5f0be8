// notes: __half + float: the built-in arithmetic operator (through __half's conversion functions) and operator+(const __half &, const __half &) (through the converting constructor) are equally good -> more than one operator "+" matches these operands
// tags: conversion, cuda_fp16, operator, ambiguous_operator_function
#include <cuda_fp16.h>

__global__ void scale(int n, __half *x, float s)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = x[i] + s;
}
