// The store's declarations are the feature's too: the app's targets import NotesFeature alone.
@_exported import NotesStore
