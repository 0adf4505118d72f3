// The containers report their changes as `NavigationChange`s, which live in the module every
// container shares; a user who imports the containers should be able to name them without a
// second import. `@_exported` is underscored, and Swift offers no public re-export; if a release
// changed it, users would add `import ReactiveCoordinatorContainerKit`, a compile-time change with
// no change of behaviour.
@_exported public import ReactiveCoordinatorContainerKit
