import FuzzSupport
import LinkRouting
import PageWire

// The parts of LinkServer's page written from what the link and the app give: a QR code reads
// back as exactly the bytes it was given (at the smallest version that holds them, with the
// mask the reference penalty chooses), and
// escaped text can end no element, attribute or comment.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  let correction: QRCode.Correction = bytes.first.map { $0 & 1 == 0 ? .medium : .low } ?? .medium
  let payload = Array(bytes.dropFirst())
  if let code = QRCode(bytes: payload, correction: correction) {
    require(code.readBack()?.bytes == payload, "QR code of \(payload.count) bytes reads back otherwise")
    require(QRCode.capacity(version: code.version, correction: code.correction) >= payload.count, "too small a version")
    // The mask scored on bit lines is the one the reference, module by module, chooses.
    require(
      code.mask == QRCode.referenceMask(for: payload, version: code.version, correction: code.correction),
      "mask \(code.mask) is not the reference's for \(payload.count) bytes")
  } else {
    require(payload.count > QRCode.maximumBytes, "no QR code for \(payload.count) bytes")
  }
  let text = String(decoding: payload, as: UTF8.self)
  let escaped = HTMLText.escaped(text)
  require(
    !escaped.unicodeScalars.contains { "<>\"'\u{0}".unicodeScalars.contains($0) },
    "escaped text keeps a character that ends markup: \(escaped)")
  return 0
}
