#if os(Linux)
  /// Where the session bus listens: the Unix-socket forms of a D-Bus server address that a
  /// client can connect to (`unix:path=…`, `unix:abstract=…`).
  package enum BusAddress: Hashable, Sendable {
    /// A socket file.
    case path(String)
    /// A Linux abstract socket (no file; the name after a NUL byte).
    case abstract(String)

    /// The session bus of `environment`: each address of `DBUS_SESSION_BUS_ADDRESS` this
    /// client can use, in order; else `$XDG_RUNTIME_DIR/bus` when that socket exists (what
    /// GIO and systemd's user bus use); nil when there is no session bus to ask. Never
    /// `autolaunch:`: a bus is not started to find an app.
    ///
    /// - Throws: ``BusError/unsupportedAddress(_:)`` when the variable is set but names no
    ///   transport this client speaks.
    package static func session(
      in environment: [String: String], fileExists: (String) -> Bool
    ) throws(BusError) -> [BusAddress]? {
      if let variable = environment["DBUS_SESSION_BUS_ADDRESS"], !variable.isEmpty {
        let addresses = variable.split(separator: ";").compactMap { parse($0) }
        guard !addresses.isEmpty else { throw .unsupportedAddress(variable) }
        return addresses
      }
      guard let runtime = XDGDirectories(environment: environment).runtimeDirectory, fileExists(runtime + "/bus") else {
        return nil
      }
      return [.path(runtime + "/bus")]
    }

    /// One address (`transport:key=value,…`), or nil for a transport other than a client's
    /// `unix:` or for bad escapes.
    static func parse(_ address: Substring) -> BusAddress? {
      guard let colon = address.firstIndex(of: ":"), address[..<colon] == "unix" else { return nil }
      for pair in address[address.index(after: colon)...].split(separator: ",") {
        guard let equals = pair.firstIndex(of: "="), let value = unescape(pair[pair.index(after: equals)...]),
          !value.isEmpty
        else { continue }
        switch pair[..<equals] {
        case "path": return .path(value)
        case "abstract": return .abstract(value)
        default: continue
        }
      }
      return nil
    }

    /// A value with its `%XX` escapes decoded; nil for a bad escape or bytes that are not UTF-8.
    private static func unescape(_ value: Substring) -> String? {
      var bytes: [UInt8] = []
      var utf8 = value.utf8.makeIterator()
      while let byte = utf8.next() {
        guard byte == UInt8(ascii: "%") else {
          bytes.append(byte)
          continue
        }
        guard let high = utf8.next().flatMap(hexValue), let low = utf8.next().flatMap(hexValue) else { return nil }
        bytes.append(high << 4 | low)
      }
      guard !bytes.contains(0) else { return nil }
      return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
      default: nil
      }
    }
  }
#endif
