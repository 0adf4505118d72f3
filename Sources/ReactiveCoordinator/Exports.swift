// Coordinators hand out streams (`events`, `results`, intents); users who import the
// coordinator layer should be able to subscribe without a second import.
@_exported public import Streams
