/// Why a tap did not send an intent: the button is not on the screen, or its argument is wrong.
struct TapRefusal: Error, Sendable {
    let message: String
}
