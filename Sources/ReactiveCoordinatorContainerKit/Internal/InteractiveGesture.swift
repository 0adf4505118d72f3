/// The changes an interactive gesture reports as it begins and as it ends, shared by the
/// headless containers and the UIKit adapters so both report a swipe the same way.
package enum InteractiveGesture {
    /// A back swipe from a stack's left edge.
    case backSwipe(stack: String)
    /// A drag down of a window's top-most presented screen.
    case sheetDrag(window: String)

    /// What the gesture reports when the user's finger starts moving.
    package func began(screen: String) -> NavigationChange {
        switch self {
        case .backSwipe(let stack): .backSwipeBegan(screen: screen, stack: stack)
        case .sheetDrag(let window): .swipeDownBegan(screen: screen, window: window)
        }
    }

    /// What the gesture reports when the user lifts the finger: cancelled, or removed.
    package func ended(screen: String, cancelled: Bool) -> NavigationChange {
        switch (self, cancelled) {
        case (.backSwipe(let stack), true): .backSwipeCancelled(screen: screen, stack: stack)
        case (.backSwipe(let stack), false): .backSwiped(screen: screen, stack: stack)
        case (.sheetDrag(let window), true): .swipeDownCancelled(screen: screen, window: window)
        case (.sheetDrag(let window), false): .swipedDown(screen: screen, window: window)
        }
    }
}
