// The tables are made of LinkRouting's routes, requests and outcomes: one import gives both.
@_exported import LinkRouting
