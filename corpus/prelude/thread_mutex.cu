// notes: <thread> and <mutex>: host threads each launching a kernel on their own stream; expected clean
// tags: prelude, stl, thread
#include <thread>
#include <mutex>
#include <vector>

__global__ void work(int *p, int id) { p[id] = id; }

void launch_all(int *dev, int nthreads)
{
    std::mutex m;
    int launched = 0;
    std::vector<std::thread> pool;
    for (int t = 0; t < nthreads; ++t)
        pool.emplace_back([=, &m, &launched] {
            cudaStream_t s;
            cudaStreamCreate(&s);
            work<<<1, 1, 0, s>>>(dev, t);
            cudaStreamSynchronize(s);
            cudaStreamDestroy(s);
            std::lock_guard<std::mutex> g(m);
            ++launched;
        });
    for (auto &th : pool) th.join();
}
