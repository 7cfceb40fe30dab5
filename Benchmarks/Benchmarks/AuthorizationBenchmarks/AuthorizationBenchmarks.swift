import Benchmark
import Foundation
import LoopbackAuthorization

#if canImport(Glibc)
  import Glibc
#endif

// The loopback listener's own part of a sign-in: bind 127.0.0.1 and [::1] on one port, take
// one browser request (a plain socket client sends the redirect's GET and reads the page), and
// close, against its goal of 5 ms (median). Beside it, in the same run, the same client's
// exchange with a listener that is already bound, which shows what binding and closing add.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    warmupIterations: 5,
    maxDuration: .seconds(3),
    maxIterations: 200
  )

  Benchmark("loopback sign-in: bind both families, one answer, close") { benchmark in
    for _ in benchmark.scaledIterations {
      let listener = try await LoopbackRedirect.live().listen("/callback", "s")
      let port = listener.redirectURI.port ?? 0
      let answer = Task { try await listener.answer(within: .seconds(10)) }
      blackHole(exchange(port: port, target: "/callback?code=c&state=s"))
      blackHole(try await answer.value)
    }
  }

  Benchmark("the same request to a listener already bound (404, stays open)") { benchmark in
    let listener = try await LoopbackRedirect.live().listen("/callback", "s")
    let port = listener.redirectURI.port ?? 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(exchange(port: port, target: "/elsewhere"))
    }
    benchmark.stopMeasurement()
    _ = listener.deliver("/callback?code=c&state=s")
    _ = try await listener.answer(within: .seconds(10))
  }
}

/// Connects to 127.0.0.1:`port`, sends `GET target`, reads the response to its end; returns
/// its length. A socket by hand, so that no HTTP client's own cost is measured.
func exchange(port: Int, target: String) -> Int {
  let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  defer { close(descriptor) }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = in_port_t(UInt16(port).bigEndian)
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
    }
  }
  guard connected == 0 else { return -1 }
  let request = Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
  _ = request.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  var total = 0
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count <= 0 { break }
    total += count
  }
  return total
}
