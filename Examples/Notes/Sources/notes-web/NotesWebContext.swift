import Hummingbird
import NIOCore

/// Each request's context: Hummingbird's, and the connection's peer address, which the site
/// reads (hashed, never kept) to count each client's claims.
struct NotesWebContext: RequestContext, RemoteAddressRequestContext {
  var coreContext: CoreRequestContextStorage
  let remoteAddress: SocketAddress?

  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    remoteAddress = source.channel.remoteAddress
  }
}
