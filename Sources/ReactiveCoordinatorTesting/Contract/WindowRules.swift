import ReactiveCoordinator

/// The rules of `WindowContext` and `ModalContext`, each on a fresh window.
@MainActor
enum WindowRules {
    static func check(_ makeWindow: @MainActor () -> any WindowContext & ModalContext, in run: inout ContractRun) {
        let make = run.makeScreen
        var oldRoot = Watched()
        var presented = [Watched(), Watched()]
        do {
            let window = makeWindow()
            run.step("setRoot and present succeed") {
                let root = make("root")
                oldRoot.screen = root
                try window.setRoot(root)
                let sheet = make("sheet")
                presented[0].screen = sheet
                try window.present(sheet, over: root)
                let alert = make("alert")
                presented[1].screen = alert
                try window.present(alert, over: sheet)
            }
            run.expect(window.root === oldRoot.screen, "root is the screen set")
            run.expect(window.visibleScreen === presented[1].screen, "the top-most presented screen is visible")
            run.expect(
                window.presentedScreens.count == 2 && window.contains(presented[0].screen ?? window),
                "presentedScreens lists the presented screens, and each is contained")
            run.step("setting the same root succeeds") { try window.setRoot(window.root) }
            run.expect(
                window.presentedScreens.count == 2, "setting the screen that already is the root changes nothing")
            run.step("dismissing from the first presented screen succeeds") {
                try window.dismiss(from: presented[0].screen ?? window)
            }
            run.expect(presented[1].screen == nil, "dismiss releases every screen above the one it starts from")
            run.expect(window.visibleScreen === presented[0].screen, "after a dismiss the screen below is visible")
            run.step("setRoot replaces the root") { try window.setRoot(make("new root")) }
            run.expect(
                oldRoot.screen == nil && presented[0].screen == nil,
                "setRoot releases the old root and dismisses and releases everything presented")
        }
    }
}
