import Dispatch
import Foundation
import FuzzSupport
import LinkRouting

// x-callback parsing and callback building under a callback policy, through `LinkRouter.handle`.
// Promises checked on every outcome:
// - a callback that is returned obeys the policy, read back by Foundation (what openers use);
// - a request whose callback was given gets that callback back (nothing silently dropped);
// - x-success keeps its own query and appends the output after it, x-error carries the code and
//   message, x-cancel is returned as given;
// - a request with a refused callback does not run.

/// The error a fuzzed handler throws, with a fuzzed code and message.
struct FuzzedError: XCallbackError {
  var errorCode: Int
  var errorMessage: String
}

/// Callback URLs, friendly and hostile, that the fuzzer picks from before mutating.
let callbackTemplates = [
  "caller://done", "caller://done?ref=7", "caller://done?ref=7#frag", "caller://x-callback-url/ok?",
  "https://example.com/back", "https://evil.test/steal", "shortcuts://callback?a=1&b=",
  "javascript:alert(1)", "JaVaScRiPt:alert(1)", "file:///etc/passwd", "data:text/html,hi",
  "vbscript:x", " javascript:alert(1)", "caller:", "//relative", "relative/path", "caller://done/😀",
  "caller://h%zz/x", "caller://done?q=a%20b&q=c",
]

let policies = [
  CallbackPolicy.default,
  CallbackPolicy(allowedSchemes: ["caller", "https"], allowedHosts: ["example.com"]),
]

final class Routers: Sendable {
  let routers: [LinkRouter]
  init() {
    routers = policies.map { policy in
      let router = LinkRouter(
        configuration: LinkConfiguration(schemes: ["notes"], callbackPolicy: policy),
        confirm: { request in request.xCallback.source?.count ?? 0 % 2 == 1 }
      ) { router in
        router.route("/ok") { (record: FuzzRecord) in record }
        router.route("/plain") {}
        router.route("/fail") { (error: FuzzedErrorInput) in
          throw FuzzedError(errorCode: error.code, errorMessage: error.message)
        }
        router.route("/cancel") { throw RouteCancellation() }
        router.route("/confirm", requiresConfirmation: true) {}
      }
      return router
    }
  }
}

struct FuzzedErrorInput: Decodable, Sendable {
  var code: Int
  var message: String
}

let table = Routers()
let paths = ["/ok", "/plain", "/fail", "/cancel", "/confirm", "/nowhere"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzInput(UnsafeRawBufferPointer(start: start, count: count))
  let policyIndex = input.choice(policies.count)
  let router = table.routers[policyIndex]
  let url: String
  if input.bool() {
    url = "notes://x-callback-url" + paths[input.choice(paths.count)] + "?" + input.rest()
  } else {
    var query: [String] = []
    for _ in 0..<input.choice(6) {
      let key = ["x-source", "x-success", "x-error", "x-cancel", "code", "message", "title", "id"][input.choice(8)]
      var value = input.bool() ? callbackTemplates[input.choice(callbackTemplates.count)] : ""
      value += input.text(maxLength: 6)
      query.append(key + "=" + (input.bool() ? percentEncoded(value) : value))
    }
    url = "notes://x-callback-url" + paths[input.choice(paths.count)] + "?" + query.joined(separator: "&")
  }
  check(url, router: router, policy: policies[policyIndex])
  return 0
}

