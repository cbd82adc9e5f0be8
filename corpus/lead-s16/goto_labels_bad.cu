// notes: a label defined twice (#3369) and labels referenced but not defined (#114, once per label at the first goto)
// tags: goto, label
void b1() { L: ; L: ; }
void b2() { goto nope; goto nope; }
void b3(int x) { if (x) goto q; goto r; }
