#if os(Linux)
  import AppLinks
  import Foundation
  import IssueReporting

  /// The links the desktop hands a running app, as a dependency the store reads from an effect.
  ///
  /// ```swift
  /// @Dependency(\.linkInbox) var inbox
  ///
  /// case .task:
  ///   return .run { send in
  ///     for await event in inbox.events() {
  ///       if case let .link(url) = event { await send(.received(url)) }
  ///     }
  ///   }
  /// ```
  ///
  /// The live inbox is a GApplicationLinks `DesktopApplication`'s (its `inbox`): every URL the
  /// app receives (its launch arguments, `Open` over D-Bus from a second launch, `gio open` or
  /// `xdg-open`) becomes one ``Event``, in order, checked first (``LinkInboxError``). Nothing is
  /// dropped while no one listens: events wait in the stream until read.
  public struct LinkInbox: Sendable {
    /// One thing the desktop handed the app.
    public enum Event: Hashable, Sendable {
      /// A URL of one of the app's schemes, within its limits.
      case link(URL)
      /// An argument that was refused, and why; the app keeps running.
      case rejected(LinkInboxError)
    }

    /// The events, from the first the app received. Meant to be read by one reader.
    public var events: @Sendable () -> AsyncStream<Event>

    /// Creates an inbox from its stream.
    public init(events: @escaping @Sendable () -> AsyncStream<Event>) {
      self.events = events
    }

    /// An inbox that never receives anything: the app outside a desktop.
    public static let empty = LinkInbox { AsyncStream { $0.finish() } }

    /// An inbox that reports an issue when read.
    public static let unimplemented = LinkInbox {
      reportIssue("Unimplemented: 'LinkInbox.events' was called.")
      return AsyncStream { $0.finish() }
    }

    /// An inbox fed by hand: `send` delivers an event; `finish` ends the stream. For tests and
    /// for apps that receive links by other means.
    public static func makeInbox() -> (inbox: LinkInbox, send: @Sendable (Event) -> Void, finish: @Sendable () -> Void)
    {
      let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
      let box = StreamBox(stream: stream)
      return (
        LinkInbox { box.take() },
        { continuation.yield($0) },
        { continuation.finish() }
      )
    }

    /// The event for one received argument: ``Event/link(_:)`` when ``check(_:schemes:limits:)``
    /// accepts it, else ``Event/rejected(_:)`` with why.
    package static func event(for argument: String, schemes: [String], limits: URLLimits = .default) -> Event {
      switch check(argument, schemes: schemes, limits: limits) {
      case let .success(url): .link(url)
      case let .failure(error): .rejected(error)
      }
    }

    /// Checks one received argument: a URL (`scheme:` then anything RFC 3986 allows) of one of
    /// `schemes` (compared without case), no longer than `limits.maxURLLength` UTF-8 bytes.
    public static func check(
      _ argument: String, schemes: [String], limits: URLLimits = .default
    ) -> Result<URL, LinkInboxError> {
      let length = argument.utf8.count
      guard length <= limits.maxURLLength else { return .failure(.tooLong(length: length, limit: limits.maxURLLength)) }
      // As given: a `%` not followed by two hex digits makes it no URL, never one Foundation
      // mended into another (`%zz` read as `%25zz`, what a signed link's signature did not cover).
      guard let url = URL(string: argument, encodingInvalidCharacters: false), let scheme = url.scheme,
        !argument.hasPrefix(":")
      else {
        return .failure(.notAURL(argument))
      }
      guard schemes.contains(where: { $0.caseInsensitiveCompare(scheme) == .orderedSame }) else {
        return .failure(.otherScheme(scheme: scheme, expected: schemes))
      }
      return .success(url)
    }
  }

  /// Hands the one stream of a ``LinkInbox`` to its first reader; a second reader gets an empty
  /// stream and an issue (two readers of one stream would split its links between them).
  final class StreamBox: Sendable {
    private let stream: LockIsolated<AsyncStream<LinkInbox.Event>?>

    init(stream: AsyncStream<LinkInbox.Event>) {
      self.stream = LockIsolated(stream)
    }

    func take() -> AsyncStream<LinkInbox.Event> {
      let taken = stream.withValue { value in
        defer { value = nil }
        return value
      }
      guard let taken else {
        reportIssue("A LinkInbox's events were read twice; links go to the first reader only.")
        return AsyncStream { $0.finish() }
      }
      return taken
    }
  }

  // Private, as swift-dependencies keeps its own keys: one name for the dependency.
  private enum LinkInboxKey: DependencyKey {
    static var liveValue: LinkInbox { .empty }
    static var testValue: LinkInbox { .unimplemented }
  }

  extension DependencyValues {
    /// The links the desktop hands the running app. See ``LinkInbox``.
    ///
    /// ``LinkInbox/empty`` unless an app sets another (an app with no desktop application
    /// receives nothing); in tests ``LinkInbox/unimplemented``: a test says what arrives.
    public var linkInbox: LinkInbox {
      get { self[LinkInboxKey.self] }
      set { self[LinkInboxKey.self] = newValue }
    }
  }
#endif
