// A site is built from the map of an app's links (`LinkMap`), and its previews read the link's
// `RouteRequest`: both are LinkRouting's, and one import gives them, as AppLinks' does.
@_exported import LinkRouting
