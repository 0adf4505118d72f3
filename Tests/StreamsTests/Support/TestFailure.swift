/// The failure type used by the tests.
struct TestFailure: Error, Equatable {
    var code = 0
}
