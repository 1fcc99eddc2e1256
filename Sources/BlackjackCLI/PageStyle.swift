/// The style sheet of the report pages (`odds --format html`, `simulate --report`): plain type, tables with rules,
/// pictures as wide as the text. Inline in every page, so a page needs nothing else.
enum PageStyle {
  /// The style sheet (without `<`, `>` or `&`, as ``BlackjackPictures/HTML/page(title:style:body:)`` requires).
  static let sheet = """
    body { margin: 0; background: #ffffff; color: #111111; font-family: DejaVu Sans, Verdana, Arial, sans-serif;
      font-size: 14px; line-height: 1.45; }
    main { max-width: 820px; margin: 0 auto; padding: 16px 20px 32px; }
    h1 { font-size: 22px; margin: 8px 0 4px; }
    h2 { font-size: 17px; margin: 28px 0 8px; border-bottom: 1px solid #cccccc; padding-bottom: 2px; }
    .note { color: #555555; }
    dl { display: grid; grid-template-columns: max-content auto; gap: 2px 16px; margin: 12px 0; }
    dt { font-weight: bold; }
    dd { margin: 0; }
    figure { margin: 12px 0; }
    figcaption { color: #555555; font-size: 12.5px; }
    svg { display: block; max-width: 100%; height: auto; }
    table { border-collapse: collapse; font-size: 12.5px; margin: 8px 0; }
    th, td { border: 1px solid #cccccc; padding: 2px 8px; text-align: right; }
    th[scope=col] { background: #eeeeee; }
    th[scope=row] { text-align: left; }
    @media print { main { max-width: none; } h2 { break-after: avoid; } figure { break-inside: avoid; } }
    """
}
