import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

extension HeadlessSplit {
    /// The primary column's screen as an item, for the sidebar of a `NavigationSplitView`.
    public var primaryItem: ScreenItem? {
        primary.map(ScreenItem.init)
    }

    /// The secondary column's screen, as the detail of SwiftUI's `NavigationSplitView` binds to
    /// it.
    ///
    /// On a collapsed split (an iPhone), SwiftUI shows the detail on top of the sidebar and its
    /// back button clears the binding that chose the detail. Bind that to this property, and the
    /// back button closes the secondary column, telling no coordinator:
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/SwiftUIFaceSamples.swift#split-binding -->
    /// ```swift
    /// NavigationSplitView {
    ///     ScreenView(split.primary)
    /// } detail: {
    ///     ScreenView(split.secondary)
    /// }
    /// ```
    ///
    /// ## Contract
    /// - Writing `nil` empties the secondary column and reports
    ///   `NavigationChange.secondaryClosed(screen:split:)`; the screen's coordinator ends at
    ///   once, with `screen released`. Writing `nil` to an empty column changes nothing.
    /// - Writing `nil` while the column holds a screen that a waiting change needs (the presenter
    ///   of a flow's waiting presentation, or a screen whose guard is asked for another flow's
    ///   removal that waits for the answer) is refused as below, the value naming that change,
    ///   and SwiftUI reads the column again; the change applies, or is refused, in its turn.
    /// - Writing the item already there changes and reports nothing.
    /// - Writing any other item is refused: nothing changes, the split reports
    ///   `NavigationChange.refusedWrite(value:container:)` and notifies its observers so that
    ///   SwiftUI reads the column again. Only coordinators fill columns.
    public var secondaryItem: ScreenItem? {
        get {
            secondary.map(ScreenItem.init)
        }
        set {
            guard let newValue else {
                if let secondary, let needed = screenAWaitingChangeNeeds(among: [secondary]) {
                    report(.refusedWrite(value: "secondary nil (\(needed.reason))", container: name))
                    return renotifyObservers()
                }
                closeSecondary()
                return
            }
            guard newValue.screen !== secondary else {
                return
            }
            report(.refusedWrite(value: "secondary \(newValue)", container: name))
            renotifyObservers()
        }
    }
}
