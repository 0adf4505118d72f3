public import ReactiveCoordinator

public import Streams

/// The scenes of an app with several windows, headless: one window and one coordinator tree per
/// scene, keyed by the scene's identifier, with their events on one stream and their
/// restoration records kept per scene.
///
/// It models what UIKit's scene delegates do (`scene(_:willConnectTo:options:)`,
/// `sceneDidDisconnect(_:)`, `stateRestorationActivity(for:)`): each scene owns a tree of its
/// own (docs/design/several-windows.md says why), closing a scene ends its tree with
/// `TeardownReason.sceneClosed`, and every event and leak report names its scene.
///
/// <!-- mirrors Tests/ReactiveCoordinatorTests/Scenes/SceneTests.swift#two-scenes -->
/// ```swift
/// let scenes = HeadlessScenes()
/// try scenes.connect("left") { window in DocumentCoordinator(window: window, document: "notes") }
/// try scenes.connect("right") { window in DocumentCoordinator(window: window, document: "todo") }
/// scenes.userClosesScene("left")  // left's root ends "torn down (scene closed)", its children first
/// ```
///
/// ## Contract
/// - ``connect(_:named:root:)`` makes the scene's ``HeadlessWindow`` (named `window-<id>`) and its
///   `CoordinatorTree` (with `CoordinatorTree.scene` set to the identifier), starts it,
///   and, when a record was saved for that identifier, restores it.
/// - ``userClosesScene(_:)`` (the user swipes the scene away: its session is discarded) and
///   ``systemDisconnectsScene(_:)`` (the system reclaims it: its session stays, and its record
///   is saved first) both end the tree with `TeardownReason.sceneClosed` and empty the
///   window. An alert the scene shows is taken away first, as `AlertDismissal.system`. Other
///   scenes are not touched.
/// - ``events`` carries every scene's events, each with its `CoordinatorEvent.scene`.
/// - A closed scene's tree is kept for ``leakReports()`` (it holds nothing alive: its
///   coordinators and screens are held weakly by its audit).
@MainActor
public final class HeadlessScenes {
    /// A connected scene; it knows its slot in the connection order, so that closing one
    /// takes it out in constant time, in whatever order scenes close (issue 33).
    private final class Scene {
        let id: String
        let window: HeadlessWindow
        let tree: CoordinatorTree
        let subscription: MainActorSubscription
        var slot = 0

        init(id: String, window: HeadlessWindow, tree: CoordinatorTree, subscription: MainActorSubscription) {
            self.id = id
            self.window = window
            self.tree = tree
            self.subscription = subscription
        }
    }

    /// The restoration schema records are written and read with.
    public let schema: Int
    /// The restoration records saved for scenes the system disconnected, by scene identifier:
    /// persist them and set them again at launch.
    public var savedRecords: [String: RestorationRecord] = [:]
    /// The identifiers of the connected scenes, in the order they connected.
    public var sceneIDs: [String] {
        connectionOrder.map(\.id)
    }
    private var scenes: [String: Scene] = [:]
    private var connectionOrder = SlotList<Scene>()
    private var closedTrees: [CoordinatorTree] = []
    private let source = MainActorSource<CoordinatorEvent, Never>()

    /// Creates an app with no scene connected.
    ///
    /// - Parameter schema: The app's restoration schema.
    public init(schema: Int = 1) {
        self.schema = schema
    }

    /// Every connected scene's events, in the order they happened, each naming its scene.
    public var events: MainActorStream<CoordinatorEvent, Never> {
        source.stream
    }

    /// The window of a connected scene.
    ///
    /// - Parameter id: The scene's identifier.
    /// - Returns: Its window, or `nil` if it is not connected.
    public func window(of id: String) -> HeadlessWindow? {
        scenes[id]?.window
    }

    /// The tree of a connected scene.
    ///
    /// - Parameter id: The scene's identifier.
    /// - Returns: Its tree, or `nil` if it is not connected.
    public func tree(of id: String) -> CoordinatorTree? {
        scenes[id]?.tree
    }

