import Foundation
import LinkRouting
import SignedLinks
import Testing

/// The format is precise enough for another implementation: `scripts/signed-links.py`, written
/// from `docs/SignedLinks.md` with Python's `cryptography` package, signs links this package
/// accepts and accepts the links it signs. (CI installs `cryptography`; where it is missing
/// outside CI, the suite is skipped.)
@Suite(.enabled(if: PythonSigner.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil))
struct SignedLinkInteropTests {
  static let now = 1_900_000_000
  static let links = [
    "notes://x-callback-url/notes/3/delete?x-success=caller%3A%2F%2Fok",
    "notes://x-callback-url/notes/3/update?title=Tr%C3%ADp%20%26%20more&body=a+b%7E",
    "NOTES://Notes/search?query=%e2%9c%93&query=2",
    "https://example.com/a%2Fb/c?z&y=",
  ]

  @Test(arguments: links) func aLinkSignedInPythonVerifiesInSwift(_ link: String) async throws {
    let key = try LinkSigningKey(keyID: "py-1")
    let signed = try PythonSigner.run(
      "sign", key.privateKey, "py-1", link, "300", "--single-use", "--now", "\(Self.now)")
    var keys = TrustedLinkKeys()
    try keys.trust(key.publicKey, as: "py-1")
    let verifier = SignedLinkVerifier(
      keys: { [keys] in keys }, nonces: .inMemory(), now: { Date(timeIntervalSince1970: TimeInterval(Self.now)) })
    let url = try #require(URL(string: signed))
    #expect(await verifier.verify(url, rule: LinkSignatureRule(maximumAge: 600, singleUse: true)) == .success("py-1"))
    // Both sides agree on the canonical form itself.
    #expect(try PythonSigner.run("canonical", signed) == SignedLinkFormat.canonicalForm(of: url))
  }

  @Test(arguments: links) func aLinkSignedInSwiftVerifiesInPython(_ link: String) throws {
    let key = try LinkSigningKey(keyID: "swift-1")
    let signed = try key.sign(
      URL(string: link)!, expiresIn: 300, singleUse: true, now: Date(timeIntervalSince1970: TimeInterval(Self.now)))
    #expect(
      try PythonSigner.run("verify", key.publicKey, signed.absoluteString, "--now", "\(Self.now)") == "ok swift-1")
    let tampered = signed.absoluteString.replacingOccurrences(
      of: "x-callback-url/notes/3", with: "x-callback-url/notes/4")
    if tampered != signed.absoluteString {
      #expect(
        try PythonSigner.run("verify", key.publicKey, tampered, "--now", "\(Self.now)") == "refused: bad signature")
    }
  }
}

/// `scripts/signed-links.py`, run with the `python3` on the path.
enum PythonSigner {
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("scripts/signed-links.py").path

  static let isAvailable: Bool = (try? run("canonical", "a:b")) != nil

  /// The script's standard output, trimmed; throws when it fails.
  static func run(_ arguments: String...) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw Failure(arguments: arguments) }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  struct Failure: Error {
    var arguments: [String]
  }
}
