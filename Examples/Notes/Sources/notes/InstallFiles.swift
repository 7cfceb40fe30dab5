import ArgumentParser
import DesktopLinks
import Foundation
import NotesFeature

struct InstallFiles: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "install-files",
    abstract: localized("Write the window's desktop files under a prefix, as a distribution's package does."),
    discussion: """
      Writes PREFIX/share/applications/dev.composablelinks.Notes.desktop, its D-Bus service \
      files, icons, AppStream metainfo and GNOME Shell search provider, naming PREFIX/bin/notes-window \
      (where scripts/install puts the binaries). With --destdir they are written below DIR \
      (a package's staging directory) and still name PREFIX. Touches no home and no session: \
      the same texts install-handler writes for one user.
      """
  )

  @OptionGroup var logging: LoggingOption

  @Option(help: ArgumentHelp(localized("Where the app is installed: /usr, /usr/local, /app.")))
  var prefix: String

  @Option(help: "A staging directory to write below (a package's DESTDIR).")
  var destdir = ""

  func run() throws {
    do {
      let app = try HandlerRegistration.app(executable: (prefix == "/" ? "" : prefix) + "/bin/notes")
      for step in try PrefixInstallation(app: app, prefix: prefix, destination: destdir).install() { print(step) }
    } catch {
      printError("\(error)")
      throw ExitCode.failure
    }
  }
}
