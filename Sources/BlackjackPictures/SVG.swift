/// The SVG elements pictures are drawn with, each a typed function that builds an ``Element``.
///
/// Every picture is one ``document(id:width:height:title:description:children:)``: an `svg` element that a reader
/// is told is an image, named by its `<title>` and explained by its `<desc>`.
package enum SVG {
  /// The SVG namespace.
  package static let namespace = "http://www.w3.org/2000/svg"
  /// The fonts text is set in: DejaVu Sans where installed (Debian's default), else the reader's sans-serif.
  package static let fontFamily = "DejaVu Sans, Verdana, Arial, sans-serif"

  /// How text is placed against its x coordinate.
  package enum Anchor: String, Sendable {
    /// The text starts at x.
    case start
    /// The text is centred on x.
    case middle
    /// The text ends at x.
    case end
  }

  /// A point of a line or polygon.
  package struct Point: Hashable, Sendable {
    /// The x coordinate, rightwards.
    package var x: Double
    /// The y coordinate, downwards.
    package var y: Double

    /// A point.
    package init(_ x: Double, _ y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// A whole picture, `width` × `height` pixels: the `svg` element with its `<title>` and `<desc>` (ids `id-title`
  /// and `id-desc`, which its `aria-labelledby` names), then `children`.
  package static func document(
    id: String, width: Double, height: Double, title: String, description: String, children: [Element]
  ) -> Element {
    Element(
      "svg",
      [
        Attribute("xmlns", namespace), Attribute("id", id), Attribute("width", width), Attribute("height", height),
        Attribute("viewBox", "0 0 \(SVGNumber.text(width)) \(SVGNumber.text(height))"), Attribute("role", "img"),
        Attribute("aria-labelledby", "\(id)-title \(id)-desc"), Attribute("font-family", fontFamily),
      ],
      elements: [
        Element("title", [Attribute("id", "\(id)-title")], text: title),
        Element("desc", [Attribute("id", "\(id)-desc")], text: description),
        rect(x: 0, y: 0, width: width, height: height, fill: .white),
      ] + children)
  }

  /// A picture as a file of its own: the XML declaration, then the document.
  package static func file(_ document: Element) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + document.markup + "\n"
  }

  /// A rectangle, filled, optionally outlined; `extra` attributes follow (a class, data attributes).
  package static func rect(
    x: Double, y: Double, width: Double, height: Double, fill: Colour?, stroke: Colour? = nil,
    strokeWidth: Double = 1, opacity: Double? = nil, extra: [Attribute] = []
  ) -> Element {
    var attributes = [
      Attribute("x", x), Attribute("y", y), Attribute("width", max(0, width)), Attribute("height", max(0, height)),
      Attribute("fill", fill?.hex ?? "none"),
    ]
    if let stroke { attributes += [Attribute("stroke", stroke.hex), Attribute("stroke-width", strokeWidth)] }
    if let opacity { attributes.append(Attribute("fill-opacity", opacity)) }
    return Element("rect", attributes + extra, closesWhenEmpty: true)
  }

  /// A straight line, optionally dashed (`dash` is the SVG dash pattern, "4 3").
  package static func line(
    from start: Point, to end: Point, stroke: Colour, width: Double = 1, dash: String? = nil
  ) -> Element {
    var attributes = [
      Attribute("x1", start.x), Attribute("y1", start.y), Attribute("x2", end.x), Attribute("y2", end.y),
      Attribute("stroke", stroke.hex), Attribute("stroke-width", width),
    ]
    if let dash { attributes.append(Attribute("stroke-dasharray", dash)) }
    return Element("line", attributes, closesWhenEmpty: true)
  }

  /// A line through `points`, optionally dashed and translucent.
  package static func polyline(
    _ points: [Point], stroke: Colour, width: Double = 1, dash: String? = nil, opacity: Double? = nil,
    extra: [Attribute] = []
  ) -> Element {
    var attributes = [
      Attribute("points", pointList(points)), Attribute("fill", "none"), Attribute("stroke", stroke.hex),
      Attribute("stroke-width", width), Attribute("stroke-linejoin", "round"),
    ]
    if let dash { attributes.append(Attribute("stroke-dasharray", dash)) }
    if let opacity { attributes.append(Attribute("stroke-opacity", opacity)) }
    return Element("polyline", attributes + extra, closesWhenEmpty: true)
  }

  /// A filled polygon through `points`.
  package static func polygon(_ points: [Point], fill: Colour, opacity: Double? = nil, extra: [Attribute] = [])
    -> Element
  {
    var attributes = [Attribute("points", pointList(points)), Attribute("fill", fill.hex)]
    if let opacity { attributes.append(Attribute("fill-opacity", opacity)) }
    return Element("polygon", attributes + extra, closesWhenEmpty: true)
  }

  /// Text at (`x`, `y`), the y being its baseline.
  package static func text(
    _ content: String, x: Double, y: Double, size: Double = 12, anchor: Anchor = .start, bold: Bool = false,
    fill: Colour = .black, rotated: Bool = false, extra: [Attribute] = []
  ) -> Element {
    var attributes = [Attribute("x", x), Attribute("y", y), Attribute("font-size", size)]
    if anchor != .start { attributes.append(Attribute("text-anchor", anchor.rawValue)) }
    if bold { attributes.append(Attribute("font-weight", "bold")) }
    if fill != .black { attributes.append(Attribute("fill", fill.hex)) }
    if rotated {
      attributes.append(Attribute("transform", "rotate(-90 \(SVGNumber.text(x)) \(SVGNumber.text(y)))"))
    }
    return Element("text", attributes + extra, text: content)
  }

  /// A group of elements sharing `attributes` (a class, data attributes, a title for the group).
  package static func group(_ attributes: [Attribute] = [], _ children: [Element]) -> Element {
    Element("g", attributes, elements: children)
  }

  /// A `<title>` for the element it is put in, which browsers show as a tooltip and screen readers read.
  package static func title(_ text: String) -> Element { Element("title", text: text) }

  /// The points attribute of a polyline or polygon: "x,y x,y …".
  private static func pointList(_ points: [Point]) -> String {
    points.map { SVGNumber.text($0.x) + "," + SVGNumber.text($0.y) }.joined(separator: " ")
  }
}
