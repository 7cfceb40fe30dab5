import CGtk

/// glibc's per-thread malloc arenas, limited for a window that does its work on one thread.
///
/// glibc gives each thread that allocates its own arena (up to eight per core): GDBus's worker,
/// the link listener, Swift's cooperative pool. In a window whose work runs on the main thread
/// those arenas hold little but fragments, each kept resident. Measured on the notes window
/// (`scripts/desktop-benchmark`, 10,000 links into the running app): resident memory grew
/// 5.4 MB with glibc's default, 4.1 MB with two arenas, 4.3 MB with one; a second 10,000 links
/// added 0.1 MB in each case.
package enum MallocArenas {
  /// Lets all threads share at most `count` arenas. Call it first thing in `main`, before any
  /// other thread starts; `MALLOC_ARENA_MAX` in the environment still wins if it is set.
  package static func limit(to count: Int32) {
    guard getenv("MALLOC_ARENA_MAX") == nil else { return }
    mallopt(M_ARENA_MAX, count)
  }
}
