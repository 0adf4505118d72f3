import Streams
import Testing

@Test func sourceDeliversValuesToSubscriber() {
    let source = EventSource<Int, Never>()
    let received = Received<Int>()
    let subscription = source.stream.subscribe(onValue: { received.append($0) }, onTermination: { _ in })
    source.send(1)
    source.send(2)
    #expect(received.values == [1, 2])
    subscription.cancel()
}
