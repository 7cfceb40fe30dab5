import Foundation

/// How a claim on a deferred link reached the app: the way the person chose to carry it from
/// the web page, across the install, to the app's first launch.
public enum LinkCarrier: String, Codable, Hashable, Sendable, CustomStringConvertible {
  /// Copied on the page, pasted by the app after the person agreed to it.
  case clipboard
  /// Scanned from the page's QR code on another device.
  case qrCode = "QR code"
  /// Passed by the store to the app's first launch (Google Play's Install Referrer).
  case installReferrer = "install referrer"

  /// `clipboard`, `QR code` or `install referrer`.
  public var description: String { rawValue }
}
