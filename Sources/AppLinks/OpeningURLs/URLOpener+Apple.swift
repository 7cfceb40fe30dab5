import Foundation
import LinkRouting

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit

  extension URLOpener {
    /// Opens URLs with `NSWorkspace`: an application must be registered for the URL.
    static var workspace: URLOpener {
      URLOpener(
        canOpen: { url in
          await MainActor.run { NSWorkspace.shared.urlForApplication(toOpen: url) != nil }
        },
        open: { url in
          await MainActor.run { NSWorkspace.shared.open(url) }
        }
      )
    }
  }
#elseif canImport(UIKit) && !os(watchOS)
  import UIKit

  extension URLOpener {
    /// Opens URLs with `UIApplication`. `canOpen` answers `false` for schemes the app does not
    /// list under `LSApplicationQueriesSchemes`, as UIKit does.
    static var application: URLOpener {
      URLOpener(
        canOpen: { url in
          await MainActor.run { UIApplication.shared.canOpenURL(url) }
        },
        open: { url in
          await UIApplication.shared.open(url, options: [:])
        }
      )
    }
  }
#endif
