/// A feature's state that views read from a store: what `@ObservableState` conforms a state
/// to, as in TCA.
///
/// ComposableCore's store tells its observers of every change itself, so the protocol asks
/// for nothing; it is here so that a feature written for TCA compiles against ComposableCore
/// unchanged.
public protocol ObservableState {}
