#if os(Linux)
  import Glibc

  /// A client connection to a message bus over a Unix socket: connect, the `EXTERNAL`
  /// handshake, `Hello`, then messages sent and read, every wait bounded by a deadline.
  ///
  /// Not thread-safe: one thread owns a connection (the forwarder's caller, or the listener's
  /// thread). Closing it (deinit) releases every name it owned on the bus.
  package final class BusConnection {
    private let socket: Int32
    /// Bytes read but not yet a whole message.
    private var received: [UInt8] = []
    /// Where each read lands first (one buffer for the connection's life, not one per read).
    private var chunk = [UInt8](repeating: 0, count: 16_384)
    /// Calls read while waiting for a reply, for whoever serves them next.
    private var backlog: [BusMessage] = []
    private var lastSerial: UInt32 = 0
    /// Set when the byte stream cannot be framed any more.
    private var broken = false
    /// The unique name (`:1.42`) the bus gave this connection.
    package private(set) var uniqueName = ""

    /// Connects to the first of `addresses` that answers, authenticates and says `Hello`.
    package static func open(_ addresses: [BusAddress], deadline: ContinuousClock.Instant) throws(BusError)
      -> BusConnection
    {
      var failure = BusError.unsupportedAddress("")
      for address in addresses {
        do throws(BusError) {
          let connection = try BusConnection(address)
          try connection.authenticate(deadline: deadline)
          let hello = try connection.call(.daemonCall("Hello"), deadline: deadline)
          guard hello.kind == .methodReturn, hello.signature == "s" else {
            throw BusError.authentication("Hello answered with \(hello.errorName ?? hello.signature)")
          }
          var reader = hello.bodyReader
          connection.uniqueName = try reader.string()
          return connection
        } catch {
          failure = error
        }
      }
      throw failure
    }

    private init(_ address: BusAddress) throws(BusError) {
      socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
      guard socket >= 0 else { throw .socket("socket", errno: errno) }
      var name = sockaddr_un()
      name.sun_family = sa_family_t(AF_UNIX)
      let pathBytes: [UInt8]
      switch address {
      case let .path(path): pathBytes = Array(path.utf8) + [0]
      case let .abstract(abstract): pathBytes = [0] + Array(abstract.utf8)
      }
      let capacity = MemoryLayout.size(ofValue: name.sun_path)
      // No `close` before a throw below: once `socket` is set the instance is whole, and a
      // throwing initializer then runs `deinit`, which closes it. Closing here as well closed
      // the descriptor twice, and the second close could land on a descriptor another thread
      // had just opened (a listener's connection, in the parallel session-bus tests).
      guard pathBytes.count <= capacity else {
        throw .unsupportedAddress("a socket path over \(capacity - 1) bytes")
      }
      withUnsafeMutableBytes(of: &name.sun_path) { $0.copyBytes(from: pathBytes) }
      let length = socklen_t(MemoryLayout<sa_family_t>.size + pathBytes.count)
      let connected = withUnsafePointer(to: &name) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
          var result: Int32
          repeat { result = connect(socket, address, length) } while result < 0 && errno == EINTR
          return result
        }
      }
      guard connected == 0 else {
        throw .socket("connect", errno: errno)
      }
    }

    deinit {
      if socket >= 0 { close(socket) }
    }

    /// The `EXTERNAL` mechanism: the bus knows this process's uid from the socket; the
    /// client names it (as hex of its decimal digits) and begins.
    private func authenticate(deadline: ContinuousClock.Instant) throws(BusError) {
      // Each decimal digit is an ASCII byte from 0x30 to 0x39: always two hex digits.
      let uid = String(getuid()).utf8.map { String($0, radix: 16) }.joined()
      try write([0] + Array("AUTH EXTERNAL \(uid)\r\n".utf8))
      let answer = try line(deadline: deadline)
      guard answer.hasPrefix("OK ") else { throw .authentication(answer) }
      try write(Array("BEGIN\r\n".utf8))
    }

    /// One line of the handshake, without its `\r\n`.
    private func line(deadline: ContinuousClock.Instant) throws(BusError) -> String {
      while true {
        if let end = received.firstIndex(of: UInt8(ascii: "\n")) {
          let line = received[..<end]
          received.removeSubrange(...end)
          return String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
        }
        guard received.count < 4096 else { throw .authentication("a handshake line over 4 KiB") }
        guard try fill(deadline: deadline, wake: nil) else { throw .timedOut }
      }
    }

    /// Sends `message` with the next serial, which it returns.
    @discardableResult
    package func send(_ message: BusMessage) throws(BusError) -> UInt32 {
      lastSerial = lastSerial == UInt32.max ? 1 : lastSerial + 1
      try write(try message.encoded(serial: lastSerial))
      return lastSerial
    }

    /// Sends a call and waits for its return or error; calls that arrive meanwhile are kept
    /// for ``receive(deadline:wake:)``, signals dropped.
    package func call(_ message: BusMessage, deadline: ContinuousClock.Instant) throws(BusError) -> BusMessage {
      let serial = try send(message)
      while true {
        guard let answer = try readMessage(deadline: deadline, wake: nil) else { throw .timedOut }
        switch answer.kind {
        case .methodReturn where answer.replySerial == serial, .error where answer.replySerial == serial: return answer
        case .methodCall where backlog.count < 1024: backlog.append(answer)
        default: continue
        }
      }
    }

    /// The next message: from the backlog, else from the socket. Nil when `wake` became
    /// readable first; throws ``BusError/timedOut`` at `deadline` (nil: wait for ever).
    package func receive(deadline: ContinuousClock.Instant?, wake: Int32?) throws(BusError) -> BusMessage? {
      if !backlog.isEmpty { return backlog.removeFirst() }
      return try readMessage(deadline: deadline, wake: wake)
    }

    private func readMessage(deadline: ContinuousClock.Instant?, wake: Int32?) throws(BusError) -> BusMessage? {
      while true {
        guard !broken else { throw .closed }
        if received.count >= 16 {
          let length: Int
          do { length = try BusMessage.length(announcedBy: received.prefix(16)) } catch {
            broken = true
            throw error
          }
          if received.count >= length {
            let bytes = Array(received[..<length])
            received.removeSubrange(..<length)
            return try BusMessage.decode(bytes)
          }
        }
        guard try fill(deadline: deadline, wake: wake) else {
          if deadline == nil { return nil }  // only the wake descriptor ends an endless wait
          throw .timedOut
        }
      }
    }

    /// Reads what the socket has, waiting until `deadline`; false on the deadline or when
    /// `wake` is readable.
    private func fill(deadline: ContinuousClock.Instant?, wake: Int32?) throws(BusError) -> Bool {
      var fds = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0)]
      if let wake { fds.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
      while true {
        var timeout: Int32 = -1
        if let deadline {
          let left = ContinuousClock.now.duration(to: deadline).components
          timeout =
            left.seconds < 0 ? 0 : Int32(clamping: left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000 + 1)
        }
        let ready = poll(&fds, nfds_t(fds.count), timeout)
        if ready < 0 {
          guard errno == EINTR else { throw .socket("poll", errno: errno) }
          continue
        }
        if ready == 0 { return false }
        if fds.count > 1, fds[1].revents != 0 { return false }
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count < 0 {
          guard errno == EINTR || errno == EAGAIN else { throw .socket("recv", errno: errno) }
          continue
        }
        guard count > 0 else { throw .closed }
        received.append(contentsOf: chunk[..<count])
        return true
      }
    }

    private func write(_ bytes: [UInt8]) throws(BusError) {
      var sent = 0
      while sent < bytes.count {
        let count = bytes.withUnsafeBytes {
          Glibc.send(socket, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL))
        }
        if count < 0 {
          guard errno == EINTR else { throw errno == EPIPE ? .closed : .socket("send", errno: errno) }
          continue
        }
        sent += count
      }
    }
  }
#endif
