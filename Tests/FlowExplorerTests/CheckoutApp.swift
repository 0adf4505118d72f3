import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting

// A shop written as an iOS engineer would, for the seams between the explorer's features: the
// checkout sheet pays through a service whose answer the explorer picks, holds links back while
// the payment is in flight (a gate), and guards its sheet: a swipe asks with an awaited alert, a
// link's removal asks the server to keep the cart (another request) before it answers. The seeded
// mistake, `paysTwice`: a second tap on pay starts a second payment, and the first answer opens
// the gate while the second is still in flight.

@MainActor final class ShopScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case checkout }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "shop" }
}

@MainActor final class CheckoutScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case pay }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "checkout" }
}

enum PayError: Error { case declined }

enum LeaveCheckout: Sendable, Hashable { case leave, stay }

enum CheckoutApp {
    static let leaveAlert = Alert<LeaveCheckout>(
        title: "Leave checkout?",
        buttons: [.init("Leave", action: .leave, role: .destructive), .init("Stay", action: .stay)])

    static let homeLink = "shop://home"
    static let checkoutLink = "shop://checkout"

    @MainActor static func make(paysTwice: Bool) -> ExploredApp {
        let window = HeadlessWindow()
        let responses = ControlledResponses()
        let shop = ShopCoordinator(window: window, responses: responses, paysTwice: paysTwice)
        let tree = CoordinatorTree(root: shop, named: "shop")
        return ExploredApp(tree: tree, root: window, responses: responses)
    }

    @MainActor static func explorer(paysTwice: Bool = false) -> FlowExplorer {
        let explorer = FlowExplorer { make(paysTwice: paysTwice) }
        explorer.intents(of: ShopScreen.self)
        explorer.intents(of: CheckoutScreen.self)
        explorer.link(homeLink, DeepLink(ShopLink.home))
        explorer.link(checkoutLink, DeepLink(ShopLink.checkout))
        explorer.reproductionExpression = "CheckoutApp.explorer(paysTwice: \(paysTwice))"
        return explorer
    }
}

enum ShopLink: Sendable { case home, checkout }

final class ShopCoordinator: LinkRoutingCoordinator {
    weak var window: HeadlessWindow?
    weak var shop: ShopScreen?
    let responses: ControlledResponses
    let paysTwice: Bool

    init(window: HeadlessWindow, responses: ControlledResponses, paysTwice: Bool) {
        (self.window, self.responses, self.paysTwice) = (window, responses, paysTwice)
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let shop = ShopScreen()
        self.shop = shop
        flow.setRoot(shop, in: window)
        flow.bind(to: shop) { [weak self] _ in
            self?.startCheckout(flow)
            return .handled
        }
    }

    private func startCheckout(_ flow: Flow<Void>) {
        guard let window, let shop, window.presentedScreens.isEmpty else { return }
        try? flow.startChild(
            CheckoutCoordinator(window: window, over: shop, responses: responses, paysTwice: paysTwice),
            named: "checkout")
    }

    func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
        switch step {
        case ShopLink.home:
            return .take {
                guard let window = self.window, let shop = self.shop, !window.presentedScreens.isEmpty else { return }
                flow.dismiss(from: shop, in: window)
            }
        case ShopLink.checkout:
            return .take { self.startCheckout(flow) }
        default:
            return .pass
        }
    }
}

final class CheckoutCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    weak var presenter: ShopScreen?
    let responses: ControlledResponses
    let paysTwice: Bool
    var isPaying = false

    init(window: HeadlessWindow, over presenter: ShopScreen, responses: ControlledResponses, paysTwice: Bool) {
        (self.window, self.presenter, self.responses, self.paysTwice) = (window, presenter, responses, paysTwice)
    }

    func start(_ flow: Flow<Void>) {
        guard let window, let presenter else { return flow.cancel() }
        let checkout = CheckoutScreen()
        flow.present(checkout, over: presenter, in: window)
        let responses = self.responses
        flow.bind(to: checkout) { [weak checkout] _ in
            guard self.paysTwice || !self.isPaying else { return .handled }
            // No link may take the user away while the payment is in flight.
            self.isPaying = true
            flow.isReadyForLinks = false
            flow.task {
                defer { (self.isPaying, flow.isReadyForLinks) = (false, true) }
                let paid = try? await responses.response(
                    to: "pay",
                    outcomes: [.success("receipt", label: "paid"), .failure(PayError.declined, label: "declined")])
                guard paid != nil, let checkout, let window = self.window else { return }
                flow.finish()
                flow.dismiss(from: checkout, in: window)
            }
            return .handled
        }
        flow.guardLeaving(checkout, in: window) { [weak checkout] attempt in
            if attempt.cause.waitsForAnswer {
                // A link or another flow: keep the cart on the server first.
                flow.task {
                    let kept = try await responses.response(
                        to: "keepCart", outcomes: [.success(true, label: "kept"), .success(false, label: "failed")])
                    flow.answer(attempt, with: kept ? .leave : .stay)
                }
            } else {
                flow.task {
                    guard case .chosen(.leave) = await flow.showAlert(CheckoutApp.leaveAlert, in: window),
                        let checkout
                    else { return }
                    flow.finish()
                    flow.dismiss(from: checkout, in: window)
                }
            }
        }
    }
}
