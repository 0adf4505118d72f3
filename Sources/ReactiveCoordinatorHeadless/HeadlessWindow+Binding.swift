import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

extension HeadlessWindow {
    /// The screen presented at a level, as SwiftUI's `sheet(item:)` and `fullScreenCover(item:)`
    /// bind to it.
    ///
    /// Level 0 is the screen presented over the root, level 1 the one presented over that, and
    /// so on: the root's view binds level 0, the view of the screen at level 0 binds level 1.
    /// SwiftUI writes `nil` when the user swipes the sheet down (or a view calls its `dismiss`
    /// action), which tells no coordinator, like ``userSwipesDown()``:
    ///
    /// <!-- mirrors Examples/ExampleFlows/Snippets/SwiftUIFaceSamples.swift#window-binding -->
    /// ```swift
    /// RootView(model: root)
    ///     .sheet(item: $window[presentedAt: 0]) { ScreenView($0.screen) }
    /// ```
    ///
    /// ## Contract
    /// - Reading a level with nothing presented gives `nil`.
    /// - Writing `nil` to the top-most level removes it and reports
    ///   `NavigationChange.swipedDown(screen:window:)`; to a covered level, removes it and
    ///   every level above it and reports `NavigationChange.dismissed(screens:from:window:)`
    ///   from that level's screen. The removed screens' coordinators end at once, with
    ///   `screen released`. Writing `nil` where nothing is presented changes nothing.
    /// - Writing `nil` to a level that is, or covers, a guarded screen
    ///   (``guardLeaving(_:onAttempt:)``) is refused as its swipe-down is: the window reports
    ///   `NavigationChange.leaveRefused(screen:gesture:container:)` with
    ///   `LeaveGesture.swipeDown`, calls the guard, keeps its levels, and notifies its observers
    ///   so that SwiftUI reads the level again.
    /// - Writing `nil` to a level that holds the presenter of a flow's presentation waiting in
    ///   this window (`TransitioningContext`) conflicts with that change: the write is refused
    ///   as below, and SwiftUI reads the level again; the presentation applies in its turn. So
    ///   is one to a level that holds a screen whose guard is asked for a change that waits for
    ///   its answer (another flow's `dismiss`, `pop` or `setRoot`, a deep link's step): the
    ///   answer decides, not the write.
    /// - Writing the item already there changes and reports nothing.
    /// - Writing any other item is refused: nothing changes, the window reports
    ///   `NavigationChange.refusedWrite(value:container:)` and notifies its observers so that
    ///   SwiftUI reads the level again. Only coordinators present.
    ///
    /// - Parameter level: The presentation level, from 0.
    public subscript(presentedAt level: Int) -> ScreenItem? {
        get {
            presentedScreens.indices.contains(level) ? ScreenItem(presentedScreens[level]) : nil
        }
        set {
            write(newValue, atLevel: level)
        }
    }

    private func write(_ item: ScreenItem?, atLevel level: Int) {
        let current = presentedScreens.indices.contains(level) ? presentedScreens[level] : nil
        switch (item, current) {
        case (nil, nil):
            return
        case (nil, .some):
            if let needed = screenAWaitingChangeNeeds(among: presentedScreens[level...]) {
                report(.refusedWrite(value: "nil at presentation level \(level) (\(needed.reason))", container: name))
                return renotifyObservers()
            }
            // A guarded screen among the levels it would take refuses it, as its swipe-down is
            // refused, and SwiftUI reads the level again.
            for screen in presentedScreens[level...].reversed() where refuseGuardedSwipeDown(of: screen) {
                renotifyObservers()
                return
            }
            let isTop = level == presentedScreens.count - 1
            removePresented(from: level) { removed in
                isTop
                    ? .swipedDown(screen: removed[0], window: name)
                    : .dismissed(screens: removed, from: removed[0], window: name)
            }
        case (.some(let item), let current):
            guard item.screen !== current else {
                return
            }
            report(.refusedWrite(value: "\(item) at presentation level \(level)", container: name))
            renotifyObservers()
        }
    }
}
