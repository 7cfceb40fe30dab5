import LinkRouting

extension QRCode {
  /// The symbol as an SVG image: one path of unit squares for the dark modules on a light
  /// square with the standard's quiet zone of four modules, scaled by whoever shows it. The
  /// colours are fixed (dark on white) in either colour scheme: a phone's camera reads that.
  ///
  /// The path is written as bytes: with a string interpolated per run of modules it took most
  /// of the time of a page (scripts/web-benchmark).
  ///
  /// - Parameter label: What the image says to assistive technology (escaped here).
  package func svg(label: String) -> String {
    let side = size + 8
    var path: [UInt8] = []
    path.reserveCapacity(modules.count * 3)
    modules.withUnsafeBufferPointer { module in
      for y in 0..<size {
        var x = 0
        // A run of dark modules in a row is one rectangle: M x y h w v1 h-w z.
        while x < size {
          guard module[y * size + x] else {
            x += 1
            continue
          }
          var end = x
          while end < size && module[y * size + end] { end += 1 }
          path.append(UInt8(ascii: "M"))
          Self.append(x + 4, to: &path)
          path.append(UInt8(ascii: " "))
          Self.append(y + 4, to: &path)
          path.append(UInt8(ascii: "h"))
          Self.append(end - x, to: &path)
          path.append(contentsOf: "v1h-".utf8)
          Self.append(end - x, to: &path)
          path.append(UInt8(ascii: "z"))
          x = end
        }
      }
    }
    let text = HTMLText.escaped(label)
    return """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" role="img" aria-label="\(text)" \
      shape-rendering="crispEdges"><title>\(text)</title><rect width="\(side)" height="\(side)" fill="#fff"/>\
      <path fill="#000" d="\(String(decoding: path, as: UTF8.self))"/></svg>
      """
  }

  /// `value` (0 to 999) in decimal digits.
  private static func append(_ value: Int, to path: inout [UInt8]) {
    if value >= 100 { path.append(UInt8(ascii: "0") + UInt8(value / 100)) }
    if value >= 10 { path.append(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
    path.append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}