func check(_ url: String, router: LinkRouter, policy: CallbackPolicy) {
  let request: RouteRequest?
  do {
    request = try router.request(for: url)
  } catch {
    requireTyped(error, "request(for: \(url))")
    request = nil
  }
  let outcome = handleSynchronously(url, router)
  if let callback = outcome.callback {
    requireAllowed(callback, by: policy, in: url)
  }
  switch outcome {
  case let .handled(callback):
    guard let request else { return require(false, "handled a URL request(for:) rejects: \(url)") }
    require((callback == nil) == (request.xCallback.success == nil), "x-success lost or invented: \(url)")
    if let callback, let success = request.xCallback.success {
      requireQuery(of: callback, startsWith: success, in: url)
      var output: [URLQueryItem] = []
      if request.pattern.description == "/ok", let record = try? router.decode(FuzzRecord.self, from: request) {
        output = (try? URLQueryEncoder().encode(record)) ?? []
      }
      let items = queryItems(callback).map { URLQueryItem(name: $0.name, value: $0.value ?? "") }
      require(Array(items.suffix(output.count)) == output, "x-success lacks the output \(output): \(callback)")
    }
  case let .failed(failure, callback):
    require(!failure.message.isEmpty || failure.error is FuzzedError, "a failure without a message: \(url)")
    if let callback {
      let items = queryItems(callback)
      require(items.suffix(2).map(\.name) == ["errorCode", "errorMessage"], "x-error lacks code/message: \(callback)")
      require(items.suffix(2).first?.value == String(failure.code), "errorCode is not \(failure.code): \(callback)")
      require(items.last?.value == failure.message, "errorMessage is not \(failure.message): \(callback)")
    }
  case let .cancelled(callback):
    guard let request else { return require(false, "cancelled a URL request(for:) rejects: \(url)") }
    require((callback == nil) == (request.xCallback.cancel == nil), "x-cancel lost or invented: \(url)")
  case .refused:
    require(request == nil, "refused a request that request(for:) accepts: \(url)")
  case .notMatched:
    require(request == nil, "did not match a URL request(for:) accepts: \(url)")
  }
}

/// The callback's scheme and host, as Foundation reads them, obey the policy.
func requireAllowed(_ callback: URL, by policy: CallbackPolicy, in url: String) {
  let scheme = callback.scheme?.lowercased() ?? ""
  require(!scheme.isEmpty, "a callback without a scheme: \(callback) from \(url)")
  require(!policy.forbiddenSchemes.contains(scheme), "a forbidden callback \(callback) from \(url)")
  if let allowed = policy.allowedSchemes {
    require(allowed.contains(scheme), "a callback outside the allowed schemes \(callback) from \(url)")
  }
  if let hosts = policy.allowedHosts, scheme == "http" || scheme == "https" {
    require(
      hosts.contains(callback.host?.lowercased() ?? ""), "a callback to a host not allowed \(callback) from \(url)")
  }
}

/// The callback has the x-success URL's scheme and keeps its own query items first (checked
/// where Foundation reads the x-success as it is, with nothing to repair).
func requireQuery(of callback: URL, startsWith success: String, in url: String) {
  let scheme = String(success.unicodeScalars.prefix { $0 != ":" }).lowercased()
  require(callback.scheme?.lowercased() == scheme, "x-success \(success) answered as \(callback): \(url)")
  guard let original = URL(string: success), original.absoluteString == success else { return }
  // An empty item (`?a=1&`) means nothing, and the answer's first item takes its place.
  let own = queryItems(original).filter { !isEmpty($0) }
  let kept = queryItems(callback).filter { !isEmpty($0) }
  require(Array(kept.prefix(own.count)) == own, "x-success's query was not kept: \(success) → \(callback)")
}

func isEmpty(_ item: URLQueryItem) -> Bool { item.name.isEmpty && item.value == nil }

func queryItems(_ url: URL) -> [URLQueryItem] {
  URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
}

func percentEncoded(_ text: String) -> String {
  text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
}

/// `handle` is async, but with handlers that never suspend it finishes inside `Task.immediate`,
/// which runs on this thread until the first suspension: no thread hop per input. Should a
/// handler ever suspend, the semaphore waits for it.
func handleSynchronously(_ url: String, _ router: LinkRouter) -> RouteOutcome {
  final class Box: @unchecked Sendable { var outcome: RouteOutcome? }
  let box = Box()
  let done = DispatchSemaphore(value: 0)
  Task.immediate {
    box.outcome = await router.handle(url)
    done.signal()
  }
  done.wait()
  return box.outcome ?? .notMatched(.invalidURL("no outcome"))
}
