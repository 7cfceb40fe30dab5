import Benchmark
import Crypto
import Foundation
import LinkRouting
import SignedLinks

// What checking a signed link costs, against two peers measured in the same run: its floor,
// one Ed25519 check (swift-crypto called directly) of a message as long as the link, and what
// the route table does with any link, matching it and decoding its input.

struct Update: Decodable, Sendable {
  var id: Int
  var title: String
  var body: String
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(3),
    maxIterations: 1_000
  )
  let now = Date(timeIntervalSince1970: 1_900_000_000)
  let unsigned = URL(
    string: "notes://x-callback-url/notes/3/update?title=Trip%20to%20the%20lake&body=Pack%20the%20tent")!
  // Keys and links made once, outside the measurement; `try!` is the benchmark's own setup.
  let key = try! LinkSigningKey(keyID: "server-1")
  // The same key for swift-crypto, from the base64url private key the sender keeps.
  var base64 = key.privateKey.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
  base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
  let privateKey = try! Curve25519.Signing.PrivateKey(rawRepresentation: Data(base64Encoded: base64)!)
  var keys = TrustedLinkKeys()
  try! keys.trust(key.publicKey, as: key.keyID)
  let trusted = keys
  let rule = LinkSignatureRule(maximumAge: 600, singleUse: false)
  let link = try! key.sign(unsigned, expiresIn: 300, singleUse: false, now: now)

  Benchmark("Ed25519 check of a message as long as the link (floor)") { benchmark in
    // The canonical form is the link's parts, joined: as long as the link, within a few bytes,
    // and Ed25519's cost is its curve arithmetic plus one SHA-512 over the message.
    let message = Data(link.absoluteString.utf8)
    let signature = try privateKey.signature(for: message)
    let publicKey = privateKey.publicKey
    precondition(publicKey.isValidSignature(signature, for: message))
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(publicKey.isValidSignature(signature, for: message)) }
  }

  Benchmark("verify a signed link, SignedLinkVerifier (claims, canonical form, Ed25519, times)") { benchmark in
    let verifier = SignedLinkVerifier(keys: { trusted }, nonces: .inMemory(), now: { now })
    let first = await verifier.verify(link, rule: rule)
    precondition(first == .success("server-1"))
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(await verifier.verify(link, rule: rule)) }
  }

  Benchmark("verify a single-use signed link, nonce kept in memory") { benchmark in
    let verifier = SignedLinkVerifier(keys: { trusted }, nonces: .inMemory(capacity: .max), now: { now })
    let single = LinkSignatureRule(maximumAge: 600, singleUse: true)
    let links = try benchmark.scaledIterations.map { _ in
      try key.sign(unsigned, expiresIn: 300, singleUse: true, now: now)
    }
    benchmark.startMeasurement()
    for link in links { blackHole(await verifier.verify(link, rule: single)) }
  }

  Benchmark("match + decode the same link, LinkRouting") { benchmark in
    let router = LinkRouting.LinkRouter(scheme: "notes") { router in
      router.route("/notes/:id/update") {}
    }
    let text = link.absoluteString
    precondition((try? router.match(text, as: Update.self)) != nil)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(try router.match(text, as: Update.self)) }
  }
}
