/// Why signing in (or refreshing, or signing out) failed, in a sentence.
package struct SignInError: Error, Equatable, CustomStringConvertible {
  package let description: String
  package init(_ description: String) { self.description = description }
}
