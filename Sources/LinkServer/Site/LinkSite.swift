import Foundation

/// What a page says of the app, and where to get it: the site a ``LinkServer`` serves. Made by
/// the app and read by the server alone: its parts are given to the initializer.
///
/// ```swift
/// let site = try LinkSite(
///   name: "Notes", host: "notes.example.com",
///   appleAppIDs: ["ABCDE12345.com.example.notes"],
///   downloads: [.init("Download for Linux", url: URL(string: "https://example.com/notes.deb")!)]
/// )
/// ```
///
/// Identifiers are checked when the site is made (``LinkSiteError``): an Apple app id is
/// `TEAMID.bundle.id`, an Android fingerprint 32 colon-separated upper-case hex bytes, and a
/// documentation sample or placeholder is refused.
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
  /// The apps whose passkeys and saved passwords are this host's (`webcredentials`).
  package var webCredentialAppIDs: [String]
  /// The App Clips this host may invoke (`appclips`).
  package var appClipIDs: [String]
  /// The Android packages that share this host's sign-in (`get_login_creds`).
  package var androidSignIn: Set<String>
  /// The app's App Store id: the pages then carry Apple's Smart App Banner.
  package var appStoreID: String?
  /// The app's package on Google Play: an Android reader gets its store page, the claim's code
  /// passed on as the install referrer.
  package var playStorePackage: String?
  /// The app's AppStream id (`dev.example.Notes`): a Linux reader gets its `appstream:` link.
  package var flatpakID: String?
  /// Where the app's `.flatpakref` is: a Linux reader gets it.
  package var flatpakReference: URL?
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

  /// Describes a site, checking its identifiers.
  ///
  /// - Parameters:
  ///   - name: The app's name.
  ///   - host: The web host the links are on.
  ///   - language: The pages' language.
  ///   - appleAppIDs: The apps the Apple association file names for links.
  ///   - webCredentialAppIDs: The apps that share the host's passkeys and passwords.
  ///   - appClipIDs: The App Clips the host may invoke.
  ///   - androidApps: The Android packages and their certificates' SHA-256 fingerprints.
  ///   - androidSignIn: The packages among them that share the host's sign-in.
  ///   - appStoreID: The App Store id, for the Smart App Banner.
  ///   - playStorePackage: The app's package on Google Play, for Android readers (and the
  ///     install referrer after "Install and continue").
  ///   - flatpakID: The app's AppStream id, for Linux readers (`appstream:`).
  ///   - flatpakReference: The app's `.flatpakref`, for Linux readers.
  ///   - iconURL: The app's icon.
  ///   - downloads: Where to get the app.
  /// - Throws: ``LinkSiteError`` for an identifier no platform would verify.
  public init(
    name: String, host: String, language: String = "en", appleAppIDs: [String] = [],
    webCredentialAppIDs: [String] = [], appClipIDs: [String] = [], androidApps: [String: [String]] = [:],
    androidSignIn: Set<String> = [], appStoreID: String? = nil, playStorePackage: String? = nil,
    flatpakID: String? = nil, flatpakReference: URL? = nil, iconURL: URL? = nil, downloads: [Download] = []
  ) throws(LinkSiteError) {
    for id in appleAppIDs + webCredentialAppIDs + appClipIDs where !SiteIdentifiers.isAppleAppID(id) {
      throw .appleAppID(id)
    }
    for (package, fingerprints) in androidApps.sorted(by: { $0.key < $1.key }) {
      guard SiteIdentifiers.isAndroidPackage(package) else { throw .androidPackage(package) }
      for fingerprint in fingerprints {
        guard SiteIdentifiers.isFingerprint(fingerprint) else { throw .fingerprint(fingerprint, package: package) }
        if SiteIdentifiers.isPlaceholder(fingerprint) { throw .placeholderFingerprint(fingerprint, package: package) }
      }
    }
    if let unknown = androidSignIn.sorted().first(where: { androidApps[$0] == nil }) { throw .signInPackage(unknown) }
    if let package = playStorePackage, !SiteIdentifiers.isAndroidPackage(package) { throw .androidPackage(package) }
    if let id = flatpakID, !SiteIdentifiers.isAppStreamID(id) { throw .appStreamID(id) }
    self.name = name
    self.host = host
    self.language = language
    self.appleAppIDs = appleAppIDs
    self.webCredentialAppIDs = webCredentialAppIDs
    self.appClipIDs = appClipIDs
    self.androidApps = androidApps
    self.androidSignIn = androidSignIn
    self.appStoreID = appStoreID
    self.playStorePackage = playStorePackage
    self.flatpakID = flatpakID
    self.flatpakReference = flatpakReference
    self.iconURL = iconURL
    self.downloads = downloads
  }

  /// Whether the Apple association file names any app (else its path answers `404`).
  package var vouchesForAppleApps: Bool {
    !(appleAppIDs.isEmpty && webCredentialAppIDs.isEmpty && appClipIDs.isEmpty)
  }
}
