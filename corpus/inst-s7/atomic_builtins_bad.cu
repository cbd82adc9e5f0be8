// notes: the type of __atomic_* calls is the pointee's (int, long, unsigned char), void for store_n, bool for compare_exchange_n: conversion errors show it
// tags: builtins, atomics
volatile int vi; long l; unsigned char uc; short s;
char *a1 = __atomic_fetch_add(&vi, 1, 4);
char *a2 = __atomic_add_fetch(&l, 1, 4);
char *a3 = __atomic_fetch_sub(&uc, 1, 4);
char *a4 = __atomic_load_n(&vi, 2);
char *a5 = __atomic_exchange_n(&s, 1, 4);
char *a6 = __atomic_compare_exchange_n(&l, &l, 1, false, 4, 2);
char *a8 = __atomic_fetch_nand(&vi, 1.5, 4);
char *a11 = __atomic_store_n(&vi, 1, 4);
