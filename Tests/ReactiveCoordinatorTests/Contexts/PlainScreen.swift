/// A stand-in for a view model with no intents: an object with a name and nothing else.
final class PlainScreen: CustomStringConvertible {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    var description: String {
        name
    }
}
