/// The texts of link steps that were described (a step nobody took, for its log line and its
/// error, and a waiting link's steps joined, for the flow explorer's state keys), kept per storage
/// of a link's steps when its steps are values.
///
/// Describing a value that does not describe itself reflects over it (about 50,000
/// instructions), and an app that opens the same links again and again (an explorer, a test
/// that replays) describes the same steps each time. A step is known by the storage of its
/// link's steps and its place there: the entry holds the steps, so the storage cannot be reused
/// by other steps while the entry stands. A step that is an object may describe itself otherwise
/// later, and an entry would hold it alive: the steps of a link with an object among them are
/// described every time.
@MainActor
enum LinkStepTexts {
    /// A few: a link held for a guard's answer resumes with a rest of new storage each time.
    private static var known: [(steps: [any Sendable], offset: Int, text: String)] = []
    /// The place an entry of the whole link's text takes.
    private static let wholeLink = -1

    /// The texts of `steps`, each as `String(describing:)` makes it, joined by `/`.
    static func joinedText(of steps: [any Sendable]) -> String {
        text(of: steps, at: wholeLink)
    }

    /// The text of `steps[offset]`, as `String(describing:)` makes it, or of every step joined by
    /// `/` at `wholeLink`.
    static func text(of steps: [any Sendable], at offset: Int) -> String {
        let storage = steps.withUnsafeBufferPointer { $0.baseAddress }
        for entry in known
        where entry.offset == offset && entry.steps.count == steps.count
            && entry.steps.withUnsafeBufferPointer({ $0.baseAddress }) == storage
        {
            return entry.text
        }
        // Described outside any access to `known`: the step's own description is the app's code.
        let text =
            offset == wholeLink
            ? steps.map { String(describing: $0) }.joined(separator: "/") : String(describing: steps[offset])
        // Not kept when any step of the link is an object: the entry would hold it alive.
        for step in steps where type(of: step) is AnyObject.Type { return text }
        if known.count == 16 { known.removeFirst() }
        known.append((steps, offset, text))
        return text
    }
}
