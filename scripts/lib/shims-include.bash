# Sourced by every script that compiles or reads the library's modules outside SwiftPM. Streams
# imports the package's C shims (their header includes nothing): `shims_include` is where their
# module map is, for the module lookups. Run from the repository root.
shims_include="$PWD/Sources/_ReactiveCoordinatorShims/include"
