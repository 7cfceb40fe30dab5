import LinkRouting

// What every fuzz target reports a broken promise with. A fuzz harness is the one place where
// trapping is right: libFuzzer records the crash and the input that caused it.

/// Stops the fuzzer with a message when a promise of the library does not hold.
public func require(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  if !condition() {
    // Escaped, so that a NUL or a control character in the input cannot cut the message short.
    let escaped = message().unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
    fatalError("Broken promise: \(escaped)", file: file, line: line)
  }
}

/// Stops the fuzzer when an error is not one of the library's own typed errors.
public func requireTyped(_ error: any Error, _ context: @autoclosure () -> String) {
  require(
    error is RouteMatchError || error is URLQueryDecodingError || error is CallbackPolicyError
      || error is RoutePrintingError || error is URLQueryEncodingError,
    "\(context()) threw an untyped error: \(type(of: error)) \(error)"
  )
}
