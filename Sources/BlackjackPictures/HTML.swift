/// The HTML elements pages are made of, each a typed function that builds an ``Element``.
///
/// A page is one self-contained document: its style sheet inline, its pictures inline SVG, no script and nothing
/// fetched from anywhere. It is written as well-formed XHTML-compatible HTML (every element closed, the XHTML
/// namespace on the root), so an XML parser reads it as well as a browser.
package enum HTML {
  /// The XHTML namespace.
  package static let namespace = "http://www.w3.org/1999/xhtml"

  /// A whole page: the doctype, then `html` with a head (UTF-8, the title, the style sheet) and `body`.
  ///
  /// - Precondition: `style` has no `<`, `>` or `&`: a style sheet is raw text in HTML, so it is never escaped.
  package static func page(title: String, style: String, body: [Element]) -> String {
    precondition(!style.contains(where: { $0 == "<" || $0 == ">" || $0 == "&" }), "the style sheet must be plain")
    let head = Element(
      "head",
      elements: [
        Element("meta", [Attribute("charset", "utf-8")], closesWhenEmpty: true),
        Element(
          "meta", [Attribute("name", "viewport"), Attribute("content", "width=device-width, initial-scale=1")],
          closesWhenEmpty: true),
        Element("title", text: title),
        Element("style", text: style),
      ])
    let html = Element(
      "html", [Attribute("xmlns", namespace), Attribute("lang", "en")],
      elements: [head, Element("body", elements: body)])
    return "<!DOCTYPE html>\n" + html.markup + "\n"
  }

  /// A heading, `h1` … `h3`.
  package static func heading(_ level: Int, _ text: String, id: String? = nil) -> Element {
    precondition((1...3).contains(level))
    return Element("h\(level)", id.map { [Attribute("id", $0)] } ?? [], text: text)
  }

  /// A paragraph of text, with an optional class ("note").
  package static func paragraph(_ text: String, class name: String? = nil) -> Element {
    Element("p", name.map { [Attribute("class", $0)] } ?? [], text: text)
  }

  /// A table with a header row and rows of text cells; the first cell of each row is its header.
  package static func table(header: [String], rows: [[String]], class name: String? = nil) -> Element {
    let head = Element(
      "thead",
      elements: [Element("tr", elements: header.map { Element("th", [Attribute("scope", "col")], text: $0) })])
    let body = Element(
      "tbody",
      elements: rows.map { row in
        Element(
          "tr",
          elements: row.enumerated().map { index, cell in
            index == 0 ? Element("th", [Attribute("scope", "row")], text: cell) : Element("td", text: cell)
          })
      })
    return Element("table", name.map { [Attribute("class", $0)] } ?? [], elements: [head, body])
  }

  /// A list of terms and their values (the settings and headline figures of a report).
  package static func definitions(_ items: [(term: String, value: String)]) -> Element {
    Element(
      "dl",
      elements: items.flatMap { [Element("dt", text: $0.term), Element("dd", text: $0.value)] })
  }

  /// A picture with its caption.
  package static func figure(_ picture: Element, caption: String) -> Element {
    Element("figure", elements: [picture, Element("figcaption", text: caption)])
  }

  /// A section of a page: its heading, then its content.
  package static func section(_ title: String, id: String, _ content: [Element]) -> Element {
    Element("section", [Attribute("id", id)], elements: [heading(2, title)] + content)
  }
}
