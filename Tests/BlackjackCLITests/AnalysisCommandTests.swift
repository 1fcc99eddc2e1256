import BlackjackCLI
import Testing

@Suite("Analysis commands: odds, strategy, dealer")
struct AnalysisCommandTests {
  @Test("odds prints both edges and the rule-change table; JSON has the documented keys")
  func odds() {
    let text = run(["odds", "--rules", "INF S17 DAS NS"])
    #expect(text.status == 0 && text.errors.isEmpty)
    // Source for 0.5117 %: Wizard of Odds appendix 1 (infinite deck S17 DAS, 0.511734 %).
    #expect(text.output.contains("House edge, composition-dependent play:  0.5117 %\n"))
    #expect(text.output.contains("H17 instead of S17"))
    #expect(text.output.contains("6:5 blackjack"))
    let json = run(["odds", "--rules", "INF S17 DAS NS", "--json"])
    #expect(json.status == 0)
    #expect(json.output.contains("\"rules\": \"INF S17 DOA DAS SPL4 NRSA NS 3:2 PEEK PEN75\""))
    #expect(json.output.contains("\"houseEdge\": {"))
    #expect(json.output.contains("\"compositionDependent\": 0.00511"))
    #expect(json.output.contains("\"basicStrategy\": 0.00511"))
  }

  @Test("strategy CSV has the documented header and rows H5…H21, S13…S21, P2…P10, PA")
  func strategyCSV() {
    let result = run(["strategy", "--rules", "INF S17 DAS LS", "--format", "csv"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "hand,2,3,4,5,6,7,8,9,10,A")
    let labels = lines.dropFirst().map { $0.split(separator: ",").first.map(String.init) ?? "" }
    let expected = (5...21).map { "H\($0)" } + (13...21).map { "S\($0)" } + (2...10).map { "P\($0)" } + ["PA"]
    #expect(labels == expected)
    // Every chart splits aces and eights and stands on hard 17.
    #expect(lines.contains("PA,P,P,P,P,P,P,P,P,P,P"))
    #expect(lines.contains("H17,S,S,S,S,S,S,S,S,S,S"))
    let allowed: Set<Substring> = ["H", "S", "Dh", "Ds", "P", "Ph", "Pd", "Rh", "Rs", "Rp"]
    for line in lines.dropFirst() { #expect(line.split(separator: ",").dropFirst().allSatisfy(allowed.contains)) }
  }

  @Test("strategy text with --no-color has no colour codes; JSON lists the rows")
  func strategyText() {
    let text = run(["strategy", "--rules", "INF", "--no-color"])
    #expect(text.status == 0)
    #expect(!text.output.contains("\u{1B}["))
    let json = run(["strategy", "--rules", "INF", "--format", "json"])
    #expect(json.status == 0)
    #expect(json.output.contains("\"hand\": \"PA\""))
    #expect(json.output.contains("\"columns\": ["))
  }

  @Test("dealer prints the infinite-deck table as published")
  func dealer() {
    // Source: the classic infinite-deck S17 table (Wizard of Odds appendix 2): up 6, P(17) = .165438, bust .423150.
    let result = run(["dealer", "--rules", "INF S17"])
    #expect(result.status == 0)
    #expect(result.output.contains("   6 0.165438"))
    #expect(result.output.contains("0.423150"))
    let json = run(["dealer", "--rules", "INF S17", "--json"])
    #expect(json.output.contains("\"upCard\": \"A\""))
  }

  @Test(
    "bad input: one line, exit status 2",
    arguments: [
      (["odds", "--rules", "7X"], "blackjack: --rules: unknown rule '7X'; expected 1D to 8D or INF\n"),
      (["strategy", "--format", "xml"], "blackjack: --format expects one of text, csv, json, got 'xml'\n"),
      (
        ["dealer", "--rules", "S17 H17"],
        "blackjack: --rules: conflicting rules 'S17' and 'H17'; choose one of S17 or H17\n"
      ),
    ])
  func badInput(arguments: [String], message: String) {
    let result = run(arguments)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors == message)
  }
}
