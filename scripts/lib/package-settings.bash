# Sourced by the scripts that compile the library with swiftc directly (the UIKit and SwiftUI
# stand-in checks). Sets `settings`: the compiler settings Package.swift's loop gives every
# target, read from it so the two cannot drift, and the package name SwiftPM gave the build (the
# checkout's folder name), so that `package` access between the library targets works as it
# does under SwiftPM. Run from the repository root, after `swift build`.

mapfile -t features < <(sed -n 's/.*\.enableUpcomingFeature("\([A-Za-z]*\)").*/\1/p' Package.swift)
mapfile -t error_groups < <(sed -n 's/.*\.treatWarning("\([A-Za-z]*\)", as: \.error).*/\1/p' Package.swift)
if [[ ${#features[@]} -eq 0 ]]; then
    echo "found no enableUpcomingFeature in Package.swift: has its settings loop changed?" >&2
    exit 2
fi
package_name="$(grep -o '"-package-name","[^"]*"' .build/debug.yaml | head -1 | sed 's/.*,"\(.*\)"/\1/')"
if [[ -z "$package_name" ]]; then
    echo "found no -package-name in .build/debug.yaml: build first" >&2
    exit 2
fi
source scripts/lib/shims-include.bash
settings=(-swift-version 6 -warnings-as-errors -package-name "$package_name")
for feature in "${features[@]}"; do settings+=(-enable-upcoming-feature "$feature"); done
for group in "${error_groups[@]}"; do settings+=(-Werror "$group"); done
