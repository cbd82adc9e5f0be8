//! The `cufe` binary's global allocator: small blocks come from a bump pointer and are recycled through
//! per-size free lists; anything else goes to the system allocator.
//!
//! Why: the front end makes ~250k small allocations on the nvcc prelude (syntax-tree vectors, lookup
//! results, names) and frees most of them soon after; glibc's malloc/free/realloc took ~18% of the
//! instructions of a run. Here a small allocation is a free-list pop or a pointer bump and a free is a
//! push. Memory of freed small blocks is kept for reuse (never returned to the system); the process is
//! short-lived and its peak is dominated by what it keeps anyway.
//!
//! Second, a third of a run's CPU time was the kernel handling page faults on fresh 4 KiB pages. The
//! small blocks (about half of the peak memory) are carved from 2 MiB chunks mapped with `MADV_HUGEPAGE`,
//! which the kernel backs with huge pages when its THP mode is `always` or `madvise` (p1: 11.1k → 6.3k
//! faults). The large arenas stay with the system allocator: advising them too saved more faults on the
//! trivial TU but made runs on the 12 MB thrust TU slower and erratic (huge-page compaction stalls on a
//! busy machine).
//!
//! Only `main.rs` installs it (`#[global_allocator]`): the library's tests and fuzz targets use the
//! system allocator, and the unit tests below exercise an instance of their own.
//!
//! Thread safety: one spin lock around the (tiny) critical sections. cufe is single-threaded except for
//! the constant evaluator's big-stack retry, whose caller waits for it, so the lock is never contended.
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicBool, Ordering};

/// Size granularity and the alignment every small block has.
const GRAIN: usize = 16;
/// Largest size served from the free lists (larger blocks are mostly arenas that grow by `realloc`,
/// which the system allocator does in place or with `mremap`).
const MAX_SMALL: usize = 1024;
const CLASSES: usize = MAX_SMALL / GRAIN;
/// Bytes mapped at a time for the bump pointer: one huge page (the kernel aligns anonymous mappings
/// whose length is a multiple of it).
const CHUNK: usize = 2 << 20;

struct State {
    /// Free blocks of size `(c + 1) * GRAIN`, linked through their first word.
    free: [*mut u8; CLASSES],
    bump: *mut u8,
    end: *mut u8,
}

pub struct SmallAlloc {
    lock: AtomicBool,
    state: UnsafeCell<State>,
}

// SAFETY: `state` is only touched while `lock` is held.
unsafe impl Sync for SmallAlloc {}

impl Default for SmallAlloc {
    fn default() -> Self {
        Self::new()
    }
}

impl SmallAlloc {
    pub const fn new() -> SmallAlloc {
        SmallAlloc {
            lock: AtomicBool::new(false),
            state: UnsafeCell::new(State { free: [std::ptr::null_mut(); CLASSES], bump: std::ptr::null_mut(), end: std::ptr::null_mut() }),
        }
    }

    /// Runs `f` on the state with the lock held.
    #[inline]
    fn with<R>(&self, f: impl FnOnce(&mut State) -> R) -> R {
        while self.lock.compare_exchange_weak(false, true, Ordering::Acquire, Ordering::Relaxed).is_err() {
            std::hint::spin_loop();
        }
        // SAFETY: the lock gives exclusive access; `f` does not re-enter this allocator (mapping memory
        // does not allocate).
        let r = f(unsafe { &mut *self.state.get() });
        self.lock.store(false, Ordering::Release);
        r
    }
}

#[inline]
fn small(l: &Layout) -> bool {
    l.size() <= MAX_SMALL && l.align() <= GRAIN
}

/// Size class of a small size (sizes 1..=16 → 0, 17..=32 → 1, …); a zero size shares class 0.
#[inline]
fn class(size: usize) -> usize {
    size.saturating_sub(1) / GRAIN
}

