import CGtk

/// Connects GTK signals to Swift closures. Each closure lives in a box the signal owns and
/// releases when it is disconnected (when the widget is finalized). (DesktopLinks has its own
/// for `GApplication`'s signals: the library must not depend on this example's layer.)
@MainActor
enum Signals {
  /// A signal without arguments and without a result (`clicked`, `changed`, …).
  static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ body: @escaping @MainActor () -> Void) {
    connect(instance, signal, unsafeBitCast(plainHandler, to: GCallback.self), Closure<Void, Void> { body() })
  }

  /// `activate-link` of a label: `body` gets the URI, and GTK does not open it.
  static func connectLink(_ instance: UnsafeMutableRawPointer, _ body: @escaping @MainActor (String) -> Void) {
    connect(instance, "activate-link", unsafeBitCast(linkHandler, to: GCallback.self), Closure<String, Void>(body))
  }

  /// `close-request` of a window: `body` runs and the window stays (the app decides).
  static func connectCloseRequest(_ instance: UnsafeMutableRawPointer, _ body: @escaping @MainActor () -> Void) {
    connect(instance, "close-request", unsafeBitCast(closeHandler, to: GCallback.self), Closure<Void, Void> { body() })
  }

  /// `close-request` of the main window: `body` runs, and the window closes when it returns
  /// `true` (`false` keeps it open).
  static func connectClosing(_ instance: UnsafeMutableRawPointer, _ body: @escaping @MainActor () -> Bool) {
    connect(
      instance, "close-request", unsafeBitCast(closingHandler, to: GCallback.self), Closure<Void, Bool> { body() })
  }

  /// `activate` of a `GSimpleAction` (its parameter, if any, is not used).
  static func connectActivate(_ instance: UnsafeMutableRawPointer, _ body: @escaping @MainActor () -> Void) {
    connect(instance, "activate", unsafeBitCast(activateHandler, to: GCallback.self), Closure<Void, Void> { body() })
  }

  /// `setup` or `bind` of a `GtkSignalListItemFactory`: `body` gets the `GtkListItem`.
  static func connectListItem(
    _ instance: UnsafeMutableRawPointer, _ signal: String, _ body: @escaping @MainActor (OpaquePointer) -> Void
  ) {
    // The item travels as its address: a pointer is not `Sendable`, and it is used on GTK's
    // thread only.
    connect(
      instance, signal, unsafeBitCast(listItemHandler, to: GCallback.self),
      Closure<UInt, Void> { address in OpaquePointer(bitPattern: address).map(body) })
  }

  /// `activate` of a `GtkListView`: `body` gets the position of the item activated.
  static func connectPositionActivated(
    _ instance: UnsafeMutableRawPointer, _ body: @escaping @MainActor (Int) -> Void
  ) {
    connect(instance, "activate", unsafeBitCast(positionHandler, to: GCallback.self), Closure<Int, Void>(body))
  }

  /// `notify::PROPERTY` of an object: `body` runs after `property` changed.
  static func connectNotify(
    _ instance: UnsafeMutableRawPointer, _ property: String, _ body: @escaping @MainActor () -> Void
  ) {
    // `notify` passes the property's spec before the data, as `activate` passes its parameter.
    connect(
      instance, "notify::\(property)", unsafeBitCast(activateHandler, to: GCallback.self),
      Closure<Void, Void> { body() })
  }

  /// `response` of an `AdwMessageDialog`: `body` gets the answer's id.
  static func connectResponse(_ instance: UnsafeMutableRawPointer, _ body: @escaping @MainActor (String) -> Void) {
    connect(instance, "response", unsafeBitCast(linkResponseHandler, to: GCallback.self), Closure<String, Void>(body))
  }

  /// `key-pressed` of a key controller: `body` runs for `keyval` without modifiers (Shift,
  /// Control, Alt, Super), and the key goes no further; any other key goes on.
  static func connectKeyPressed(
    _ instance: UnsafeMutableRawPointer, _ keyval: UInt32, _ body: @escaping @MainActor () -> Void
  ) {
    let press = Closure<UInt32, Bool> { pressed in
      guard pressed == keyval else { return false }
      body()
      return true
    }
    connect(instance, "key-pressed", unsafeBitCast(keyHandler, to: GCallback.self), press)
  }

  /// `handle-local-options` of a `GApplication`: `body` gets which of `names` the command line
  /// gave, and answers an exit status (the process exits with it) or -1 (the app goes on).
  static func connectLocalOptions(
    _ instance: UnsafeMutableRawPointer, asking names: [String], _ body: @escaping @MainActor (Set<String>) -> Int32
  ) {
    let box = LocalOptions(names: names, body: body)
    connect(instance, "handle-local-options", unsafeBitCast(localOptionsHandler, to: GCallback.self), box)
  }

  private static func connect(
    _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: GCallback, _ box: AnyObject
  ) {
    g_signal_connect_data(
      instance, signal, handler, Unmanaged.passRetained(box).toOpaque(), releaseBox, GConnectFlags(0))
  }
}

