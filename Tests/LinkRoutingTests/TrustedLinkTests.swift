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
    // Bytes: a key that could not be derived (empty) never matches a stored one.
    #expect(!ConstantTime.equals([UInt8](), [UInt8](repeating: 7, count: 32)))
    #expect(!ConstantTime.equals([UInt8](repeating: 7, count: 32), [UInt8]()))
    #expect(ConstantTime.equals([UInt8](repeating: 7, count: 32), [UInt8](repeating: 7, count: 32)))
  }

  @Test func secretsAreMaskedWhereverTheyAre() {
    let secrets: Set<String> = ["token", "password"]
    #expect(Redaction.redact("app://x?a=1&token=s3cret&b=2", secrets: secrets) == "app://x?a=1&token=•••&b=2")
    #expect(Redaction.redact("app://x?TOKEN=s3cret#frag", secrets: secrets) == "app://x?TOKEN=•••#frag")
    #expect(Redaction.redact("app://x?to%6Ben=s3cret", secrets: secrets) == "app://x?to%6Ben=•••")
    #expect(Redaction.redact("app://x?token", secrets: secrets) == "app://x?token")
    // The fragment too: an OAuth implicit redirect carries its token there.
    #expect(Redaction.redact("app://x#token=s3cret", secrets: secrets) == "app://x#token=•••")
    #expect(Redaction.redact("app://x?a=1#b=2&token=s3cret", secrets: secrets) == "app://x?a=1#b=2&token=•••")
    #expect(Redaction.redact("app://x#section", secrets: secrets) == "app://x#section")
    #expect(Redaction.redact("app://x?password=a&password=b", secrets: secrets) == "app://x?password=•••&password=•••")
  }

  @Test func messagesAreScrubbedOfTheLinksSecretValues() {
    let configuration = LinkConfiguration(schemes: ["app"])
    let url = "app:///pay?amount=x&password=p%C3%A4ss+word&token=t0k3n#access_token=abc123"
    let message = "Value for \"token\" has incorrect type: got \"t0k3n\"; pässword p%C3%A4ss+word, päss word; abc123"
    let scrubbed = configuration.scrubbed(message, of: url)
    for secret in ["t0k3n", "päss word", "p%C3%A4ss+word", "abc123"] { #expect(!scrubbed.contains(secret)) }
    #expect(configuration.redacted(url) == "app:///pay?amount=x&password=•••&token=•••#access_token=•••")
    // A message that quotes no secret is left as it was.
    #expect(configuration.scrubbed("No memo 9.", of: url) == "No memo 9.")
    #expect(configuration.scrubbed("plain", of: "app:///x") == "plain")
  }

  /// What a record other processes read keeps of a link: the names of its values, never the
  /// values (an answer's `title=Diary&body=Met Alex at the clinic` was kept whole).
  @Test func aRecordKeepsEveryValueMasked() {
    let configuration = LinkConfiguration(schemes: ["notes"])
    let answer = "notes://x-reply/0f3a/success?id=2&title=Diary&body=Met%20Alex%20at%20the%20clinic#note=x"
    #expect(configuration.withoutValues(answer) == "notes://x-reply/0f3a/success?id=•••&title=•••&body=•••#note=•••")
    #expect(configuration.withoutValues("notes://notes/3") == "notes://notes/3")
    let message = "Cannot read body \"Met Alex at the clinic\" of note 2: Diary is taken"
    #expect(
      configuration.scrubbedOfEveryValue(message, of: answer) == "Cannot read body \"•••\" of note 2: ••• is taken")
  }

  @Test func accessChecksSourceThenToken() throws {
    let request = RouteRequest(
      url: "app:///delete?token=t0k3n", pattern: try RoutePattern("/delete"),
      queryItems: [URLQueryItem(name: "token", value: "t0k3n")],
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
