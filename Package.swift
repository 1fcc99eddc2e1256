// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Blackjack",
  products: [
    // A reusable deck-of-cards library for any card game.
    .library(name: "CardKit", targets: ["CardKit"])
  ],
  targets: [
    .target(name: "CardKit"),
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    .target(name: "BlackjackREPL", dependencies: ["CardKit", "CEditLine"]),
    .testTarget(name: "BlackjackREPLTests", dependencies: ["BlackjackREPL", "CardKit"]),
  ],
  swiftLanguageModes: [.v6]
)
