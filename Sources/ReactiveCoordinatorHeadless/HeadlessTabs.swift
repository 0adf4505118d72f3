public import ReactiveCoordinator
public import ReactiveCoordinatorContainerKit

public import Observation

/// In-memory tabs with `UITabBarController`'s lifetime rules.
///
/// The container owns every tab's screen, selected or not; a replaced tab is released as soon as
/// nobody else holds it. ``userSelectsTab(at:)`` plays a tap on the tab bar, including UIKit's
/// habit of popping a stack to its root when its already selected tab is tapped again.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/HeadlessContainerSamples.swift#tabs -->
/// ```swift
/// let tabs = HeadlessTabs()
/// try tabs.setTabs([inboxStack, settings])
/// try tabs.userSelectsTab(at: 1)
/// print(tabs.visiblePath)  // "tabs[2 of 2] > settings"
/// ```
///
/// ## Contract
/// - Everything in `TabContext`.
/// - Tapping the selected tab when it is a stack pops that stack to its root, telling no
///   coordinator (`NavigationChange.tabTapped(index:tab:container:)` then
///   `NavigationChange.popped(screens:stack:)`).
/// - Removed screens' intent streams finish after ``onChange`` has been told, so their
///   coordinators end even if something else keeps a screen alive; the tabs then release them.
/// - The tabs carry a life, ``intents``, that a coordinator binds to with
///   `Flow.bind(to:)`: it finishes when a container or the window removes the tabs,
///   after the streams of every screen they hold, or when the tabs are released.
/// - The tabs are `Observable`: every change of ``tabs`` and ``selectedIndex`` notifies
///   observation, and SwiftUI's `TabView(selection:)` binds to ``selection``.
@MainActor
@Observable
public final class HeadlessTabs: TabContext, HeadlessContainer, IntentScreen, nonisolated CustomStringConvertible {
    /// The container's name in changes, errors and dumps.
    public nonisolated let name: String

    /// Called after each change to these tabs and to the containers nested in them.
    @ObservationIgnored
    public var onChange: (@MainActor (NavigationChange) -> Void)?

    /// The tabs' screens, in tab bar order.
    public private(set) var tabs: [AnyObject] = []

    /// The index of the selected tab, or `nil` when there are no tabs.
    public private(set) var selectedIndex: Int?

    /// The titles coordinators gave tabs, by screen; only screens that are tabs here.
    private var givenTitles: [ObjectIdentifier: String] = [:]

    @ObservationIgnored
    weak var parentNode: (any HeadlessNode)?

    /// Written whole and read whole or by field, never changed in place
    /// (``HeadlessNode/updateHeld(_:)``): no access to it can then overlap another, and the
    /// compiler checks none at run time.
    @ObservationIgnored
    private var heldStorage = HeldScreens()
    var held: HeldScreens {
        get { heldStorage }
        set { heldStorage = newValue }
    }

    func holdsDirectly(_ screen: AnyObject) -> Bool {
        heldStorage.holdsDirectly(screen)
    }

    var nestedNodes: Dictionary<ObjectIdentifier, any HeadlessNode>.Values {
        heldStorage.nestedNodes
    }

    /// The tabs' life, for a coordinator to bind to with `Flow.bind(to:)`: it
    /// publishes nothing, and finishes when a container or the window removes the tabs, or
    /// when the tabs are released.
    ///
    /// The same probe a screen's channel is: the coordinator bound to the tabs ends with
    /// `TeardownReason.screenReleased` when the window replaces its root, a presenter dismisses
    /// them, or the user swipes them away, whoever did it.
    public let intents = IntentChannel<Never>()

    /// Creates a container with no tabs.
    ///
    /// - Parameter name: The name used in changes, errors and dumps.
    public init(name: String = "tabs") {
        self.name = name
    }

    /// The container's name.
    public nonisolated var description: String {
        name
    }

