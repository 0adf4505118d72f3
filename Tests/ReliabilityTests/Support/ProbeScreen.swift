import TestSupport

/// The intents every probe screen publishes.
enum ProbeIntent: Sendable, Equatable {
    case go
    case stop
    case other(Int)
}

/// A screen for reliability tests: publishes ``ProbeIntent``s; whoever shows it owns it.
typealias ProbeScreen = TestScreen<ProbeIntent>

/// Stands in for the navigation hierarchy: it owns the screens, and removing one releases it.
typealias ScreenShelf = ScreenHolder

extension ScreenHolder {
    /// The most recently shown probe screen titled `title`.
    func screen(titled title: String) -> ProbeScreen? {
        screens.lazy.compactMap { $0 as? ProbeScreen }.last { $0.title == title }
    }
}
