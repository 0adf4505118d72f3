/// A screen as SwiftUI's navigation bindings carry it: equal, hashed and identified by the
/// screen's identity.
///
/// `NavigationStack(path:)` needs `Hashable` elements and `sheet(item:)` an `Identifiable` item,
/// but screens are plain objects. The containers hand out their screens wrapped in this type
/// (`HeadlessStack.path`, `HeadlessWindow.subscript(presentedAt:)`,
/// `HeadlessTabs.selection`, `HeadlessSplit.secondaryItem`), and SwiftUI writes the same
/// items back. Map an item to its view with ``screen(as:)``:
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/SwiftUIFaceSamples.swift#screen-item -->
/// ```swift
/// @ViewBuilder func view(for item: ScreenItem) -> some View {
///     if let inbox = item.screen(as: InboxScreen.self) {
///         InboxView(model: inbox)
///     } else if let message = item.screen(as: MessageScreen.self) {
///         MessageView(model: message)
///     }
/// }
/// ```
///
/// ## Contract
/// - Two items are equal when they wrap the same object.
/// - An item keeps its screen alive, as SwiftUI keeps the values it renders; the containers do
///   not wait for that release: a screen they remove ends its coordinator at once.
/// - Not `Sendable`: it holds a main-actor screen.
public struct ScreenItem: Hashable, Identifiable, CustomStringConvertible {
    /// The screen, as the container holds it.
    public let screen: AnyObject

    /// Wraps a screen.
    ///
    /// - Parameter screen: Any object a container shows.
    public init(_ screen: AnyObject) {
        self.screen = screen
    }

    /// The screen's identity.
    public var id: ObjectIdentifier {
        ObjectIdentifier(screen)
    }

    /// The screen's description, as changes and errors name it.
    public var description: String {
        String(describing: screen)
    }

    /// The screen, if it has the given type.
    ///
    /// - Parameter type: The screen type a view shows.
    /// - Returns: The screen cast to `type`, or `nil` for any other screen.
    public func screen<Screen>(as type: Screen.Type) -> Screen? {
        screen as? Screen
    }

    /// Tells whether two items wrap the same screen.
    ///
    /// - Parameters:
    ///   - lhs: An item.
    ///   - rhs: Another item.
    /// - Returns: `true` if both wrap the same object.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.screen === rhs.screen
    }

    /// Hashes the screen's identity.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

/// An item holds a screen, which belongs to the main actor.
@available(*, unavailable)
extension ScreenItem: Sendable {}
