import Foundation

/// What an iOS app's entitlements claim of a site that the site's `apple-app-site-association`
/// does not vouch for: `notes associations --check FILE --entitlements PLIST`.
///
/// Each `com.apple.developer.associated-domains` entry for the checked host
/// (`applinks:`, `webcredentials:`, `appclips:`, with or without `?mode=…`) needs the app's id
/// in the matching part of the site's file: an `applinks` detail's `appIDs`,
/// `webcredentials.apps`, `appclips.apps`. A claim the file does not back fails on the device
/// without a word: links open Safari, Password AutoFill offers nothing, the App Clip card never
/// shows.
package enum EntitlementCheck {
  /// Why the check could not run.
  package enum Failure: Error, Equatable, CustomStringConvertible {
    /// The entitlements are not a property list of a dictionary.
    case unreadableEntitlements
    /// The site's file is not JSON of an object.
    case unreadableAssociationFile
    /// No app id: neither given nor in the entitlements (`com.apple.application-identifier`).
    case noAppID

    package var description: String {
      switch self {
      case .unreadableEntitlements:
        localized("The entitlements are not a property list of a dictionary.")
      case .unreadableAssociationFile:
        localized("The association file is not a JSON object.")
      case .noAppID:
        localized("No app id: pass --apple-app-id, or entitlements with com.apple.application-identifier.")
      }
    }
  }

  /// One claim of the app's and whether the site's file backs it.
  package struct Finding: Equatable, Sendable {
    /// The entitlement's entry, as written (`webcredentials:notes.example.com`).
    package var claim: String
    /// Whether the site's file names the app for that service.
    package var vouched: Bool

    package init(claim: String, vouched: Bool) {
      self.claim = claim
      self.vouched = vouched
    }
  }

  /// The claims of `entitlements` for `host`, each checked against `associationFile`.
  ///
  /// - Parameters:
  ///   - entitlements: The app's entitlements (a property list, XML or binary).
  ///   - associationFile: The site's `apple-app-site-association`.
  ///   - host: The host the file is published on.
  ///   - appID: The app's `TEAMID.bundle.id`; by default the entitlements' own.
  package static func check(
    entitlements: Data, associationFile: Data, host: String, appID: String? = nil
  ) throws(Failure) -> [Finding] {
    guard
      let plist = try? PropertyListSerialization.propertyList(from: entitlements, format: nil),
      let dictionary = plist as? [String: Any]
    else { throw .unreadableEntitlements }
    guard let file = (try? JSONSerialization.jsonObject(with: associationFile)) as? [String: Any] else {
      throw .unreadableAssociationFile
    }
    let id =
      appID ?? (dictionary["com.apple.application-identifier"] as? String)
      ?? (dictionary["application-identifier"] as? String)
    guard let id else { throw .noAppID }
    let domains = dictionary["com.apple.developer.associated-domains"] as? [String] ?? []
    return domains.compactMap { entry in
      let parts = entry.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { return Finding(claim: entry, vouched: false) }
      let service = String(parts[0])
      let domain = parts[1].split(separator: "?", maxSplits: 1)[0].lowercased()
      guard domain == host.lowercased() || (domain.hasPrefix("*.") && host.lowercased().hasSuffix(domain.dropFirst()))
      else {
        return nil
      }
      return Finding(claim: entry, vouched: apps(of: service, in: file).contains(id))
    }
  }

  /// The app ids the site's file names for `service`.
  private static func apps(of service: String, in file: [String: Any]) -> Set<String> {
    let section = file[service] as? [String: Any] ?? [:]
    switch service {
    case "applinks":
      let details = section["details"] as? [[String: Any]] ?? []
      return Set(
        details.flatMap { detail in
          (detail["appIDs"] as? [String] ?? []) + [detail["appID"] as? String].compactMap { $0 }
        })
    default:
      return Set(section["apps"] as? [String] ?? [])
    }
  }
}