// The C entry points, one per signal shape. They run on the main thread (GTK's), so on the
// main actor.

private let plainHandler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
  Closure<Void, Void>.run(data, ())
}

private let linkHandler:
  @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Int32 = {
    _, uri, data in
    guard let uri else { return 0 }
    Closure<String, Void>.run(data, String(cString: uri))
    return 1
  }

private let linkResponseHandler:
  @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void = {
    _, response, data in
    guard let response else { return }
    Closure<String, Void>.run(data, String(cString: response))
  }

private let listItemHandler:
  @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    _, item, data in
    guard let item else { return }
    Closure<UInt, Void>.run(data, UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(item))))
  }

private let positionHandler: @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafeMutableRawPointer?) -> Void = {
  _, position, data in
  Closure<Int, Void>.run(data, Int(position))
}

private let closeHandler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32 = { _, data in
  Closure<Void, Void>.run(data, ())
  return 1
}

private let closingHandler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32 = {
  _, data in
  // GTK's answer is "stop": 1 keeps the window open.
  (Closure<Void, Bool>.run(data, ()) ?? true) ? 0 : 1
}

private let activateHandler:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    _, _, data in
    Closure<Void, Void>.run(data, ())
  }

private let localOptionsHandler:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GVariantDict>?, UnsafeMutableRawPointer?) -> Int32 = {
    _, options, data in
    guard let data, let options else { return -1 }
    let box = Unmanaged<LocalOptions>.fromOpaque(data).takeUnretainedValue()
    let present = Set(box.names.filter { g_variant_dict_contains(options, $0) != 0 })
    return MainActor.assumeIsolated { box.body(present) }
  }

private let keyHandler:
  @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, GdkModifierType, UnsafeMutableRawPointer?) -> Int32 = {
    _, keyval, _, modifiers, data in
    let held =
      modifiers.rawValue
      & (GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue)
    guard held == 0 else { return 0 }
    return Closure<UInt32, Bool>.run(data, keyval) == true ? 1 : 0
  }

/// What `handle-local-options` asks about, and what it does with the answer.
private final class LocalOptions: Sendable {
  let names: [String]
  let body: @MainActor (Set<String>) -> Int32
  init(names: [String], body: @escaping @MainActor (Set<String>) -> Int32) {
    self.names = names
    self.body = body
  }
}

private let releaseBox: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = {
  data, _ in
  guard let data else { return }
  Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// A Swift closure a signal holds, and what it answers GTK (`Void` for most signals;
/// `close-request`'s whether the window may close).
private final class Closure<Argument: Sendable, Result: Sendable>: Sendable {
  let body: @MainActor (Argument) -> Result
  init(_ body: @escaping @MainActor (Argument) -> Result) { self.body = body }

  /// Runs the closure in `data`; nil when there is none.
  @discardableResult
  static func run(_ data: UnsafeMutableRawPointer?, _ argument: Argument) -> Result? {
    guard let data else { return nil }
    let box = Unmanaged<Closure<Argument, Result>>.fromOpaque(data).takeUnretainedValue()
    return MainActor.assumeIsolated { box.body(argument) }
  }
}
