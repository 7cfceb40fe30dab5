import Foundation
import Testing

@testable import LinkRouting

@Suite struct TrustedLinkTests {
  @Test func constantTimeEqualityIsEquality() {
    #expect(ConstantTime.equals("abc", "abc"))
    #expect(!ConstantTime.equals("abc", "abd"))
    #expect(!ConstantTime.equals("abc", "ab"))
    #expect(!ConstantTime.equals("ab", "abc"))
    #expect(!ConstantTime.equals("", "a"))
    #expect(ConstantTime.equals("", ""))
    // Lengths that differ by a multiple of 256 must still differ.
    #expect(!ConstantTime.equals(String(repeating: "a", count: 256), ""))
    #expect(ConstantTime.equals("é", "é"))
  }

  @Test func secretsAreMaskedWhereverTheyAre() {
    let secrets: Set<String> = ["token", "password"]
    #expect(Redaction.redact("app://x?a=1&token=s3cret&b=2", secrets: secrets) == "app://x?a=1&token=•••&b=2")
    #expect(Redaction.redact("app://x?TOKEN=s3cret#frag", secrets: secrets) == "app://x?TOKEN=•••#frag")
    #expect(Redaction.redact("app://x?to%6Ben=s3cret", secrets: secrets) == "app://x?to%6Ben=•••")
    #expect(Redaction.redact("app://x?token", secrets: secrets) == "app://x?token")
    #expect(Redaction.redact("app://x#token=s3cret", secrets: secrets) == "app://x#token=s3cret")
    #expect(Redaction.redact("app://x?password=a&password=b", secrets: secrets) == "app://x?password=•••&password=•••")
  }

  @Test func accessChecksSourceThenToken() throws {
    let request = RouteRequest(
      url: "app:///delete?token=t0k3n", pattern: try RoutePattern("/delete"),
      queryItems: [RouteRequest.QueryItem(name: "token", value: "t0k3n")],
      xCallback: XCallbackParameters(source: "Shell"))
    #expect(RouteAccess.token().check(request, token: "t0k3n") == nil)
    #expect(RouteAccess.token().check(request, token: "t0k3m") == .wrongToken)
    #expect(RouteAccess.token().check(request, token: nil) == .wrongToken)
    #expect(RouteAccess.token(parameter: "auth").check(request, token: "t0k3n") == .missingToken)
    #expect(
      RouteAccess.token().allowingSources(["Shortcuts"]).check(request, token: "t0k3n") == .sourceNotAllowed("Shell"))
    #expect(RouteAccess.sources(["Shell"]).check(request, token: nil) == nil)
    #expect(RouteAccess.anyone.check(request, token: nil) == nil)
  }
}
