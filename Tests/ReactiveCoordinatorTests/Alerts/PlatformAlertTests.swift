@testable import ReactiveCoordinator
@testable import ReactiveCoordinatorUIKit
import Testing

/// What the UIKit face's alert does, played as UIKit would: each `UIAlertAction`'s handler holds
/// the `PlatformAlert`, and the alert controller going away unanswered releases it.
@MainActor
@Suite struct PlatformAlertTests {
    private final class Recorder {
        var resolutions: [ShownAlert.Resolution] = []
    }

    private func shown(_ roles: [AlertButtonRole?], recorder: Recorder) -> ShownAlert {
        let alert = Alert(
            title: "Discard?",
            buttons: roles.enumerated().map { AlertButton("b\($0.offset)", action: $0.offset, role: $0.element) })
        return ShownAlert(alert) { recorder.resolutions.append($0) }
    }

    @Test func aTapResolvesTheAlertWithThatButtonOnce() {
        let recorder = Recorder()
        let alert = shown([.destructive, .cancel], recorder: recorder)
        var platform: PlatformAlert? = PlatformAlert(alert)
        platform?.userTapped(buttonAt: 1)
        platform?.userTapped(buttonAt: 0)
        platform = nil  // UIKit releases the answered alert controller: nothing more
        #expect(recorder.resolutions == [.button(1)])
    }

    @Test func releasedUnansweredItIsASystemDismissal() {
        let recorder = Recorder()
        let alert = shown([.cancel], recorder: recorder)
        var platform: PlatformAlert? = PlatformAlert(alert)
        _ = platform
        platform = nil
        #expect(recorder.resolutions == [.dismissed(.system)])
    }

    @Test func anotherReasonGivenFirstWins() {
        let recorder = Recorder()
        let alert = shown([.cancel], recorder: recorder)
        var platform: PlatformAlert? = PlatformAlert(alert)
        alert.resolve(.dismissed(.presenterRemoved))  // the window knew better, before UIKit released it
        platform = nil
        #expect(recorder.resolutions == [.dismissed(.presenterRemoved)])
        _ = platform
    }

    @Test func onlyTheFirstCancelRoleIsKeptAsUIKitAllowsOne() {
        let alert = shown([.cancel, nil, .cancel, .destructive], recorder: Recorder())
        let platform = PlatformAlert(alert)
        #expect(platform.buttons.map(\.role) == [.cancel, nil, nil, .destructive])
        #expect(platform.buttons.map(\.title) == ["b0", "b1", "b2", "b3"])
    }

    @Test func theTablePairsAControllerWithItsAlertAndHoldsNeither() {
        let recorder = Recorder()
        let alert = shown([.cancel], recorder: recorder)
        var controller: NSObjectLike? = NSObjectLike()
        var platform: PlatformAlert? = PlatformAlert(alert)
        PlatformAlerts.register(platform!, shownBy: controller!)
        #expect(PlatformAlerts.alert(shownBy: controller!) === alert)
        #expect(PlatformAlerts.showsAnAlert(controller!))
        #expect(PlatformAlerts.controller(showing: alert) === controller)
        platform?.userTapped(buttonAt: 0)
        #expect(PlatformAlerts.alert(shownBy: controller!) == nil)  // answered: no longer shown
        platform = nil
        #expect(!PlatformAlerts.showsAnAlert(controller!))
        weak let weakController = controller
        controller = nil
        #expect(weakController == nil)
        #expect(recorder.resolutions == [.button(0)])
    }
}

/// Stands in for a platform controller.
private final class NSObjectLike {}
