import Foundation
import LinkTestSupport
import Testing

/// A finished table takes no route: the declaration is the only place one is added, so a route
/// added late (and never matched) is a compile error, not a silent no-op. Checked with the
/// compiler itself, against the modules this test was built with.
@Suite struct FinishedTableTests {
  /// A table declared as an app declares it: compiles (the control that shows the check can
  /// pass).
  static let declared = """
    import AppLinks
    struct State: Sendable { var shown: Int? }
    enum Action: Sendable { case ping }
    struct ItemLink: Codable { var id: Int }
    let links = LinkRoutes<State, Action>(LinkConfiguration(schemes: ["shelf"])) { screens in
      screens.route("/items/:id") { (state, link: ItemLink) in state.shown = link.id }
      screens.alias("/item/:id", of: "/items/:id")
      screens.renaming(["n": "id"], in: "/items/:id")
      screens.landing(.refused, on: "/items/:id")
    } requests: { requests in
      requests.route("/ping", send: .ping)
    }

    """

  /// Each way a finished table could be changed, and the member the compiler says it lacks.
  static let late: [(code: String, diagnostic: String)] = [
    (#"_ = links.screens.route("/b") { _ in }"#, "value of type 'DeepLinkRoutes<State, Action>' has no member 'route'"),
    (#"_ = links.requests.route("/b", send: .ping)"#, "value of type 'XCallbackRoutes<Action>' has no member 'route'"),
    (#"_ = links.alias("/c", of: "/items/:id")"#, "value of type 'LinkRoutes<State, Action>' has no member 'alias'"),
    (
      #"_ = links.renaming(["q": "id"], in: "/items/:id")"#,
      "value of type 'LinkRoutes<State, Action>' has no member 'renaming'"
    ),
    (
      #"_ = links.landing(.refused, on: "/items/:id")"#,
      "value of type 'LinkRoutes<State, Action>' has no member 'landing'"
    ),
  ]

  @Test func aRouteAddedToAFinishedTableDoesNotCompile() async throws {
    let modules = try #require(Self.modulesFolder(), "no Modules folder beside the test bundle")
    #expect(try await Self.typecheck(Self.declared, modules: modules) == [])
    for (code, diagnostic) in Self.late {
      let errors = try await Self.typecheck(Self.declared + code + "\n", modules: modules)
      #expect(errors.contains { $0.contains(diagnostic) }, "\(code): \(errors)")
    }
  }

  /// The `Modules` folder of the build this test runs from (beside the test bundle).
  static func modulesFolder() -> URL? {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let modules = folder.appendingPathComponent("Modules")
      if FileManager.default.fileExists(atPath: modules.appendingPathComponent("AppLinks.swiftmodule").path) {
        return modules
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  /// The compiler's error lines for `code`, type-checked against `modules`.
  static func typecheck(_ code: String, modules: URL) async throws -> [String] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("finished-table-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("main.swift")
    try code.write(to: file, atomically: true, encoding: .utf8)
    let result = try await ToolRun.run(
      "/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path],
      mergingErrors: true)
    return result.output.split(separator: "\n")
      .filter { $0.hasPrefix(file.path) && $0.contains("error:") }.map(String.init)
  }
}
