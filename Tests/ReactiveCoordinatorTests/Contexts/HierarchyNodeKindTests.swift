import ReactiveCoordinatorContainerKit
import ReactiveCoordinatorHeadless
import TestSupport
import Testing

/// A node's kind in a hierarchy is its exact type's, by the first navigation protocol it adopts;
/// found once per type and kept, so asking again, or for other types in between, gives the same
/// answers.
@MainActor
@Suite struct HierarchyNodeKindTests {
    @Test func eachTypeKeepsItsKindWhateverWasAskedBefore() {
        let objects: [(AnyObject, HierarchyNodeKind)] = [
            (TestScreen<Int>("numbers"), .screen),
            (HeadlessWindow(), .window),
            (HeadlessStack(), .stack),
            (HeadlessTabs(), .tabs),
            (HeadlessSplit(), .split),
            (PlainScreen("plain"), .screen),
            (TestScreen<String>("words"), .screen),
        ]
        for round in 1...2 {
            for (object, kind) in objects.shuffled() {
                #expect(HierarchyNodeKind(of: object) == kind, "round \(round): \(type(of: object))")
            }
        }
    }
}
