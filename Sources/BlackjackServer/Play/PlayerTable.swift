/// A player's table as the store keeps it: played by lines (phase A, ``EngineTableSession``) until the player first
/// sits at it with `blackjack play --server`, then by the prompt's own session (``PromptTableSession``). The stored
/// state says which.
enum PlayerTable: TableSession, Sendable {
  /// A table played by lines.
  case engine(EngineTableSession)
  /// A table played at the prompt.
  case prompt(PromptTableSession)

  init(saved: SavedTable, context: TableContext) throws(APIError) {
    if saved.state.hasPrefix(PromptTableSession.marker) {
      self = .prompt(try PromptTableSession(saved: saved, context: context))
    } else {
      self = .engine(try EngineTableSession(saved: saved, context: context))
    }
  }

  var saved: SavedTable {
    switch self {
    case .engine(let table): table.saved
    case .prompt(let table): table.saved
    }
  }

  mutating func handle(_ line: String) -> Result<SessionReply, APIError> {
    switch self {
    case .engine(var table):
      let result = table.handle(line)
      self = .engine(table)
      return result
    case .prompt(var table):
      let result = table.handle(line)
      self = .prompt(table)
      return result
    }
  }

  var view: TableView {
    switch self {
    case .engine(let table): table.view
    case .prompt(let table): table.view
    }
  }

  var context: TableContext {
    get {
      switch self {
      case .engine(let table): table.context
      case .prompt(let table): table.context
      }
    }
    set {
      switch self {
      case .engine(var table):
        table.context = newValue
        self = .engine(table)
      case .prompt(var table):
        table.context = newValue
        self = .prompt(table)
      }
    }
  }
}
