import FuzzSupport
import SessionBusWire

// DesktopLinks' session-bus codec on arbitrary bytes, as a hostile or broken bus would send
// them. Promises: only `BusError` comes out (typed `throws`: a compile-time fact) and nothing
// traps or reads out of bounds (ASan); the framing agrees with the decoder (a message decodes
// only at the length its header announces); a body reader stays in bounds whatever the
// signature says; and a little-endian message that decodes is written back by this client's
// encoder to bytes that decode to the same fields and body.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  let announced = bytes.count >= 16 ? try? BusMessage.length(announcedBy: bytes[..<16]) : nil
  let message: BusMessage
  do {
    message = try BusMessage.decode(bytes)
  } catch {
    require(!error.description.isEmpty, "an error without a message")
    return 0
  }
  require(announced == bytes.count, "decoded at \(bytes.count) bytes, announced \(String(describing: announced))")
  var strings = message.bodyReader
  _ = try? strings.strings()
  var skipping = message.bodyReader
  _ = try? skipping.skip(message.signature)
  _ = message.errorMessage

  guard !message.bigEndian else { return 0 }
  var copy = BusMessage(kind: message.kind)
  copy.flags = message.flags
  copy.path = message.path
  copy.interface = message.interface
  copy.member = message.member
  copy.errorName = message.errorName
  copy.replySerial = message.replySerial
  copy.destination = message.destination
  copy.signature = message.signature
  copy.body = Array(message.bytes[message.bodyOffset...])
  do {
    let again = try BusMessage.decode(try copy.encoded(serial: message.serial))
    require(
      again.kind == message.kind && again.flags == message.flags && again.serial == message.serial
        && again.path == message.path && again.interface == message.interface && again.member == message.member
        && again.errorName == message.errorName && again.replySerial == message.replySerial
        && again.destination == message.destination && again.signature == message.signature
        && again.bytes[again.bodyOffset...] == message.bytes[message.bodyOffset...],
      "a message changed when written back: \(message) → \(again)")
  } catch {
    require(false, "a message that decoded could not be written back: \(error)")
  }
  return 0
}
