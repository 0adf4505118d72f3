import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import TestSupport

/// What every coordinator of the app shares: the window (weakly, the test owns it), the
/// serial numbers for intents, and the registry of everything created.
@MainActor
final class AppEnvironment {
    weak var window: HeadlessWindow?
    let registry: ObjectRegistry
    private var nextSerial = 0

    init(window: HeadlessWindow, registry: ObjectRegistry) {
        self.window = window
        self.registry = registry
    }

    /// A serial number not used before in this case.
    func serial() -> Int {
        nextSerial += 1
        return nextSerial
    }

    /// A new screen, watched by the registry.
    func makeScreen<Kind: IntentKind>(_ kind: Kind.Type) -> Screen<Kind> {
        let screen = Screen<Kind>()
        registry.track(screen, "Screen<\(Kind.self)>")
        return screen
    }

    /// A new stack, watched by the registry.
    func makeStack(_ name: String) -> HeadlessStack {
        let stack = HeadlessStack(name: name)
        registry.track(stack, "stack \(name)")
        return stack
    }
}

/// Weak references to every coordinator, screen and container a case created, so the end of a
/// case can check, independently of the library's leak audit, that nothing is alive.
@MainActor
final class ObjectRegistry {
    private var entries: [WeakBox] = []

    func track(_ object: AnyObject, _ label: String) {
        entries.append(WeakBox(object, label))
    }

    /// The labels of tracked objects still alive.
    var alive: [String] {
        entries.compactMap { $0.object == nil ? nil : $0.label }
    }

    /// The tracked coordinators still alive.
    var aliveCoordinators: [any Coordinator] {
        entries.compactMap { $0.object as? any Coordinator }
    }
}