    /// Connects a scene: makes its window and tree, starts the root `makeRoot` returns, and
    /// restores the record saved for `id`, if any (the record is used up).
    ///
    /// - Parameters:
    ///   - id: The scene's identifier (`UISceneSession.persistentIdentifier`).
    ///   - name: The root's name, the first component of every path in the scene's tree; by
    ///     default its type name without a `Coordinator` suffix, lower-cased
    ///     (`CoordinatorTree.init(root:named:scene:)`). A record saved for `id` restores only
    ///     under the name it was written with.
    ///   - makeRoot: Makes the scene's root coordinator for its window.
    /// - Returns: What the saved record restored, or `nil` when none was saved.
    /// - Throws: `CoordinatorError.alreadyStarted(path:)` if a scene with this identifier is
    ///   connected; what the tree's `CoordinatorTree.start()` throws.
    @discardableResult
    public func connect(
        _ id: String, named name: String? = nil, root makeRoot: (HeadlessWindow) -> some Coordinator
    ) throws(CoordinatorError) -> RestorationReport? {
        guard scenes[id] == nil else { throw .alreadyStarted(path: "scene \(id)") }
        let window = HeadlessWindow(name: "window-\(id)")
        let tree = CoordinatorTree(root: makeRoot(window), named: name, scene: id)
        let subscription = tree.events.subscribe { [weak self] event in
            guard case .value(let event) = event else { return }
            self?.source.send(event)
        }
        let scene = Scene(id: id, window: window, tree: tree, subscription: subscription)
        scenes[id] = scene
        scene.slot = connectionOrder.append(scene)
        do {
            try tree.start()
        } catch {
            forget(id)
            throw error
        }
        guard let record = savedRecords.removeValue(forKey: id) else { return nil }
        return tree.restore(record, schema: schema)
    }

    /// Plays the user closing a scene (swiping it away in the app switcher): its tree ends with
    /// `TeardownReason.sceneClosed`, its window is emptied, and any record saved for it is
    /// discarded, as iOS discards the session.
    ///
    /// - Parameter id: The scene's identifier.
    public func userClosesScene(_ id: String) {
        savedRecords[id] = nil
        close(id)
    }

    /// Plays the system disconnecting a scene to reclaim its resources: its record is saved
    /// under its identifier (``savedRecords``), then it closes as ``userClosesScene(_:)`` does,
    /// and connecting it again restores the record.
    ///
    /// - Parameter id: The scene's identifier.
    public func systemDisconnectsScene(_ id: String) {
        guard let scene = scenes[id] else { return }
        savedRecords[id] = scene.tree.restorationRecord(schema: schema)
        close(id)
    }

    /// The current restoration record of each connected scene, by identifier, as
    /// `stateRestorationActivity(for:)` asks for them.
    ///
    /// - Returns: One record per connected scene.
    public func restorationRecords() -> [String: RestorationRecord] {
        scenes.mapValues { $0.tree.restorationRecord(schema: schema) }
    }

    /// Opens a deep link in a connected scene.
    ///
    /// - Parameters:
    ///   - link: The link.
    ///   - id: The scene to open it in.
    /// - Throws: `DeepLinkError.treeNotRunning` if no such scene is connected; what
    ///   `CoordinatorTree.open(_:)` throws.
    public func open(_ link: DeepLink, inScene id: String) async throws(DeepLinkError) {
        guard let tree = scenes[id]?.tree else { throw .treeNotRunning }
        try await tree.open(link)
    }

    /// Connects a new scene and opens a deep link in it, as a link that asks for a window of its
    /// own does (`UIApplication.requestSceneSessionActivation`).
    ///
    /// - Parameters:
    ///   - link: The link.
    ///   - id: The new scene's identifier.
    ///   - makeRoot: Makes the new scene's root coordinator.
    /// - Throws: `DeepLinkError.treeNotRunning` if the scene could not connect; what
    ///   `CoordinatorTree.open(_:)` throws.
    public func open(
        _ link: DeepLink, inNewScene id: String, root makeRoot: (HeadlessWindow) -> some Coordinator
    ) async throws(DeepLinkError) {
        do {
            try connect(id, root: makeRoot)
        } catch {
            throw .treeNotRunning
        }
        try await open(link, inScene: id)
    }

    /// The leak report of every scene's tree: the closed ones in the order they closed, then
    /// the connected ones in the order they connected; each names its scene
    /// (`LeakReport.scene`).
    ///
    /// - Returns: The reports.
    public func leakReports() -> [LeakReport] {
        (closedTrees + connectionOrder.map(\.tree)).map { $0.leakReport() }
    }

    private func close(_ id: String) {
        guard let scene = scenes[id] else { return }
        // The system takes an alert away with its scene: its flow hears a system dismissal.
        scene.window.systemDismissesAlert()
        scene.tree.closeScene()
        _ = try? scene.window.setRoot(nil)
        forget(id)
        closedTrees.append(scene.tree)
    }

    private func forget(_ id: String) {
        guard let scene = scenes.removeValue(forKey: id) else { return }
        scene.subscription.cancel()
        connectionOrder.remove(scene, at: scene.slot) { moved, slot in moved.slot = slot }
    }
}
