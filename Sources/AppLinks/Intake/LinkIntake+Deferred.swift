import CasePaths
import Dependencies
import Foundation
import IssueReporting
import LinkRouting

extension LinkIntake {
  /// The same intake, taking in deferred links: a claim the person carried across the app's
  /// install (copied, scanned, or passed by the store) is redeemed at the site that made it,
  /// and the link it gives back is taken in like any other.
  ///
  /// ```swift
  /// LinkIntake(App.links, link: \.received, finished: \.linkFinished)
  ///   .checkingSignatures(verifier.check)
  ///   .parksLinks(in: \.parked, action: \.parking)
  ///   .redeemingClaims(\.deferred)
  /// ```
  ///
  /// On ``DeferredLinkAction/redeem(_:carrier:)`` (sent by the app once the person agreed),
  /// the claim's text is redeemed with the `deferredLinks` dependency, once: a text longer than
  /// any claim is refused (``LinkClaimRefusal/oversized``) without asking the site. The link
  /// the site gives back must be signed as `rule` requires: checked with the intake's
  /// ``checkingSignatures(_:)`` (its nonce spent, so a site's answer replayed is refused), then
  /// taken in without its signature as a link of ``LinkSource/deferred(_:)``: held until the
  /// app is ready, parked until its route's requirement holds (its carrier kept, across a
  /// relaunch), shown or answered, its outcome recorded. A refusal, an unreachable site or a
  /// signature that does not hold sends ``DeferredLinkAction/failed(_:)``, and nothing else
  /// changes.
  ///
  /// - Parameters:
  ///   - action: The case that embeds ``DeferredLinkAction``.
  ///   - maximumAge: The longest, in seconds, a site's link may still be valid for (the site
  ///     signs it when it is redeemed, for minutes). 600 unless said.
  public func redeemingClaims(_ action: CaseKeyPath<Action, DeferredLinkAction>, maximumAge: Int = 600) -> Self {
    var intake = self
    intake.deferred = LinkDeferring(
      action: ActionCase(action),
      rule: LinkSignatureRule(maximumAge: maximumAge, singleUse: true, purpose: .deferredScreens))
    return intake
  }

  /// Handles a deferred link's action.
  func handle(_ event: DeferredLinkAction, _ deferring: LinkDeferring<Action>, into state: inout State)
    -> LinkWork<Action>
  {
    switch event {
    case let .redeem(text, carrier):
      return redeem(text, carrier, deferring)

    case let .redeemed(url, carrier):
      // A site vouches for where a person lands, never for what runs: a link that a screen
      // does not show (a request, an x-callback call, no route) is refused before it is held,
      // whatever its route's access would say.
      let match = routes.table.match(url.absoluteString, asRequest: false)
      guard case .screen = match else {
        return LinkWork(actions: [deferring.action.embed(.failed(.notAScreen(url.path.isEmpty ? "/" : url.path)))])
      }
      // Held like any link when the app is not ready (its carrier is then not kept: send
      // `redeem` once the app shows its first screen, as a consent banner does).
      if let hold, hold.holds(url, in: &state) { return .none }
      return withDependencies {
        $0.linkOutcomes.carried = .deferred(carrier)
      } operation: {
        decide(url, match, into: &state)
      }

    case .failed:
      return .none
    }
  }

  /// Redeems `text` at the site, checks the link it gives back, and sends the outcome.
  private func redeem(_ text: String, _ carrier: LinkCarrier, _ deferring: LinkDeferring<Action>) -> LinkWork<Action> {
    let claim = text.trimmingCharacters(in: .whitespacesAndNewlines)
    // Longer than any claim a site makes (a clipboard holding a whole document): refused here,
    // never sent.
    guard claim.utf8.count <= LinkDeferring<Action>.longestClaim else {
      return LinkWork(actions: [deferring.action.embed(.failed(.refused(.oversized)))])
    }
    guard let signatures else {
      reportIssue(
        """
        A deferred link is taken in only once its signature is checked: add ".checkingSignatures(_:)" \
        to the intake that redeems claims. The claim was not redeemed.
        """)
      return LinkWork(actions: [deferring.action.embed(.failed(.unavailable("no signature check")))])
    }
    @Dependency(\.deferredLinks) var client
    @Dependency(\.linkOutcomes) var outcomes
    let configuration = routes.configuration
    let (embed, rule) = (deferring.action.embed, deferring.rule)
    return LinkWork(operations: [
      LinkWork.Operation { send in
        let signed: URL
        do {
          signed = try await client.redeem(claim)
        } catch let error as DeferredLinkError {
          await send(embed(.failed(error)))
          return
        } catch {
          await send(embed(.failed(.unavailable(String(describing: error)))))
          return
        }
        let arrived = outcomes.now()
        switch await signatures.verify(signed, rule) {
        case .success:
          await send(embed(.redeemed(SignedLinkFormat.withoutSignature(signed), carrier: carrier)))
        case let .failure(reason):
          var deferred = outcomes
          deferred.carried = .deferred(carrier)
          deferred.report(
            .refused(.signature(reason)), for: signed, pattern: nil, since: arrived, configuration: configuration)
          await send(embed(.failed(.signature(reason))))
        }
      }
    ])
  }
}
