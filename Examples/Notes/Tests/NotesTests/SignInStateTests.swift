import Foundation
import NotesFeature
import Testing

/// The sign-in and the secrets file change one holder at a time across processes: a refresh that
/// ends after a logout does not bring the sign-in back, and two writers of the secrets file keep
/// both their changes.
@Suite struct SignInStateTests {
  static func session(_ access: String) -> SignInSession {
    SignInSession(
      issuer: "https://auth.example.com", clientID: "notes-desktop",
      tokenEndpoint: URL(string: "https://auth.example.com/token")!, accessToken: access, refreshToken: "r-\(access)",
      expiresAt: Date(timeIntervalSince1970: 1_000_000.25))
  }

  /// `notes account` refreshing while `notes logout` ran: logout said "Signed out", then the
  /// refresh wrote a new sign-in back. The refresh now replaces only the sign-in it refreshed.
  @Test func aRefreshDoesNotBringBackASignInThatWasForgotten() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sign-in-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("notes.sqlite").path
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try SecretFile.create(at: SecretFile.path(besideDatabase: path))
    // Two processes: each opens the database, and so its own descriptor of the lock.
    let account = try NotesDatabase.live(path: path)
    let logout = try NotesDatabase.live(path: path)
    let before = Self.session("a")
    try await account.setSignInSession(before)
    let refreshing = try #require(try await account.signInSession())
    try await logout.setSignInSession(nil)
    #expect(try await account.replaceSignInSession(refreshing, Self.session("b")) == false)
    #expect(try await account.signInSession() == nil)
    // Unchanged meanwhile, the refresh is kept.
    try await account.setSignInSession(before)
    let kept = try #require(try await logout.signInSession())
    #expect(try await logout.replaceSignInSession(kept, Self.session("c")) == true)
    #expect(try await account.signInSession() == Self.session("c"))
  }

  /// Two processes that each change a secret of the file (`notes token --rotate`, a refresh)
  /// used to read, change and rename it with only an in-process lock: one change could be lost.
  @Test func twoWritersOfTheSecretsFileKeepBothChanges() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("secrets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("notes.secrets").path
    try SecretFile.create(at: path)
    let (first, second) = (SecretStore.file(at: path), SecretStore.file(at: path))
    await withTaskGroup(of: Void.self) { group in
      for round in 0..<100 {
        group.addTask { try? await first.write(.linkToken, "token-\(round)") }
        group.addTask { try? await second.write(.signIn, "session-\(round)") }
      }
    }
    #expect(try await first.read(.linkToken)?.hasPrefix("token-") == true)
    #expect(try await second.read(.signIn)?.hasPrefix("session-") == true)
  }
}
