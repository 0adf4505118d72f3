/// A versioned record of a coordinator tree, from which a fresh tree is rebuilt; `Codable` with
/// `ReactiveCoordinatorFoundation`.
///
/// Written by ``CoordinatorTree/restorationRecord(schema:owner:)``; read by
/// ``CoordinatorTree/restore(_:schema:owner:)``. Save it as JSON (scene storage, a file) when the app
/// goes to the background.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/RestorationSamples.swift#save -->
/// ```swift
/// let data = try JSONEncoder().encode(tree.restorationRecord(schema: 2))
/// ```
///
/// Read it back with `init(json:)` (in `ReactiveCoordinatorFoundation`), which refuses a file over
/// ``maximumByteCount`` before parsing it and a record of more than ``maximumSteps`` steps as soon
/// as the count is known.
///
/// ## Contract
/// - A record has at most ``maximumSteps`` steps. Decoding a longer one throws
///   ``RestorationError/tooManySteps(count:limit:)`` before any step is decoded (from any
///   decoder that knows the count, as JSON's does), and ``CoordinatorTree/restore(_:schema:owner:)``
///   refuses one made in code whole, restoring nothing.
/// - `init(json:)` (in `ReactiveCoordinatorFoundation`) reads at most ``maximumByteCount`` bytes
///   of JSON. Below the limits, restoring costs time in proportion to the number of steps.
public struct RestorationRecord: Sendable, Equatable {
    /// The most steps a record may have: 10,000.
    ///
    /// A record is refused whole above it, with ``RestorationError/tooManySteps(count:limit:)``.
    /// A tree writes one step per running coordinator that opts in; an app's real records have
    /// tens. The limit bounds what a record edited or corrupted on disk can make the app build.
    public static let maximumSteps = 10_000

    /// The largest record `init(json:)` (in `ReactiveCoordinatorFoundation`) reads, in bytes: 8 MiB
    /// (8,388,608).
    ///
    /// A larger one is refused with ``RestorationError/tooLarge(byteCount:limit:)`` before it is
    /// parsed. A record of ``maximumSteps`` steps, pretty-printed, takes about 3 MB.
    public static let maximumByteCount = 8 * 1_024 * 1_024

    /// The largest number a step's name may end in: 2,147,483,647 (2^31 - 1).
    ///
    /// Siblings of one name are numbered (`message`, `message-2`, ...), and a restored child keeps
    /// its number, which then counts on for the next child of that name. A step whose name ends
    /// in `-N` with N above this is dropped with ``RestorationError/nameNumberOutOfRange(name:limit:)``
    /// before anything is started, so no record can bring a counter near overflow.
    public static let maximumNameNumber = ChildNameNumber.maximum

    /// One coordinator to recreate: where it was, under which parent, and its value.
    public struct Step: Sendable, Equatable {
        /// Its path when the record was written (`app/main/product`).
        public var path: String
        /// Its parent's path when the record was written; empty for the root's own step.
        package var parent: String
        /// What recreates it.
        public var restoration: CoordinatorRestoration

        /// Creates a step; only the tree and the package's tests make one.
        ///
        /// - Parameters:
        ///   - path: The coordinator's path when written.
        ///   - parent: Its parent's path when written.
        ///   - restoration: What recreates it.
        package init(path: String, parent: String, restoration: CoordinatorRestoration) {
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
    /// Whose record it is, as the app named it when it wrote it (an account identifier); nil for
    /// a record written with no owner, or before records had one.
    ///
    /// ``CoordinatorTree/restore(_:schema:owner:)`` refuses a record whose owner is not the one
    /// it is given, nil included: a record read from disk restores only into its owner's session.
    public var owner: String?
    /// The scene (window) of the tree that wrote it (``CoordinatorTree/scene``); nil for an app
    /// of one scene, or a record written before records had one.
    ///
    /// A record with a scene restores only into a tree of that scene.
    public var scene: String?

    /// Creates a record: the tree writes records (``CoordinatorTree/restorationRecord(schema:owner:)``)
    /// and an app reads one back with `init(json:)` (in `ReactiveCoordinatorFoundation`), so only the
    /// package's demo and tests make one.
    ///
    /// - Parameters:
    ///   - schema: The app's restoration schema.
    ///   - steps: The coordinators to recreate, in start order.
    ///   - owner: Whose record it is (an account identifier), or nil.
    ///   - scene: The scene of the tree that wrote it, or nil.
    package init(schema: Int, steps: [Step], owner: String? = nil, scene: String? = nil) {
        self.schema = schema
        self.steps = steps
        self.owner = owner
        self.scene = scene
    }
}
