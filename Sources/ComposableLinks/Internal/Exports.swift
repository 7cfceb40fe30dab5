// An app that links its store to URLs needs all three in every such file; one import gives
// them, as the module's name promises: the store (ComposableCore), the routes (LinkRouting) and
// the link tables any reducer can use (AppLinks), on which this module's reducers are built.
@_exported import AppLinks
@_exported import ComposableCore
@_exported import LinkRouting
