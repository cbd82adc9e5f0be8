struct B {}; struct D : B {}; struct P : private B {};
void b1() { try { } catch (B) { } catch (D) { } }
void b2() { try { } catch (B *) { } catch (D *) { } }
void b3() { try { } catch (void *) { } catch (int *) { } }
void b4() { try { } catch (const int &) { } catch (int) { } }
void b5() { try { } catch (int) { } catch (long) { } }
void b6() { try { } catch (B &) { } catch (const D &) { } }
void b7() { try { } catch (const B *) { } catch (D *) { } }
void b8() { try { } catch (B *) { } catch (const D *) { } }
void b9() { try { } catch (B &) { } catch (P &) { } }
void b10() { try { } catch (D &) { } catch (B &) { } }
void b11() { try { } catch (int *) { } catch (const int *) { } }
void b12() { try { } catch (const int *) { } catch (int *) { } }
void b13() { try { } catch (int) { } catch (const int) { } }
void b14() { try { } catch (int) { } catch (...) { } catch (...) { } }
typedef int I;
void b15() { try { } catch (I) { } catch (int) { } }
