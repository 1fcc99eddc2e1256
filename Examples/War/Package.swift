// swift-tools-version:6.0
// War, a second example of a game on CardKit alone. The dependency is by path; from elsewhere use
// `.package(url: "<this repository's URL>", from: "0.2.0")`.
import PackageDescription

let package = Package(
  name: "War",
  dependencies: [
    .package(name: "Blackjack", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "war",
      dependencies: [.product(name: "CardKit", package: "Blackjack")]
    )
  ],
  swiftLanguageModes: [.v6]
)
