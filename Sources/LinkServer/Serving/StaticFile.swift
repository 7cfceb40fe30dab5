#if LinkServer
  import Foundation

  /// A file written once and served as it is: its bytes, a strong `ETag` of them, and how long
  /// it may be kept.
  package struct StaticFile: Sendable {
    package let bytes: [UInt8]
    /// `"` + the bytes' FNV-1a hash in hex + `"`: the same for the same bytes on every instance.
    package let etag: String
    package let cacheControl: String

    init(_ data: Data, maxAge: Int) {
      bytes = Array(data)
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
      etag = "\"" + String(hash, radix: 16) + "-" + String(bytes.count, radix: 16) + "\""
      cacheControl = "public, max-age=\(max(0, maxAge))"
    }
  }
#endif
