import DesktopLinks
import Foundation
import Glibc
import NotesFeature

/// With `--trace PATH`, one line per link received, per state rendered and for the first frame
/// painted after each (`drawn`), each stamped with
/// `CLOCK_MONOTONIC` nanoseconds (the same clock in every process, so a benchmark can time a
/// link from the moment it sent it). For benchmarks and debugging; tests read the window
/// through AT-SPI instead. A link's secret parameters are masked (`token=•••`).
@MainActor
final class StateTrace {
  private let handle: FileHandle
  private var last: String?
  private var undrawn = false

  init?(path: String) {
    guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path)
    else { return nil }
    self.handle = handle
  }

  func received(_ event: LinkInbox.Event) {
    switch event {
    case let .link(url): write("received \(Notes.configuration.redacted(url.absoluteString))")
    case let .rejected(error): write("rejected \(error)")
    }
  }

  /// The screens shown: `path=1,3 query=… draft=yes shown=<title> notes=<count>`, written when
  /// it differs from the last.
  func rendered(_ state: Notes.State) {
    let line =
      "state path=\(state.path.map(String.init).joined(separator: ",")) query=\(state.query)"
      + " draft=\(state.draft == nil ? "no" : "yes") shown=\(Notes.shownNote(state)?.title ?? "-")"
      + " notes=\(state.notes.count) dropped=\(state.recentLinks.dropped.count)"
    guard line != last else { return }
    last = line
    undrawn = true
    write(line)
  }

  /// The window painted a frame: the first after a new state is that state on screen.
  func painted() {
    guard undrawn else { return }
    undrawn = false
    write("drawn")
  }

  private func write(_ text: String) {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    let stamp = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    handle.write(Data("\(stamp) \(text)\n".utf8))
  }
}
