#if canImport(CGIO)
  import CGIO

  /// Connects `GApplication` signals to Swift closures. Each closure is kept in a box the
  /// signal owns and releases when it is disconnected (when the application is finalized).
  @MainActor
  enum GSignal {
    private typealias PlainHandler = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    private typealias OpenHandler =
      @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafePointer<CChar>?,
        UnsafeMutableRawPointer?
      ) -> Void

    /// A signal without arguments (`startup`, `activate`).
    static func connect(
      _ instance: UnsafeMutablePointer<GApplication>, _ signal: String, _ body: @escaping @MainActor () -> Void
    ) {
      let handler: PlainHandler = { _, data in
        guard let data else { return }
        let box = Unmanaged<Box<Void>>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { box.body(()) }
      }
      connect(instance, signal, unsafeBitCast(handler, to: GCallback.self), Box<Void> { body() })
    }

    /// `open`: the URIs of the `GFile`s handed to the app, as text, in order.
    static func connectOpen(
      _ instance: UnsafeMutablePointer<GApplication>, _ body: @escaping @MainActor ([String]) -> Void
    ) {
      let handler: OpenHandler = { _, files, count, _, data in
        guard let data, let files else { return }
        var uris: [String] = []
        for index in 0..<Int(max(count, 0)) {
          guard let file = files[index], let uri = g_file_get_uri(file) else { continue }
          uris.append(String(cString: uri))
          g_free(uri)
        }
        let box = Unmanaged<Box<[String]>>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { box.body(uris) }
      }
      connect(instance, "open", unsafeBitCast(handler, to: GCallback.self), Box(body: body))
    }

    private static func connect<Arguments>(
      _ instance: UnsafeMutablePointer<GApplication>, _ signal: String, _ handler: GCallback, _ box: Box<Arguments>
    ) {
      g_signal_connect_data(
        instance, signal, handler, Unmanaged.passRetained(box).toOpaque(),
        { data, _ in
          guard let data else { return }
          Unmanaged<AnyObject>.fromOpaque(data).release()
        }, GConnectFlags(0))
    }

    private final class Box<Arguments> {
      let body: @MainActor (Arguments) -> Void
      init(body: @escaping @MainActor (Arguments) -> Void) { self.body = body }
    }
  }
#endif
