extension Action: Shrinkable {
    /// Simpler variants: smaller positions, fewer deep-link steps, fewer screens removed, no
    /// promotion screen, a finish instead of a cancel, and a directed tap instead of a send.
    var simplifications: [Action] {
        switch self {
        case .tap:
            []
        case .send(let screen, let kind):
            [.tap(kind)] + Self.smaller(screen).map { .send(screen: $0, kind) }
        case .back, .swipeDown:
            []
        case .popToRoot(let stack):
            Self.smaller(stack).map { .popToRoot(stack: $0) }
        case .dismiss(let from):
            [.swipeDown] + Self.smaller(from).map { .dismiss(from: $0) }
        case .selectTab(let index):
            Self.smaller(index).map { .selectTab($0) }
        case .replaceStack(let stack, let keep, let promo):
            (promo ? [.replaceStack(stack: stack, keep: keep, promo: false)] : [])
                + Self.moreKept(keep).map { .replaceStack(stack: stack, keep: $0, promo: promo) }
                + Self.smaller(stack).map { .replaceStack(stack: $0, keep: keep, promo: promo) }
        case .deepLink(let steps):
            steps.count <= 1
                ? steps.map { .tap($0) }
                : steps.indices.map { index in
                    var fewer = steps
                    fewer.remove(at: index)
                    return .deepLink(fewer)
                }
        case .finish(let coordinator, let cancel):
            (cancel ? [.finish(coordinator: coordinator, cancel: false)] : [])
                + Self.smaller(coordinator).map { .finish(coordinator: $0, cancel: cancel) }
        case .pause(let coordinator):
            Self.smaller(coordinator).map { .pause(coordinator: $0) }
        case .resume(let coordinator):
            Self.smaller(coordinator).map { .resume(coordinator: $0) }
        case .writePath(let stack, let length):
            Self.smaller(length).map { .writePath(stack: stack, length: $0) }
                + Self.smaller(stack).map { .writePath(stack: $0, length: length) }
        case .growPath(let stack):
            Self.smaller(stack).map { .growPath(stack: $0) }
        case .clearSheet(let level):
            [.swipeDown] + Self.smaller(level).map { .clearSheet(level: $0) }
        case .writeTab(let index):
            [.selectTab(index)] + Self.smaller(index).map { .writeTab($0) }
        case .backSwipe(let completes):
            completes ? [.back] : []
        case .sheetDrag(let completes):
            completes ? [.swipeDown] : []
        }
    }

    private static func smaller(_ position: Int) -> [Int] {
        position == 0 ? [] : position == 1 ? [0] : [0, position - 1]
    }

    /// Masks that keep one more of the first eight screens: fewer removals is simpler.
    private static func moreKept(_ keep: UInt64) -> [UInt64] {
        (0..<8).compactMap { bit in
            keep & (1 << bit) == 0 ? keep | (1 << bit) : nil
        }
    }
}
