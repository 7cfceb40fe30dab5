import Foundation

extension LinkRoutes {
  /// Proves that links published in the past still lead where they did: for each line of
  /// `list` (`LINK KIND PATTERN`, such as `notes://note/3 screen /notes/:id`; blank lines and
  /// lines starting with `#` are skipped), the link is matched once, must be of that kind
  /// (`screen` or `request`) and reach the route now at that pattern, and its input must decode:
  /// a screen applies to `initial`, and the link of the screen it leads to is printed in the
  /// current form and leads back to the same route; a request makes its action.
  ///
  /// Each failure is also reported as an issue at the call, so a test needs one line:
  ///
  /// ```swift
  /// @Test func publishedLinksKeepWorking() throws {
  ///   Notes.links.checkPublishedLinks(try String(contentsOf: publishedLinksFile), from: Notes.State())
  /// }
  /// ```
  @discardableResult
  public func checkPublishedLinks(
    _ list: String, from initial: State,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> [LinkFinding] {
    var failures: [LinkFinding] = []
    for (index, text) in list.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let fields = text.split(whereSeparator: \.isWhitespace).map(String.init)
      guard let link = fields.first, !link.hasPrefix("#") else { continue }
      func fail(_ reason: String) {
        failures.append(.published(link, line: index + 1, reason))
      }
      guard fields.count == 3, ["screen", "request"].contains(fields[1]) else {
        fail("a line is `LINK screen|request PATTERN`")
        continue
      }
      if let reason = check(link, kind: fields[1], pattern: fields[2], from: initial) { fail(reason) }
    }
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for failure in failures { location.report("Published link broken: \(failure)") }
    return failures
  }

  /// Why `link` does not reach the `kind` route at `pattern`, or `nil` when it does.
  private func check(_ link: String, kind: String, pattern: String, from initial: State) -> String? {
    switch table.match(link, asRequest: false) {
    case let .screen(index, request):
      guard kind == "screen", request.pattern.description == pattern else {
        return "leads to the screen \(request.pattern), not the \(kind) \(pattern)"
      }
      var state = initial
      let entry = screens.table.route(at: index).value
      if case let .failure(failure) = screens.apply(entry, request, to: &state) { return "\(failure)" }
      guard let printed = screens.url(for: state) else { return "its screen prints no link" }
      guard case let .screen(_, again) = table.match(printed.absoluteString, asRequest: false),
        again.pattern == request.pattern
      else { return "its screen prints \(printed.absoluteString), which leads elsewhere" }
      return nil
    case let .request(index, request):
      guard kind == "request", request.pattern.description == pattern else {
        return "leads to the request \(request.pattern), not the \(kind) \(pattern)"
      }
      do {
        _ = try requests.table.route(at: index).value.start(request)
        return nil
      } catch {
        return "its input no longer decodes: \(error)"
      }
    case let .screenOnly(request): return "is a call, and only the screen \(request.pattern) takes its path"
    case let .notMatched(failure): return "\(failure)"
    case let .refused(refusal): return "\(refusal)"
    case let .unreadable(error): return "\(error)"
    }
  }
}
