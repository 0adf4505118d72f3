import ReactiveCoordinator
import ReactiveCoordinatorHeadless

// The doc-comment samples of the work a coordinator owns: `task`, `run` and CoordinatorTask.
// AsyncFlowSampleTests runs them headless, with the sheets swiped down or sent.
enum AsyncFlowSamples {
    @MainActor final class SheetScreen: IntentScreen {
        enum Intent: Sendable { case done(String) }
        let intents = IntentChannel<Intent>()
    }

    /// Presents a sheet over the window's root and finishes with what the user chose; a swipe
    /// down ends it with "screen released".
    class SheetCoordinator: Coordinator {
        weak var window: HeadlessWindow?
        init(window: HeadlessWindow?) { self.window = window }

        func start(_ flow: Flow<String>) {
            guard let window, let root = window.root else { return flow.cancel() }
            let screen = SheetScreen()
            guard flow.present(screen, over: root, in: window) else { return flow.cancel() }
            flow.bind(to: screen) { intent in
                switch intent {
                case .done(let text): flow.finish(with: text)
                }
                return .handled
            }
        }
    }

    final class ComposeCoordinator: SheetCoordinator {}
    final class OptionsCoordinator: SheetCoordinator {}

    /// Runs a compose sheet and saves the draft it finishes with.
    final class MailboxCoordinator: Coordinator {
        weak var window: HeadlessWindow?
        private var flow: Flow<Void>?
        private(set) var saved: [String] = []
        init(window: HeadlessWindow) { self.window = window }

        func start(_ flow: Flow<Void>) {
            self.flow = flow
        }

        func compose() {
            guard let flow else { return }
            // snippet: run
            flow.task {
                switch try await flow.run(ComposeCoordinator(window: self.window)) {
                case .success(let draft): self.save(draft)
                case .failure(.screenReleased): break  // swiped away
                case .failure: break  // cancelled, or torn down with us
                }
            }
            // end snippet
        }

        private func save(_ draft: String) {
            saved.append(draft)
        }
    }

    @MainActor final class ProductScreen: IntentScreen {
        enum Intent: Sendable { case chooseOptions }
        let intents = IntentChannel<Intent>()
    }

    /// A product: choosing options runs the options sheet and adds what it chose to the cart.
    final class ProductCoordinator: Coordinator {
        weak var window: HeadlessWindow?
        private(set) var chosenOptions: String?
        init(window: HeadlessWindow) { self.window = window }

        func start(_ flow: Flow<Void>) {
            guard let window else { return flow.cancel() }
            let product = ProductScreen()
            guard flow.setRoot(product, in: window) else { return flow.cancel() }
            // snippet: task
            flow.bind(to: product) { intent in
                switch intent {
                case .chooseOptions:
                    flow.task {
                        switch try await flow.run(OptionsCoordinator(window: self.window)) {
                        case .success(let options): self.addToCart(options)
                        case .failure: break  // swiped away, cancelled, or torn down with us
                        }
                    }
                }
                return .handled
            }
            // end snippet
        }

        private func addToCart(_ options: String) {
            chosenOptions = options
        }
    }

    /// A catalog that reloads until the reload returns.
    @MainActor
    final class Catalog {
        private(set) var reloads = 0
        private(set) var completedReloads = 0

        func reload() async {
            reloads += 1
            // Long enough to be stopped; a cancelled sleep returns at once.
            try? await Task.sleep(for: .seconds(60))
            if !Task.isCancelled { completedReloads += 1 }
        }
    }

    /// Starts a reload and stops it, as a Stop button would.
    final class CatalogCoordinator: Coordinator {
        let catalog: Catalog
        private var flow: Flow<Void>?
        init(catalog: Catalog) { self.catalog = catalog }

        func start(_ flow: Flow<Void>) {
            self.flow = flow
        }

        func reloadThenStop() {
            guard let flow else { return }
            // snippet: coordinator-task
            let loading = flow.task { await self.catalog.reload() }
            loading.cancel()  // the user tapped Stop
            // end snippet
        }
    }
}