impl State {
    /// A block of class `c`: a recycled one, else a bump from the current chunk (a new chunk when it is
    /// used up; the < MAX_SMALL bytes left in the old one are abandoned). Null when the system is out of
    /// memory.
    #[inline]
    unsafe fn take(&mut self, c: usize) -> *mut u8 {
        let head = self.free[c];
        if !head.is_null() {
            self.free[c] = *(head as *mut *mut u8);
            return head;
        }
        let size = (c + 1) * GRAIN;
        if (self.end as usize) - (self.bump as usize) < size {
            let chunk = os::map(CHUNK);
            if chunk.is_null() {
                return chunk;
            }
            self.bump = chunk;
            self.end = chunk.add(CHUNK);
        }
        let p = self.bump;
        self.bump = p.add(size);
        p
    }

    #[inline]
    unsafe fn give(&mut self, p: *mut u8, c: usize) {
        *(p as *mut *mut u8) = self.free[c];
        self.free[c] = p;
    }
}

// SAFETY: small blocks are GRAIN-aligned (chunks are page-aligned, sizes are multiples of GRAIN) and at least as large
// as the layout asks; a block is handed out once until it is given back; other layouts are the system
// allocator's, with the same layout on both ends (`small` depends only on the layout).
unsafe impl GlobalAlloc for SmallAlloc {
    #[inline]
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        if !small(&l) {
            return System.alloc(l);
        }
        self.with(|s| s.take(class(l.size())))
    }

    #[inline]
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        if !small(&l) {
            return System.dealloc(p, l);
        }
        self.with(|s| s.give(p, class(l.size())))
    }

    unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 {
        if !small(&l) {
            // calloc knows when fresh pages are already zero.
            return System.alloc_zeroed(l);
        }
        let p = self.alloc(l);
        if !p.is_null() {
            std::ptr::write_bytes(p, 0, l.size());
        }
        p
    }

    unsafe fn realloc(&self, p: *mut u8, l: Layout, new_size: usize) -> *mut u8 {
        let new = Layout::from_size_align_unchecked(new_size, l.align());
        match (small(&l), small(&new)) {
            (false, false) => System.realloc(p, l, new_size),
            (true, true) if class(l.size()) == class(new_size) => p,
            _ => {
                let q = self.alloc(new);
                if !q.is_null() {
                    std::ptr::copy_nonoverlapping(p, q, l.size().min(new_size));
                    self.dealloc(p, l);
                }
                q
            }
        }
    }
}

/// Anonymous memory advised for huge pages (declared against the C library: no crate dependency;
/// Linux values). Null on failure.
#[cfg(target_os = "linux")]
mod os {
    use std::ffi::c_void;
    extern "C" {
        fn mmap(addr: *mut c_void, len: usize, prot: i32, flags: i32, fd: i32, off: i64) -> *mut c_void;
        fn madvise(addr: *mut c_void, len: usize, advice: i32) -> i32;
    }
    const PROT_READ_WRITE: i32 = 0x1 | 0x2;
    const MAP_PRIVATE_ANONYMOUS: i32 = 0x02 | 0x20;
    const MADV_HUGEPAGE: i32 = 14;
    const MAP_FAILED: *mut c_void = !0usize as *mut c_void;

    pub unsafe fn map(len: usize) -> *mut u8 {
        let p = mmap(std::ptr::null_mut(), len, PROT_READ_WRITE, MAP_PRIVATE_ANONYMOUS, -1, 0);
        if p == MAP_FAILED {
            return std::ptr::null_mut();
        }
        // Only advice: without THP the pages are ordinary ones.
        madvise(p, len, MADV_HUGEPAGE);
        p as *mut u8
    }
}

