// notes: texture and surface objects (classes marked __device_builtin_texture_type__ / __device_builtin_surface_type__) declared in an inline unnamed namespace -> 20123 for each, also through a typedef, a class template and a nested namespace; a pointer, an array and a static member are not checked
// tags: texture_surface_variable_in_unnamed_inline_ns, texture
template <class T, int dim>
struct __device_builtin_texture_type__ texture_ref { T dummy; };
struct __device_builtin_surface_type__ surface_ref { int dummy; };
typedef texture_ref<float, 2> tex2d_t;

inline namespace {
    texture_ref<float, 1> tex1;
    tex2d_t tex2;
    extern surface_ref surf;
    texture_ref<int, 1> *not_a_texture_variable;
    surface_ref surfaces[4];
    struct Holder { static surface_ref member; };
    namespace detail { const surface_ref surf2 = {}; }
}
