extension QRCode {
  /// The symbol as an SVG image: one path of unit squares for the dark modules on a light
  /// square with the standard's quiet zone of four modules, scaled by whoever shows it. The
  /// colours are fixed (dark on white) in either colour scheme: a phone's camera reads that.
  ///
  /// - Parameter label: What the image says to assistive technology (escaped here).
  package func svg(label: String) -> String {
    let side = size + 8
    var path = ""
    path.reserveCapacity(modules.count * 4)
    for y in 0..<size {
      var x = 0
      // A run of dark modules in a row is one rectangle.
      while x < size {
        guard self[x, y] else {
          x += 1
          continue
        }
        var end = x
        while end < size && self[end, y] { end += 1 }
        path += "M\(x + 4) \(y + 4)h\(end - x)v1h-\(end - x)z"
        x = end
      }
    }
    let text = HTMLText.escaped(label)
    return """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" role="img" aria-label="\(text)" \
      shape-rendering="crispEdges"><title>\(text)</title><rect width="\(side)" height="\(side)" fill="#fff"/>\
      <path fill="#000" d="\(path)"/></svg>
      """
  }
}
