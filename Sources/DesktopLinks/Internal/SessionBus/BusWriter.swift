#if os(Linux)
  /// Marshals values in the D-Bus wire format, little-endian: each value aligned to its size
  /// from the start of the buffer (a message's body starts 8-aligned, so a body written with a
  /// writer of its own aligns as it would inside the message).
  package struct BusWriter {
    /// The bytes so far.
    package private(set) var bytes: [UInt8] = []

    package init() {}

    /// Zero bytes up to the next multiple of `alignment`.
    package mutating func pad(to alignment: Int) {
      while bytes.count % alignment != 0 { bytes.append(0) }
    }

    /// A `y`.
    package mutating func byte(_ value: UInt8) { bytes.append(value) }

    /// A `u`, 4-aligned.
    package mutating func uint32(_ value: UInt32) {
      pad(to: 4)
      withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// An `s` or an `o`: its length, its UTF-8, a NUL.
    package mutating func string(_ value: String) throws(BusError) {
      let utf8 = value.utf8
      guard !utf8.contains(0) else { throw .unencodable("a string with a NUL in it") }
      uint32(UInt32(utf8.count))
      bytes.append(contentsOf: utf8)
      bytes.append(0)
    }

    /// A `g`: a one-byte length, the signature, a NUL.
    package mutating func signature(_ value: String) throws(BusError) {
      let utf8 = value.utf8
      guard utf8.count <= 255, !utf8.contains(0) else { throw .unencodable("the signature \"\(value)\"") }
      byte(UInt8(utf8.count))
      bytes.append(contentsOf: utf8)
      bytes.append(0)
    }

    /// An array: its byte length (4-aligned), padding to its elements' alignment (not counted
    /// in the length, and written even when the array is empty), then the elements.
    package mutating func array(
      elementAlignment: Int, _ elements: (inout BusWriter) throws(BusError) -> Void
    ) throws(BusError) {
      uint32(0)
      let lengthAt = bytes.count - 4
      pad(to: elementAlignment)
      let start = bytes.count
      try elements(&self)
      let length = UInt32(bytes.count - start)
      withUnsafeBytes(of: length.littleEndian) {
        for (index, byte) in $0.enumerated() { bytes[lengthAt + index] = byte }
      }
    }

    /// Appends bytes as they are (a body after its header).
    package mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }
  }
#endif
