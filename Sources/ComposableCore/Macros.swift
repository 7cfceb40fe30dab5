/// Makes a struct a reducer (its `Action` enum case-pathable), or makes an enum whose cases each
/// hold a reducer a reducer of those cases, as TCA's macro of the same name does:
///
/// ```swift
/// @Reducer
/// enum Path {
///   case detail(NoteDetail)
/// }
/// extension Path.State: Equatable {}
/// ```
///
/// The enum gets `State` and `Action` enums with a case per case, holding the case's reducer's
/// state and action, and a `body` that runs each case's reducer on its case; it conforms to
/// ``CaseReducer``, so that `forEach(_:action:)` on a ``StackState`` of it needs no
/// destination.
@attached(member, names: named(State), named(Action), named(body))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "ComposableCoreMacros", type: "ReducerMacro")

/// Makes a feature's state ``ObservableState``, as TCA's macro of the same name does, so that a
/// store of it is read as `store.state`.
@attached(extension, conformances: ObservableState)
public macro ObservableState() = #externalMacro(module: "ComposableCoreMacros", type: "ObservableStateMacro")
