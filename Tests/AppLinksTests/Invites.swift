import ComposableLinks
import Foundation

/// A feature whose invitations can be opened only once the person has signed in: a link to
/// one that arrives before, deferred across the install or not, waits for it.
struct Invites: Reducer {
  struct State: Equatable {
    var signedIn = true
    var signInShown = false
    var shown: String?
    var parked = ParkedLinks()
    var failures: [DeferredLinkError] = []
  }

  struct InviteLink: Codable, Equatable { var code: String }

  @CasePathable enum Action: Equatable, Sendable {
    case received(URL)
    case finished(RouteOutcome)
    case parking(LinkParking)
    case deferred(DeferredLinkAction)
    case signIn
  }

  static let configuration = LinkConfiguration(
    schemes: ["invites"], universalLinkHosts: ["invites.example"], hostHandling: .firstPathSegment)

  static let signedIn = LinkRequirement<State>("signed in") {
    $0.signedIn
  } prompt: {
    $0.signInShown = true
  }

  static let links = LinkRoutes<State, Action>(configuration) { screens in
    screens.route("/invites/:code", examples: ["https://invites.example/invites/abc"]) { (state, link: InviteLink) in
      state.shown = link.code
    }
    screens.requiring(signedIn, for: ["/invites/:code"])
  }

  /// Takes a link as the fake verifier does: signed when it says `sig=good`, its nonce spent.
  static func intake(_ check: LinkSignatureCheck) -> LinkIntake<State, Action> {
    LinkIntake(links, link: \.received, finished: \.finished)
      .checkingSignatures(check)
      .parksLinks(in: \.parked, action: \.parking)
      .redeemingClaims(\.deferred)
  }

  let check: LinkSignatureCheck

  var body: some ReducerOf<Self> {
    Reduce<State, Action> { state, action in
      switch action {
      case .signIn:
        state.signedIn = true
        state.signInShown = false
        return .none
      case let .deferred(.failed(error)):
        state.failures.append(error)
        return .none
      case .received, .finished, .parking, .deferred:
        return .none
      }
    }
    .handlesLinks(Self.intake(check))
  }
}
