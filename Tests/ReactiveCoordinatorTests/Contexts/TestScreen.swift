/// A stand-in for a view model: an object with a name and nothing else.
final class TestScreen: CustomStringConvertible {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    var description: String {
        name
    }
}
