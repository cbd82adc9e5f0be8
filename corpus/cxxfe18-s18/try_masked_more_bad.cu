struct B {}; struct D : B {};
void d1() { try { } catch (B *) { } catch (const B *) { } }
void d2() { try { } catch (void *) { } catch (const int *) { } }
void d3() { try { } catch (const void *) { } catch (int *) { } }
void d4() { try { } catch (int) { } catch (int) { } catch (int) { } }
void d5() { try { } catch (B) { } catch (D &) { } }
void d6() { try { } catch (B &) { } catch (D) { } }
void d7() { try { } catch (int) { } catch (int &) { } }
void d8() { try { } catch (const B &) { } catch (D *) { } }
void d9() { try { } catch (int **) { } catch (int **) { } }
void d10() { try { } catch (int *) { } catch (int * const) { } }
void d11() { try { } catch (int x) { { int x = 2; } } }
void d12() { try { } catch (int x) { } int x; }
void d13(int x) { try { } catch (int x) { } }
void d14() { try { int y; } catch (int y) { int z; } }
