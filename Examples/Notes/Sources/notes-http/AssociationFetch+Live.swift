import AsyncHTTPClient
import Foundation
import LinkRouting
import NIOCore
import NIOSSL
import NotesFeature

extension AssociationFetch {
  /// Over the network with AsyncHTTPClient, as iOS and Android fetch the file: HTTPS only,
  /// the certificate verified against the system's authorities (and `certificates`, PEM files
  /// of more authorities: a staging server's), no redirect followed, at most 128 KB read.
  ///
  /// AsyncHTTPClient rather than `URLSession`: on Linux, `URLSession` trusts only the system's
  /// bundle, so a server signed by another authority could be neither checked nor tested.
  static func live(trusting certificates: [String] = []) -> AssociationFetch {
    AssociationFetch { url throws(AssociationFileError) in
      guard url.scheme?.lowercased() == "https" else {
        throw .notServedCorrectly(
          "\(url.absoluteString) is not HTTPS; the platforms fetch association files over HTTPS only")
      }
      var tls = TLSConfiguration.makeClientConfiguration()
      tls.additionalTrustRoots = certificates.map { .file($0) }
      var configuration = HTTPClient.Configuration(tlsConfiguration: tls, redirectConfiguration: .disallow)
      // A certificate the platforms would refuse fails only when the connect timeout ends
      // (AsyncHTTPClient retries a connection until then): five seconds, not its default ten.
      configuration.timeout = .init(connect: .seconds(5), read: .seconds(15))
      let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
      let result: Result<Data, AssociationFileError>
      do {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "Accept", value: "application/json")
        let response = try await client.execute(request, timeout: .seconds(30))
        let status = Int(response.status.code)
        let contentType = response.headers.first(name: "Content-Type")
        // One byte more than allowed: enough to know the file is too large, no more.
        let body = try await response.body.collect(upTo: AssociationFileError.maximumSize + 1)
        result = Result { () throws(AssociationFileError) in
          try accept(status: status, contentType: contentType, body: Data(body.readableBytesView))
        }
      } catch is NIOSSLError {
        result = .failure(
          .notServedCorrectly(
            "the TLS handshake with \(url.host ?? "the server") failed: its certificate is not one the platforms "
              + "would trust (--ca-certificate FILE trusts another authority)"))
      } catch is NIOTooManyBytesError {
        result = .failure(.tooLarge(bytes: AssociationFileError.maximumSize + 1))
      } catch let error as AssociationFileError {
        result = .failure(error)
      } catch {
        result = .failure(.notServedCorrectly("could not fetch \(url.absoluteString): \(error)"))
      }
      try? await client.shutdown().get()
      return try result.get()
    }
  }
}
