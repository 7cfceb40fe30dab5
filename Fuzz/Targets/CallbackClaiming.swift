import Foundation
import FuzzSupport
import LinkRouting

// Answers to calls (`app://x-reply/<nonce>/<kind>?…`) claimed by the ledger a live caller
// uses, with three calls waiting (two x-callback, one redirect with a state) and one that
// timed out. Links are built from the input around the real nonces, or taken raw.
// Promises checked on every link:
// - a link on another scheme or host is never a callback, and delivers nothing;
// - each call is answered at most once, only by a link naming its nonce; a second claim of an
//   answer is refused as already answered; a call that timed out is never answered;
// - a redirect is answered only with its exact state, which the answer does not carry on;
// - a refusal names only a well-formed nonce, and claiming never traps.

let nonces = [
  "0123456789abcdef0123456789abcdef", "fedcba9876543210fedcba9876543210", "00112233445566778899aabbccddeeff",
]
let timedOut = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
let state = "5eed5eed5eed5eed5eed5eed5eed5eed"
let kinds = ["success", "error", "cancel", "redirect", "Success", "", "success/extra"]
let hosts = ["x-reply", "X-REPLY", "x-callback-url", "", "x-reply.evil"]
let schemes = ["app", "APP", "other"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzInput(UnsafeRawBufferPointer(start: start, count: count))
  let limits = input.bool() ? URLLimits.default : URLLimits(maxURLLength: 256, maxQueryItems: 4)
  let ledger = CallLedger<Int>(scheme: "app", limits: limits)
  for (index, nonce) in nonces.enumerated() {
    let style: LinkCall.Style = index == 1 ? .redirect(parameter: "redirect_uri") : .xCallback
    ledger.add(nonce, .init(style: style, state: index == 1 ? state : nil, waiter: index))
  }
  ledger.add(timedOut, .init(style: .xCallback, state: nil, waiter: 99))
  require(ledger.take(timedOut, as: .ended)?.waiter == 99, "a waiting call could not be ended")

  var answered: Set<Int> = []
  for _ in 0..<(1 + input.choice(8)) {
    guard let url = URL(string: link(&input)) else { continue }
    let claimed = ledger.claim(url)
    let isCallback = url.scheme?.lowercased() == "app" && url.host?.lowercased() == "x-reply"
    if !isCallback {
      require(claimed.claim == .notACallback && claimed.delivery == nil, "claimed a link that is no callback: \(url)")
      continue
    }
    require(claimed.claim != .notACallback, "a callback was not claimed: \(url)")
    let named = url.path.split(separator: "/").first.map(String.init)
    if case let .rejected(rejection) = claimed.claim, let nonce = rejection.nonce {
      require(CallbackAddress.isNonce(nonce[...]), "a refusal names a malformed nonce \(nonce): \(url)")
      require(nonce == named, "a refusal names another nonce \(nonce): \(url)")
    }
    guard let (waiter, answer) = claimed.delivery else {
      require(claimed.claim != .answered, "answered without delivering: \(url)")
      continue
    }
    require(waiter != 99, "a call that timed out was answered: \(url)")
    require(answered.insert(waiter).inserted, "call \(waiter) was answered twice: \(url)")
    require(named == nonces[waiter], "call \(waiter) was answered by a link naming \(named ?? "nothing"): \(url)")
    require(ledger.take(nonces[waiter], as: .answered) == nil, "an answered call still waits: \(url)")
    switch (claimed.claim, answer) {
    case let (.answered, .success(result)):
      if waiter == 1 {
        let states = queryValues(url, "state")
        require(states == [state], "a redirect was answered without its exact state: \(url)")
        if case let .success(items) = result {
          require(!items.contains { $0.name == "state" }, "a redirect's answer carries its state on: \(url)")
        }
      }
      // The same answer again is refused as a second one.
      let again = ledger.claim(url)
      require(
        again.claim == .rejected(LinkCallbackError(.alreadyAnswered, nonce: nonces[waiter]))
          && again.delivery == nil,
        "a second answer was not refused: \(url) → \(again.claim)")
    case let (.rejected(rejection), .failure(delivered)):
      require(rejection == delivered, "the call and the claim were told different refusals: \(url)")
    default:
      require(false, "the claim \(claimed.claim) and the delivery \(answer) disagree: \(url)")
    }
  }
  return 0
}

/// A link around the real nonces, states and kinds, or the input taken raw.
func link(_ input: inout FuzzInput) -> String {
  if input.choice(8) == 0 { return input.rest() }
  let scheme = schemes[input.choice(schemes.count)]
  let host = hosts[input.choice(hosts.count)]
  let nonce: String =
    switch input.choice(5) {
    case 0, 1: nonces[input.choice(nonces.count)]
    case 2: timedOut
    case 3: "0123456789abcdef"
    default: input.text(maxLength: 40)
    }
  let kind = input.bool() ? kinds[input.choice(kinds.count)] : input.text(maxLength: 10)
  var query: [String] = []
  for _ in 0..<input.choice(5) {
    switch input.choice(6) {
    case 0: query.append("state=" + state)
    case 1: query.append("state=" + input.text(maxLength: 40))
    case 2: query.append("id=" + input.text(maxLength: 12))
    case 3: query.append("error=access_denied&error_description=" + input.text(maxLength: 12))
    case 4: query.append("errorCode=" + input.text(maxLength: 4) + "&errorMessage=" + input.text(maxLength: 12))
    default: query.append(String(repeating: "x", count: input.choice(3) * 200))
    }
  }
  return "\(scheme)://\(host)/\(nonce)/\(kind)" + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
}

/// The percent-decoded values of `name` in the URL's query.
func queryValues(_ url: URL, _ name: String) -> [String] {
  (URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQueryItems ?? [])
    .filter { $0.name.removingPercentEncoding == name }.map { $0.value?.removingPercentEncoding ?? "" }
}
