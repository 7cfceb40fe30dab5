import Foundation

/// Writes `error: message` on standard error, as both of the example's command-line binaries
/// (`notes` and `notes-http`) report a failure.
package func printError(_ message: String) {
  FileHandle.standardError.write(Data((localized("error: %@", message) + "\n").utf8))
}
