import Foundation
import Testing

/// The article prints the code this target compiles and runs: each of its Swift blocks is, line
/// by line (indentation aside, ComposableArchitecture read as ComposableCore), a run of lines
/// of this target's sources.
@Suite struct ArticleCodeTests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let article = here.appendingPathComponent(
    "../../Sources/AppLinks/Documentation.docc/UsingTheLinksWithTCA.md")

  @Test func everySwiftBlockOfTheArticleIsCodeThatRuns() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    let blocks = Self.swiftBlocks(of: text)
    #expect(blocks.count == 7)
    let sources = try ["Notes.swift", "Effect+Links.swift", "TCAArticleTests.swift"].map {
      try Self.lines(String(contentsOf: Self.here.appendingPathComponent($0), encoding: .utf8))
    }
    for block in blocks {
      let lines = Self.lines(
        block.replacingOccurrences(of: "import ComposableArchitecture", with: "import ComposableCore"))
      #expect(sources.contains { Self.contains($0, lines) }, "not in Tests/TCAArticleTests:\n\(block)")
    }
  }

  /// "Links that wait" prints `Locker` and its test, likewise.
  @Test func everySwiftBlockOfLinksThatWaitIsCodeThatRuns() throws {
    let text = try String(
      contentsOf: Self.here.appendingPathComponent("../../Sources/AppLinks/Documentation.docc/LinksThatWait.md"),
      encoding: .utf8)
    let blocks = Self.swiftBlocks(of: text)
    #expect(blocks.count == 3)
    let sources = try ["Locker.swift", "LinksThatWaitArticleTests.swift"].map {
      try Self.lines(String(contentsOf: Self.here.appendingPathComponent($0), encoding: .utf8))
    }
    for block in blocks {
      #expect(sources.contains { Self.contains($0, Self.lines(block)) }, "not in Tests/TCAArticleTests:\n\(block)")
    }
  }

  /// LinkServer's "Previews that unfurl" prints code of its test, likewise.
  @Test func everySwiftBlockOfPreviewsThatUnfurlIsCodeThatRuns() throws {
    let text = try String(
      contentsOf: Self.here.appendingPathComponent(
        "../../Sources/LinkServer/Documentation.docc/PreviewsThatUnfurl.md"),
      encoding: .utf8)
    let blocks = Self.swiftBlocks(of: text)
    #expect(blocks.count == 1)
    let source = try Self.lines(
      String(
        contentsOf: Self.here.appendingPathComponent("../LinkServerTests/PreviewCheckTests.swift"), encoding: .utf8))
    for block in blocks {
      #expect(Self.contains(source, Self.lines(block)), "not in Tests/LinkServerTests:\n\(block)")
    }
  }

  /// SignedLinks' article prints code of its tests, likewise.
  @Test func everySwiftBlockOfTheSignedLinksArticleIsCodeThatRuns() throws {
    let text = try String(
      contentsOf: Self.here.appendingPathComponent(
        "../../Sources/SignedLinks/Documentation.docc/SigningAndCheckingLinks.md"),
      encoding: .utf8)
    let blocks = Self.swiftBlocks(of: text)
    #expect(blocks.count == 4)
    let sources = try ["SignedLinkArticleTests.swift", "SignedLinkIntakeTests.swift"].map {
      try Self.lines(
        String(contentsOf: Self.here.appendingPathComponent("../SignedLinksTests/\($0)"), encoding: .utf8))
    }
    for block in blocks {
      #expect(sources.contains { Self.contains($0, Self.lines(block)) }, "not in Tests/SignedLinksTests:\n\(block)")
    }
  }

  @Test func aChangedLineIsFound() {
    let source = Self.lines("a\n  b\nc\n")
    #expect(Self.contains(source, Self.lines("b\nc")))
    #expect(!Self.contains(source, Self.lines("b\nd")))
  }

  /// The code of each ```swift block.
  static func swiftBlocks(of text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if let lines = current, line == "```" {
        blocks.append(lines.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
  }

  static func contains(_ source: [String], _ block: [String]) -> Bool {
    let block = Array(block.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed())
    guard !block.isEmpty, block.count <= source.count else { return false }
    return (0...(source.count - block.count)).contains { Array(source[$0..<$0 + block.count]) == block }
  }
}
