import Dependencies
import Foundation
import IssueReporting
import LinkRouting

/// Asks the system to open URLs: a dependency an effect calls, as TCA's `openURL` (the
/// callback a request is answered with, a page in the browser).
///
/// ```swift
/// @Dependency(\.urlOpener) var urlOpener
///
/// return .run { _ in
///   _ = await urlOpener.open(url)
/// }
/// ```
///
/// swift-dependencies' own `openURL` exists only where SwiftUI does; this one works everywhere.
/// The live value uses the platform's opener (see ``system``); the test value reports an issue
/// when used, so a test states what opening does.
public struct URLOpener: Sendable {
  /// Whether some application on this system handles the URL.
  public var canOpen: @Sendable (_ url: URL) async -> Bool
  /// Opens the URL; `true` when the system says it did.
  public var open: @Sendable (_ url: URL) async -> Bool

  /// Creates an opener from its two operations.
  public init(
    canOpen: @escaping @Sendable (_ url: URL) async -> Bool,
    open: @escaping @Sendable (_ url: URL) async -> Bool
  ) {
    self.canOpen = canOpen
    self.open = open
  }

  /// Opens `url`, as ``open`` does: a `URLOpener` reads like TCA's `openURL`.
  ///
  /// ```swift
  /// @Dependency(\.urlOpener) var openURL
  /// return .run { _ in await openURL(callback) }
  /// ```
  @discardableResult
  public func callAsFunction(_ url: URL) async -> Bool {
    await open(url)
  }

  /// An opener that handles every URL and opens none of them: for previews and for code that
  /// must not leave the process.
  static let noop = URLOpener(canOpen: { _ in true }, open: { _ in true })

  /// An opener that reports an issue whenever it is used.
  public static let unimplemented = URLOpener(
    canOpen: { url in
      reportIssue("Unimplemented: 'URLOpener.canOpen' was called with \(url.absoluteString).")
      return false
    },
    open: { url in
      reportIssue("Unimplemented: 'URLOpener.open' was called with \(url.absoluteString).")
      return false
    }
  )

  /// The platform's opener.
  ///
  /// - Linux: `gio open`, then `xdg-open`, each run as a process with the URL as its argument
  ///   (never through a shell) and none of the app's open files (nor, through it, the browser
  ///   it starts). `gio` comes first because it uses `x-scheme-handler`
  ///   registrations with or without a display, whereas `xdg-open` consults them only when
  ///   `DISPLAY` or `WAYLAND_DISPLAY` is set. ``canOpen`` is true for `http`, `https` and
  ///   `mailto` and for schemes with a registered handler (`xdg-mime query default
  ///   x-scheme-handler/<scheme>`, else `gio mime`); when neither tool is installed, both
  ///   operations answer `false`.
  /// - macOS: `NSWorkspace`. iOS and tvOS: `UIApplication`.
  /// - Elsewhere: opens nothing and answers `false`.
  public static var system: URLOpener {
    #if os(Linux) || os(FreeBSD) || os(OpenBSD)
      return .freedesktop()
    #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
      return .workspace
    #elseif canImport(UIKit) && !os(watchOS)
      return .application
    #else
      return URLOpener(canOpen: { _ in false }, open: { _ in false })
    #endif
  }
}

#if os(Linux) || os(FreeBSD) || os(OpenBSD)
  extension URLOpener {
    /// The Linux opener (see ``system``), with the tools looked up on `environment["PATH"]`
    /// and run with `environment`: a separate `XDG_DATA_HOME`, `XDG_CONFIG_HOME` or `DISPLAY`
    /// without changing this process's own.
    public static func freedesktop(
      environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URLOpener {
      let opener = ProcessURLOpener(environment: environment)
      return URLOpener(canOpen: { await opener.canOpen($0) }, open: { await opener.open($0) })
    }
  }
#endif

private enum URLOpenerKey: DependencyKey {
  static var liveValue: URLOpener { .system }
  static var testValue: URLOpener { .unimplemented }
  static var previewValue: URLOpener { .noop }
}

extension DependencyValues {
  /// Opens URLs with the system's handlers. See ``URLOpener``.
  ///
  /// ``URLOpener/system`` unless an app sets another; in tests ``URLOpener/unimplemented`` (a
  /// test says what opening does); in previews one that opens nothing and says it opened every
  /// URL.
  public var urlOpener: URLOpener {
    get { self[URLOpenerKey.self] }
    set { self[URLOpenerKey.self] = newValue }
  }
}
