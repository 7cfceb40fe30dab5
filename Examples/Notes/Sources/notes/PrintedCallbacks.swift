import ComposableLinks
import Foundation

/// `--print-callbacks`: the callback URLs a command would open, kept to be printed at its end
/// instead of opened.
final class PrintedCallbacks: Sendable {
  private let urls = LockIsolated<[URL]>([])

  /// Keeps every URL it is asked to open, and says it opened it.
  var opener: URLOpener {
    URLOpener(
      canOpen: { _ in true },
      open: { [urls] url in
        urls.withValue { $0.append(url) }
        return true
      })
  }

  /// Prints each kept URL on its own line.
  func print() {
    for url in urls.value { Swift.print(url.absoluteString) }
  }
}
