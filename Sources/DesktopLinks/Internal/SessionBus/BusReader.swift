#if os(Linux)
  /// Unmarshals D-Bus values from a message's bytes, checking every bound: a reader over
  /// bytes from the bus throws ``BusError/malformed(_:)`` and never traps.
  ///
  /// Alignment is counted from the start of `bytes` (the message), as the wire format counts it.
  package struct BusReader {
    /// The message.
    package let bytes: [UInt8]
    /// Where the next value starts.
    package var offset: Int
    /// Where reading must stop (the end of the message, or of an array being read).
    package var end: Int
    /// Whether numbers are big-endian (`B` in the message's first byte).
    package let bigEndian: Bool

    /// Containers may nest 64 deep (32 arrays and 32 structures, in the specification).
    private static let maximumDepth = 64

    package init(_ bytes: [UInt8], offset: Int = 0, end: Int? = nil, bigEndian: Bool) {
      self.bytes = bytes
      self.offset = offset
      self.end = min(end ?? bytes.count, bytes.count)
      self.bigEndian = bigEndian
    }

    /// Whether everything up to ``end`` has been read.
    package var isAtEnd: Bool { offset >= end }

    /// Skips padding up to the next multiple of `alignment`.
    package mutating func align(_ alignment: Int) throws(BusError) {
      let aligned = (offset + alignment - 1) / alignment * alignment
      guard aligned <= end else { throw .malformed("padding past the end") }
      offset = aligned
    }

    /// A `y`.
    package mutating func byte() throws(BusError) -> UInt8 {
      guard offset < end else { throw .malformed("a byte past the end") }
      defer { offset += 1 }
      return bytes[offset]
    }

    /// A `u`.
    package mutating func uint32() throws(BusError) -> UInt32 {
      try align(4)
      guard end - offset >= 4 else { throw .malformed("a number past the end") }
      var value: UInt32 = 0
      for index in 0..<4 {
        let byte = UInt32(bytes[offset + (bigEndian ? index : 3 - index)])
        value = value << 8 | byte
      }
      offset += 4
      return value
    }

    /// An `s` or an `o`: UTF-8 without NUL, then a NUL.
    package mutating func string() throws(BusError) -> String {
      let length = Int(try uint32())
      return try text(length: length)
    }

    /// A `g`.
    package mutating func signature() throws(BusError) -> String {
      let length = Int(try byte())
      return try text(length: length)
    }

    private mutating func text(length: Int) throws(BusError) -> String {
      guard length < end - offset, bytes[offset + length] == 0 else { throw .malformed("a string past the end") }
      let utf8 = bytes[offset..<offset + length]
      guard !utf8.contains(0), let string = String(validating: utf8, as: UTF8.self) else {
        throw .malformed("a string that is not UTF-8 without NUL")
      }
      offset += length + 1
      return string
    }

    /// Reads an array's length and padding, then `element` until the array ends.
    package mutating func array(
      elementAlignment: Int, _ element: (inout BusReader) throws(BusError) -> Void
    ) throws(BusError) {
      let length = Int(try uint32())
      guard length <= 1 << 26 else { throw .malformed("an array over 64 MiB") }
      try align(elementAlignment)
      guard length <= end - offset else { throw .malformed("an array past the end") }
      let outer = end
      end = offset + length
      defer { end = outer }
      while !isAtEnd {
        let before = offset
        try element(&self)
        guard offset > before else { throw .malformed("an array of empty elements") }
      }
    }

    /// An `as`.
    package mutating func strings() throws(BusError) -> [String] {
      var strings: [String] = []
      try array(elementAlignment: 4) { (reader: inout BusReader) throws(BusError) in strings.append(try reader.string())
      }
      return strings
    }

    /// Skips one value of each complete type in `signature`: for values this client does not
    /// read (an unknown header field, the platform data of `Open`).
    package mutating func skip(_ signature: String) throws(BusError) {
      try skip(signature, depth: 0)
    }

    private mutating func skip(_ signature: String, depth: Int) throws(BusError) {
      var types = Substring(signature).utf8[...]
      while !types.isEmpty { try skipType(&types, depth: depth) }
    }

    /// Skips the value of the complete type at the start of `types`, consuming that type.
    private mutating func skipType(_ types: inout Substring.UTF8View.SubSequence, depth: Int) throws(BusError) {
      guard depth <= Self.maximumDepth else { throw .malformed("containers nested too deep") }
      guard let code = types.popFirst() else { throw .malformed("an incomplete signature") }
      switch code {
      case UInt8(ascii: "y"): _ = try byte()
      case UInt8(ascii: "n"), UInt8(ascii: "q"): try fixed(2)
      case UInt8(ascii: "b"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "h"): try fixed(4)
      case UInt8(ascii: "x"), UInt8(ascii: "t"), UInt8(ascii: "d"): try fixed(8)
      case UInt8(ascii: "s"), UInt8(ascii: "o"): _ = try string()
      case UInt8(ascii: "g"): _ = try signature()
      case UInt8(ascii: "v"): try skip(try signature(), depth: depth + 1)
      case UInt8(ascii: "a"):
        let element = types
        let alignment = try Self.alignment(of: element.first)
        var elementTypes = element
        try skipTypeOnly(&elementTypes, depth: depth + 1)
        let elementSignature = element[..<elementTypes.startIndex]
        types = elementTypes
        try array(elementAlignment: alignment) { (reader: inout BusReader) throws(BusError) in
          var one = elementSignature
          try reader.skipType(&one, depth: depth + 1)
        }
      case UInt8(ascii: "("), UInt8(ascii: "{"):
        let close = code == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
        try align(8)
        while types.first != close {
          guard !types.isEmpty else { throw .malformed("an unclosed structure in a signature") }
          try skipType(&types, depth: depth + 1)
        }
        types.removeFirst()
      default: throw .malformed("an unknown type code in a signature")
      }
    }

    /// Consumes one complete type from `types` without reading any value.
    private func skipTypeOnly(_ types: inout Substring.UTF8View.SubSequence, depth: Int) throws(BusError) {
      guard depth <= Self.maximumDepth else { throw .malformed("containers nested too deep") }
      guard let code = types.popFirst() else { throw .malformed("an incomplete signature") }
      switch code {
      case UInt8(ascii: "a"): try skipTypeOnly(&types, depth: depth + 1)
      case UInt8(ascii: "("), UInt8(ascii: "{"):
        let close = code == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
        while types.first != close {
          guard !types.isEmpty else { throw .malformed("an unclosed structure in a signature") }
          try skipTypeOnly(&types, depth: depth + 1)
        }
        types.removeFirst()
      default: _ = try Self.alignment(of: code)
      }
    }

    /// A fixed-size value, aligned to its size.
    private mutating func fixed(_ size: Int) throws(BusError) {
      try align(size)
      guard end - offset >= size else { throw .malformed("a number past the end") }
      offset += size
    }

    /// The alignment of values of the type starting with `code`.
    private static func alignment(of code: UInt8?) throws(BusError) -> Int {
      switch code {
      case UInt8(ascii: "y"), UInt8(ascii: "g"), UInt8(ascii: "v"): 1
      case UInt8(ascii: "n"), UInt8(ascii: "q"): 2
      case UInt8(ascii: "b"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "h"), UInt8(ascii: "s"),
        UInt8(ascii: "o"), UInt8(ascii: "a"):
        4
      case UInt8(ascii: "x"), UInt8(ascii: "t"), UInt8(ascii: "d"), UInt8(ascii: "("), UInt8(ascii: "{"): 8
      default: throw .malformed("an unknown type code in a signature")
      }
    }
  }
#endif
