#if os(Linux)
  /// One D-Bus message: what this client sends (method calls, their returns and errors) and
  /// reads (the same, and signals it ignores). Only the header fields D-Bus defines are kept;
  /// the body stays bytes, read with a ``BusReader`` at ``bodyOffset`` by whoever knows its
  /// signature.
  ///
  /// No Swift D-Bus library is available here, and GIO's costs every process that links it
  /// ~4 ms of start-up (measured on the one-shot `notes` CLI: GLib, GObject, GIO and the five
  /// libraries they bring, mapped and relocated), so the few messages a forwarder and a listener
  /// exchange are written and read by this small codec instead.
  package struct BusMessage: Hashable, Sendable {
    /// The message type, the header's second byte.
    package enum Kind: UInt8, Hashable, Sendable {
      case methodCall = 1, methodReturn, error, signal
    }

    /// `NO_REPLY_EXPECTED`.
    package static let noReplyExpected: UInt8 = 0x1
    /// `NO_AUTO_START`: never start a service to receive the message.
    package static let noAutoStart: UInt8 = 0x2

    /// The protocol's ceiling on a whole message.
    package static let maximumLength = 1 << 27

    package var kind: Kind
    package var flags: UInt8 = 0
    package var serial: UInt32 = 0
    package var path: String?
    package var interface: String?
    package var member: String?
    package var errorName: String?
    package var replySerial: UInt32?
    package var destination: String?
    package var sender: String?
    /// The body's signature, empty for no body.
    package var signature = ""
    /// The whole message as read (empty for one built here); the body starts at ``bodyOffset``.
    package var bytes: [UInt8] = []
    package var bodyOffset = 0
    /// Whether the body's numbers are big-endian.
    package var bigEndian = false
    /// The body to send, marshalled little-endian from offset 0.
    package var body: [UInt8] = []

    package init(kind: Kind) { self.kind = kind }

    /// A method call.
    package static func call(
      destination: String?, path: String, interface: String?, member: String, signature: String = "",
      body: [UInt8] = [], flags: UInt8 = 0
    ) -> BusMessage {
      var message = BusMessage(kind: .methodCall)
      message.destination = destination
      message.path = path
      message.interface = interface
      message.member = member
      message.signature = signature
      message.body = body
      message.flags = flags
      return message
    }

    /// A call of the bus's own service, `org.freedesktop.DBus` (`Hello`, `RequestName`,
    /// `ListActivatableNames`, …).
    package static func daemonCall(_ member: String, signature: String = "", body: [UInt8] = []) -> BusMessage {
      .call(
        destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
        member: member, signature: signature, body: body)
    }

    /// The return of `call`, with a body or none.
    package static func reply(to call: BusMessage, signature: String = "", body: [UInt8] = []) -> BusMessage {
      var message = BusMessage(kind: .methodReturn)
      message.replySerial = call.serial
      message.destination = call.sender
      message.signature = signature
      message.body = body
      return message
    }

    /// An error answering `call`: its name and a message.
    package static func error(answering call: BusMessage, name: String, message text: String) -> BusMessage {
      var message = BusMessage(kind: .error)
      message.replySerial = call.serial
      message.destination = call.sender
      message.errorName = name
      message.signature = "s"
      var body = BusWriter()
      try? body.string(String(text.unicodeScalars.filter { $0 != "\0" }))
      message.body = body.bytes
      return message
    }

    /// A reader of the body.
    package var bodyReader: BusReader { BusReader(bytes, offset: bodyOffset, bigEndian: bigEndian) }

    /// The first string of an error's body (its message), if it has one.
    package var errorMessage: String? {
      guard signature.hasPrefix("s") else { return nil }
      var reader = bodyReader
      return try? reader.string()
    }

    /// The message marshalled with `serial`, little-endian.
    package func encoded(serial: UInt32) throws(BusError) -> [UInt8] {
      var writer = BusWriter()
      writer.byte(UInt8(ascii: "l"))
      writer.byte(kind.rawValue)
      writer.byte(flags)
      writer.byte(1)
      writer.uint32(UInt32(body.count))
      writer.uint32(serial)
      try writer.array(elementAlignment: 8) { (fields: inout BusWriter) throws(BusError) in
        func field(_ code: UInt8, _ type: String, _ write: (inout BusWriter) throws(BusError) -> Void) throws(BusError)
        {
          fields.pad(to: 8)
          fields.byte(code)
          try fields.signature(type)
          try write(&fields)
        }
        if let path { try field(1, "o") { (w: inout BusWriter) throws(BusError) in try w.string(path) } }
        if let interface { try field(2, "s") { (w: inout BusWriter) throws(BusError) in try w.string(interface) } }
        if let member { try field(3, "s") { (w: inout BusWriter) throws(BusError) in try w.string(member) } }
        if let errorName { try field(4, "s") { (w: inout BusWriter) throws(BusError) in try w.string(errorName) } }
        if let replySerial { try field(5, "u") { (w: inout BusWriter) throws(BusError) in w.uint32(replySerial) } }
        if let destination { try field(6, "s") { (w: inout BusWriter) throws(BusError) in try w.string(destination) } }
        if !signature.isEmpty {
          try field(8, "g") { (w: inout BusWriter) throws(BusError) in try w.signature(signature) }
        }
      }
      writer.pad(to: 8)
      writer.append(body)
      guard writer.bytes.count <= Self.maximumLength else { throw .unencodable("a message over 128 MiB") }
      return writer.bytes
    }

    /// The length of the whole message whose first 16 bytes are `header`; throws when they
    /// cannot start a message or announce one over 128 MiB.
    package static func length(announcedBy header: ArraySlice<UInt8>) throws(BusError) -> Int {
      guard header.count >= 16 else { throw .malformed("a header shorter than 16 bytes") }
      let start = header.startIndex
      let bigEndian: Bool
      switch header[start] {
      case UInt8(ascii: "l"): bigEndian = false
      case UInt8(ascii: "B"): bigEndian = true
      default: throw .malformed("an unknown byte order")
      }
      guard header[start + 3] == 1 else { throw .malformed("protocol version \(header[start + 3])") }
      var reader = BusReader(Array(header.prefix(16)), offset: 4, bigEndian: bigEndian)
      let bodyLength = Int(try reader.uint32())
      _ = try reader.uint32()
      let fieldsLength = Int(try reader.uint32())
      guard bodyLength <= maximumLength, fieldsLength <= maximumLength else {
        throw .malformed("a message over 128 MiB")
      }
      let total = (16 + fieldsLength + 7) / 8 * 8 + bodyLength
      guard total <= maximumLength else { throw .malformed("a message over 128 MiB") }
      return total
    }

    /// Reads a whole message (exactly ``length(announcedBy:)`` bytes).
    package static func decode(_ bytes: [UInt8]) throws(BusError) -> BusMessage {
      guard try length(announcedBy: bytes[...]) == bytes.count else { throw .malformed("a length that does not match") }
      let bigEndian = bytes[0] == UInt8(ascii: "B")
      guard let kind = Kind(rawValue: bytes[1]) else { throw .malformed("message type \(bytes[1])") }
      var message = BusMessage(kind: kind)
      message.flags = bytes[2]
      message.bigEndian = bigEndian
      var reader = BusReader(bytes, offset: 4, bigEndian: bigEndian)
      let bodyLength = Int(try reader.uint32())
      message.serial = try reader.uint32()
      guard message.serial != 0 else { throw .malformed("serial 0") }
      try reader.array(elementAlignment: 8) { (fields: inout BusReader) throws(BusError) in
        try fields.align(8)
        let code = try fields.byte()
        let type = try fields.signature()
        switch (code, type) {
        case (1, "o"): message.path = try fields.string()
        case (2, "s"): message.interface = try fields.string()
        case (3, "s"): message.member = try fields.string()
        case (4, "s"): message.errorName = try fields.string()
        case (5, "u"): message.replySerial = try fields.uint32()
        case (6, "s"): message.destination = try fields.string()
        case (7, "s"): message.sender = try fields.string()
        case (8, "g"): message.signature = try fields.signature()
        case (9, "u"): _ = try fields.uint32()
        case (1...9, _): throw .malformed("header field \(code) of type \"\(type)\"")
        default: try fields.skip(type)
        }
      }
      try reader.align(8)
      guard reader.offset + bodyLength == bytes.count else { throw .malformed("a body that does not fit") }
      switch kind {
      case .methodCall:
        guard message.path != nil, message.member != nil else { throw .malformed("a call without path or member") }
      case .methodReturn: guard message.replySerial != nil else { throw .malformed("a return without reply serial") }
      case .error:
        guard message.replySerial != nil, message.errorName != nil else { throw .malformed("an error without name") }
      case .signal:
        guard message.path != nil, message.interface != nil, message.member != nil else {
          throw .malformed("a signal without path, interface or member")
        }
      }
      message.bodyOffset = reader.offset
      message.bytes = bytes
      return message
    }
  }
#endif
