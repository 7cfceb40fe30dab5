import AppLinks
import ConcurrencyExtras
import Foundation

/// An opener that records what it was asked and answers as told.
public final class RecordingOpener: Sendable {
  public let supported: Set<String>
  public let opens: Bool
  public let asked = LockIsolated<[URL]>([])
  public let opened = LockIsolated<[URL]>([])

  public init(supported: Set<String> = ["https"], opens: Bool = true) {
    self.supported = supported
    self.opens = opens
  }

  public var opener: URLOpener {
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
