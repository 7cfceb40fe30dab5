#if SignedLinks
  import AppLinks
  import Foundation
  import LinkRouting
  import SignedLinks
  import Testing

  /// The format is precise enough for another implementation: `scripts/signed-links.py`, written
  /// from `docs/SignedLinks.md` with Python's `cryptography` package, signs links this package
  /// accepts and accepts the links it signs. (CI installs `cryptography`; where it is missing
  /// outside CI, the suite is skipped.)
  @Suite(
    .enabled("Python's cryptography is installed (always in CI)") {
      if ProcessInfo.processInfo.environment["CI"] != nil { return true }
      return (try? await PythonSigner.run("canonical", "a:b")) != nil
    })
  struct SignedLinkInteropTests {
    static let now = 1_900_000_000
    static let links = [
      "notes://x-callback-url/notes/3/delete?x-success=caller%3A%2F%2Fok",
      "notes://x-callback-url/notes/3/update?title=Tr%C3%ADp%20%26%20more&body=a%2Bb%7E",
      "NOTES://Notes/search?query=%e2%9c%93&page=2",
      "https://example.com/a%2Fb/c?z&y=",
    ]

    @Test(arguments: links) func aLinkSignedInPythonVerifiesInSwift(_ link: String) async throws {
      let key = try LinkSigningKey(keyID: "py-1")
      let signed = try await PythonSigner.run(
        "sign", key.privateKey, "py-1", link, "300", "--single-use", "--now", "\(Self.now)")
      var keys = TrustedLinkKeys()
      try keys.trust(key.publicKey, as: "py-1")
      let verifier = SignedLinkVerifier(
        keys: { [keys] in keys }, nonces: .inMemory(), now: { Date(timeIntervalSince1970: TimeInterval(Self.now)) })
      let url = try #require(URL(string: signed))
      #expect(await verifier.verify(url, rule: LinkSignatureRule(maximumAge: 600, singleUse: true)) == .success("py-1"))
      // Both sides agree on the canonical form itself.
      #expect(try await PythonSigner.run("canonical", signed) == SignedLinkFormat.canonicalForm(of: url))
    }

    /// docs/SignedLinks.md's vectors 8 and 14 (all of them: `SignedLinkVectorTests`, and
    /// `scripts/signed-links.py vectors`): `%zz` has no canonical form on either side (Swift never
    /// lets Foundation mend it into `%25zz`); `%00` signs and verifies on both, and the
    /// request is refused before it runs (LinkRouting's decoder: `URLQueryDecoderTests`, and
    /// `notes open` end to end).
    @Test func theSpecsVectorsReadAlikeOnBothSides() async throws {
      let broken = "notes:///notes/2/update?title=a%zzb&exp=1&kid=k"
      await #expect(throws: PythonSigner.Failure.self) { try await PythonSigner.run("canonical", broken) }
      #expect(URL(string: broken, encodingInvalidCharacters: false) == nil)
      let nul = "notes:///notes/2/update?title=a%00b"
      let key = try LinkSigningKey(keyID: "swift-1")
      let signed = try key.sign(
        URL(string: nul)!, expiresIn: 300, singleUse: false, now: Date(timeIntervalSince1970: TimeInterval(Self.now)))
      #expect(
        try await PythonSigner.run("verify", key.publicKey, signed.absoluteString, "--now", "\(Self.now)")
          == "ok swift-1")
      #expect(
        try await PythonSigner.run("canonical", signed.absoluteString)
          == SignedLinkFormat.canonicalForm(of: signed))
    }

    @Test(arguments: links) func aLinkSignedInSwiftVerifiesInPython(_ link: String) async throws {
      let key = try LinkSigningKey(keyID: "swift-1")
      let signed = try key.sign(
        URL(string: link)!, expiresIn: 300, singleUse: true, now: Date(timeIntervalSince1970: TimeInterval(Self.now)))
      #expect(
        try await PythonSigner.run("verify", key.publicKey, signed.absoluteString, "--now", "\(Self.now)")
          == "ok swift-1"
      )
      let tampered = signed.absoluteString.replacingOccurrences(
        of: "x-callback-url/notes/3", with: "x-callback-url/notes/4")
      if tampered != signed.absoluteString {
        #expect(
          try await PythonSigner.run("verify", key.publicKey, tampered, "--now", "\(Self.now)")
            == "refused: bad signature")
      }
    }
  }

  /// `scripts/signed-links.py`, run with the `python3` on the path.
  enum PythonSigner {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("scripts/signed-links.py").path

    /// The script's standard output, trimmed; throws when it fails. Run by the package's own
    /// `ToolProcess` (posix_spawn, then `waitpid` for that child) on a dispatch thread: no pool
    /// thread blocks (scripts/check-blocking), and the end is the child's own status from
    /// `waitpid`. (A CI run of the library's suite once hung for good, every thread idle but
    /// Foundation's process monitor; these tests were then the only ones that waited for a
    /// Foundation `Process` through its termination handler.)
    static func run(_ arguments: String...) async throws -> String {
      let environment = ProcessInfo.processInfo.environment
      let result = await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          continuation.resume(
            returning: ToolProcess.run(
              "/usr/bin/env", ["python3", script] + arguments, environment: environment, captureOutput: true))
        }
      }
      guard let result, result.status == 0 else { throw Failure(arguments: arguments) }
      return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    struct Failure: Error {
      var arguments: [String]
    }
  }
#endif
