import Foundation
import Testing

/// The article prints the code this target compiles and runs: each of its Swift blocks is, line
/// by line (indentation aside, ComposableArchitecture read as ComposableCore), a run of lines
/// of this target's sources.
@Suite struct ArticleCodeTests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// An article, how many Swift blocks it prints, and the test sources (relative to this
  /// folder) that hold each block.
  struct Article: CustomTestStringConvertible, Sendable {
    var path: String
    var blocks: Int
    var sources: [String]
    var testDescription: String { URL(fileURLWithPath: path).lastPathComponent }
  }

  static let articles = [
    // The TCA article: the feature, the glue and the tests of this target.
    Article(
      path: "../../Sources/AppLinks/Documentation.docc/UsingTheLinksWithTCA.md", blocks: 7,
      sources: ["Notes.swift", "Effect+Links.swift", "TCAArticleTests.swift"]),
    // "Links that wait": `Locker` and its test.
    Article(
      path: "../../Sources/AppLinks/Documentation.docc/LinksThatWait.md", blocks: 3,
      sources: ["Locker.swift", "LinksThatWaitArticleTests.swift"]),
    // LinkServer's "Previews that unfurl": its test.
    Article(
      path: "../../Sources/LinkServer/Documentation.docc/PreviewsThatUnfurl.md", blocks: 1,
      sources: ["../LinkServerTests/PreviewCheckTests.swift"]),
    // LinkServer's "Claim stores that scale": its test.
    Article(
      path: "../../Sources/LinkServer/Documentation.docc/ClaimStoresThatScale.md", blocks: 2,
      sources: ["../LinkServerStoresTests/StoresArticleTests.swift"]),
    // LinkServer's "Short links that keep working": its test.
    Article(
      path: "../../Sources/LinkServer/Documentation.docc/ShortLinksThatKeepWorking.md", blocks: 5,
      sources: ["../LinkServerTests/ShortLinksTests.swift", "../AppLinksTests/ShortLinksStoreTests.swift"]),
    // SignedLinks' article: its tests.
    Article(
      path: "../../Sources/SignedLinks/Documentation.docc/SigningAndCheckingLinks.md", blocks: 4,
      sources: ["../SignedLinksTests/SignedLinkArticleTests.swift", "../SignedLinksTests/SignedLinkIntakeTests.swift"]),
  ]

  @Test(arguments: articles)
  func everySwiftBlockIsCodeThatRuns(_ article: Article) throws {
    let text = try String(contentsOf: Self.here.appendingPathComponent(article.path), encoding: .utf8)
    let blocks = Self.swiftBlocks(of: text)
    #expect(blocks.count == article.blocks)
    let sources = try article.sources.map {
      try Self.lines(String(contentsOf: Self.here.appendingPathComponent($0), encoding: .utf8))
    }
    for block in blocks {
      let lines = Self.lines(
        block.replacingOccurrences(of: "import ComposableArchitecture", with: "import ComposableCore"))
      #expect(sources.contains { Self.contains($0, lines) }, "not in \(article.sources):\n\(block)")
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
