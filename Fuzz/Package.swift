// swift-tools-version:6.0
// libFuzzer harnesses for the Blackjack package, one executable per target; build and run them with Scripts/fuzz.
//
// Each harness defines `LLVMFuzzerTestOneInput` and has no `main`: libFuzzer's own comes with
// `--sanitize fuzzer`. They are a package of their own, depending on the main one by path, so that the main
// package's `swift build` never compiles or links them. Scripts/fuzz builds with `-enable-testing` too, for the
// harnesses' `@testable import`s of internal parsers.
import PackageDescription

/// The harnesses: `Sources/fuzz-<name>/`, run as `Scripts/fuzz <name>`, with seed inputs in `Corpus/<name>/`.
let harnesses: [(name: String, products: [String])] = [
  ("cards", ["CardKit", "BlackjackREPL"]),
  ("rules", ["BlackjackEngine"]),
  ("round-count", ["BlackjackCLI"]),
  ("options", ["BlackjackCLI", "BlackjackEngine"]),
  ("repl-line", ["BlackjackREPL", "BlackjackEngine", "CardKit"]),
  ("session", ["BlackjackREPL", "BlackjackEngine", "CardKit"]),
  ("round", ["BlackjackEngine", "CardKit"]),
  ("analysis", ["BlackjackAnalysis", "BlackjackEngine", "CardKit"]),
  ("server", ["BlackjackServer", "BlackjackEngine"]),
]

let package = Package(
  name: "BlackjackFuzz",
  dependencies: [
    .package(name: "Blackjack", path: "..")
  ],
  targets: [
    // Reading typed values from the fuzzer's bytes, and the check that reports a broken invariant.
    .target(name: "FuzzSupport")
  ]
    + harnesses.map { harness in
      .executableTarget(
        name: "fuzz-\(harness.name)",
        dependencies: ["FuzzSupport"] + harness.products.map { .product(name: $0, package: "Blackjack") })
    },
  swiftLanguageModes: [.v6]
)
