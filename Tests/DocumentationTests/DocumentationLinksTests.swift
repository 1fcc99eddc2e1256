import Foundation
import Testing

/// The README and the pages of docs/: every relative link leads to a file that exists and every `#anchor` to a
/// heading of it, and the README stays a front door.
@Suite("Documentation links")
struct DocumentationLinksTests {
  /// The repository: two folders up from this file (Tests/DocumentationTests/).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// README.md, CHANGELOG.md and every Markdown page of docs/, relative to the repository.
  static func pages() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
    return ["README.md", "CHANGELOG.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  @Test("every relative link of README.md, CHANGELOG.md and docs/*.md names a file, and every #anchor a heading")
  func everyLinkLeadsSomewhere() throws {
    let pages = try Self.pages()
    #expect(pages.count > 10, "docs/ holds the pages the README links to")
    #expect(MarkdownLinks.problems(in: pages, root: Self.root) == [])
  }

  @Test("the README links to every page of docs/")
  func readmeLinksEveryPage() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let linked = Set(MarkdownLinks.links(in: readme).map { $0.target.split(separator: "#")[0] })
    let unlinked = try Self.pages().filter { $0.hasPrefix("docs/") && !linked.contains(Substring($0)) }
    #expect(unlinked == [])
  }

  @Test("README.md is under 12,000 bytes")
  func readmeIsShort() throws {
    let size = try Data(contentsOf: Self.root.appendingPathComponent("README.md")).count
    #expect(size < 12_000, "README.md is \(size) bytes; move detail to docs/")
  }

  @Test("anchors are GitHub's: GitHub Docs' examples, and a heading of ours worked out by hand")
  func gitHubSlugs() {
    // GitHub Docs, "Basic writing and formatting syntax", Section links: letters lowercased, spaces made hyphens,
    // other white space and punctuation removed, emphasis dropped, a repeated heading numbered from -1.
    let headings = """
      # Example headings
      ## Sample Section
      ## This'll  be a _Helpful_ Section About the Greek Letter Θ!
      ## This will be a Helpful Section
      ## This will be a Helpful Section
      """
    #expect(
      MarkdownLinks.anchors(in: headings) == [
        "example-headings", "sample-section", "thisll--be-a-helpful-section-about-the-greek-letter-θ",
        "this-will-be-a-helpful-section", "this-will-be-a-helpful-section-1",
      ])
    // By the rule: the backticks, colon and comma go, the spaces become hyphens; snake_case keeps its underscore.
    #expect(
      MarkdownLinks.slug("A table server: `blackjack serve`, and a leaderboard no one can forge")
        == "a-table-server-blackjack-serve-and-a-leaderboard-no-one-can-forge")
    #expect(MarkdownLinks.slug("The [docs](x.md) of snake_case (*really*)") == "the-docs-of-snake_case-really")
  }

  @Test("a missing file, a missing heading and a link out of the repository are each named; code is not a link")
  func brokenLinksAreFound() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let readme = """
      # Top
      See [the rules](docs/rules.md#the-rule-notation), [gone](docs/gone.md), [no such heading](docs/rules.md#nope),
      [up](../outside.md), [here](#top), [the web](https://example.com/x.md) and `[code](not/a/link.md)`.

      ```sh
      echo [fenced](not/a/link.md)
      ```
      """
    try readme.write(to: root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    try "# The rule notation\n\nBack to the [README](../README.md#top).\n".write(
      to: root.appendingPathComponent("docs/rules.md"), atomically: true, encoding: .utf8)
    #expect(
      MarkdownLinks.problems(in: ["README.md", "docs/rules.md"], root: root) == [
        "README.md:2: docs/gone.md: no file docs/gone.md",
        "README.md:2: docs/rules.md#nope: no heading of docs/rules.md has the anchor #nope",
        "README.md:3: ../outside.md: leads outside the repository",
      ])
  }
}
