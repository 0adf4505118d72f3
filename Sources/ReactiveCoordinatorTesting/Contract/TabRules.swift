import ReactiveCoordinator

/// The rules of `TabContext` and `SplitContext`, each on a fresh container.
@MainActor
enum TabRules {
    static func check(_ makeTabs: @MainActor () -> any TabContext, in run: inout ContractRun) {
        let make = run.makeScreen
        var replaced = [Watched(), Watched()]
        do {
            let tabs = makeTabs()
            run.step("setTabs shows the tabs") {
                let first = make("first")
                let second = make("second")
                replaced = [Watched(screen: first), Watched(screen: second)]
                try tabs.setTabs([first, second, make("third")])
            }
            run.expect(tabs.tabs.count == 3, "tabs lists every tab")
            run.step("selectTab selects") { try tabs.selectTab(at: 1) }
            run.expect(tabs.selectedIndex == 1, "selectedIndex is the selected tab")
            run.expect(tabs.visibleScreen === replaced[1].screen, "the selected tab is the visible screen")
            run.expect(tabs.contains(replaced[0].screen ?? tabs), "an unselected tab is contained")
            run.refusal("selecting a tab out of range throws indexOutOfRange") {
                if case .indexOutOfRange = $0 { true } else { false }
            } _: { () throws(NavigationError) in
                try tabs.selectTab(at: 3)
            }
            run.step("replaceTab replaces a tab") { try tabs.replaceTab(at: 0, with: make("replacement")) }
            run.expect(replaced[0].screen == nil, "replaceTab releases the tab it replaced")
            run.step("setTabs replaces the tabs") { try tabs.setTabs([make("only")]) }
            run.expect(replaced[1].screen == nil, "setTabs releases the tabs it no longer shows")
        }
    }
}

/// The rules of `SplitContext`, on a fresh split.
@MainActor
enum SplitRules {
    static func check(_ makeSplit: @MainActor () -> any SplitContext, in run: inout ContractRun) {
        let make = run.makeScreen
        var columns = [Watched(), Watched()]
        do {
            let split = makeSplit()
            run.step("setPrimary and setSecondary show their screens") {
                let primary = make("primary")
                let secondary = make("secondary")
                columns = [Watched(screen: primary), Watched(screen: secondary)]
                try split.setPrimary(primary)
                try split.setSecondary(secondary)
            }
            run.expect(split.visibleScreen === columns[1].screen, "the secondary column is the visible screen")
            run.expect(split.contains(columns[0].screen ?? split), "the primary column is contained")
            run.step("setSecondary(nil) empties the secondary column") { try split.setSecondary(nil) }
            run.expect(columns[1].screen == nil, "emptying a column releases its screen")
            run.expect(split.visibleScreen === columns[0].screen, "with no secondary, the primary is visible")
            run.step("setPrimary replaces the primary column") { try split.setPrimary(make("new primary")) }
            run.expect(columns[0].screen == nil, "setPrimary releases the screen it replaced")
        }
    }
}
