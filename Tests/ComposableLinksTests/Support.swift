import ComposableLinks
import ConcurrencyExtras
import Foundation

/// An opener that records what it was asked and answers as told.
final class RecordingOpener: Sendable {
  let supported: Set<String>
  let opens: Bool
  let asked = LockIsolated<[URL]>([])
  let opened = LockIsolated<[URL]>([])

  init(supported: Set<String> = ["https"], opens: Bool = true) {
    self.supported = supported
    self.opens = opens
  }

  var opener: URLOpener {
    URLOpener(
      canOpen: { url in
        self.asked.withValue { $0.append(url) }
        return self.supported.contains(url.scheme ?? "")
      },
      open: { url in
        self.opened.withValue { $0.append(url) }
        return self.opens
      }
    )
  }
}

extension URL {
  /// A URL literal for tests; a typo is a test failure, not a crash of the run.
  init(_ string: StaticString) {
    guard let url = URL(string: "\(string)") else {
      self.init(fileURLWithPath: "/invalid-test-url")
      return
    }
    self = url
  }
}
