// notes: the 'C' asm constraint used in host code -> 20263 (C constraint is device-only)
// tags: C_constraint_is_device_only, asm
void h()
{
    asm("nop // %0" : : "C"("abc"));
}
