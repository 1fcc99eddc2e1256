// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Blackjack",
  products: [
    // A reusable deck-of-cards library for any card game.
    .library(name: "CardKit", targets: ["CardKit"]),
    // The blackjack rules engine: rules, hands, the round, dealer and player strategies.
    .library(name: "BlackjackEngine", targets: ["BlackjackEngine"]),
    // Exact combinatorial odds for any rules the engine supports.
    .library(name: "BlackjackAnalysis", targets: ["BlackjackAnalysis"]),
    // Fast, reproducible, multi-core simulation.
    .library(name: "BlackjackSimulation", targets: ["BlackjackSimulation"]),
    .executable(name: "blackjack", targets: ["blackjack"]),
  ],
  targets: [
    .target(name: "CardKit"),
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    .target(name: "BlackjackEngine", dependencies: ["CardKit"]),
    .target(name: "BlackjackAnalysis", dependencies: ["BlackjackEngine"]),
    .target(name: "BlackjackSimulation", dependencies: ["BlackjackEngine", "BlackjackAnalysis"]),
    .target(name: "BlackjackREPL", dependencies: ["BlackjackEngine", "BlackjackAnalysis", "CEditLine"]),
    .target(
      name: "BlackjackCLI",
      dependencies: ["CardKit", "BlackjackEngine", "BlackjackAnalysis", "BlackjackSimulation", "BlackjackREPL"]
    ),
    .executableTarget(name: "blackjack", dependencies: ["BlackjackCLI"]),
    .executableTarget(
      name: "blackjack-bench",
      dependencies: ["CardKit", "BlackjackEngine", "BlackjackAnalysis", "BlackjackSimulation"],
      path: "Sources/BlackjackBench"
    ),
    .testTarget(name: "CardKitTests", dependencies: ["CardKit"]),
    .testTarget(name: "BlackjackEngineTests", dependencies: ["BlackjackEngine"]),
    .testTarget(name: "BlackjackAnalysisTests", dependencies: ["BlackjackAnalysis"]),
    .testTarget(name: "BlackjackSimulationTests", dependencies: ["BlackjackSimulation"]),
    .testTarget(name: "BlackjackREPLTests", dependencies: ["BlackjackREPL"]),
    .testTarget(name: "BlackjackCLITests", dependencies: ["BlackjackCLI"]),
  ],
  swiftLanguageModes: [.v6]
)
