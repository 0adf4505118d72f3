// Coordinators hand out streams (`events`, `results`, intents); users who import the
// coordinator layer should be able to subscribe without a second import. `@_exported` is
// underscored, and Swift offers no public re-export; if a release changed it, users would add
// `import Streams`, a compile-time change with no change of behaviour.
@_exported public import Streams
