import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A document read back by a real XML parser (libxml2, through Foundation's `XMLParser`), independently of the code
/// that wrote it: a document that is not well-formed XML fails to parse.
final class XMLTree {
  /// One element: its name without a prefix, its namespace, attributes and children, and its own text.
  final class Node {
    let name: String
    let namespace: String?
    let attributes: [String: String]
    var children: [Node] = []
    var text = ""
    weak var parent: Node?

    init(name: String, namespace: String?, attributes: [String: String]) {
      self.name = name
      self.namespace = namespace
      self.attributes = attributes
    }

    /// Every element under this one (not itself), in document order.
    var descendants: [Node] { children.flatMap { [$0] + $0.descendants } }

    /// The text of the element and its descendants, joined.
    var allText: String { text + children.map(\.allText).joined() }

    /// The elements under this one named `name` (and of `className`, if given).
    func all(_ name: String, class className: String? = nil) -> [Node] {
      descendants.filter { $0.name == name && (className == nil || $0.classes.contains(className!)) }
    }

    /// The element's classes.
    var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }

    subscript(_ attribute: String) -> String? { attributes[attribute] }
  }

  /// The root element.
  let root: Node

  /// Parses `text`.
  ///
  /// - Throws: the parser's error when the text is not well-formed XML.
  init(_ text: String) throws {
    let parser = XMLParser(data: Data(text.utf8))
    parser.shouldProcessNamespaces = true
    let builder = Builder()
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
      throw parser.parserError ?? CocoaError(.coderReadCorrupt)
    }
    self.root = root
  }

  private final class Builder: NSObject, XMLParserDelegate {
    var root: Node?
    var current: Node?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      let node = Node(name: elementName, namespace: namespaceURI, attributes: attributes)
      node.parent = current
      current?.children.append(node)
      if root == nil { root = node }
      current = node
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
      current = current?.parent
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      current?.text += string
    }
  }
}
