#if canImport(CGIO)
  import CGIO
  import Glibc

  // The Swift main actor runs on libdispatch's main queue; GLib and GTK run their own main
  // loop on the main thread. Only one of them can own the thread, so GLib owns it and drains
  // the main queue whenever the queue says it has work. libdispatch exports, for exactly this
  // (CoreFoundation's run loop uses it on Linux), the queue's wake-up descriptor (an eventfd)
  // and its drain function; neither has a public header, hence the silgen names.

  @_silgen_name("_dispatch_get_main_queue_handle_4CF")
  private func dispatchMainQueueHandle() -> Int32

  @_silgen_name("_dispatch_main_queue_callback_4CF")
  private func dispatchMainQueueDrain(_ message: UnsafeMutableRawPointer?)

  /// Runs the main queue (and so `@MainActor` code and `Task { @MainActor in … }`) from the
  /// GLib main loop of the main thread.
  @MainActor
  enum MainLoopBridge {
    private static var isInstalled = false

    /// Watches the main queue's descriptor from the default GLib context; idempotent.
    static func install() {
      guard !isInstalled else { return }
      isInstalled = true
      let descriptor = dispatchMainQueueHandle()
      // The eventfd must be read before draining: while it holds a count the source stays
      // ready, fires without end, and GTK never gets to draw.
      _ = g_unix_fd_add(
        descriptor, G_IO_IN,
        { descriptor, _, _ in
          var count: UInt64 = 0
          _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
          dispatchMainQueueDrain(nil)
          return 1  // G_SOURCE_CONTINUE
        }, nil)
      // Work queued before the descriptor existed woke no one: drain once when the loop starts.
      _ = g_idle_add(
        { _ in
          dispatchMainQueueDrain(nil)
          return 0  // G_SOURCE_REMOVE
        }, nil)
    }
  }
#endif
