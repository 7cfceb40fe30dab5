import CasePaths
import Foundation
import LinkRouting

/// The actions of parked links: embed it in the app's actions (`case parking(LinkParking)`)
/// and give its case to `parksLinks(in:action:)`.
///
/// The app sends ``restore`` once at launch and ``giveUp(_:)`` when the user dismisses a
/// requirement's screen; it observes ``dropped(_:_:)`` to tell the user. The library sends the
/// others to itself.
@CasePathable
public enum LinkParking: Sendable, Equatable {
  /// Reads the links parked before the app last quit (the `parkedLinkStore` dependency). Send
  /// it once at launch.
  case restore
  /// Drops every link waiting for the requirement of this name: the user dismissed its screen.
  case giveUp(String)
  /// A link was dropped without being applied; a request was answered `x-cancel`. Sent by
  /// the library for the app to say so.
  case dropped(ParkedLink, ParkedLinkDrop)
  /// The links read by ``restore``. Sent by the library.
  case restored([ParkedLink])
  /// A link's time ran out. Sent by the library.
  case expired(ParkedLink.ID)
  /// Links whose requirement holds, applied now that they are no longer stored. Sent by the
  /// library.
  case resume([ParkedLink])
  /// A request whose route needs the app's token had it checked before waiting (so that it
  /// waits without needing it again): it is decided again, and parked if it still must wait.
  /// Sent by the intake itself.
  case accessChecked(URL, answersOnly: Bool)
}
