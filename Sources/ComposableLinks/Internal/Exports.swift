// An app that links its store to URLs needs both halves in every such file; one import gives
// them, as the module's name promises.
@_exported import ComposableCore
@_exported import LinkRouting
