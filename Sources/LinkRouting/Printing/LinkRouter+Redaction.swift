import Foundation

extension LinkConfiguration {
  /// `url` with the value of each of ``secretParameters`` masked (`token=•••`), in its query
  /// and in its fragment (read as `name=value` pairs, where an OAuth implicit redirect puts
  /// `access_token`). What logs, error messages and link outcomes show of a link.
  ///
  /// ```swift
  /// LinkConfiguration(schemes: ["notes"]).redacted("notes:///notes/4/delete?token=s3cret")
  /// // "notes:///notes/4/delete?token=•••"
  /// ```
  public func redacted(_ url: String) -> String {
    Redaction.redact(url, secrets: secretParameters)
  }

  /// `text` with every value that `url` gives one of ``secretParameters`` masked: for a
  /// message built from a link's values (a decoding error quotes the value it could not read).
  public func scrubbed(_ text: String, of url: String) -> String {
    Redaction.scrub(text, of: url, secrets: secretParameters)
  }

  /// `url` with every query and fragment value masked, whatever its name: what a record that
  /// other processes may read (the link outcomes) keeps of a link, and what a program prints of
  /// one (a terminal's scrollback and a CI log are read by others too).
  ///
  /// ```swift
  /// LinkConfiguration(schemes: ["notes"]).withoutValues("notes:///notes/2?title=Hi&sig=AbC")
  /// // "notes:///notes/2?title=•••&sig=•••"
  /// ```
  public func withoutValues(_ url: String) -> String {
    Redaction.redactEveryValue(url)
  }

  /// `url` without its secret parameters (not masked: gone), for a link kept on disk once its
  /// secret was checked.
  package func withoutSecrets(_ url: String) -> String {
    Redaction.removing(secretParameters, from: url)
  }

  /// `text` with every value `url` carries masked.
  package func scrubbedOfEveryValue(_ text: String, of url: String) -> String {
    Redaction.scrubEveryValue(text, of: url)
  }
}
