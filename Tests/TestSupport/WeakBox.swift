/// A weak reference with a label, so a test can hold many and check at its end that each
/// object is gone, naming any that is not.
///
/// ```swift
/// var watched: [WeakBox] = []
/// watched.append(WeakBox(coordinator, "coordinator"))
/// // ...
/// for box in watched {
///     #expect(box.object == nil, "\(box.label) is still alive")
/// }
/// ```
///
/// Not `Sendable`: a box belongs to the test (or the main-actor helper) that made it.
package struct WeakBox {
    /// The object, or `nil` once it was released.
    package private(set) weak var object: AnyObject?
    /// What the object is, for failure messages.
    package let label: String

    /// Creates a box that refers to `object` weakly.
    ///
    /// - Parameters:
    ///   - object: The object to watch.
    ///   - label: What the object is, for failure messages.
    package init(_ object: AnyObject, _ label: String) {
        self.object = object
        self.label = label
    }
}

@available(*, unavailable)
extension WeakBox: Sendable {}
