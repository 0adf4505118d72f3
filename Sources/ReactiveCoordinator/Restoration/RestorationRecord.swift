/// A versioned, `Codable` record of a coordinator tree, from which a fresh tree is rebuilt.
///
/// Written by ``CoordinatorTree/restorationRecord(schema:)``; read by
/// ``CoordinatorTree/restore(_:schema:)``. Save it as JSON (scene storage, a file) when the app
/// goes to the background.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/RestorationSamples.swift#save -->
/// ```swift
/// let data = try JSONEncoder().encode(tree.restorationRecord(schema: 2))
/// ```
public struct RestorationRecord: Codable, Sendable, Hashable {
    /// One coordinator to recreate: where it was, under which parent, and its value.
    public struct Step: Codable, Sendable, Hashable {
        /// Its path when the record was written (`app/main/product`).
        public var path: String
        /// Its parent's path when the record was written; empty for the root's own step.
        public var parent: String
        /// What recreates it.
        public var restoration: CoordinatorRestoration

        /// Creates a step.
        ///
        /// - Parameters:
        ///   - path: The coordinator's path when written.
        ///   - parent: Its parent's path when written.
        ///   - restoration: What recreates it.
        public init(path: String, parent: String, restoration: CoordinatorRestoration) {
            self.path = path
            self.parent = parent
            self.restoration = restoration
        }
    }

    /// The app's restoration schema when the record was written.
    public var schema: Int
    /// The coordinators that opted in, in the order they started (so parents before children):
    /// the root first when it wrote a value.
    public var steps: [Step]

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - schema: The app's restoration schema.
    ///   - steps: The coordinators to recreate, in start order.
    public init(schema: Int, steps: [Step]) {
        self.schema = schema
        self.steps = steps
    }
}
