// swift-tools-version:6.0
// An example of depending on CardKit from another package. Here the dependency is by path; from elsewhere use
// `.package(url: "<this repository's URL>", from: "0.2.0")`.
import PackageDescription

let package = Package(
  name: "HighCard",
  dependencies: [
    .package(name: "Blackjack", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "highcard",
      dependencies: [.product(name: "CardKit", package: "Blackjack")]
    )
  ],
  swiftLanguageModes: [.v6]
)
