import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// A SwiftUI binding write that would take a screen whose guard is asked, for another flow's
/// removal that waits for the answer, is refused and read again (issue 35): the guard's answer
/// decides what leaves, not the write.
@MainActor
@Suite final class WriteUnderGuardQuestionTests {
    @MainActor
    final class Screen {}

    /// Guards `form` in `container` and keeps each attempt unanswered until the test answers.
    @MainActor
    final class FormGuard: Coordinator {
        weak var form: Screen?
        weak var container: (any LeaveGuardingContext)?
        var attempts: [LeaveAttempt] = []
        private(set) var flow: Flow<Void>?

        init(form: Screen, container: any LeaveGuardingContext) {
            self.form = form
            self.container = container
        }

        func start(_ flow: Flow<Void>) {
            guard let form, let container else { return flow.cancel() }
            self.flow = flow
            flow.guardLeaving(form, in: container) { [weak self] in self?.attempts.append($0) }
        }
    }

    /// The root: starts the guard and a flow that asks for the form's pop.
    @MainActor
    final class Root: Coordinator {
        let formGuard: FormGuard
        let asker = AskingCoordinator()

        init(formGuard: FormGuard) {
            self.formGuard = formGuard
        }

        func start(_ flow: Flow<Void>) {
            try? flow.startChild(formGuard, named: "guard")
            try? flow.startChild(asker, named: "asker")
        }
    }

    /// Shows `container` as the window's root, `stack` (a list, then the form) inside it.
    ///
    /// The asker's pop of the form is held for its guard. The test holds what it returns.
    private func formPopHeld(
        in container: AnyObject, window: HeadlessWindow, stack: HeadlessStack,
        guardedIn guarding: (any LeaveGuardingContext)? = nil
    ) throws -> (CoordinatorTree, EventLogRecorder, Weakly<FormGuard>, Screen) {
        let form = Screen()
        try stack.setScreens([Screen(), form])
        try window.setRoot(container)
        if guarding != nil { try window.present(stack, over: container) }
        let formGuard = FormGuard(form: form, container: guarding ?? stack)
        let root = Root(formGuard: formGuard)
        let tree = CoordinatorTree(root: root, named: "app")
        let log = EventLogRecorder(tree)
        try tree.start()
        #expect(try #require(root.asker.flow).pop(form, from: stack) == false, "held for the guard")
        #expect(formGuard.attempts.map(\.cause) == [.flow(path: "app/asker")])
        log.skipReceivedEvents()
        return (tree, log, Weakly(formGuard), form)
    }

    @Test func aTabSwitchAwayFromAScreenWhoseGuardIsAskedIsRefusedAndReadAgain() throws {
        let window = HeadlessWindow()
        let tabs = HeadlessTabs()
        let stack = HeadlessStack()
        let other = Screen()
        try tabs.setTabs([stack, other])
        let (tree, log, formGuard, form) = try formPopHeld(in: tabs, window: window, stack: stack)
        let changes = ChangeLog()
        tabs.onChange = changes.record
        let reads = ObservedReads { _ = tabs.selection }

        reads.expectNotified { tabs.selection = ScreenItem(other) }

        #expect(tabs.selection?.screen === stack, "the tab the guard is asked about stays")
        #expect(
            changes.lines == [
                "tabs: refused selection Screen (the guard of Screen is asked) written by the UI; "
                    + "only coordinators show screens"
            ])
        let guardFlow = try #require(formGuard.value?.flow)
        guardFlow.answer(try #require(formGuard.value?.attempts.first), with: .leave)
        #expect(stack.screens.count == 1)
        #expect(!stack.screens.contains { $0 === form })
        tabs.selection = ScreenItem(other)
        #expect(tabs.selection?.screen === other, "once answered, the user switches")
        tabs.onChange = nil
        withExtendedLifetime(tree) {}
        log.expectEverythingReleased(clearing: window)
    }

    @Test func closingASplitsSecondaryColumnHoldingAScreenWhoseGuardIsAskedIsRefused() throws {
        let window = HeadlessWindow()
        let split = HeadlessSplit()
        let stack = HeadlessStack()
        try split.setPrimary(Screen())
        try split.setSecondary(stack)
        let (tree, log, formGuard, _) = try formPopHeld(in: split, window: window, stack: stack)
        let changes = ChangeLog()
        split.onChange = changes.record
        let reads = ObservedReads { _ = split.secondaryItem }

        reads.expectNotified { split.secondaryItem = nil }

        #expect(split.secondary === stack)
        #expect(
            changes.lines == [
                "split: refused secondary nil (the guard of Screen is asked) written by the UI; "
                    + "only coordinators show screens"
            ])
        let guardFlow = try #require(formGuard.value?.flow)
        guardFlow.answer(try #require(formGuard.value?.attempts.first), with: .stay)
        split.secondaryItem = nil
        #expect(split.secondary == nil, "once answered, the write applies")
        split.onChange = nil
        withExtendedLifetime(tree) {}
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aPathThatPopsAScreenWhoseGuardIsAskedIsRefusedEvenWhereTheStackDoesNotGuardIt() throws {
        let window = HeadlessWindow()
        let stack = HeadlessStack()
        // The form is guarded in the window (its sheet's swipe-down), not on the stack.
        let (tree, log, formGuard, form) = try formPopHeld(
            in: Screen(), window: window, stack: stack, guardedIn: window)
        let changes = ChangeLog()
        stack.onChange = changes.record
        let reads = ObservedReads { _ = stack.path }

        reads.expectNotified { stack.path = [] }

        #expect(stack.screens.last === form)
        #expect(
            changes.lines == [
                "stack: refused path [] (the guard of Screen is asked) written by the UI; "
                    + "only coordinators show screens"
            ])
        let guardFlow = try #require(formGuard.value?.flow)
        guardFlow.answer(try #require(formGuard.value?.attempts.first), with: .leave)
        #expect(stack.screens.count == 1, "the guard's answer let the asker's pop apply")
        stack.onChange = nil
        withExtendedLifetime(tree) {}
        log.expectEverythingReleased(clearing: window)
    }
}

/// An object a test reaches without keeping it alive.
@MainActor
private final class Weakly<Object: AnyObject> {
    weak var value: Object?

    init(_ value: Object?) {
        self.value = value
    }
}
