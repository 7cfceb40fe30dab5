#if os(Linux)
  /// Why a conversation with the session bus failed: the socket, the handshake, or a message
  /// that does not follow the D-Bus wire format. Internal: the public surface reports it as
  /// ``DesktopLinksError/sessionBus(_:)`` with this description.
  package enum BusError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The address names no transport this client speaks (only `unix:path=` and
    /// `unix:abstract=`), or is malformed.
    case unsupportedAddress(String)
    /// A system call on the socket failed (`errno`).
    case socket(String, errno: Int32)
    /// The bus refused the `EXTERNAL` handshake, or answered it with something else.
    case authentication(String)
    /// The bus closed the connection.
    case closed
    /// No answer before the deadline.
    case timedOut
    /// Bytes that are not a D-Bus message (a field out of bounds, a bad signature, a string
    /// that is not UTF-8, a message over the protocol's 128 MiB).
    case malformed(String)
    /// A value this client cannot put into a message (a string with a NUL in it).
    case unencodable(String)

    /// A one-line message.
    package var description: String {
      switch self {
      case let .unsupportedAddress(address): "no supported transport in the bus address \"\(address)\""
      case let .socket(call, errno): "\(call) failed (errno \(errno))"
      case let .authentication(reply): "the bus refused authentication (\(reply))"
      case .closed: "the bus closed the connection"
      case .timedOut: "no answer in time"
      case let .malformed(reason): "a malformed message (\(reason))"
      case let .unencodable(reason): "cannot encode \(reason)"
      }
    }
  }
#endif
