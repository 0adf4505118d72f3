public import ReactiveCoordinator

extension EventLogRecorder {
    /// Watches an object that must be released by the time of
    /// ``expectEverythingReleased(clearing:fileID:filePath:line:column:)``.
    ///
    /// The tree's leak audit already watches every coordinator it ran and every screen they
    /// routed; watch what else the test made (a view model, a service, the tree itself).
    ///
    /// - Parameters:
    ///   - object: The object, held weakly.
    ///   - label: What it is, for the failure message.
    public func watch(_ object: AnyObject, _ label: String) {
        watched.append((Weak(object: object), label))
    }

    /// Checks that nothing the tree made is a leak now, while the tree may still run: no
    /// coordinator that ended, and no screen of one, is still referenced; and, given the
    /// hierarchy, no running coordinator's screen is alive off it.
    ///
    /// It reads `CoordinatorTree.leakReport(shownIn:)` (or `leakReport()` without a
    /// hierarchy). A tree that is gone has nothing left to report.
    ///
    /// - Parameters:
    ///   - hierarchy: The container at the top of the hierarchy, usually the window.
    ///   - fileID: Where the check was asked for; leave the default.
    ///   - filePath: Where the check was asked for; leave the default.
    ///   - line: Where the check was asked for; leave the default.
    ///   - column: Where the check was asked for; leave the default.
    /// - Returns: The failures, empty when nothing leaked; each was also reported.
    @discardableResult
    public func expectNoLeaks(
        shownIn hierarchy: (any NavigationContext)? = nil, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> [CheckFailure] {
        guard let tree else { return [] }
        let report = hierarchy.map(tree.leakReport(shownIn:)) ?? tree.leakReport()
        guard !report.leaks.isEmpty else { return [] }
        return check(
            ["leaks:\n\(report)"], fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The end-of-test check: ends the tree, empties `window`, and checks that nothing the tree
    /// made and nothing ``watch(_:_:)``ed is still alive.
    ///
    /// Call it last, after the test dropped its own references to screens and coordinators.
    ///
    /// - Parameters:
    ///   - window: The window to empty (its root and presented screens), if the test used one;
    ///     a test that holds its screens another way releases them before the call, or uses
    ///     ``expectEverythingReleased(afterClearing:fileID:filePath:line:column:)``.
    ///   - fileID: Where the check was asked for; leave the default.
    ///   - filePath: Where the check was asked for; leave the default.
    ///   - line: Where the check was asked for; leave the default.
    ///   - column: Where the check was asked for; leave the default.
    /// - Returns: The failures, empty when everything was released; each was also reported.
    @discardableResult
    public func expectEverythingReleased(
        clearing window: (any WindowContext)? = nil, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> [CheckFailure] {
        expectEverythingReleased(
            afterClearing: { try window?.setRoot(nil) }, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }

    /// The end-of-test check for any hierarchy: checks that the tree's leak report has no leak,
    /// ends the tree, runs `clear` to empty the containers, and checks that nothing the tree made
    /// and nothing ``watch(_:_:)``ed is still alive.
    ///
    /// The example of ``EventLogRecorder`` ends with it.
    ///
    /// The first check reads, while the tree still runs, the leaks of
    /// `CoordinatorTree.leakReport()` that ending the tree would hide, because the teardown
    /// cancels every route and ends every flow, and with them the cycles these zombies live by:
    /// a screen whose route handler captures it, removed by a container that does not finish
    /// removed screens' channels (as UIKit's) from where its coordinator put it (`removed from
    /// ..., but still referenced, its intents never finished`); a flow bound to nothing with
    /// nothing it showed left in place (`bound to nothing, and nothing it showed is still where
    /// it put it`); a screen on the tree's containers that no coordinator routes, whose intents
    /// went nowhere (`routed by no coordinator`). Other leaks of the report are left to the
    /// checks after the teardown, since a hierarchy not cleared yet still holds their screens. A
    /// self-owning screen its coordinator did not show through its own calls is off that list:
    /// ``expectNoLeaks(shownIn:fileID:filePath:line:column:)`` with the window, mid-test, finds it.
    ///
    /// - Parameters:
    ///   - clear: Empties the containers the test used; an error it throws is a failure too.
    ///   - fileID: Where the check was asked for; leave the default.
    ///   - filePath: Where the check was asked for; leave the default.
    ///   - line: Where the check was asked for; leave the default.
    ///   - column: Where the check was asked for; leave the default.
    /// - Returns: The failures, empty when everything was released; each was also reported.
    @discardableResult
    public func expectEverythingReleased(
        afterClearing clear: () throws -> Void, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) -> [CheckFailure] {
        var messages: [String] = []
        // Before the teardown, which breaks the cycles that keep a zombie alive (a screen owning
        // itself through its route handler on a container that does not finish removed screens'
        // channels, as UIKit's does not): afterwards everything would look released.
        if let hidden = tree?.leaksHiddenByTeardown(), !hidden.isEmpty {
            let lines = hidden.map { "  LEAK \($0.kind.rawValue) \($0.name) at \($0.path): \($0.why)" }
            messages.append(
                "leaks while the tree still ran, which its teardown would hide:\n"
                    + lines.joined(separator: "\n"))
        }
        tree?.cancel()
        do { try clear() } catch { messages.append("clearing the hierarchy threw \(error)") }
        if let report = tree?.leakReport(), !report.alive.isEmpty {
            messages.append("still alive after the test:\n\(report)")
        }
        for (box, label) in watched where box.object != nil {
            messages.append("\(label) is still alive")
        }
        return check(messages, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    private func check(
        _ messages: [String], fileID: String, filePath: String, line: Int, column: Int
    ) -> [CheckFailure] {
        let failures = messages.map {
            CheckFailure($0, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        for failure in failures { _ = record(failure) }
        return failures
    }
}
