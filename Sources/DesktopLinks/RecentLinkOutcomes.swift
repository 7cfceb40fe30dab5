#if os(Linux)
  import AppLinks
  import Foundation

  /// Asks a running app for the outcomes of the last links it received (`LinkOutcome`): what
  /// `notes doctor --recent` shows. The app serves them with GApplicationLinks'
  /// `DesktopApplication.servesLinkOutcomes(_:)`.
  ///
  /// ```swift
  /// if let outcomes = try RecentLinkOutcomes.read(from: "org.example.Notes") {
  ///   for outcome in outcomes { print(outcome) }
  /// } else {
  ///   print("the app is not running")
  /// }
  /// ```
  ///
  /// One call on the session bus, `dev.composablelinks.LinkOutcomes.Recent` at the app's object
  /// path, with `NO_AUTO_START`: asking never starts the app. The answer is JSON, with URLs
  /// redacted and messages scrubbed by the app before they leave it. Linux only.
  public enum RecentLinkOutcomes {
    /// The D-Bus interface the app serves.
    package static let interface = "dev.composablelinks.LinkOutcomes"
    /// Its one method: `Recent() → s`, the outcomes kept, oldest first, as JSON.
    package static let method = "Recent"
    /// The interface, as D-Bus introspection describes it.
    package static let introspection = """
      <node><interface name="dev.composablelinks.LinkOutcomes">\
      <method name="Recent"><arg type="s" name="outcomes" direction="out"/></method>\
      </interface></node>
      """
    /// The answer's size limit: 100 outcomes of 8 KB URLs fit.
    static let maximumAnswer = 1 << 20

    /// The last `limit` outcomes of the app that owns `applicationID`, oldest first; `nil` when
    /// it is not running (or there is no session bus).
    ///
    /// - Throws: ``DesktopLinksError/invalidApplicationID(_:)``;
    ///   ``DesktopLinksError/sessionBus(_:)`` when the app runs but does not serve its outcomes,
    ///   does not answer within `timeout`, or answers with something unreadable.
    public static func read(
      from applicationID: String, limit: Int = 20, timeout: Duration = .seconds(5),
      environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(DesktopLinksError) -> [LinkOutcome]? {
      guard DesktopApp.isValidApplicationID(applicationID, allowingHyphens: true) else {
        throw .invalidApplicationID(applicationID)
      }
      let deadline = ContinuousClock.now + timeout
      guard let addresses = try LinkForwarder.sessionBus(in: environment),
        let bus = try? BusConnection.open(addresses, deadline: deadline)
      else { return nil }
      let call = BusMessage.call(
        destination: applicationID, path: LinkForwarder.objectPath(applicationID), interface: interface,
        member: method, flags: BusMessage.noAutoStart)
      let answer: BusMessage
      do {
        answer = try bus.call(call, deadline: deadline)
      } catch {
        throw .sessionBus("\(applicationID) did not say which links it received: \(error)")
      }
      switch answer.errorName {
      case nil: break
      case "org.freedesktop.DBus.Error.ServiceUnknown"?, "org.freedesktop.DBus.Error.NameHasNoOwner"?: return nil
      case let name?:
        throw .sessionBus("\(applicationID) does not serve its link outcomes: \(name): \(answer.errorMessage ?? "")")
      }
      var reader = answer.bodyReader
      guard answer.signature == "s", let json = try? reader.string(), json.utf8.count <= maximumAnswer else {
        throw .sessionBus("\(applicationID) answered with something other than its link outcomes")
      }
      return Array(try decode(json).suffix(max(0, limit)))
    }

    /// The outcomes as the app sends them: a JSON array, dates in ISO 8601.
    package static func encode(_ outcomes: [LinkOutcome]) -> String {
      let encoder = JSONEncoder()
      encoder.dateEncodingStrategy = .iso8601
      let data = (try? encoder.encode(outcomes)) ?? Data("[]".utf8)
      return String(decoding: data, as: UTF8.self)
    }

    /// Reads what ``encode(_:)`` wrote.
    ///
    /// - Throws: ``DesktopLinksError/sessionBus(_:)`` for anything else.
    package static func decode(_ json: String) throws(DesktopLinksError) -> [LinkOutcome] {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      do {
        return try decoder.decode([LinkOutcome].self, from: Data(json.utf8))
      } catch {
        throw .sessionBus("unreadable link outcomes: \(error)")
      }
    }
  }
#endif
