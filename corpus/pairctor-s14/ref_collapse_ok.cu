// notes: references to references through a typedef collapse ([dcl.ref]/6): & with anything is &, && && is &&; expected clean
// tags: pairctor-s14
typedef int& L;
typedef int&& R;
int i;
L& a = i;
L&& b = i;
R& c = i;
R&& d = static_cast<int&&>(i);
