// nvcc-options: -std=c++20
// Class templates instantiated with enumeration non-type arguments (cuda::ptx's
// integral_constant<dot_sem, dot_sem::acq_rel>): the parameter is bound as the enumerator's value.
enum class sem { relaxed, acquire, release, acq_rel };
enum plain { p0, p1 = 5 };

template <sem S>
struct sem_tag {
  static constexpr sem value = S;
  int pad;
};

template <plain P>
struct plain_tag {
  static constexpr int value = P;
};

static_assert(sem_tag<sem::acquire>::value == sem::acquire, "");
static_assert(static_cast<int>(sem_tag<sem::acq_rel>::value) == 3, "");
static_assert(plain_tag<p1>::value == 5, "");
sem_tag<sem::release> tag;

int use() { return static_cast<int>(sem_tag<sem::release>::value) + plain_tag<p0>::value; }
