import BlackjackAnalysis

/// The options of the exact analysis that several commands share (`odds`, `strategy`, `eor`, `indices`, `play`).
enum AnalysisOptions {
  /// `--post-split cdz-|cdp1|cdp`, its words those of ``PostSplitPolicy``.
  static let postSplit = Option<PostSplitPolicy>.choice(
    "post-split", valueName: "RULE",
    help: "How split hands are played in the exact values: cdz- (as unsplit hands of the same cards), cdp1 (best "
      + "for the first split hand) or cdp (best for each hand's cards and the pair cards split); default cdz-.")
}
