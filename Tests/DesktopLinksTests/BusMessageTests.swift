#if os(Linux)
  import CGIO
  @testable import DesktopLinks
  import Foundation
  import Testing

  /// The session-bus codec against GLib's own (GDBus reads what this package writes, and the
  /// other way round, in both byte orders), and against bytes no bus should send.
  @Suite struct BusMessageTests {
    let open = try! LinkForwarder.openCall(
      [URL(string: "notes://notes/1")!, URL(string: "notes://search?query=caf%C3%A9")!],
      to: "dev.composablelinks.Notes")

    @Test func gdbusReadsTheOpenCallAsAGApplicationExpectsIt() throws {
      var bytes = try open.encoded(serial: 7)
      var error: UnsafeMutablePointer<GError>?
      let message = try #require(
        g_dbus_message_new_from_blob(&bytes, gsize(bytes.count), G_DBUS_CAPABILITY_FLAGS_NONE, &error),
        "\(error.map { String(cString: $0.pointee.message) } ?? "")")
      defer { g_object_unref(UnsafeMutableRawPointer(message)) }
      #expect(String(cString: g_dbus_message_get_destination(message)) == "dev.composablelinks.Notes")
      #expect(String(cString: g_dbus_message_get_path(message)) == "/dev/composablelinks/Notes")
      #expect(String(cString: g_dbus_message_get_interface(message)) == "org.freedesktop.Application")
      #expect(String(cString: g_dbus_message_get_member(message)) == "Open")
      #expect(g_dbus_message_get_serial(message) == 7)
      #expect(g_dbus_message_get_flags(message).rawValue == G_DBUS_MESSAGE_FLAGS_NO_AUTO_START.rawValue)
      let printed = g_variant_print(g_dbus_message_get_body(message), 1)!
      defer { g_free(printed) }
      #expect(String(cString: printed) == "(['notes://notes/1', 'notes://search?query=caf%C3%A9'], @a{sv} {})")
    }

    @Test(arguments: [false, true])
    func repliesGDBusWritesAreRead(bigEndian: Bool) throws {
      let call = g_dbus_message_new_method_call("dev.composablelinks.Notes", "/dev/x", "org.x", "Open")!
      defer { g_object_unref(UnsafeMutableRawPointer(call)) }
      g_dbus_message_set_serial(call, 41)
      let failure = g_dbus_message_new_method_error_literal(
        call, "org.freedesktop.DBus.Error.ServiceUnknown", "The name is not activatable")!
      defer { g_object_unref(UnsafeMutableRawPointer(failure)) }
      let success = g_dbus_message_new_method_reply(call)!
      defer { g_object_unref(UnsafeMutableRawPointer(success)) }
      g_dbus_message_set_body(success, g_variant_new_tuple([g_variant_new_uint32(1)], 1))
      for (index, message) in [failure, success].enumerated() {
        g_dbus_message_set_serial(message, UInt32(100 + index))
        g_dbus_message_set_sender(message, ":1.9")
        if bigEndian { g_dbus_message_set_byte_order(message, G_DBUS_MESSAGE_BYTE_ORDER_BIG_ENDIAN) }
      }

      let error = try BusMessage.decode(try blob(failure))
      #expect(error.kind == .error)
      #expect(error.serial == 100)
      #expect(error.replySerial == 41)
      #expect(error.sender == ":1.9")
      #expect(error.errorName == "org.freedesktop.DBus.Error.ServiceUnknown")
      #expect(error.errorMessage == "The name is not activatable")

      let reply = try BusMessage.decode(try blob(success))
      #expect(reply.kind == .methodReturn)
      #expect(reply.replySerial == 41)
      #expect(reply.signature == "u")
      var body = reply.bodyReader
      #expect(try body.uint32() == 1)
      #expect(body.isAtEnd)
    }

    func blob(_ message: OpaquePointer) throws -> [UInt8] {
      var size: gsize = 0
      let bytes = try #require(g_dbus_message_to_blob(message, &size, G_DBUS_CAPABILITY_FLAGS_NONE, nil))
      defer { g_free(bytes) }
      return Array(UnsafeBufferPointer(start: bytes, count: Int(size)))
    }

    @Test func whatThisCodecWritesItReadsBack() throws {
      let decoded = try BusMessage.decode(try open.encoded(serial: 3))
      #expect(decoded.kind == .methodCall)
      #expect(decoded.serial == 3)
      #expect(decoded.path == "/dev/composablelinks/Notes")
      #expect(decoded.member == "Open")
      #expect(decoded.signature == "asa{sv}")
      var body = decoded.bodyReader
      #expect(try body.strings() == ["notes://notes/1", "notes://search?query=caf%C3%A9"])
      try body.skip("a{sv}")
      #expect(body.isAtEnd)
    }

    /// Every prefix of a message, and every single byte of it changed, is either a message or
    /// a typed error: never a trap, never a read past the end.
    @Test func cutOrCorruptedBytesAreTypedErrors() throws {
      let bytes = try open.encoded(serial: 9)
      for length in 0..<bytes.count {
        #expect(throws: BusError.self) { try BusMessage.decode(Array(bytes[..<length])) }
      }
      var survived = 0
      for index in bytes.indices {
        for value: UInt8 in [0, 1, 0x7F, 0x80, 0xFF] where bytes[index] != value {
          var corrupted = bytes
          corrupted[index] = value
          guard let message = try? BusMessage.decode(corrupted) else { continue }
          survived += 1
          var body = message.bodyReader
          _ = try? body.strings()  // a body read within its bounds, whatever it holds
        }
      }
      #expect(survived > 0)  // some bytes (flags, string contents) are free to change
    }

    @Test func lengthsBeyondTheProtocolAreRefusedBeforeAnythingIsRead() {
      var header: [UInt8] = [UInt8(ascii: "l"), 1, 0, 1, 0xFF, 0xFF, 0xFF, 0x7F, 1, 0, 0, 0, 0, 0, 0, 0]
      #expect(throws: BusError.malformed("a message over 128 MiB")) { try BusMessage.length(announcedBy: header[...]) }
      header[0] = UInt8(ascii: "x")
      #expect(throws: BusError.malformed("an unknown byte order")) { try BusMessage.length(announcedBy: header[...]) }
    }

    @Test func variantsNestedWithoutEndStopAtTheDepthLimit() throws {
      // A header field of an unknown code (10) holding a variant in a variant in … 3,000 deep.
      var writer = BusWriter()
      for byte in [UInt8(ascii: "l"), 2, 0, 1] { writer.byte(byte) }
      writer.uint32(0)  // no body
      writer.uint32(1)  // serial
      try writer.array(elementAlignment: 8) { (fields: inout BusWriter) throws(BusError) in
        fields.pad(to: 8)
        fields.byte(10)
        for _ in 0..<3_000 { try fields.signature("v") }
        try fields.signature("u")
        fields.uint32(0)
      }
      writer.pad(to: 8)
      let bytes = writer.bytes
      #expect(throws: BusError.malformed("containers nested too deep")) { try BusMessage.decode(bytes) }
    }

    @Test func sessionAddresses() throws {
      func session(_ environment: [String: String], socket: Bool = false) throws -> [BusAddress]? {
        try BusAddress.session(in: environment, fileExists: { _ in socket })
      }
      #expect(
        try session(["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"]) == [.path("/run/user/1000/bus")])
      #expect(
        try session(["DBUS_SESSION_BUS_ADDRESS": "tcp:host=h,port=1;unix:abstract=/tmp/dbus-%41b,guid=00"])
          == [.abstract("/tmp/dbus-Ab")])
      #expect(try session(["XDG_RUNTIME_DIR": "/run/user/7"], socket: true) == [.path("/run/user/7/bus")])
      #expect(try session(["XDG_RUNTIME_DIR": "/run/user/7"], socket: false) == nil)
      #expect(try session([:]) == nil)
      for unusable in ["autolaunch:", "unix:path=/a%2", "unix:path=%00", "unix:guid=1", "nonsense"] {
        #expect(throws: BusError.unsupportedAddress(unusable)) { try session(["DBUS_SESSION_BUS_ADDRESS": unusable]) }
      }
    }
  }
#endif
