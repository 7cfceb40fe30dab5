/// Why signing in failed, in a sentence.
struct SignInError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
