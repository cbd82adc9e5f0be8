// Invalid: the value bound for a scoped-enumeration parameter is not the enumerator asserted.
enum class sem { relaxed, acquire, release, acq_rel };

template <sem S>
struct sem_tag {
  static constexpr sem value = S;
};

static_assert(sem_tag<sem::release>::value == sem::acquire, "wrong enumerator");
static_assert(sem_tag<sem::release>::value == sem::release, "right enumerator");
