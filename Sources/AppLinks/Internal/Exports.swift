// The tables are made of LinkRouting's routes, requests and outcomes; the intake reads an
// action's cases by case key path (CasePaths: `@CasePathable`, `\.received`); the clients are
// swift-dependencies' values (`$0.linkOutcomes = …`). One import gives all three, as
// ComposableArchitecture's does: a TCA app that imports both sees each module once.
@_exported import CasePaths
@_exported import Dependencies
@_exported import LinkRouting
