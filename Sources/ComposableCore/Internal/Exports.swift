// Features written with ComposableCore use case paths, dependencies and identified arrays on
// every page, and its tests lock-isolated values; re-exporting them keeps a feature file to a
// single import, as TCA does.
@_exported import CasePaths
@_exported import ConcurrencyExtras
@_exported import Dependencies
@_exported import IdentifiedCollections
