// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Blackjack",
  products: [
    // A reusable deck-of-cards library for any card game.
    .library(name: "CardKit", targets: ["CardKit"]),
    // The blackjack rules engine: rules, hands, the round, the dealer AI and player strategies.
    .library(name: "BlackjackEngine", targets: ["BlackjackEngine"]),
    // Card counting on the engine: counting systems, counts and their readings, bet ramps, index plays and tables,
    // and the counter's strategy.
    .library(name: "BlackjackCounting", targets: ["BlackjackCounting"]),
    // Practice for a player: the strategy, counting and deviation drills and the tally of mistakes by chart position.
    .library(name: "BlackjackTraining", targets: ["BlackjackTraining"]),
    // Exact combinatorial odds: dealer probabilities, action EVs, house edge and computed basic strategy.
    .library(name: "BlackjackAnalysis", targets: ["BlackjackAnalysis"]),
    // Fast, reproducible, multi-core simulation on the same engine.
    .library(name: "BlackjackSimulation", targets: ["BlackjackSimulation"]),
    .executable(name: "blackjack", targets: ["blackjack"]),
    // The prompt and the command line as libraries, so that the fuzz harnesses (Fuzz/, a package of its own) can
    // drive their logic.
    .library(name: "BlackjackREPL", targets: ["BlackjackREPL"]),
    .library(name: "BlackjackCLI", targets: ["BlackjackCLI"]),
    // The table server (`blackjack serve`) and its client: the server deals, keeps every bankroll and round, and
    // ranks what it has seen.
    .library(name: "BlackjackServer", targets: ["BlackjackServer"]),
  ],
  targets: [
    .target(name: "CardKit"),
    // Number formatting, edit distance and unbuffered output shared inside the package (package access only).
    .target(name: "BlackjackText"),
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    .target(name: "BlackjackEngine", dependencies: ["CardKit", "BlackjackText"]),
    // Counting systems, counts, readings, ramps, index tables and the counting strategy, on the engine's hands and
    // rounds; the engine knows nothing of them.
    .target(name: "BlackjackCounting", dependencies: ["CardKit", "BlackjackEngine", "BlackjackText"]),
    // The prompt's training: chart positions, the strategy, counting and deviation drills and the mistake tally; on
    // the engine and counting, which know nothing of it.
    .target(name: "BlackjackTraining", dependencies: ["CardKit", "BlackjackEngine", "BlackjackCounting"]),
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    // One SQLite connection for the profile and the server: values, errors, kept prepared statements, in-memory
    // images, backups (package access only).
    .target(name: "BlackjackSQLite", dependencies: ["CSQLite"]),
    .testTarget(name: "BlackjackSQLiteTests", dependencies: ["BlackjackSQLite", "CSQLite"]),
    // The player's profiles (bankroll, hand history, resumable rounds) in an SQLite database.
    .target(name: "BlackjackProfile", dependencies: ["CSQLite", "BlackjackSQLite", "BlackjackText"]),
    .testTarget(
      name: "BlackjackProfileTests", dependencies: ["BlackjackProfile", "BlackjackSQLite"], exclude: ["Fixtures"]),
    .systemLibrary(
      name: "CMicroHTTPD",
      pkgConfig: "libmicrohttpd",
      providers: [.apt(["libmicrohttpd-dev"])]
    ),
    .systemLibrary(
      name: "CLibPQ",
      pkgConfig: "libpq",
      providers: [.apt(["libpq-dev"])]
    ),
    // The table server: HTTP on libmicrohttpd, players and tokens, server-dealt tables on the engine, the
    // leaderboard, and storage in SQLite or PostgreSQL; with the HTTP client the command line talks to it through.
    .target(
      name: "BlackjackServer",
      dependencies: [
        "CMicroHTTPD", "CLibPQ", "CSQLite", "BlackjackSQLite", "BlackjackEngine", "CardKit", "BlackjackText",
        "BlackjackPictures", "BlackjackREPL", "BlackjackProfile",
      ]),
    .testTarget(
      name: "BlackjackServerTests",
      dependencies: [
        "BlackjackServer", "BlackjackEngine", "CardKit", "CSQLite", "CLibPQ", "BlackjackSQLite", "BlackjackText",
        "BlackjackREPL",
      ]),
    // SVG and HTML built as typed element trees, and the charts drawn with them (package access only).
    .target(name: "BlackjackPictures", dependencies: ["BlackjackText"]),
    .target(name: "BlackjackAnalysis", dependencies: ["CardKit", "BlackjackEngine", "BlackjackText"]),
    .testTarget(name: "BlackjackAnalysisTests", dependencies: ["BlackjackAnalysis", "BlackjackEngine", "CardKit"]),
    .target(
      name: "BlackjackSimulation",
      dependencies: ["CardKit", "BlackjackEngine", "BlackjackCounting", "BlackjackAnalysis"]),
    .target(
      name: "BlackjackCLI",
      dependencies: [
        "CardKit", "BlackjackEngine", "BlackjackCounting", "BlackjackSimulation", "BlackjackREPL", "BlackjackAnalysis",
        "BlackjackText", "BlackjackProfile", "BlackjackPictures", "ShuffleAudit", "BlackjackServer",
        "BlackjackTraining",
      ]),
    .executableTarget(name: "blackjack", dependencies: ["BlackjackCLI"]),
    .executableTarget(
      name: "blackjack-bench",
      dependencies: [
        "CardKit", "BlackjackEngine", "BlackjackCounting", "BlackjackSimulation", "BlackjackAnalysis", "BlackjackText",
        "ShuffleAudit", "BlackjackServer",
      ],
      path: "Sources/BlackjackBench"),
    .testTarget(name: "CardKitTests", dependencies: ["CardKit"], exclude: ["Reference"]),
    .testTarget(name: "BlackjackTextTests", dependencies: ["BlackjackText"]),
    .testTarget(name: "BlackjackPicturesTests", dependencies: ["BlackjackPictures"]),
    // The README and docs/: every relative link and #anchor leads somewhere, and the README stays short.
    .testTarget(name: "DocumentationTests"),
    .testTarget(name: "BlackjackEngineTests", dependencies: ["BlackjackEngine", "BlackjackCounting", "CardKit"]),
    .testTarget(name: "BlackjackCountingTests", dependencies: ["BlackjackCounting", "BlackjackEngine", "CardKit"]),
    .testTarget(
      name: "BlackjackTrainingTests",
      dependencies: ["BlackjackTraining", "BlackjackCounting", "BlackjackEngine", "CardKit"]),
    .testTarget(
      name: "BlackjackSimulationTests",
      dependencies: ["BlackjackSimulation", "BlackjackEngine", "BlackjackCounting", "CardKit"]),
    .testTarget(
      name: "BlackjackCLITests",
      dependencies: [
        "BlackjackCLI", "BlackjackAnalysis", "BlackjackEngine", "BlackjackCounting", "BlackjackProfile",
        "BlackjackSimulation", "CardKit", "BlackjackServer", "BlackjackSQLite",
      ]),
    .target(
      name: "BlackjackREPL",
      dependencies: [
        "CardKit", "CEditLine", "BlackjackEngine", "BlackjackCounting", "BlackjackTraining", "BlackjackAnalysis",
        "BlackjackText", "BlackjackProfile", "BlackjackSimulation", "BlackjackPictures",
      ]),
    .testTarget(
      name: "BlackjackREPLTests",
      dependencies: [
        "BlackjackREPL", "CardKit", "BlackjackEngine", "BlackjackCounting", "BlackjackTraining", "BlackjackProfile",
        "BlackjackAnalysis", "BlackjackText", "BlackjackSimulation",
      ]),
    // The shuffle audit: chi-square and related tests of a shuffle, and the statistics behind their p-values.
    .target(name: "ShuffleAudit", dependencies: ["CardKit"]),
    .testTarget(
      name: "ShuffleAuditTests", dependencies: ["ShuffleAudit", "CardKit", "BlackjackSimulation", "BlackjackEngine"],
      exclude: ["Reference"]),
  ],
  swiftLanguageModes: [.v6]
)
