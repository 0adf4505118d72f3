/// What a tree's coordinators and screens have become: created, released, still alive and why.
///
/// Produced by ``CoordinatorTree/leakReport()``. `ReactiveCoordinatorDiagnostics` makes it `Codable`.
public struct LeakReport: Sendable, Equatable, CustomStringConvertible {
    /// Whether an entry is a coordinator or a screen.
    public enum Kind: String, Sendable, Hashable {
        /// A coordinator.
        case coordinator
        /// A screen a coordinator routed.
        case screen
    }

    /// One object that is still alive.
    public struct AliveObject: Sendable, Equatable {
        /// A coordinator or a screen.
        public var kind: Kind
        /// The coordinator's name, or the screen's type name.
        public var name: String
        /// The coordinator's path (for a screen, the path of the coordinator that routed it).
        public var path: String
        /// Why it is alive, in words.
        public var why: String
        /// Whether it should have been released by now.
        public var isLeak: Bool

        // Declared, not synthesized, to be `package`: the `Codable` form in the diagnostics makes them.
        package init(kind: Kind, name: String, path: String, why: String, isLeak: Bool) {
            (self.kind, self.name, self.path, self.why, self.isLeak) = (kind, name, path, why, isLeak)
        }
    }

    /// How many coordinators the tree started.
    package var coordinatorsCreated: Int
    /// How many of them have been released.
    package var coordinatorsReleased: Int
    /// How many distinct screens the tree's coordinators routed, plus the screens nobody routes
    /// found on their containers with intents that went nowhere.
    package var screensSeen: Int
    /// How many of them have been released.
    package var screensReleased: Int
    /// Everything still alive, leak or not.
    public var alive: [AliveObject]
    /// The scene of the tree it reports on (``CoordinatorTree/scene``); nil for an app of one
    /// window.
    public var scene: String? = nil

    // Declared, not synthesized, to be `package`: the `Codable` form in the diagnostics makes reports.
    package init(
        coordinatorsCreated: Int, coordinatorsReleased: Int, screensSeen: Int, screensReleased: Int,
        alive: [AliveObject], scene: String? = nil
    ) {
        (self.coordinatorsCreated, self.coordinatorsReleased) = (coordinatorsCreated, coordinatorsReleased)
        (self.screensSeen, self.screensReleased) = (screensSeen, screensReleased)
        (self.alive, self.scene) = (alive, scene)
    }

    /// What is alive but should not be: torn-down coordinators and screens whose coordinator ended.
    public var leaks: [AliveObject] {
        alive.filter(\.isLeak)
    }

    /// A summary followed by one line per live object.
    public var description: String {
        var lines = scene.map { ["scene \($0)"] } ?? []
        lines += [
            "coordinators: \(coordinatorsCreated) created, \(coordinatorsReleased) released, "
                + "\(coordinatorsCreated - coordinatorsReleased) alive",
            "screens: \(screensSeen) seen, \(screensReleased) released, \(screensSeen - screensReleased) alive",
        ]
        for object in alive {
            lines.append(
                "  \(object.isLeak ? "LEAK" : "alive") \(object.kind.rawValue) \(object.name) at \(object.path): \(object.why)"
            )
        }
        lines.append(leaks.isEmpty ? "no leaks" : "\(leaks.count) leak(s)")
        return lines.joined(separator: "\n")
    }
}
