#if canImport(CGIO)
  import CGIO
  import AppLinks
  import DesktopLinks
  import Foundation
  import Logging

  /// A running desktop app that receives links: it owns its application id on the session bus
  /// through GIO's `GApplication`, and its ``inbox`` yields every link it is handed.
  ///
  /// ```swift
  /// let application = try DesktopApplication(applicationID: "org.example.Notes", schemes: ["notes"])
  /// application.onStartup = { /* first instance only: build the store with application.inbox */ }
  /// exit(application.run())
  /// ```
  ///
  /// The first instance becomes *primary*: it receives its own launch arguments and, while it
  /// runs, every later launch's (forwarded over D-Bus as `org.freedesktop.Application.Open`,
  /// after which the later launch exits 0), and `gio open` / `xdg-open` calls when the desktop
  /// entry is `DBusActivatable` (no new process at all). Each argument is checked
  /// (`LinkInbox.check(_:schemes:limits:)`); a refused one is logged (``logger``, `notice`,
  /// its secret parameters masked) and becomes a `LinkInbox.Event.rejected` event, and the app
  /// keeps running.
  ///
  /// `run()` gives the main thread to the GLib main loop and runs the main actor from it, so
  /// `@MainActor` code, `Task { @MainActor in … }` and GLib or GTK callbacks all work together.
  ///
  /// Linux only (GIO from the system: `libglib2.0-dev`).
  @MainActor
  public final class DesktopApplication {
    /// The application id owned on the session bus.
    package let applicationID: String
    /// The URL schemes accepted, lowercase.
    package let schemes: [String]
    /// The bounds on an accepted URL.
    package let limits: URLLimits
    /// The links received, for the store (`$0.linkInbox = application.inbox`).
    public let inbox: LinkInbox
    /// The `GApplication *` (or `GtkApplication *`) this app drives.
    public let handle: OpaquePointer
    /// Called once, in the primary instance only, before any link is delivered: where the app
    /// opens its database and builds its store. A launch that forwards its links never calls it.
    public var onStartup: (@MainActor () -> Void)?
    /// Called when the app should show itself: launched without links, and after each batch of
    /// links received.
    public var onActivate: (@MainActor () -> Void)?
    /// Called with each event as it is received, before the store reads it (for a trace).
    public var onEvent: (@MainActor (LinkInbox.Event) -> Void)?
    /// When set, each event goes to it instead of the ``inbox``: on the main thread, in the
    /// same turn of the loop that received it, so a store takes it at once (`store.send`).
    /// Through the inbox an event waits for the reading task to wake on another thread, which
    /// then hops back to the main actor to send it: two thread switches per link. Set it in
    /// ``onStartup``, before any link is delivered; the inbox then stays empty.
    public var receiver: (@MainActor (LinkInbox.Event) -> Void)?
    /// Where refused arguments are reported (`notice`). Default: the label `GApplicationLinks`.
    public var logger = Logger(label: "GApplicationLinks")

    private let send: @Sendable (LinkInbox.Event) -> Void

    /// Creates the app.
    ///
    /// - Parameters:
    ///   - applicationID: A valid D-Bus name, such as `org.example.Notes`.
    ///   - schemes: The URL schemes the app handles.
    ///   - limits: Bounds on an accepted URL.
    ///   - handle: A `GApplication *` to drive, such as a `GtkApplication`; nil makes a plain
    ///     one. `G_APPLICATION_HANDLES_OPEN` is added to its flags.
    /// - Throws: `DesktopLinksError.invalidApplicationID`.
    public init(
      applicationID: String, schemes: [String], limits: URLLimits = .default, handle: OpaquePointer? = nil
    ) throws(DesktopLinksError) {
      guard g_application_id_is_valid(applicationID) != 0 else { throw .invalidApplicationID(applicationID) }
      self.applicationID = applicationID
      self.schemes = schemes.map { $0.lowercased() }
      self.limits = limits
      let (inbox, send, _) = LinkInbox.makeInbox()
      self.inbox = inbox
      self.send = send
      let application =
        handle.map { UnsafeMutablePointer<GApplication>($0) } ?? g_application_new(
          applicationID, G_APPLICATION_DEFAULT_FLAGS)!
      g_application_set_application_id(application, applicationID)
      g_application_set_flags(
        application,
        GApplicationFlags(g_application_get_flags(application).rawValue | G_APPLICATION_HANDLES_OPEN.rawValue))
      self.handle = OpaquePointer(application)
      // The closures hold the app weakly: the GApplication may outlive it.
      GSignal.connect(application, "startup") { [weak self] in self?.onStartup?() }
      GSignal.connect(application, "activate") { [weak self] in self?.onActivate?() }
      GSignal.connectOpen(application) { [weak self] arguments in self?.receive(arguments) }
    }

    /// Answers `RecentLinkOutcomes.read(from:)` (`notes doctor --recent`) with what `recent`
    /// returns: usually `outcomes.recent` of the `LinkOutcomes` the store reports to. Call it
    /// in ``onStartup`` (the app is on the bus by then); only the primary instance serves.
    ///
    /// - Returns: `false` when the app has no session bus connection, so nothing is served.
    @discardableResult
    public func servesLinkOutcomes(_ recent: @escaping @MainActor () -> [LinkOutcome]) -> Bool {
      OutcomesObject.register(UnsafeMutablePointer(handle), recent)
    }

    /// Registers on the bus and runs until the app quits; returns the exit status. A launch
    /// that finds a primary instance forwards its links to it and returns 0.
    ///
    /// - Parameter arguments: The program name, then the links (no options: parse your own
    ///   first and pass only the links).
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
      MainLoopBridge.install()
      var cStrings = arguments.map { strdup($0) }
      defer { for string in cStrings { free(string) } }
      return cStrings.withUnsafeMutableBufferPointer { buffer in
        g_application_run(UnsafeMutablePointer(handle), Int32(buffer.count), buffer.baseAddress)
      }
    }

    /// Keeps the app running with no window (a plain `GApplication` quits when idle).
    package func hold() { g_application_hold(UnsafeMutablePointer(handle)) }

    /// Undoes one ``hold()``.
    package func release() { g_application_release(UnsafeMutablePointer(handle)) }

    /// Ends ``run(arguments:)`` after the current callback.
    public func quit() { g_application_quit(UnsafeMutablePointer(handle)) }

    /// Hands the app links as the desktop would (each checked, then delivered to the
    /// ``inbox`` in order), without activating it: for links the app opens to itself.
    package func deliver(_ urls: [URL]) {
      check(urls.map(\.absoluteString))
    }

    /// An opener that delivers URLs of the app's own schemes straight to its ``inbox``
    /// and opens the others with `fallback`. A link the app opens to itself
    /// (the answer to its own call, a link to one of its screens in a document) then costs no
    /// `gio` process and no trip over the bus: measured with the notes window, 25–35 ms of
    /// the 125 ms of a `notes call` round trip.
    public func opener(fallback: URLOpener = .system) -> URLOpener {
      let schemes = Set(self.schemes)
      return URLOpener(
        canOpen: { url in
          if schemes.contains(url.scheme?.lowercased() ?? "") { return true }
          return await fallback.canOpen(url)
        },
        open: { [weak self] url in
          guard schemes.contains(url.scheme?.lowercased() ?? "") else { return await fallback.open(url) }
          guard let self else { return false }
          await self.deliver([url])
          return true
        }
      )
    }

    /// Checks each received argument and delivers it, in order, then activates the app.
    func receive(_ arguments: [String]) {
      check(arguments)
      onActivate?()
    }

    /// Checks each argument and delivers it, in order.
    private func check(_ arguments: [String]) {
      for argument in arguments {
        let event = LinkInbox.event(for: argument, schemes: schemes, limits: limits)
        if case let .rejected(error) = event {
          logger.notice("refused an argument", metadata: ["application": "\(applicationID)", "reason": "\(error)"])
        }
        onEvent?(event)
        if let receiver { receiver(event) } else { send(event) }
      }
    }
  }
#endif
