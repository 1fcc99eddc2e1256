/// One element of a markup tree (SVG or HTML): its name, its attributes in order, and its children.
///
/// Pictures are built as trees of elements, never by pasting strings together: ``markup`` writes the tree with every
/// attribute value and every text escaped (``XMLEscaping``), so that a rule string or a file name can never break
/// the document. The same tree always writes the same bytes.
package struct Element: Hashable, Sendable {
  /// A child of an element: another element, or text.
  package enum Node: Hashable, Sendable {
    /// A nested element.
    case element(Element)
    /// Character data, escaped when written.
    case text(String)
  }

  /// The tag name: `rect`, `svg`, `p`.
  package var name: String
  /// The attributes, written in this order.
  package var attributes: [Attribute]
  /// The children, in document order.
  package var children: [Node]
  /// Whether the element is written `<rect/>` when it has no children (SVG elements and HTML void elements such as
  /// `meta`); otherwise it is written `<p></p>`, as HTML needs for every element that is not void.
  package var closesWhenEmpty: Bool

  /// An element. Names and attribute names are the program's own words (letters, digits, `-` and `:`).
  package init(
    _ name: String, _ attributes: [Attribute] = [], children: [Node] = [], closesWhenEmpty: Bool = false
  ) {
    precondition(Self.isName(name), "not an element name: \(name)")
    self.name = name
    self.attributes = attributes
    self.children = children
    self.closesWhenEmpty = closesWhenEmpty
  }

  /// An element holding only child elements.
  package init(_ name: String, _ attributes: [Attribute] = [], elements: [Element], closesWhenEmpty: Bool = false) {
    self.init(name, attributes, children: elements.map(Node.element), closesWhenEmpty: closesWhenEmpty)
  }

  /// An element holding only text.
  package init(_ name: String, _ attributes: [Attribute] = [], text: String) {
    self.init(name, attributes, children: [.text(text)])
  }

  /// The element written as markup. An element whose children are all elements puts each on a line of its own; one
  /// with text keeps its children on one line (white space in text is meaningful).
  package var markup: String {
    var output = ""
    write(to: &output)
    return output
  }

  /// Appends the element's markup to `output`.
  package func write(to output: inout String) {
    output += "<" + name
    for attribute in attributes {
      output += " " + attribute.name + "=\"" + XMLEscaping.attribute(attribute.value) + "\""
    }
    if children.isEmpty {
      output += closesWhenEmpty ? "/>" : "></" + name + ">"
      return
    }
    output += ">"
    let block = children.allSatisfy { if case .element = $0 { true } else { false } }
    for child in children {
      if block { output += "\n" }
      switch child {
      case .element(let element): element.write(to: &output)
      case .text(let text): output += XMLEscaping.text(text)
      }
    }
    output += (block ? "\n" : "") + "</" + name + ">"
  }

  /// The value of the attribute called `name`, if the element has one.
  package subscript(attribute name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// Every element of the tree, this one first, in document order.
  package var descendants: [Element] {
    [self]
      + children.flatMap { child -> [Element] in
        if case .element(let element) = child { element.descendants } else { [] }
      }
  }

  /// The text of the element and its descendants, joined.
  package var textContent: String {
    children.map { child in
      switch child {
      case .element(let element): element.textContent
      case .text(let text): text
      }
    }.joined()
  }

  /// Whether `name` is a name this builder writes unescaped: an ASCII letter, then letters, digits, `-` or `:`.
  static func isName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == ":")
    }
  }
}

/// One attribute of an ``Element``: a name and a value, escaped when written.
package struct Attribute: Hashable, Sendable {
  /// The attribute's name: `fill`, `viewBox`, `aria-labelledby`.
  package var name: String
  /// The value, as text.
  package var value: String

  /// An attribute with a text value.
  package init(_ name: String, _ value: String) {
    precondition(Element.isName(name), "not an attribute name: \(name)")
    self.name = name
    self.value = value
  }

  /// An attribute with a number value, written as ``SVGNumber`` writes numbers ("12.5", "0", "-3.25").
  package init(_ name: String, _ value: Double) {
    self.init(name, SVGNumber.text(value))
  }
}
