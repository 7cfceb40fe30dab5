#if os(Linux)
  @_spi(Testing) import ComposableLinks
  import Foundation
  import Testing

  /// The message bus a ``DesktopSession`` runs as its session bus.
  enum DesktopBus: String, Sendable, CustomTestStringConvertible {
    /// The reference implementation (Debian's, Ubuntu's).
    case dbusDaemon = "dbus-daemon"
    /// Fedora's and Arch's session bus, through `scripts/session-broker`, which starts services
    /// as systemd would (D-Bus activation) through `scripts/stand-in-systemd`.
    case dbusBroker = "dbus-broker"

    /// The ones this machine can run: dbus-broker needs `dbus-broker-launch`, and a journal or
    /// root to stand one in (`scripts/session-broker`); `python3-gi` for the stand-in for
    /// systemd comes with `python3-pyatspi`, which every desktop test needs.
    static var available: [DesktopBus] {
      let broker =
        ExecutableLookup.find("dbus-broker-launch") != nil
        && (FileManager.default.fileExists(atPath: "/run/systemd/journal/socket") || getuid() == 0)
      return broker ? [.dbusDaemon, .dbusBroker] : [.dbusDaemon]
    }

    /// `scripts/session-broker`.
    static let sessionBroker = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../../scripts/session-broker").standardizedFileURL.path

    /// The program and arguments that run this bus listening on `socket`.
    func command(listeningOn socket: String) -> (program: String, arguments: [String]) {
      switch self {
      case .dbusDaemon:
        return (
          ExecutableLookup.find("dbus-daemon") ?? "dbus-daemon",
          ["--session", "--nofork", "--nopidfile", "--address=unix:path=\(socket)"]
        )
      case .dbusBroker:
        return (Self.sessionBroker, [socket])
      }
    }

    var testDescription: String { rawValue }
  }
#endif
