#if LoopbackAuthorization
  import LinkRouting

  /// What the browser shows once the authorization server has sent it back to the app: what the
  /// app knows of the sign-in when the page is sent, and never more.
  ///
  /// The listener holds the browser's request until the app says how the sign-in ended
  /// (``LoopbackListener/show(_:)``), for at most the `pageWait` of
  /// ``LoopbackRedirect/live(pageWait:page:)``; then it sends ``returnToApp``. So a page never
  /// says "signed in" before the app is: ``LoopbackAuthorizer/signIn(at:clientID:scopes:path:parameters:issuer:requiresIssuerParameter:timeout:exchange:)``
  /// shows ``signedIn`` only once its exchange has succeeded.
  public enum LoopbackPage: Sendable, Equatable {
    /// The app has redeemed the code and kept what it needs: the user is signed in.
    case signedIn
    /// The authorization server answered with an error (`error`, and `error_description` if it
    /// gave one): the user declined, or the server refused the app.
    case refused(error: String, description: String?)
    /// The answer reached the app, but signing in failed there (the code was not accepted, the
    /// answer was not the server's …), and why.
    case failed(String)
    /// The app has the answer and goes on without the browser: whether signing in succeeded
    /// is shown there.
    case returnToApp

    /// The package's page: a short HTML document with a heading and a sentence, every text
    /// that came from the server or the app escaped.
    public var html: String {
      let (title, heading, sentence): (String, String, String) =
        switch self {
        case .signedIn:
          ("Signed in", "You are signed in", "You can close this tab and return to the app.")
        case let .refused(error, description):
          (
            "Not signed in", "Signing in was refused",
            "The server answered \(HTMLText.escaped(error))" + (description.map { ": \(HTMLText.escaped($0))" } ?? "")
              + ". Return to the app to try again."
          )
        case let .failed(reason):
          ("Not signed in", "Signing in failed", "\(HTMLText.escaped(reason)). Return to the app to try again.")
        case .returnToApp:
          ("Return to the app", "Return to the app", "The app has the server's answer and finishes signing in there.")
        }
      return """
        <!doctype html><html lang="en"><meta charset="utf-8"><title>\(title)</title>
        <body style="font-family: sans-serif; margin: 4em; text-align: center">
        <h1>\(heading)</h1><p>\(sentence)</p></body></html>
        """
    }
  }
#endif
