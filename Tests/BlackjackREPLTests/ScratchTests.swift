import Testing

@Test func scratch() throws {
  print(try transcript(["--seed", "7"], ["bet 10", "hint", "s", "", "h", "hit", "stand", "stats", "rules", "help", "help hit", "count", "shoe", "stnad", "bet 0", "bet -5", "bet abc", "bet 5000", "insurance yes"]))
  print(try transcript(["--seed", "7", "--shoe", "8S 6H 8D 10C 3S 10H"], ["bet 10", "p", "d", "h", "s", "s"]))
  print(try transcript(["--seed", "7", "--shoe", "AS AH KD KC"], ["bet 10", "hint", "insurance yes"]))
  print(try transcript(["--seed", "7", "--shoe", "10S AH 6D KC", "--rules", "ls"], ["bet 10", "hint", "insurance no", "hint", "surrender"]))
}
