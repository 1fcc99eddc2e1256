import BlackjackAnalysis

/// The options of the exact analysis that several commands share (`odds`, `strategy`, `eor`, `indices`, `play`).
enum AnalysisOptions {
  /// `--post-split cdz-|cdp1|cdp`.
  static let postSplit = Option.choice(
    "post-split", valueName: "RULE", choices: PostSplitPolicy.allCases.map(\.rawValue),
    help: "How split hands are played in the exact values: cdz- (as unsplit hands of the same cards), cdp1 (best "
      + "for the first split hand) or cdp (best for each hand's cards and the pair cards split); default cdz-.")
}

extension ParsedOptions {
  /// The post-split convention of `--post-split`, CDZ- when not given.
  var postSplit: PostSplitPolicy {
    self[AnalysisOptions.postSplit].flatMap(PostSplitPolicy.init(rawValue:)) ?? .cdzMinus
  }
}
