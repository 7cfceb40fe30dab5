#if LoopbackAuthorization
  extension LoopbackRedirect {
    /// Listens on the loopback addresses; `page` is shown once the app says the user is signed in.
    @available(
      *, deprecated,
      message: """
        one page for every answer said "signed in" before the app was; use live(pageWait:page:), whose page \
        closure is given how the sign-in ended (LoopbackPage)
        """
    )
    public static func live(page: String) -> Self {
      live { outcome in outcome == .signedIn ? page : outcome.html }
    }
  }

  extension LoopbackListener {
    /// The page that says the user is signed in.
    @available(*, deprecated, message: "use LoopbackPage.signedIn.html, or LoopbackPage's other pages")
    public static var defaultPage: String { LoopbackPage.signedIn.html }
  }
#endif
