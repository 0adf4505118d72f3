/// One change to what a navigation container shows, as a value: what a flow asks of its
/// containers.
///
/// Every change a flow makes goes through one door, ``Flow/apply(_:)``: its `push`, `present`,
/// `setRoot`, `showSecondary`, `setTabs`, `selectTab`, `pop`, `pop(to:)` and `dismiss` are that
/// door with the value already made. Through it a change is refused when it can never be right
/// (an ended flow showing screens, a screen missing from its container), waits while its container
/// is busy or a guard is asked, and ends with one ``ChangeOutcome`` the caller can await.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/ChangeSamples.swift#screen-change -->
/// ```swift
/// flow.apply(.setRoot(SignInScreen(), in: window)) { outcome in
///     if outcome == .applied { self.isSignedIn = false }
/// }
/// ```
///
/// ## Contract
/// - A change holds the screens it would show strongly, and the containers it changes and the
///   screens it starts from weakly: a waiting `setRoot` keeps its new screen (nothing else may),
///   and a change whose container or starting screen went ends as superseded.
/// - ``description`` is the operation as the event log names it (`push DetailScreen`).
@MainActor
public struct ScreenChange: CustomStringConvertible {
    /// What the change does, and to which container: the screens it shows held strongly, the
    /// containers it changes and the screens it starts from weakly.
    ///
    /// Indirect: its weak references made it a type that is copied field by field (each weak
    /// reference registered again), and each `switch` over it copied it whole first; boxed, a
    /// copy is one retain and a `switch` reads its case in place.
    indirect enum Operation {
        case push(AnyObject, on: WeakObject)
        case present(AnyObject, over: WeakObject, in: WeakObject)
        case setRoot(AnyObject, in: WeakObject)
        case showSecondary(AnyObject, in: WeakObject)
        case setTabs([AnyObject], in: WeakObject)
        case selectTab(Int, in: WeakObject)
        case pop(WeakObject, from: WeakObject)
        case popTo(WeakObject, on: WeakObject)
        case dismiss(from: WeakObject, in: WeakObject)
    }

    let operation: Operation
    /// The change as the log names it (`push DetailScreen`, `set tabs [A, B]`), made while every
    /// screen it names is alive.
    public let description: String

    private init(_ operation: Operation, _ description: String) {
        self.operation = operation
        self.description = description
    }

    /// Pushes `screen` on `stack`.
    public static func push(_ screen: AnyObject, on stack: some StackContext) -> ScreenChange {
        ScreenChange(.push(screen, on: WeakObject(stack)), "push \(name(screen))")
    }

    /// Presents `screen` over `presenter` in `modal`, usually the window.
    public static func present(_ screen: AnyObject, over presenter: AnyObject, in modal: some ModalContext)
        -> ScreenChange
    {
        ScreenChange(.present(screen, over: WeakObject(presenter), in: WeakObject(modal)), "present \(name(screen))")
    }

    /// Makes `screen` the root of `window`, replacing what it shows.
    public static func setRoot(_ screen: AnyObject, in window: some WindowContext) -> ScreenChange {
        ScreenChange(.setRoot(screen, in: WeakObject(window)), "set root \(name(screen))")
    }

    /// Shows `screen` as the secondary column of `split`.
    public static func showSecondary(_ screen: AnyObject, in split: some SplitContext) -> ScreenChange {
        ScreenChange(.showSecondary(screen, in: WeakObject(split)), "show secondary \(name(screen))")
    }

    /// Replaces the tabs of `container` with `tabs`, in order.
    public static func setTabs(_ tabs: [AnyObject], in container: some TabContext) -> ScreenChange {
        ScreenChange(.setTabs(tabs, in: WeakObject(container)), "set tabs [\(tabs.map(name).joined(separator: ", "))]")
    }

    /// Selects the tab at `index` of `container`, counting from 0.
    public static func selectTab(at index: Int, in container: some TabContext) -> ScreenChange {
        ScreenChange(.selectTab(index, in: WeakObject(container)), "select tab \(index)")
    }

    /// Pops `screen`, with everything above it, from `stack`.
    public static func pop(_ screen: AnyObject, from stack: some StackContext) -> ScreenChange {
        ScreenChange(.pop(WeakObject(screen), from: WeakObject(stack)), "pop \(name(screen))")
    }

    /// Pops every screen above `screen` on `stack`, keeping it.
    public static func pop(to screen: AnyObject, on stack: some StackContext) -> ScreenChange {
        ScreenChange(.popTo(WeakObject(screen), on: WeakObject(stack)), "pop to \(name(screen))")
    }

    /// Dismisses what `screen` presents in `modal`, or `screen` itself if it presents nothing.
    public static func dismiss(from screen: AnyObject, in modal: some ModalContext) -> ScreenChange {
        ScreenChange(.dismiss(from: WeakObject(screen), in: WeakObject(modal)), "dismiss from \(name(screen))")
    }

    /// The container the change is made in, while it lives.
    ///
    /// A navigation context (the factories take nothing else), handed over as the object it is:
    /// the door asks for it at every change to cast it to other protocols, and a cast to
    /// ``NavigationContext`` first was one more conformance look-up each time (callgrind).
    var container: AnyObject? {
        switch operation {
        case .push(_, let container), .pop(_, let container), .popTo(_, let container),
            .present(_, _, let container), .dismiss(_, let container), .setRoot(_, let container),
            .showSecondary(_, let container), .setTabs(_, let container), .selectTab(_, let container):
            container.object
        }
    }

    /// Whether it only takes screens away: allowed after the flow's `finish(with:)`, as a flow
    /// pops or dismisses its screen as it finishes.
    var onlyRemoves: Bool {
        switch operation {
        case .pop, .popTo, .dismiss: true
        case .push, .present, .setRoot, .showSecondary, .setTabs, .selectTab: false
        }
    }

    /// Whether it waits for its turn in a busy container.
    ///
    /// What it shows would land on a screen in motion: UIKit drops a presentation asked
    /// mid-transition, and a push during a back swipe lands under the screen being swiped.
    /// Removals and replacements ask guards instead, and apply at once otherwise, as a cancelled
    /// flow's screens go at once.
    var waitsForItsTurn: Bool {
        switch operation {
        case .push, .present: true
        case .pop, .popTo, .dismiss, .setRoot, .showSecondary, .setTabs, .selectTab: false
        }
    }

    /// The screen a push or a presentation shows: what a guard asked while it waits waits for.
    var shownScreen: AnyObject? {
        switch operation {
        case .push(let screen, _), .present(let screen, _, _): screen
        case .pop, .popTo, .dismiss, .setRoot, .showSecondary, .setTabs, .selectTab: nil
        }
    }

    /// A screen's name as the log prints it: its type's.
    static func name(_ screen: AnyObject) -> String {
        TypeNames.describing(type(of: screen))
    }
}
