# Sourced by the stand-in checks (check-uikit-adapters, check-swiftui-face) after they compiled
# the stand-in and the library against it with `-index-store-path`. The UIKit adapters and the
# SwiftUI face are compiled out of `swift build` on Linux, so scripts/check-availability never sees
# their references; here the same checker (scripts/availability/check_availability.py) reads the
# index store of this compilation, and the stand-in's own `@available` attributes, from its symbol
# graph, stand in for Apple's. A stand-in declaration's availability is only as right as the
# stand-in (each carries its source).
# Needs: `work` (a scratch folder), `cache` (the module-cache arguments), `modules` (the build's).

toolchain_lib="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib"
triple="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"

# index_for_availability SWIFTC_ARGS... -- SOURCES...: compiles SOURCES once more, as SwiftPM's
# debug builds do (one object per file, into $work/objects), writing an index store into
# $work/index. swiftc writes no usable store beside -emit-module -wmo over many files ("index
# output filenames do not match input source files"), and a -typecheck store names no unit per file.
index_for_availability() {
    local args=() file
    while [[ $1 != -- ]]; do args+=("$1"); shift; done
    shift
    # Objects of each call in a folder of their own: the index names a unit after its object, so a
    # second call writing the same object names would replace the first call's units.
    local objects
    mkdir -p "$work/objects"
    objects="$(mktemp -d "$work/objects/call.XXXX")"
    python3 -c 'import json, sys; print(json.dumps({f: {"object": sys.argv[1] + "/" + str(i) + ".o"} for i, f in enumerate(sys.argv[2:])}))' \
        "$objects" "$@" >"$objects/map.json"
    swiftc -c "${args[@]}" -output-file-map "$objects/map.json" -index-store-path "$work/index" \
        -index-ignore-system-modules "$@"
}

# stand_in_graphs STAND_IN_MODULE STAND_IN_DIR LIBRARY_DIR [FACE_MODULE...]: the toolchain's graphs of the standard
# library's modules, the stand-in's, and the library's as compiled against it (its own
# `@available`, internal ones included, binds the adapters as in scripts/check-availability), into
# $work/graphs.
stand_in_graphs() {
    local stand_in=$1 stand_in_dir=$2 library_dir=$3 module
    mkdir -p "$work/graphs"
    for module in Swift _Concurrency Synchronization Observation; do
        swift-symbolgraph-extract -module-name "$module" -target "$triple" "${lookup[@]}" -output-dir "$work/graphs"
    done
    swift-symbolgraph-extract -module-name "$stand_in" -target "$triple" "${lookup[@]}" -I "$stand_in_dir" \
        -output-dir "$work/graphs"
    shift 3
    for module in ReactiveCoordinator "$@"; do
        swift-symbolgraph-extract -module-name "$module" -target "$triple" "${lookup[@]}" -I "$library_dir" \
            -I "$stand_in_dir" -I "$modules" -minimum-access-level internal -output-dir "$work/graphs"
    done
}

# check_stand_in_availability STAND_IN_MODULE ARGS...: the checker over those graphs, reading
# `#if canImport(STAND_IN_MODULE)` as true; ARGS as check_availability.py's.
check_stand_in_availability() {
    local stand_in=$1
    shift
    python3 -B scripts/availability/check_availability.py --symbol-graphs "$work/graphs" \
        --libindexstore "$toolchain_lib/libIndexStore.so" --can-import "$stand_in" "$@"
}

# check_stand_in_fixtures PLATFORMS STAND_IN_MODULE STAND_IN_DIR UNGUARDED GUARDED: the first fixture must fail
# naming each symbol of its `// EXPECT:` lines, the second must pass, both against the floor in
# PLATFORMS (a manifest fragment), so the step is known to catch what it is for.
check_stand_in_fixtures() {
    local platforms=$1 stand_in=$2 stand_in_dir=$3 unguarded=$4 guarded=$5 fixture status output symbol
    for fixture in "$unguarded" "$guarded"; do
        swiftc -typecheck -parse-as-library -swift-version 6 "${lookup[@]}" -I "$stand_in_dir" \
            -index-store-path "$work/fixtures/$(basename "$fixture")" -index-ignore-system-modules "$fixture"
    done
    status=0
    output="$(check_stand_in_availability "$stand_in" --package "$platforms" \
        --index-store "$work/fixtures/$(basename "$unguarded")" "$unguarded")" || status=$?
    if [[ $status -ne 1 ]]; then
        echo "FAIL $unguarded: the availability check exited $status, not 1:"
        echo "$output"
        exit 1
    fi
    mapfile -t expected < <(sed -n 's|^// EXPECT: ||p' "$unguarded")
    for symbol in "${expected[@]}"; do
        grep -qF "'$symbol' (" <<<"$output" || {
            echo "FAIL $unguarded: the availability check did not name '$symbol':"
            echo "$output"
            exit 1
        }
    done
    echo "ok   $unguarded fails the availability check, naming ${expected[*]}"
    output="$(check_stand_in_availability "$stand_in" --package "$platforms" \
        --index-store "$work/fixtures/$(basename "$guarded")" "$guarded")" || {
        echo "FAIL $guarded: the availability check failed:"
        echo "$output"
        exit 1
    }
    echo "ok   $guarded passes it"
}

# check_sources FILE...: every `public` / `open` declaration of a stand-in carries a one-line
# source in its doc comment (`/// Source: OWNER/REPO PATH` or an Apple documentation page), so
# each can be held to what Apple ships. Prints the count; fails naming the lines without one.
check_sources() {
    local file missing total
    for file in "$@"; do
        read -r total missing < <(awk '
            /^ *\/\/\/ Source: ([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+ [^ ]+|developer\.apple\.com\/)/ { sourced = 1 }
            /^ *(@[A-Za-z]+(\([^)]*\))? )*(open|public) / {
                total++
                if (!sourced) { missing++; lines = lines " " NR }
            }
            !/^ *(\/\/\/|@)/ { sourced = 0 }
            END { print total + 0, (missing + 0) lines }' "$file")
        if [[ "$missing" != 0 ]]; then
            echo "FAIL $file: declarations without a \`/// Source:\` line (count, then lines): $missing"
            exit 1
        fi
        echo "ok   $file: $total of $total public or open declarations carry a source"
    done
}
