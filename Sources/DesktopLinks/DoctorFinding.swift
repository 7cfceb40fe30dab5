#if os(Linux)
  /// One link of the chain from a clicked URL to the app, as ``LinkDoctor`` found it.
  public struct DoctorFinding: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How the check went.
    public enum Status: String, Hashable, Sendable, Codable {
      /// The link works.
      case ok
      /// The link works, but not as well as it could (a fallback is used).
      case warning
      /// Links break here.
      case failure
    }

    /// What was checked (`the desktop entry exists`).
    public var check: String
    /// How it went.
    public var status: Status
    /// What was found.
    public var detail: String
    /// What to do about it, for a warning or a failure.
    public var fix: String?

    /// Creates a finding.
    public init(check: String, status: Status, detail: String, fix: String? = nil) {
      self.check = check
      self.status = status
      self.detail = detail
      self.fix = fix
    }

    /// `✔ check: detail`, or `✘ check: detail` and the fix on the next line.
    public var description: String {
      let mark =
        switch status {
        case .ok: "✔"
        case .warning: "!"
        case .failure: "✘"
        }
      return "\(mark) \(check): \(detail)" + (fix.map { "\n    fix: \($0)" } ?? "")
    }
  }
#endif