/// Elsewhere: the system allocator stands in for the kernel.
#[cfg(not(target_os = "linux"))]
mod os {
    use std::alloc::{GlobalAlloc, Layout, System};
    pub unsafe fn map(len: usize) -> *mut u8 {
        System.alloc(Layout::from_size_align_unchecked(len, 4096))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lay(size: usize, align: usize) -> Layout {
        Layout::from_size_align(size, align).unwrap()
    }

    #[test]
    fn classes() {
        assert_eq!(class(1), 0);
        assert_eq!(class(16), 0);
        assert_eq!(class(17), 1);
        assert_eq!(class(MAX_SMALL), CLASSES - 1);
    }

    #[test]
    fn blocks_are_aligned_distinct_and_recycled() {
        let a = SmallAlloc::new();
        unsafe {
            let mut live = Vec::new();
            for i in 0..5000usize {
                let l = lay(1 + i % 700, 1 << (i % 5));
                let p = a.alloc(l);
                assert!(!p.is_null());
                assert_eq!(p as usize % l.align(), 0);
                std::ptr::write_bytes(p, (i % 251) as u8, l.size());
                live.push((p, l, (i % 251) as u8));
            }
            // No two live blocks overlap: every block still holds its own byte pattern.
            for &(p, l, b) in &live {
                assert!(std::slice::from_raw_parts(p, l.size()).iter().all(|&x| x == b));
            }
            let (p, l, _) = live[10];
            a.dealloc(p, l);
            // The freed block is the next one of its class.
            assert_eq!(a.alloc(l), p);
            for &(p, l, _) in &live {
                a.dealloc(p, l);
            }
        }
    }

    #[test]
    fn large_and_overaligned_go_to_the_system() {
        let a = SmallAlloc::new();
        unsafe {
            for l in [lay(MAX_SMALL + 1, 8), lay(64, 64), lay(1 << 20, 16)] {
                let p = a.alloc(l);
                assert!(!p.is_null());
                assert_eq!(p as usize % l.align(), 0);
                std::ptr::write_bytes(p, 7, l.size());
                a.dealloc(p, l);
            }
        }
    }

    #[test]
    fn realloc_keeps_contents_across_classes_and_the_boundary() {
        let a = SmallAlloc::new();
        unsafe {
            let mut l = lay(8, 8);
            let mut p = a.alloc(l);
            *p = 42;
            for size in [12, 16, 40, 1000, 1024, 1025, 5000, 900, 3] {
                p = a.realloc(p, l, size);
                assert!(!p.is_null());
                assert_eq!(*p, 42, "size {}", size);
                l = lay(size, 8);
            }
            a.dealloc(p, l);
        }
    }

    #[test]
    fn zeroed_blocks_are_zero_after_reuse() {
        let a = SmallAlloc::new();
        unsafe {
            let l = lay(48, 8);
            let p = a.alloc(l);
            std::ptr::write_bytes(p, 0xff, 48);
            a.dealloc(p, l);
            let q = a.alloc_zeroed(l);
            assert_eq!(q, p);
            assert!(std::slice::from_raw_parts(q, 48).iter().all(|&x| x == 0));
            let big = lay(4096, 8);
            let r = a.alloc_zeroed(big);
            assert!(std::slice::from_raw_parts(r, 4096).iter().all(|&x| x == 0));
            a.dealloc(r, big);
        }
    }

    #[test]
    fn growth_by_doubling_keeps_contents() {
        // Vec's pattern: capacity doubling through the small classes into system blocks.
        let a = SmallAlloc::new();
        unsafe {
            let mut cap = 4usize;
            let mut p = a.alloc(lay(cap * 24, 8));
            for i in 0..cap * 24 {
                *p.add(i) = i as u8;
            }
            while cap < 4096 {
                p = a.realloc(p, lay(cap * 24, 8), cap * 48);
                for i in 0..cap * 24 {
                    assert_eq!(*p.add(i), i as u8);
                }
                for i in cap * 24..cap * 48 {
                    *p.add(i) = i as u8;
                }
                cap *= 2;
            }
            a.dealloc(p, lay(cap * 24, 8));
        }
    }
}
