import ReactiveCoordinator
import Streams
import Testing

/// A channel's own stream, held by the channel alone: one finish when the channel is finished or
/// released, and the finish at once for a subscriber that comes later.
@MainActor
@Suite struct IntentChannelStreamTests {
    @Test func aChannelsStreamFinishesOnceWhenTheChannelIsReleased() {
        var heard: [String] = []
        var channel: IntentChannel<Int>? = IntentChannel()
        let subscription = channel?.stream.subscribe(
            onValue: { heard.append("\($0)") }, onTermination: { _ in heard.append("|") })
        channel = nil
        #expect(heard == ["|"])
        withExtendedLifetime(subscription) {}
    }

    @Test func aSubscriberAfterFinishHearsTheEndAtOnceAndFinishingAgainChangesNothing() {
        let channel = IntentChannel<Int>()
        channel.finish()
        channel.finish()
        var heard: [String] = []
        let late = channel.stream.subscribe(
            onValue: { heard.append("\($0)") }, onTermination: { _ in heard.append("|") })
        #expect(heard == ["|"])
        withExtendedLifetime(late) {}
    }
}
