// notes: near miss of static_member_access_ok: another class's private static member in an in-class initialiser is inaccessible (#265)
// tags: prelude-cccl, access
class other { static const int z = 2; };
class user { static const int y = other::z; };
int main() { return 0; }
