import Foundation
import NotesFeature
import PropertyBased
import Testing

/// The readers of what an authorization server sends (its metadata, its token answers), fed
/// what a hostile or broken server could: they answer with a value that keeps their promises,
/// or a typed error, and never trap.
struct SignInReadersPropertyTests {
  static let issuer = URL(string: "https://auth.example.com")!
  static let metadataURL = URL(string: "https://auth.example.com/.well-known/oauth-authorization-server")!

  /// Strings a server could send: empty, huge, control characters, markup, non-ASCII.
  static let hostileText = Gen<String?>.element(of: [
    "", "tok", String(repeating: "x", count: TokenAnswer.maximumTokenLength + 1), "a\u{1B}[31mred", "<b>x</b>",
    "tök", "line\nbreak", "https://auth.example.com", "http://evil.example/authorize", "javascript:alert(1)",
    "https://auth.example.com/" + String(repeating: "p", count: 3000), "https://auth.example.com/authorize",
    "http://127.0.0.1:8080/token",
  ]).map { $0 ?? "" }
  /// JSON values a field could hold instead of the one it should.
  static let value = Gen<String>.oneOf(
    // As JSON strings (escapes and all): what the reader decodes is the hostile text itself.
    hostileText.map { String(decoding: (try? JSONEncoder().encode($0)) ?? Data("\"\"".utf8), as: UTF8.self) },
    Gen<String?>.element(of: ["-1", "0", "3600", "1e400", "315360001", "null", "true", "[]", "{}", "\"3600\""]).map {
      $0 ?? "null"
    }
  )
  static let tokenKeys = ["access_token", "refresh_token", "expires_in", "error", "error_description", "token_type"]
  static let metadataKeys = [
    "issuer", "authorization_endpoint", "token_endpoint", "revocation_endpoint", "userinfo_endpoint",
    "authorization_response_iss_parameter_supported",
  ]

  /// A JSON object of some of the token answer's keys (or the metadata's), each with a hostile
  /// value.
  static let tokenAnswer = zip(Gen<String?>.element(of: tokenKeys).map { $0 ?? "" }, value).array(of: 0...8).map(json)
  static let metadata = zip(Gen<String?>.element(of: metadataKeys).map { $0 ?? "" }, value).array(of: 0...8).map(json)

  static func json(_ pairs: [(String, String)]) -> Data {
    Data("{\(pairs.map { "\"\($0)\": \($1)" }.joined(separator: ", "))}".utf8)
  }

  @Test func aTokenAnswerIsUsableOrATypedRefusal() async {
    await propertyCheck(count: 500, input: Self.tokenAnswer, Gen.int(in: 199...502)) { data, status in
      do throws(SignInError) {
        let answer = try TokenAnswer.read(data, status: status, doing: "redeeming")
        #expect(status == 200)
        for token in [answer.accessToken] + [answer.refreshToken].compactMap({ $0 }) {
          #expect(!token.isEmpty && token.utf8.count <= TokenAnswer.maximumTokenLength)
          #expect(token.utf8.allSatisfy { (0x20...0x7E).contains($0) })
        }
        if let lifetime = answer.expiresIn { #expect((0...TokenAnswer.maximumLifetime).contains(lifetime)) }
      } catch {
        // What the terminal shows of a refusal holds no control character (no escape sequences).
        #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(error.description.hasPrefix("redeeming: "))
      }
    }
  }

  /// A token of a type the app does not understand is not used as a bearer token (RFC 6749
  /// §7.1): a refresh answered with `"token_type":"mac"` was.
  @Test func onlyABearerTokenIsUsed() throws {
    func answer(_ type: String?) -> Data {
      Self.json([("access_token", "\"a\""), ("refresh_token", "\"r\"")] + (type.map { [("token_type", $0)] } ?? []))
    }
    for type in ["\"Bearer\"", "\"bearer\"", "\"BEARER\""] {
      #expect(try TokenAnswer.read(answer(type), status: 200, doing: "refreshing").accessToken == "a")
    }
    #expect(throws: SignInError("refreshing: the answer's token type is \"mac\", not Bearer")) {
      try TokenAnswer.read(answer("\"mac\""), status: 200, doing: "refreshing")
    }
    #expect(throws: SignInError("refreshing: the answer's token type is none, not Bearer")) {
      try TokenAnswer.read(answer(nil), status: 200, doing: "refreshing")
    }
    #expect(throws: SignInError.self) { try TokenAnswer.read(answer("\"DPoP\""), status: 200, doing: "refreshing") }
  }

  @Test func aHugeAnswerIsRefusedUnread() {
    let huge = Data(repeating: UInt8(ascii: " "), count: TokenAnswer.maximumSize + 1)
    #expect(throws: SignInError("redeeming: the answer is over \(TokenAnswer.maximumSize) bytes")) {
      try TokenAnswer.read(huge, status: 200, doing: "redeeming")
    }
    let metadata = Data(repeating: UInt8(ascii: " "), count: AuthorizationServerMetadata.maximumSize + 1)
    #expect(throws: SignInError.self) {
      try AuthorizationServerMetadata.read(metadata, issuer: Self.issuer, from: Self.metadataURL)
    }
  }

  @Test func metadataIsTheIssuersOwnWithEndpointsTheAppMayUseOrATypedRefusal() async {
    await propertyCheck(count: 500, input: Self.metadata) { data in
      do throws(SignInError) {
        let metadata = try AuthorizationServerMetadata.read(data, issuer: Self.issuer, from: Self.metadataURL)
        #expect(metadata.issuer == Self.issuer.absoluteString)
        let endpoints =
          [metadata.authorizationEndpoint, metadata.tokenEndpoint]
          + [metadata.revocationEndpoint, metadata.userinfoEndpoint].compactMap { $0 }
        for endpoint in endpoints {
          #expect(NetworkJob.isAllowedServer(endpoint))
          #expect(endpoint.absoluteString.utf8.count <= AuthorizationServerMetadata.maximumAddressLength)
        }
      } catch {
        #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
      }
    }
  }

  @Test func metadataNamingAnotherIssuerIsRefused() throws {
    for named in ["https://auth.example.com/", "https://AUTH.example.com", "https://auth.example.com.evil", ""] {
      let data = Data(
        #"{"issuer": "\#(named)", "authorization_endpoint": "https://auth.example.com/a", "token_endpoint": "https://auth.example.com/t"}"#
          .utf8)
      #expect(throws: SignInError.self, "\(named)") {
        try AuthorizationServerMetadata.read(data, issuer: Self.issuer, from: Self.metadataURL)
      }
    }
  }
}
