// Declarations kept for code written against earlier releases; each says what to write now.

/// The old name of ``ColdWarmFinding`` (a check's finding, not thrown, ends in `Finding`).
@available(*, deprecated, renamed: "ColdWarmFinding")
public typealias ColdWarmFailure = ColdWarmFinding
