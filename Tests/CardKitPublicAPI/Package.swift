// swift-tools-version:6.0
// Compiles against CardKit's public API only, as a package depending on it would: `import CardKit`, never
// `@testable`. That it builds shows the API is there; its tests check what the API does. Scripts/test runs it.
import PackageDescription

let package = Package(
  name: "CardKitPublicAPI",
  dependencies: [
    .package(name: "Blackjack", path: "../..")
  ],
  targets: [
    .testTarget(
      name: "CardKitPublicAPITests",
      dependencies: [.product(name: "CardKit", package: "Blackjack")]
    )
  ],
  swiftLanguageModes: [.v6]
)