    /// Replaces every tab, keeping the selected screen selected if it stays, else selecting the
    /// first tab.
    ///
    /// - Parameter tabs: The new tabs. Screens already tabs here may stay; the others must not be
    ///   on the hierarchy.
    /// - Returns: Descriptions of the screens that are no longer tabs, in their old order.
    /// - Throws: `NavigationError.duplicateScreen(screen:)`,
    ///   `NavigationError.screenAlreadyShown(screen:)` or
    ///   `NavigationError.unsupportedNesting(screen:container:)`; the tabs are then unchanged.
    @discardableResult
    public func setTabs(_ tabs: [AnyObject]) throws(NavigationError) -> [String] {
        try validateDistinct(tabs)
        // A change reads what it changes untracked (`HeadlessWindow.setRoot(_:)`).
        let kept = Set(_tabs.map(ObjectIdentifier.init))
        let added = tabs.filter { !kept.contains(ObjectIdentifier($0)) }
        for screen in added {
            try validateNew(screen)
        }
        let staying = Set(tabs.map(ObjectIdentifier.init))
        let removed = _tabs.filter { !staying.contains(ObjectIdentifier($0)) }
        let selected = _selectedIndex.map { _tabs[$0] }
        self.tabs = tabs
        forgetTitles(of: removed)
        selectedIndex = tabs.firstIndex { $0 === selected } ?? (tabs.isEmpty ? nil : 0)
        adopt(added)
        let names = removed.map(describeScreen)
        finishRemoval(
            of: removed,
            reporting: .tabsReplaced(removed: names, tabs: tabs.map(describeScreen), container: name)
        )
        return names
    }

    /// Selects a tab; selecting the selected tab changes nothing.
    ///
    /// - Parameter index: The tab to select.
    /// - Throws: `NavigationError.indexOutOfRange(index:count:container:)`.
    public func selectTab(at index: Int) throws(NavigationError) {
        try validateIndex(index)
        guard index != _selectedIndex else {
            return
        }
        selectedIndex = index
        report(.tabSelected(index: index, tab: describeScreen(_tabs[index]), container: name))
    }

    /// Replaces one tab's screen, keeping the selected index.
    ///
    /// - Parameters:
    ///   - index: The tab to replace.
    ///   - screen: The new screen; it must not be on the hierarchy. The current screen changes
    ///     nothing.
    /// - Returns: The description of the replaced screen, or an empty list if nothing changed.
    /// - Throws: `NavigationError.indexOutOfRange(index:count:container:)`,
    ///   `NavigationError.screenAlreadyShown(screen:)` or
    ///   `NavigationError.unsupportedNesting(screen:container:)`.
    @discardableResult
    public func replaceTab(at index: Int, with screen: AnyObject) throws(NavigationError) -> [String] {
        try validateIndex(index)
        guard tabs[index] !== screen else {
            return []
        }
        try validateNew(screen)
        let removed = [tabs[index]]
        tabs[index] = screen
        forgetTitles(of: removed)
        adopt([screen])
        let names = removed.map(describeScreen)
        finishRemoval(
            of: removed,
            reporting: .tabReplaced(index: index, old: names[0], new: describeScreen(screen), container: name)
        )
        return names
    }

    /// The title of each tab, in tab bar order, as a tab bar labels it.
    ///
    /// A tab's title is the one a coordinator gave it with ``setTitle(_:forTabAt:)``, else its
    /// screen's description, so that no tab is ever shown blank. `ScreenTabView` labels its tabs
    /// with these.
    ///
    /// ## Contract
    /// - One title per tab, in the order of ``tabs``; observed, like ``tabs``.
    public var titles: [String] {
        tabs.map(title(of:))
    }

