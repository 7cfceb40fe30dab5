import Foundation

/// What a page says of the app, and where to get it: the site a ``LinkServer`` serves. Made by
/// the app and read by the server alone: its parts are given to the initializer.
///
/// ```swift
/// let site = LinkSite(
///   name: "Notes", host: "notes.example.com",
///   appleAppIDs: ["ABCDE12345.com.example.notes"],
///   downloads: [.init("Download for Linux", url: URL(string: "https://example.com/notes.deb")!)]
/// )
/// ```
public struct LinkSite: Hashable, Sendable {
  /// The app's name, as a person knows it ("Open in Notes").
  package var name: String
  /// The web host the links are on: one of the table's universal-link hosts.
  package var host: String
  /// The pages' language, a BCP 47 tag (`en`, `de-CH`).
  package var language: String
  /// The apps the Apple association file names (`TEAMID.bundle.id`).
  package var appleAppIDs: [String]
  /// The Android packages the Digital Asset Links file names, each with its signing
  /// certificates' SHA-256 fingerprints.
  package var androidApps: [String: [String]]
  /// The app's App Store id: the pages then carry Apple's Smart App Banner.
  package var appStoreID: String?
  /// The app's icon, shown on the pages and offered to browsers.
  package var iconURL: URL?
  /// Where to get the app, in the order the pages list them.
  package var downloads: [Download]

  /// A place to get the app: a store, a package, a download page.
  public struct Download: Hashable, Sendable {
    /// What the link says ("App Store", "Download for Linux").
    package var title: String
    /// Where it leads.
    package var url: URL

    /// A place to get the app.
    public init(_ title: String, url: URL) {
      self.title = title
      self.url = url
    }
  }

  /// Describes a site.
  ///
  /// - Parameters:
  ///   - name: The app's name.
  ///   - host: The web host the links are on.
  ///   - language: The pages' language.
  ///   - appleAppIDs: The apps the Apple association file names.
  ///   - androidApps: The Android packages and their certificates' fingerprints.
  ///   - appStoreID: The App Store id, for the Smart App Banner.
  ///   - iconURL: The app's icon.
  ///   - downloads: Where to get the app.
  public init(
    name: String, host: String, language: String = "en", appleAppIDs: [String] = [],
    androidApps: [String: [String]] = [:], appStoreID: String? = nil, iconURL: URL? = nil,
    downloads: [Download] = []
  ) {
    self.name = name
    self.host = host
    self.language = language
    self.appleAppIDs = appleAppIDs
    self.androidApps = androidApps
    self.appStoreID = appStoreID
    self.iconURL = iconURL
    self.downloads = downloads
  }
}
