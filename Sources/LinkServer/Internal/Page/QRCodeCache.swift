import Foundation

/// The QR codes of recent links, as SVG: a link's code depends on the link alone, and a link
/// shared in a chat is asked for by everyone who taps it. Encoding one (eight masks scored)
/// costs several times the rest of its page (scripts/web-benchmark), so a server keeps the last
/// ``capacity`` it made. Bounded: when full, it starts again empty. What it holds changes no
/// page, only how soon it is made; every instance makes the same bytes.
final class QRCodeCache: @unchecked Sendable {
  /// The most links kept.
  let capacity: Int
  private let lock = NSLock()
  private var codes: [String: String] = [:]

  init(capacity: Int = 1024) {
    self.capacity = capacity
  }

  /// How many links it holds now.
  var count: Int { lock.withLock { codes.count } }

  /// The SVG of `link`'s QR code, or nil when no QR code holds it.
  func svg(of link: String) -> String? {
    if let known = lock.withLock({ codes[link] }) { return known }
    guard let code = QRCode(bytes: Array(link.utf8)) else { return nil }
    let svg = code.svg(label: "QR code of the link to this page")
    lock.withLock {
      if codes.count >= capacity { codes.removeAll(keepingCapacity: true) }
      codes[link] = svg
    }
    return svg
  }
}
