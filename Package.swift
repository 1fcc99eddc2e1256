// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Blackjack",
  products: [
    // A reusable deck-of-cards library for any card game.
    .library(name: "CardKit", targets: ["CardKit"]),
    .executable(name: "blackjack", targets: ["blackjack"]),
  ],
  targets: [
    .target(name: "CardKit"),
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    .target(name: "BlackjackCLI", dependencies: ["CardKit"]),
    .executableTarget(name: "blackjack", dependencies: ["BlackjackCLI"]),
    .executableTarget(name: "blackjack-bench", dependencies: ["CardKit"], path: "Sources/BlackjackBench"),
    .testTarget(name: "CardKitTests", dependencies: ["CardKit"], exclude: ["Reference"]),
    .testTarget(name: "BlackjackCLITests", dependencies: ["BlackjackCLI", "CardKit"]),
  ],
  swiftLanguageModes: [.v6]
)
