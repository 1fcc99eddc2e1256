import Testing

@testable import BlackjackPictures

@Suite("Element: the markup tree")
struct ElementTests {
  @Test("attributes in order, text escaped, SVG elements self-closed and HTML elements closed, written by hand")
  func markup() {
    let tree = Element(
      "g", [Attribute("class", "cell"), Attribute("data-hand", "H16")],
      elements: [
        Element("rect", [Attribute("x", 1.5), Attribute("width", 34)], closesWhenEmpty: true),
        Element("text", [Attribute("x", -0.001)], text: "Rh"),
        Element("p"),
      ])
    #expect(
      tree.markup
        == "<g class=\"cell\" data-hand=\"H16\">\n<rect x=\"1.5\" width=\"34\"/>\n<text x=\"0\">Rh</text>\n<p></p>\n</g>"
    )
  }

  @Test("hostile text and attribute values cannot break out of their element")
  func hostile() {
    let rules = "6D <S17> & \"DAS\" 'LS'"
    let element = Element("text", [Attribute("data-rules", rules)], text: rules)
    #expect(
      element.markup
        == "<text data-rules=\"6D &lt;S17&gt; &amp; &quot;DAS&quot; 'LS'\">6D &lt;S17&gt; &amp; \"DAS\" 'LS'</text>")
    // The tree keeps the text as given; only the writing escapes it.
    #expect(element.textContent == rules)
    #expect(element[attribute: "data-rules"] == rules)
  }

  @Test("text mixed with elements stays on one line, so no white space is added to it")
  func mixed() {
    let element = Element("p", children: [.text("a "), .element(Element("b", text: "bold")), .text(" c")])
    #expect(element.markup == "<p>a <b>bold</b> c</p>")
  }

  @Test("descendants are in document order, the element first")
  func descendants() {
    let tree = Element(
      "svg", elements: [Element("g", elements: [Element("rect", closesWhenEmpty: true)]), Element("title", text: "t")])
    #expect(tree.descendants.map(\.name) == ["svg", "g", "rect", "title"])
  }

  @Test("the same tree writes the same bytes")
  func deterministic() {
    let make = {
      Element("svg", [Attribute("width", 640.0 / 3)], elements: [Element("text", [Attribute("y", 2.675)], text: "x")])
    }
    #expect(make().markup == make().markup)
    #expect(make().markup.contains("width=\"213.33\""))
  }
}

@Suite("XMLEscaping")
struct XMLEscapingTests {
  @Test(
    "text escapes &, < and >; attributes the double quote and tab and newline too; characters XML forbids become U+FFFD",
    arguments: [
      ("plain 6D S17", "plain 6D S17", "plain 6D S17"),
      ("a & b", "a &amp; b", "a &amp; b"),
      ("<script>", "&lt;script&gt;", "&lt;script&gt;"),
      ("say \"hi\"", "say \"hi\"", "say &quot;hi&quot;"),
      ("bell\u{7}", "bell\u{FFFD}", "bell\u{FFFD}"),
      ("tab\tnewline\n", "tab\tnewline\n", "tab&#9;newline&#10;"),
      ("nul\u{0}", "nul\u{FFFD}", "nul\u{FFFD}"),
      ("≥ −1 ± μσ²", "≥ −1 ± μσ²", "≥ −1 ± μσ²"),
    ])
  func escaping(raw: String, text: String, attribute: String) {
    #expect(XMLEscaping.text(raw) == text)
    #expect(XMLEscaping.attribute(raw) == attribute)
  }
}

@Suite("SVGNumber")
struct SVGNumberTests {
  @Test(
    "hundredths without trailing zeros, never -0",
    arguments: [
      (12.5, "12.5"), (3, "3"), (-0.25, "-0.25"), (-0.001, "0"), (0.005, "0.01"), (100, "100"), (2.675, "2.68"),
      (Double.nan, "0"), (-1234.5, "-1234.5"),
    ])
  func text(value: Double, text: String) {
    #expect(SVGNumber.text(value) == text)
  }
}
