import ReactiveCoordinator
public import ReactiveCoordinatorHeadless

extension ExploredApp {
    /// Wraps an app with several windows: the explorer plays the user's actions in one scene's
    /// window, and follows every scene's tree.
    ///
    /// Connect the scenes in the builder, close some if the state to explore has them closed, and
    /// name the scene to play in. Each tree starts inside `HeadlessScenes.connect(_:named:root:)`,
    /// so the explorer sees the scenes from where the builder left them; a
    /// `EventLogRecorder(_:exhaustivity:reporter:)` of the scenes, made before the first
    /// `connect`, sees every start.
    ///
    /// <!-- mirrors Tests/FlowExplorerTests/SceneExplorationTests.swift#scenes-app -->
    /// ```swift
    /// let scenes = HeadlessScenes()
    /// _ = try? DemoExplorer.connect("left", to: scenes, rememberedUser: "ada")
    /// let signedIn = try? DemoExplorer.connect("right", to: scenes, rememberedUser: "ada")
    /// scenes.userClosesScene("left")
    /// return ExploredApp(scenes: scenes, exploring: "right", distinguishingState: signedIn)
    /// ```
    ///
    /// ## Contract
    /// - The actions (intents, gestures, alert answers, links) are played in the explored scene:
    ///   positions count from its window, links open in its tree.
    /// - After each action the explorer checks every scene's tree, the ones connected later and
    ///   the closed ones included: a zombie, a leak (against its own window, for a connected
    ///   scene), an `UNHANDLED` or `REJECTED` line, a gap in a tree's sequence numbers.
    /// - The log lines name their scene (`[right] app: started`), as those of an
    ///   `EventLogRecorder` of the scenes do.
    /// - A state's key is the explored scene's, plus the identifiers of the connected scenes and
    ///   `distinguishingState`.
    /// - Once the explorer lets the app go it closes every connected scene, as the user closing
    ///   it does (`HeadlessScenes.userClosesScene(_:)`), and cancels the explored tree.
    ///
    /// - Parameters:
    ///   - scenes: The app's scenes; `id` must be connected.
    ///   - id: The scene to play the user's actions in.
    ///   - responses: The requests to the app's services that the explorer answers; `nil` for
    ///     none.
    ///   - distinguishingState: What else tells two states apart.
    public init(
        scenes: HeadlessScenes, exploring id: String, responses: ControlledResponses? = nil,
        distinguishingState: (@MainActor () -> String)? = nil
    ) {
        guard let tree = scenes.tree(of: id), let window = scenes.window(of: id) else {
            preconditionFailure("ExploredApp(scenes:exploring:): no scene \(id) is connected")
        }
        self.tree = tree
        self.root = window
        self.responses = responses
        self.scenes = scenes
        self.exploredScene = id
        // The other scenes are not in the explored scene's key: which are connected tells states apart.
        self.distinguishingState = { [weak scenes] in
            let connected = "scenes: " + (scenes?.sceneIDs.joined(separator: ",") ?? "")
            guard let distinguishingState else { return connected }
            return connected + "\n" + distinguishingState()
        }
    }

    /// Every scene's tree with the container it shows in, the explored scene's first; `nil` for
    /// a closed scene's.
    var followedTrees: [(tree: CoordinatorTree, root: (any NavigationContext)?)] {
        guard let scenes else { return [(tree, root)] }
        var trees: [(tree: CoordinatorTree, root: (any NavigationContext)?)] = [(tree, root)]
        for id in scenes.sceneIDs {
            guard let other = scenes.tree(of: id), other !== tree else { continue }
            trees.append((other, scenes.window(of: id)))
        }
        return trees
    }
}
