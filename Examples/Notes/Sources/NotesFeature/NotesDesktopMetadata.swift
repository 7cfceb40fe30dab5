import DesktopLinks

/// What the notes window installs beside its desktop entry so that the desktop shows it as an
/// app (its icon, in full colour and symbolic), a software centre can list it (AppStream
/// metainfo, which `appstreamcli validate --no-net` accepts). (GNOME Shell's search provider
/// files come from `LinkSearchProvider.shellFiles(for:)`.) Written by `notes
/// install-handler`, removed by `notes uninstall-handler`.
package enum NotesDesktopMetadata {
  /// Where the project lives: the homepage, issue tracker, source and screenshots in the
  /// metainfo are below it.
  package static let repository = "https://github.com/swift-composable-links/swift-composable-links"

  /// The screenshots a software centre shows, each with its caption: the README's images, by
  /// the address of the file on the default branch (the form Flathub's linter accepts).
  package static let screenshots: [(image: String, caption: String)] = [
    ("notes-wide.png", "The notes beside the one open, the most recently changed first"),
    ("notes-list.png", "The notes, with a search field"),
    ("notes-editing.png", "A note edited in place, saved as you type"),
    ("notes-note-by-link.png", "A note opened by a notes:// link"),
    ("notes-dark.png", "A note in the dark style"),
  ]

  /// The one line menus show.
  package static let comment = "Notes you can reach by link"
  /// The version `notes --version` and the About window give.
  package static let version = "0.4.0"
  /// Who makes the app, as the About window and the metainfo name them.
  package static let developer = "The swift-composable-links authors"

  /// The icon and the metainfo file, in their places below `$XDG_DATA_HOME`.
  package static func files(applicationID: String) throws(DesktopLinksError) -> [DesktopAppFile] {
    [
      try DesktopAppFile(path: "icons/hicolor/scalable/apps/\(applicationID).svg", contents: icon),
      try DesktopAppFile(path: "icons/hicolor/symbolic/apps/\(applicationID)-symbolic.svg", contents: symbolicIcon),
      try DesktopAppFile(path: "metainfo/\(applicationID).metainfo.xml", contents: metainfo(applicationID)),
    ]
  }

  /// A sheet of paper with a folded corner and a link across it (128 × 128). The page has an
  /// edge (GNOME's dark grey, `#77767b`) and the thickness of a sheet below it, so that it does
  /// not dissolve into a white page or a dark panel (`NotesIconTests` measures the contrast).
  static let icon = """
    <svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
      <path d="M16 108v6a8 8 0 0 0 8 8h76a8 8 0 0 0 8-8v-6z" fill="#9a9996" stroke="#77767b" stroke-width="2"/>
      <path d="M24 10h60l24 24v76a8 8 0 0 1-8 8H24a8 8 0 0 1-8-8V18a8 8 0 0 1 8-8z" fill="#f6f5f4" stroke="#77767b" stroke-width="2" stroke-linejoin="round"/>
      <path d="M84 10v16a8 8 0 0 0 8 8h16z" fill="#deddda" stroke="#77767b" stroke-width="2" stroke-linejoin="round"/>
      <g transform="translate(0 -2)">
        <path d="M32 40h44M32 54h60M32 68h28" stroke="#9a9996" stroke-width="6" stroke-linecap="round"/>
        <g fill="none" stroke="#3584e4" stroke-width="8" stroke-linecap="round">
          <path d="M66 100l-6 6a12 12 0 0 1-17-17l10-10a12 12 0 0 1 17 0"/>
          <path d="M78 88l6-6a12 12 0 0 1 17 17l-10 10a12 12 0 0 1-17 0"/>
        </g>
      </g>
    </svg>

    """

  /// The same shape in one colour, for panels and lists (16 × 16).
  static let symbolicIcon = """
    <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">
      <g fill="none" stroke="#2e3436" stroke-width="1.5" stroke-linejoin="round">
        <path d="M7 14.25H3.25a1 1 0 0 1-1-1V2.75a1 1 0 0 1 1-1h5.5l3.5 3.5V7.5"/>
        <path d="M8.75 1.75v3.5h3.5"/>
        <rect x="8.3" y="12.1" width="4.6" height="2.6" rx="1.3" transform="rotate(-45 10.6 13.4)"/>
        <rect x="11.1" y="9.3" width="4.6" height="2.6" rx="1.3" transform="rotate(-45 13.4 10.6)"/>
      </g>
    </svg>

    """

  /// The AppStream description of the app.
  static func metainfo(_ applicationID: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <component type="desktop-application">
      <id>\(applicationID)</id>
      <metadata_license>CC0-1.0</metadata_license>
      <project_license>MIT</project_license>
      <name>Notes</name>
      <summary>\(comment)</summary>
      <description>
        <p>A small notes app in which every screen has a link. Open notes:// links from a
          browser, a terminal or another app to show a note, a search or a new note, and copy
          the link of whatever is on screen.</p>
        <p>Notes are edited in place and saved as you type.</p>
        <p>Other apps can create, find, change and delete notes through x-callback-url requests, and the
          notes command line tool calls other apps the same way.</p>
        <p>It is the example app of swift-composable-links.</p>
      </description>
      <url type="homepage">\(repository)</url>
      <url type="bugtracker">\(repository)/issues</url>
      <url type="vcs-browser">\(repository)</url>
      <developer id="dev.composablelinks">
        <name>\(developer)</name>
      </developer>
      <screenshots>
    \(screenshotsXML)
      </screenshots>
      <launchable type="desktop-id">\(applicationID).desktop</launchable>
      <provides>
        <mediatype>x-scheme-handler/notes</mediatype>
      </provides>
      <categories>
        <category>Office</category>
      </categories>
      <branding>
        <color type="primary" scheme_preference="light">#99c1f1</color>
        <color type="primary" scheme_preference="dark">#1a5fb4</color>
      </branding>
      <requires>
        <display_length compare="ge">360</display_length>
      </requires>
      <supports>
        <control>keyboard</control>
        <control>pointing</control>
        <control>touch</control>
      </supports>
      <releases>
        <release version="0.4.0" date="2026-11-27">
          <description>
            <p>The list and the note sit side by side on a wide window. A note is deleted from the
              window, with Undo. The app speaks German, and a screen reader names every control.
              The list orders notes by their last change and shows every note, however many.</p>
          </description>
        </release>
        <release version="0.3.0" date="2026-11-27">
          <description>
            <p>A locked notes database is sealed: every note is encrypted with a key that only the
              passphrase opens. The window locks from its menu (Ctrl+Shift+L) and has an About
              window. Changes and deletions by link accept a signed, expiring, single-use link in
              place of the app's token.</p>
          </description>
        </release>
        <release version="0.2.0" date="2026-11-26">
          <description>
            <p>Notes can be edited: in the window (Ctrl+E), by a link to the editor, and by an
              update request from another app that carries the app's token.</p>
          </description>
        </release>
        <release version="0.1.0" date="2026-11-24">
          <description>
            <p>The first release: notes reached by link, requests from other apps, a lock, and
              GNOME Shell's search.</p>
          </description>
        </release>
      </releases>
      <content_rating type="oars-1.1"/>
    </component>

    """
  }

  /// The `<screenshot>` elements, the first the default.
  private static var screenshotsXML: String {
    let images = repository.replacingOccurrences(of: "https://github.com/", with: "https://raw.githubusercontent.com/")
    return screenshots.enumerated().map { index, shot in
      """
          <screenshot\(index == 0 ? " type=\"default\"" : "")>
            <caption>\(shot.caption)</caption>
            <image>\(images)/main/docs/images/\(shot.image)</image>
          </screenshot>
      """
    }.joined(separator: "\n")
  }
}
