import Foundation
import Testing

/// Every Swift block of every DocC article is code CI compiles and runs: a run of lines of the
/// library's tests or of the notes example (indentation and blank lines aside,
/// ComposableArchitecture read as ComposableCore, a line `// …` standing for any lines the
/// article leaves out, a comment line of the test's that the article does not print passed). A block that cannot be (another library's code, a manifest, an API of
/// Apple's platforms alone) is listed in ``exempt`` with its reason, and the list is exact: a
/// listed block that becomes tested code, or is gone, fails too.
@Suite struct DocumentationCodeTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The blocks no test can hold, by article and block number (from 1), with the reason.
  static let exempt: [String: String] = [
    "DependingOnThePackage.md#1": "a manifest (scripts/check-consumers builds one of each kind)",
    "ServingYourLinksOnTheWeb.md#1": "a manifest's dependency (scripts/check-consumers builds SiteUser)",
    "MigratingFromDeepLinkingWithTCA.md#1": "the code migrated from: another library's",
    "MigratingFromDeepLinkingWithTCA.md#3": "the code migrated from: another library's",
    "MigratingFromComposableOpenURL.md#1": "the code migrated from: another library's",
    "MigratingFromURLSchemeRouter.md#3": "UIApplication: Apple's platforms alone",
  ]

  /// What a block is read against: the Swift of the tests and of the example.
  static func sources() throws -> [String: [String]] {
    var sources: [String: [String]] = [:]
    for folder in ["Tests", "Examples/Notes/Sources", "Examples/Notes/Tests"] {
      let base = root.appendingPathComponent(folder)
      guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
      for case let file as URL in files where file.pathExtension == "swift" {
        sources[file.path] = lines(try String(contentsOf: file, encoding: .utf8))
      }
    }
    return sources
  }

  /// Every article's Swift blocks, named `Article.md#N`.
  static func articleBlocks() throws -> [(name: String, lines: [String])] {
    var blocks: [(name: String, lines: [String])] = []
    let sources = root.appendingPathComponent("Sources")
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
      let docc = sources.appendingPathComponent(module).appendingPathComponent("Documentation.docc")
      guard let articles = try? FileManager.default.contentsOfDirectory(atPath: docc.path) else { continue }
      for article in articles.sorted() where article.hasSuffix(".md") {
        let text = try String(contentsOf: docc.appendingPathComponent(article), encoding: .utf8)
        for (index, block) in ArticleCodeTests.swiftBlocks(of: text).enumerated() {
          let code = block.replacingOccurrences(of: "import ComposableArchitecture", with: "import ComposableCore")
          blocks.append(("\(article)#\(index + 1)", lines(code)))
        }
      }
    }
    return blocks
  }

  @Test func everyArticlesSwiftIsCodeThatRuns() throws {
    let sources = try Self.sources()
    let blocks = try Self.articleBlocks()
    #expect(blocks.count > 50)
    for block in blocks {
      let tested = sources.values.contains { Self.contains($0, block.lines) }
      if let reason = Self.exempt[block.name] {
        #expect(!tested, "\(block.name) is tested code now: take it off the exempt list (\(reason))")
      } else {
        #expect(tested, "\(block.name) is in no test:\n\(block.lines.joined(separator: "\n"))")
      }
    }
    let names = Set(blocks.map(\.name))
    for name in Self.exempt.keys where !names.contains(name) {
      Issue.record("\(name) is listed, and there is no such block")
    }
  }

  @Test func theReadingFindsWhatItShould() {
    let source = Self.lines("a\n\n  b\nc\nd\ne\n")
    #expect(Self.contains(source, Self.lines("b\nc")))
    #expect(Self.contains(source, Self.lines("b\n\nc")))
    #expect(Self.contains(source, Self.lines("a\n// …\ne")))
    #expect(Self.contains(source, Self.lines("b\n// …\nc")))
    #expect(!Self.contains(source, Self.lines("b\nd")))
    #expect(!Self.contains(source, Self.lines("e\n// …\na")))
    #expect(!Self.contains(source, Self.lines("// …")))
    let commented = Self.lines("a\n// why\nb\n")
    #expect(Self.contains(commented, Self.lines("a\nb")))
    #expect(Self.contains(commented, Self.lines("a\n// why\nb")))
    #expect(!Self.contains(commented, Self.lines("a\n// what\nb")))
  }

  /// The lines of `text`, trimmed, blank ones left out.
  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// Whether `block` is a run of `source`'s lines, `// …` standing for any lines.
  static func contains(_ source: [String], _ block: [String]) -> Bool {
    guard let first = block.first, first != "// …" else { return false }
    return source.indices.contains { source[$0] == first && matches(source, from: $0, block[...]) }
  }

  private static func matches(_ source: [String], from start: Int, _ block: ArraySlice<String>) -> Bool {
    guard let first = block.first else { return true }
    if first == "// …" {
      return (start...source.count).contains { matches(source, from: $0, block.dropFirst()) }
    }
    guard start < source.count else { return false }
    // A test may say more than its article: a comment line the article does not print is passed.
    if source[start] != first, source[start].hasPrefix("//") {
      return matches(source, from: start + 1, block)
    }
    return source[start] == first && matches(source, from: start + 1, block.dropFirst())
  }
}
