// notes: conversion functions (plain, explicit with static_cast, to pointer) and member operators used through operator syntax
// tags: operators, conversion-function
struct H {
  int v;
  operator int() const { return v; }
  explicit operator bool() const { return v != 0; }
  H &operator+=(int d) { v += d; return *this; }
  bool operator<(const H &o) const { return v < o.v; }
};
int f(H h) { h += 2; int x = h; if (static_cast<bool>(h)) x++; return x + (h < h); }
