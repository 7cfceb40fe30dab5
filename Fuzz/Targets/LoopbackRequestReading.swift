import FuzzSupport
import LoopbackWire

// What the loopback listener answers to one request, for any method and request target a
// browser or another local process could send (the HTTP parsing itself is swift-nio's).
// Promises: nothing traps; only a GET to the registered path with exactly one `state`, equal
// to the call's, and a `code` or an `error` (each at most once) is an answer; every other
// request to the path is a 400 and to any other path a 404; and the answer's items are the
// target's, percent-decoded.
private let path = "/callback"
private let state = "Zm9vYmFyLXN0YXRlLTMyLWJ5dGVz"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  let methods = ["GET", "POST", "HEAD", "get", "PUT"]
  let method = methods[Int(bytes.first ?? 0) % methods.count]
  let target = String(decoding: bytes.dropFirst(), as: UTF8.self)
  let decision = RedirectRequestReader.decide(method: method, target: target, path: path, state: state)
  let targetPath = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
  switch decision {
  case let .answer(items):
    require(method == "GET", "a \(method) answered")
    require(targetPath == path, "an answer on \(targetPath)")
    require(!target.contains("#"), "an answer with a fragment")
    require(items.filter { $0.name == "state" }.map(\.value) == [state], "an answer with state \(items)")
    for name in ["code", "error"] {
      require(items.filter { $0.name == name }.count <= 1, "\(name) twice in an answer")
    }
    require(items.contains { $0.name == "code" || $0.name == "error" }, "an answer without code or error")
  case .notFound:
    require(targetPath != path || !target.hasPrefix("/"), "the registered path was not found: \(target)")
  case let .badRequest(reason):
    require(!reason.isEmpty, "a 400 without a reason")
    require(
      target.utf8.count > RedirectRequestReader.maximumTargetLength || targetPath == path
        || target.contains("#"),
      "a 400 for another path: \(target)")
  }
  return 0
}
