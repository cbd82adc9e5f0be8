// notes: near miss of 20123: the same texture and surface variables in a plain unnamed namespace, in a named inline namespace, and at block scope (clean)
// tags: texture_surface_variable_in_unnamed_inline_ns, texture, near-miss
template <class T, int dim>
struct __device_builtin_texture_type__ texture_ref { T dummy; };
struct __device_builtin_surface_type__ surface_ref { int dummy; };

namespace {
    texture_ref<float, 1> tex1;
}
inline namespace v2 {
    surface_ref surf;
}
namespace lib { inline namespace abi { texture_ref<int, 2> tex2; } }

void host_side()
{
    static surface_ref local_surf;
    (void)local_surf;
}
