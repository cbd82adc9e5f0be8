// notes: near miss of global_redecl_host: redeclaring a kernel without any space annotation is silently merged by cudafe++ (cicc reports it)
// tags: illegal_mem_qualifiers, near-miss, redeclaration, device-side
__global__ void r1();
void r1() {}
