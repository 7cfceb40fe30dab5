// Features written with ComposableCore use case paths, dependencies and identified arrays on
// every page; re-exporting them keeps a feature file to a single import, as in TCA.
@_exported import CasePaths
@_exported import Dependencies
@_exported import IdentifiedCollections
