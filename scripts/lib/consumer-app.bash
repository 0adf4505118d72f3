# Sourced by the stand-in checks. check_consumer_app APP FACE: type-checks the consumer package's
# app module Examples/ConsumerPackage/Sources/APP against the stand-in in $work/shim and the face
# compiled into $work/library, beside the library modules `swift build` made ($modules). On Linux
# the app's UIKit or SwiftUI code compiles out; here it is checked. The consumer is an adopter's
# package, so an adopter's settings: Swift 6, none of this package's upcoming features.
check_consumer_app() {
    local app=$1 face=$2 output settings=(-swift-version 6 -warnings-as-errors)
    mkdir -p "$work/consumer"
    output="$(swiftc -emit-module -wmo -module-name MyFlows -parse-as-library "${settings[@]}" -I "$modules" \
        "${lookup[@]}" -emit-module-path "$work/consumer/MyFlows.swiftmodule" \
        Examples/ConsumerPackage/Sources/MyFlows/*.swift 2>&1 \
        && swiftc -typecheck -module-name "$app" -parse-as-library "${settings[@]}" -I "$work/consumer" \
            -I "$work/library" -I "$work/shim" -I "$modules" "${lookup[@]}" \
            Examples/ConsumerPackage/Sources/"$app"/*.swift 2>&1)" || {
        echo "FAIL the consumer package's $app against the $face stand-in:"
        echo "$output"
        exit 1
    }
}
