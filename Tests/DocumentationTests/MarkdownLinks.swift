import Foundation

/// The links and headings of Markdown files, read as GitHub renders them, to check that every relative link leads
/// somewhere.
struct MarkdownLinks {
  /// A link found in a file: where it stands and what it points at.
  struct Link: Equatable {
    /// The line, counted from 1.
    var line: Int
    /// The target as written: `docs/rules.md`, `#layout`, `rules.md#the-rule-notation`, `https://…`.
    var target: String
  }

  /// The lines of `text` outside fenced code blocks, with inline code spans blanked out, numbered from 1.
  static func proseLines(_ text: String) -> [(number: Int, text: String)] {
    var lines: [(Int, String)] = []
    var fence: String?
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = raw.drop { $0 == " " }
      if let open = fence {
        if trimmed.hasPrefix(open) { fence = nil }
        continue
      }
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
        fence = String(trimmed.prefix(3))
        continue
      }
      lines.append((index + 1, withoutCodeSpans(String(raw))))
    }
    return lines
  }

  /// `line` with every code span (`` `…` ``, or between runs of as many backticks) taken out.
  static func withoutCodeSpans(_ line: String) -> String {
    var result = ""
    var rest = Substring(line)
    while let start = rest.firstIndex(of: "`") {
      result += rest[..<start]
      let ticks = rest[start...].prefix { $0 == "`" }
      let after = rest[ticks.endIndex...]
      guard let close = after.range(of: String(ticks)) else { return result + rest[start...] }
      rest = after[close.upperBound...]
    }
    return result + rest
  }

  /// Every link of `text`: inline links and images `[text](target "title")` and reference definitions
  /// `[label]: target`, outside code.
  static func links(in text: String) -> [Link] {
    var links: [Link] = []
    for (number, line) in proseLines(text) {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("["), let colon = trimmed.range(of: "]: ") {
        let target = trimmed[colon.upperBound...].split(separator: " ").first.map(String.init) ?? ""
        links.append(Link(line: number, target: target))
        continue
      }
      var rest = Substring(line)
      while let open = rest.range(of: "](") {
        var depth = 0
        var end = open.upperBound
        while end < rest.endIndex {
          if rest[end] == "(" { depth += 1 }
          if rest[end] == ")" {
            if depth == 0 { break }
            depth -= 1
          }
          end = rest.index(after: end)
        }
        let inside = rest[open.upperBound..<end]
        links.append(Link(line: number, target: String(inside.split(separator: " ").first ?? "")))
        rest = end < rest.endIndex ? rest[rest.index(after: end)...] : ""
      }
    }
    return links
  }

  /// The anchors of the headings of `text`, as GitHub makes them: each ATX heading's slug, and for a slug seen
  /// before, the slug and `-1`, `-2`, ….
  static func anchors(in text: String) -> Set<String> {
    var anchors: Set<String> = []
    var seen: [String: Int] = [:]
    for (_, line) in proseLinesKeepingCode(text) {
      let hashes = line.prefix { $0 == "#" }
      guard (1...6).contains(hashes.count), line.dropFirst(hashes.count).first == " " else { continue }
      var title = line.dropFirst(hashes.count + 1)
      while title.last == "#" || title.last == " " { title = title.dropLast() }
      let base = slug(String(title))
      let count = seen[base, default: 0]
      seen[base] = count + 1
      anchors.insert(count == 0 ? base : "\(base)-\(count)")
    }
    return anchors
  }

  /// The lines outside fenced code blocks, with code spans kept (a heading's code is part of its text).
  private static func proseLinesKeepingCode(_ text: String) -> [(number: Int, text: String)] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return proseLines(text).map { ($0.number, String(lines[$0.number - 1])) }
  }

  /// GitHub's anchor for a heading: the text as rendered (links as their text, code and emphasis as their letters),
  /// lowercased, every character but letters, marks, digits, connector punctuation, hyphens and spaces removed, and
  /// each space made a hyphen. This is the rule of GitHub's table-of-contents filter (html-pipeline's
  /// `TableOfContentsFilter`: `downcase`, `gsub(/[^\p{Word}\- ]/u, "")`, `tr(" ", "-")`).
  static func slug(_ heading: String) -> String {
    var text = ""
    var rest = Substring(heading)
    // A link shows its text only.
    while let open = rest.firstIndex(of: "[") {
      text += rest[..<open]
      guard let close = rest[open...].range(of: "]("), let end = rest[close.upperBound...].firstIndex(of: ")") else {
        text += rest[open...]
        rest = ""
        break
      }
      text += rest[rest.index(after: open)..<close.lowerBound]
      rest = rest[rest.index(after: end)...]
    }
    text += rest
    // Code and emphasis markers are markup, not text: backticks, asterisks, and underscores at the edge of a word.
    let characters = Array(text)
    var rendered = ""
    for (index, character) in characters.enumerated() {
      if character == "`" || character == "*" { continue }
      if character == "_" {
        let before = index > 0 ? characters[index - 1] : " "
        let after = index + 1 < characters.count ? characters[index + 1] : " "
        if !(before.isLetter || before.isNumber) || !(after.isLetter || after.isNumber) { continue }
      }
      rendered.append(character)
    }
    var slug = ""
    for scalar in rendered.lowercased().unicodeScalars {
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
        .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .connectorPunctuation:
        slug.unicodeScalars.append(scalar)
      default:
        if scalar == "-" || scalar == " " { slug.append("-") }
      }
    }
    return slug
  }

  /// `path` without `.` and `..` components and empty ones (`docs/../README.md` is `README.md`), or nil when it
  /// climbs above the top.
  static func normalized(_ path: String) -> String? {
    var components: [Substring] = []
    for component in path.split(separator: "/") where component != "." {
      if component == ".." {
        guard components.popLast() != nil else { return nil }
      } else {
        components.append(component)
      }
    }
    return components.joined(separator: "/")
  }

  /// What is wrong with the relative links of `files` (paths relative to `root`): one line each, `file:line: target:
  /// reason`. Links with a scheme (`https:`, `mailto:`) are not followed.
  static func problems(in files: [String], root: URL) -> [String] {
    var problems: [String] = []
    var anchorsOf: [String: Set<String>] = [:]
    func anchors(of path: String) -> Set<String>? {
      if let known = anchorsOf[path] { return known }
      guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { return nil }
      anchorsOf[path] = Self.anchors(in: text)
      return anchorsOf[path]
    }
    for file in files {
      guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else {
        problems.append("\(file): cannot be read")
        continue
      }
      let directory = file.split(separator: "/").dropLast().joined(separator: "/")
      for link in links(in: text) {
        let target = link.target.hasPrefix("<") ? String(link.target.dropFirst().dropLast()) : link.target
        if target.isEmpty {
          problems.append("\(file):\(link.line): an empty link")
          continue
        }
        if target.contains(":") && !target.hasPrefix("#") && target.split(separator: ":")[0].allSatisfy(\.isLetter) {
          continue
        }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let pathPart = String(parts[0]).removingPercentEncoding ?? String(parts[0])
        guard let path = pathPart.isEmpty ? file : normalized(directory + "/" + pathPart) else {
          problems.append("\(file):\(link.line): \(target): leads outside the repository")
          continue
        }
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) else {
          problems.append("\(file):\(link.line): \(target): no file \(path)")
          continue
        }
        guard parts.count == 2 else { continue }
        let anchor = String(parts[1]).removingPercentEncoding ?? String(parts[1])
        guard path.hasSuffix(".md"), let known = anchors(of: path) else {
          problems.append("\(file):\(link.line): \(target): an anchor into \(path), which is not Markdown")
          continue
        }
        if !known.contains(anchor) {
          problems.append("\(file):\(link.line): \(target): no heading of \(path) has the anchor #\(anchor)")
        }
      }
    }
    return problems
  }
}
