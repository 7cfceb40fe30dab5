// Declarations kept for code written against earlier releases; each says what to write now.

/// The old name of ``DeepLinkError`` (an error's name ends in `Error`).
@available(*, deprecated, renamed: "DeepLinkError")
public typealias DeepLinkFailure = DeepLinkError

/// The old name of ``DeepLinkExampleError``.
@available(*, deprecated, renamed: "DeepLinkExampleError")
public typealias DeepLinkExampleFailure = DeepLinkExampleError

/// The old name of ``LinkReplyDroppedError``.
@available(*, deprecated, renamed: "LinkReplyDroppedError")
public typealias LinkReplyDropped = LinkReplyDroppedError

/// The old name of ``PublishedLinkFinding`` (a check's finding, not thrown, ends in `Finding`).
@available(*, deprecated, renamed: "PublishedLinkFinding")
public typealias PublishedLinkFailure = PublishedLinkFinding
