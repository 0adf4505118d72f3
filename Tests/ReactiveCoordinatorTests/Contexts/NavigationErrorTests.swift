import ReactiveCoordinator
import Testing

struct NavigationErrorTests {
    @Test func everyErrorSaysWhatWasWrong() {
        let errors: [NavigationError] = [
            .screenAlreadyShown(screen: "detail"),
            .screenNotShown(screen: "stranger"),
            .screenNotInContainer(screen: "stranger", container: "stack"),
            .presenterAlreadyPresenting(presenter: "inbox", presented: "compose"),
            .cannotPopRoot(stack: "stack"),
            .indexOutOfRange(index: 3, count: 2, container: "tabs"),
            .duplicateScreen(screen: "detail"),
            .unsupportedNesting(screen: "inner", container: "outer"),
        ]
        #expect(
            errors.map(\.description) == [
                "detail is already on the hierarchy",
                "stranger is not on the hierarchy",
                "stranger is not in stack",
                "inbox cannot present: its level already presents compose",
                "stack cannot pop its root screen",
                "index 3 is out of range for tabs with 2 tabs",
                "detail appears more than once",
                "outer cannot hold inner",
            ]
        )
    }
}