    /// Gives a tab the title a tab bar shows for it.
    ///
    /// A coordinator that sets the tabs names them: `UITabBarController` reads a tab's title from
    /// its view controller, but the headless tabs hold plain screens, so the title is kept here,
    /// beside the screen.
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/HeadlessContainerSamples.swift#tab-titles -->
    /// ```swift
    /// try tabs.setTabs([inboxStack, settings])
    /// try tabs.setTitle("Inbox", forTabAt: 0)
    /// try tabs.setTitle("Settings", forTabAt: 1)
    /// print(tabs.titles)  // ["Inbox", "Settings"]
    /// ```
    ///
    /// ## Contract
    /// - The title belongs to the tab's screen: it follows the screen when ``setTabs(_:)`` moves
    ///   it, and leaves with it when the screen stops being a tab (a later tab holding another
    ///   screen starts with that screen's description).
    /// - Reports no `NavigationChange`: a title is not navigation.
    ///
    /// - Parameters:
    ///   - title: The title to show.
    ///   - index: The tab to name.
    /// - Throws: `NavigationError.indexOutOfRange(index:count:container:)`.
    public func setTitle(_ title: String, forTabAt index: Int) throws(NavigationError) {
        try validateIndex(index)
        givenTitles[ObjectIdentifier(tabs[index])] = title
    }

    /// The title of a tab's screen: the given one, else the screen's description.
    package func title(of screen: AnyObject) -> String {
        givenTitles[ObjectIdentifier(screen)] ?? describeScreen(screen)
    }

    private func forgetTitles(of removed: [AnyObject]) {
        for screen in removed where givenTitles[ObjectIdentifier(screen)] != nil {
            givenTitles[ObjectIdentifier(screen)] = nil
        }
    }

    /// Plays the user's tap on a tab, which tells no coordinator.
    ///
    /// Tapping the selected tab pops it to its root if it is a stack, as UIKit does. While the
    /// user's back swipe or sheet drag is under way in this window, the window shows an alert, or
    /// it presents a screen over the level that holds these tabs, the tap changes nothing and
    /// reports `NavigationChange.gestureRefused(gesture:motion:container:)`.
    ///
    /// - Parameter index: The tapped tab.
    /// - Throws: `NavigationError.indexOutOfRange(index:count:container:)`, since the user
    ///   cannot tap a tab that does not exist.
    public func userSelectsTab(at index: Int) throws(NavigationError) {
        try validateIndex(index)
        guard !refuseGestureInMotion("tap on tab \(index + 1)") else { return }
        let wasSelected = index == _selectedIndex
        selectedIndex = index
        report(.tabTapped(index: index, tab: describeScreen(_tabs[index]), container: name))
        if wasSelected, let stack = _tabs[index] as? HeadlessStack {
            stack.popToRoot()
        }
    }

    /// Tells observers that the selection changed although it did not, so that a UI that wrote
    /// a refused value reads it again.
    func renotifyObservers() {
        _$observationRegistrar.withMutation(of: self, keyPath: \.selectedIndex) {}
    }

    private func validateIndex(_ index: Int) throws(NavigationError) {
        guard _tabs.indices.contains(index) else {
            throw .indexOutOfRange(index: index, count: _tabs.count, container: name)
        }
    }
}

extension HeadlessTabs: HeadlessNode {
    func finishOwnIntents() {
        intents.finish()
    }

    var children: [(label: String, screen: AnyObject)] {
        tabs.map { ("", $0) }
    }

    var heldScreens: [AnyObject] {
        tabs
    }

    var visibleChild: AnyObject? {
        selectedIndex.map { tabs[$0] }
    }

    // One-based, as a person counts tabs.
    var segment: String {
        guard let selectedIndex else {
            return "\(name)[empty]"
        }
        return "\(name)[\(selectedIndex + 1) of \(tabs.count)]"
    }
}

/// Reads without registering an observation, for the flow explorer, which reads every container
/// at every state it keys and checks, where a tracked read costs a key path and a generic look-up
/// in the registrar, and no view reads them.
extension HeadlessTabs {
    /// ``tabs``, untracked.
    package var untrackedTabs: [AnyObject] {
        _tabs
    }

    /// ``selectedIndex``, untracked.
    package var untrackedSelectedIndex: Int? {
        _selectedIndex
    }
}
