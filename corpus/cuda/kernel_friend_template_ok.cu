// notes: a kernel template befriended by a class template (friend declaration without definition) and defined outside -> clean
// tags: global_friend_definition, near-miss, template, friend
template <class T> __global__ void peek(T *out);

template <class T> class Secret {
    T hidden = T(42);
    template <class U> friend __global__ void peek(U *);
};

template <class T> __global__ void peek(T *out) { Secret<T> s; *out = s.hidden; }

void run(int *p) { peek<<<1, 1>>>(p); }
