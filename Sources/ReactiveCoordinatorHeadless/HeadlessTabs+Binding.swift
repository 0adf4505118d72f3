import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

extension HeadlessTabs {
    /// The selected tab, as SwiftUI's `TabView(selection:)` binds to it.
    ///
    /// Tag each tab's view with its item (`.tag(Optional(item))`, the selection's type). SwiftUI
    /// writes the selection when the user taps another tab, which tells no coordinator, like
    /// ``userSelectsTab(at:)``:
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/SwiftUIFaceSamples.swift#tabs-binding -->
    /// ```swift
    /// TabView(selection: $tabs.selection) {
    ///     ForEach(tabs.items) { item in
    ///         ScreenView(item.screen).tag(Optional(item))
    ///     }
    /// }
    /// ```
    ///
    /// ## Contract
    /// - Reads `nil` when there are no tabs.
    /// - Writing the selected tab changes and reports nothing (SwiftUI pops a reselected tab's
    ///   stack by writing that stack's ``HeadlessStack/path``).
    /// - Writing another tab selects it and reports
    ///   `NavigationChange.tabTapped(index:tab:container:)`.
    /// - Writing another tab while the selected one holds a screen that a waiting change needs (the
    ///   presenter of a flow's waiting presentation, or a screen whose guard is asked for another
    ///   flow's removal that waits for the answer) is refused as below, the value naming that
    ///   change: the tab the change, and its guard's question, are about stays on screen.
    /// - Writing another tab is the user's tap (``userSelectsTab(at:)``): while another gesture
    ///   holds the window's touch, an alert shows, or a screen is presented over the tabs, it is
    ///   refused with `NavigationChange.gestureRefused(gesture:motion:container:)`, and the tabs
    ///   notify their observers so that SwiftUI reads the selection again.
    /// - Writing `nil` while there are tabs, or an item that is not a tab here, is refused:
    ///   nothing changes, the tabs report `NavigationChange.refusedWrite(value:container:)`
    ///   and notify their observers so that SwiftUI reads the selection again.
    public var selection: ScreenItem? {
        get {
            selectedIndex.map { ScreenItem(tabs[$0]) }
        }
        set {
            writeSelection(newValue)
        }
    }

    /// The tabs' screens as items, in tab bar order, for a `ForEach`.
    public var items: [ScreenItem] {
        tabs.map(ScreenItem.init)
    }

    private func writeSelection(_ item: ScreenItem?) {
        guard let item, let index = tabs.firstIndex(where: { $0 === item.screen }) else {
            guard item != nil || !tabs.isEmpty else {
                return
            }
            report(.refusedWrite(value: "selection \(item?.description ?? "nothing")", container: name))
            renotifyObservers()
            return
        }
        guard index != selectedIndex else { return }
        if let selected = selectedIndex, let needed = screenAWaitingChangeNeeds(among: [tabs[selected]]) {
            report(.refusedWrite(value: "selection \(describeScreen(item.screen)) (\(needed.reason))", container: name))
            return renotifyObservers()
        }
        try? userSelectsTab(at: index)
        // A tap refused (a gesture under way, an alert or a presented screen in front) leaves
        // the selection as it was, and SwiftUI must read it again.
        if selectedIndex != index { renotifyObservers() }
    }
}
