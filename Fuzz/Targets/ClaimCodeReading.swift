import FuzzSupport
import PageWire

// A claim's code as a person carries it, read by LinkServer before any storage is: any text
// reads without trapping, as a code or as one typed refusal; a code read back writes the same
// text; and a code written, in any case and with its dashes changed, reads as itself. The HMAC
// is a stand-in (the reading is what is fuzzed).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  let sign: ([UInt8]) -> [UInt8] = { id in
    var state: UInt64 = 0xcbf2_9ce4_8422_2325
    return (0..<32).map { index in
      for byte in id { state = (state ^ UInt64(byte)) &* 0x100_0000_01b3 }
      state = state &+ UInt64(index)
      return UInt8(truncatingIfNeeded: state >> 29)
    }
  }
  let text = String(decoding: bytes, as: UTF8.self)
  do {
    let code = try LinkClaimCode(reading: text, sign: sign)
    require((try? LinkClaimCode(reading: code.text, sign: sign)) == code, "a code read does not read back: \(text)")
    require(text.utf8.count <= 64, "a text of \(text.utf8.count) bytes was read as a code")
  } catch {
    require(
      error != .oversized || text.utf8.count > 64 || text.filter(\.isLetter).count + text.filter(\.isNumber).count > 24,
      "refused as oversized: \(text)")
  }
  let made = LinkClaimCode.make(id: bytes, sign: sign)
  for variant in [
    made.text, made.text.lowercased(), made.text.replacingOccurrences(of: "-", with: " "),
    made.text.replacingOccurrences(of: "-", with: ""),
  ] {
    require((try? LinkClaimCode(reading: variant, sign: sign)) == made, "a made code does not read: \(variant)")
  }
  return 0
}
