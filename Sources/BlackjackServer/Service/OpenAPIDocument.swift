/// The API's description, served at `GET /openapi.json` (OpenAPI 3.1).
///
/// Written out by hand rather than generated from the routes, so that the test that compares the two (every route
/// served is described, every operation described answers as described) compares two independent statements.
enum OpenAPIDocument {
  /// The document, for a server of `version` accepting bodies of at most `maximumBody` bytes.
  static func json(version: String, maximumBody: Int) -> String {
    template.replacingPlaceholder("VERSION", with: version).replacingPlaceholder(
      "MAXIMUM_BODY", with: String(maximumBody)
    ).replacingPlaceholder("WRITE_ERRORS", withJSON: writeErrors)
  }

  /// The errors a player's write (a line at the table, sitting down at the prompt, a line at the prompt) may be
  /// answered with, stated once for the three: the lines of their `responses` after the 200.
  private static let writeErrors = #"""
    "400": { "$ref": "#/components/responses/BadRequest" },
              "401": { "$ref": "#/components/responses/Unauthorized" },
              "409": { "$ref": "#/components/responses/Conflict" },
              "413": { "$ref": "#/components/responses/TooLarge" },
              "415": { "$ref": "#/components/responses/UnsupportedMediaType" },
              "429": { "$ref": "#/components/responses/TooManyRequests" },
              "503": { "$ref": "#/components/responses/Unavailable" }
    """#

  private static let template = #"""
    {
      "openapi": "3.1.0",
      "info": {
        "title": "blackjack serve",
        "version": "{{VERSION}}",
        "summary": "A blackjack table server: it deals, keeps every bankroll and round, and ranks what it has seen.",
        "description": "Money is in cents. Every JSON body carries schemaVersion 1. A request body may be at most {{MAXIMUM_BODY}} bytes (413 beyond). Write requests need Authorization: Bearer TOKEN, the 64-digit token registration gave. Each token may make a limited number of requests a second (429 with Retry-After beyond)."
      },
      "servers": [{ "url": "/" }],
      "paths": {
        "/": {
          "get": {
            "operationId": "leaderboardPage",
            "summary": "The leaderboard as an HTML page (no script).",
            "parameters": [
              { "$ref": "#/components/parameters/period" },
              { "$ref": "#/components/parameters/page" },
              { "$ref": "#/components/parameters/perPage" }
            ],
            "responses": {
              "200": { "description": "The page.", "content": { "text/html": { "schema": { "type": "string" } } } },
              "400": { "description": "A query value that is not allowed.", "content": { "text/html": { "schema": { "type": "string" } } } }
            }
          }
        },
        "/healthz": {
          "get": {
            "operationId": "health",
            "summary": "Whether the server can use its database.",
            "responses": {
              "200": { "description": "Healthy.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Health" } } } },
              "503": { "description": "The database cannot be used.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Health" } } } }
            }
          }
        },
        "/version": {
          "get": {
            "operationId": "version",
            "summary": "The program's version and storage.",
            "responses": {
              "200": { "description": "The version.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/VersionInfo" } } } }
            }
          }
        },
        "/openapi.json": {
          "get": {
            "operationId": "openAPI",
            "summary": "This document.",
            "responses": {
              "200": { "description": "The OpenAPI 3.1 document.", "content": { "application/json": { "schema": { "type": "object", "required": ["openapi", "paths"] } } } }
            }
          }
        },
        "/v1/players": {
          "post": {
            "operationId": "register",
            "summary": "Registers a player and returns the player's token, once.",
            "requestBody": { "required": true, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/RegistrationRequest" } } } },
            "responses": {
              "201": { "description": "Registered.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Registration" } } } },
              "400": { "$ref": "#/components/responses/BadRequest" },
              "409": { "$ref": "#/components/responses/Conflict" },
              "413": { "$ref": "#/components/responses/TooLarge" },
              "415": { "$ref": "#/components/responses/UnsupportedMediaType" },
              "429": { "$ref": "#/components/responses/TooManyRequests" },
              "503": { "$ref": "#/components/responses/Unavailable" }
            }
          }
        },
        "/v1/table": {
          "get": {
            "operationId": "table",
            "summary": "The player's table as it stands: to start, or to resume after a lost connection.",
            "security": [{ "bearer": [] }],
            "responses": {
              "200": { "description": "The table.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/TableState" } } } },
              "401": { "$ref": "#/components/responses/Unauthorized" },
              "429": { "$ref": "#/components/responses/TooManyRequests" },
              "503": { "$ref": "#/components/responses/Unavailable" }
            }
          }
        },
        "/v1/table/lines": {
          "post": {
            "operationId": "line",
            "summary": "Plays one line at the player's table; the change is committed before the reply is sent.",
            "description": "The line is applied only to the table at the given sequence number. The same line sent again with the same number (a retry after a lost reply) returns the reply already given and changes nothing. A line the table refuses now (out of turn, too large a bet) is answered 409 with the table unchanged.",
            "security": [{ "bearer": [] }],
            "requestBody": { "required": true, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/LineRequest" } } } },
            "responses": {
              "200": { "description": "Taken.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/LineReply" } } } },
              {{WRITE_ERRORS}}
            }
          }
        },
        "/v1/prompt": {
          "post": {
            "operationId": "sit",
            "summary": "Sits down at the player's table at the prompt (blackjack play --server), or back down after a dropped connection or a killed client.",
            "description": "The greeting the prompt prints, with the round in play drawn as the server has it (the hole card face down), the prompt and the sequence number for the next line. A table played by lines so far becomes the prompt's (between rounds); the positions asked for apply between rounds. Whatever changed is committed before the answer is sent.",
            "security": [{ "bearer": [] }],
            "requestBody": { "required": true, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/PromptSitRequest" } } } },
            "responses": {
              "200": { "description": "Seated.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/PromptGreeting" } } } },
              {{WRITE_ERRORS}}
            }
          }
        },
        "/v1/prompt/lines": {
          "post": {
            "operationId": "promptLine",
            "summary": "Plays one line at the prompt, exactly as a local prompt takes it; the change is committed before the reply is sent.",
            "description": "The reply is the prompt's own text, rendered in the client's style. A line the prompt refuses is answered 200 with refused true, the sequence unchanged and nothing stored. The same line sent again with the same sequence (a retry after a lost reply) returns the reply already given. quit, drills, rules changes and the commands that read a local profile are refused here.",
            "security": [{ "bearer": [] }],
            "requestBody": { "required": true, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/PromptLineRequest" } } } },
            "responses": {
              "200": { "description": "Taken or refused.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/PromptLineReply" } } } },
              {{WRITE_ERRORS}}
            }
          }
        },
        "/v1/leaderboard": {
          "get": {
            "operationId": "leaderboard",
            "summary": "One page of the leaderboard: players ranked by net result in server-dealt rounds.",
            "parameters": [
              { "$ref": "#/components/parameters/period" },
              { "$ref": "#/components/parameters/page" },
              { "$ref": "#/components/parameters/perPage" }
            ],
            "responses": {
              "200": { "description": "The page.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/LeaderboardPage" } } } },
              "400": { "$ref": "#/components/responses/BadRequest" },
              "503": { "$ref": "#/components/responses/Unavailable" }
            }
          }
        }
      },
      "components": {
        "securitySchemes": {
          "bearer": { "type": "http", "scheme": "bearer", "description": "The 64-hexadecimal-digit token registration gave." }
        },
        "parameters": {
          "period": { "name": "period", "in": "query", "schema": { "type": "string", "enum": ["day", "week", "all"], "default": "all" }, "description": "day: the last 24 hours; week: the last 7 days; all: every round." },
          "page": { "name": "page", "in": "query", "schema": { "type": "integer", "minimum": 1, "maximum": 1000000, "default": 1 } },
          "perPage": { "name": "perPage", "in": "query", "schema": { "type": "integer", "minimum": 1, "maximum": 100, "default": 20 } }
        },
        "responses": {
          "BadRequest": { "description": "Malformed JSON, a missing or mistyped field, a wrong schemaVersion, or a line the table does not know.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } },
          "Unauthorized": { "description": "No token, or a token not known here; nothing was stored.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } },
          "Conflict": { "description": "Refused in the present state (a name taken, a line out of turn, a stale sequence); nothing changed.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } },
          "TooLarge": { "description": "The body is larger than the server accepts.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } },
          "UnsupportedMediaType": { "description": "The body is not sent as application/json.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } },
          "TooManyRequests": { "description": "Too many requests for this token (or registrations from this address); see Retry-After.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } },
          "Unavailable": { "description": "The database is unavailable or the server busy; retry.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } }
        },
        "schemas": {
          "Error": {
            "type": "object",
            "required": ["schemaVersion", "error"],
            "properties": {
              "schemaVersion": { "type": "integer", "const": 1 },
              "error": { "type": "string", "description": "One line: what was wrong and what is allowed." },
              "sequence": { "type": "integer", "description": "The table's sequence number, with a refused line." }
            }
          },
          "Health": {
            "type": "object",
            "required": ["schemaVersion", "status", "storage"],
            "properties": {
              "schemaVersion": { "type": "integer", "const": 1 },
              "status": { "type": "string", "enum": ["ok", "unavailable"] },
              "storage": { "type": "string", "enum": ["sqlite", "postgresql"] }
            }
          },
          "VersionInfo": {
            "type": "object",
            "required": ["schemaVersion", "name", "version", "storage", "databaseSchema"],
            "properties": {
              "schemaVersion": { "type": "integer", "const": 1 },
              "name": { "type": "string", "const": "blackjack" },
              "version": { "type": "string" },
              "storage": { "type": "string", "enum": ["sqlite", "postgresql"] },
              "databaseSchema": { "type": "integer" }
            }
          },
          "RegistrationRequest": {
            "type": "object",
            "required": ["schemaVersion", "name"],
            "properties": {
              "schemaVersion": { "type": "integer", "const": 1 },
              "name": { "type": "string", "minLength": 1, "maxLength": 24, "pattern": "^[A-Za-z0-9_.'&-]+( [A-Za-z0-9_.'&-]+)*$", "description": "Unique regardless of case." }
            }
          },
          "Registration": {
            "type": "object",
            "required": ["schemaVersion", "name", "token", "bankroll", "rules"],
            "properties": {
              "schemaVersion": { "type": "integer", "const": 1 },
              "name": { "type": "string" },
              "token": { "type": "string", "pattern": "^[0-9a-f]{64}$", "description": "Shown once; the server keeps only its SHA-256." },
              "bankroll": { "type": "integer", "description": "Cents." },
              "rules": { "type": "string" }
            }
          },
          "LineRequest": {
            "type": "object",
            "required": ["schemaVersion", "sequence", "line"],
            "properties": {
              "schemaVersion": { "type": "integer", "const": 1 },
              "sequence": { "type": "integer", "minimum": 0, "description": "The table's sequence number the line is meant for." },
              "line": { "type": "string", "maxLength": 200, "description": "bet AMOUNT, hit (h), stand (s), double (d), split (p), surrender (r), insurance yes|no (y|n), rebuy." }
            }
          },
          "LineReply": {
            "type": "object",
            "required": ["schemaVersion", "sequence", "reply", "table"],
            "properties": {
              "schemaVersion": { "type": "integer", "const": 1 },
              "sequence": { "type": "integer" },
              "reply": { "type": "array", "items": { "type": "string" } },
              "settled": { "$ref": "#/components/schemas/SettledRound" },
              "table": { "$ref": "#/components/schemas/TableView" }
            }
          },
          "PromptStyle": {
            "type": "object",
            "required": ["ascii", "color"],
            "properties": {
              "ascii": { "type": "boolean", "description": "Cards as AS 10H instead of suit symbols." },
              "color": { "type": "boolean", "description": "Hearts and diamonds in ANSI red." },
              "width": { "type": "integer", "description": "The terminal's width in columns (kept from 20 to 1000), which the prompt is fitted to." }
            }
          },
          "PromptSitRequest": {
            "type": "object",
            "required": ["schemaVersion", "style"],
            "properties": {
              "schemaVersion": { "type": "integer", "const": 1 },
              "style": { "$ref": "#/components/schemas/PromptStyle" },
              "seats": { "type": "integer", "minimum": 1, "maximum": 7, "description": "Seats at the table; the others are AI players." },
              "seat": { "type": "integer", "minimum": 1, "maximum": 7, "description": "The player's seat." },
              "spots": { "type": "integer", "minimum": 1, "maximum": 3, "description": "The player's spots, side by side from the seat." },
              "players": { "type": "array", "items": { "type": "string", "enum": ["basic", "counter", "typical"] }, "description": "The AI seats' styles in seat order, repeated." }
            }
          },
          "PromptGreeting": {
            "type": "object",
            "required": ["schemaVersion", "player", "sequence", "text", "prompt", "expects", "table"],
            "properties": {
              "schemaVersion": { "type": "integer", "const": 1 },
              "player": { "type": "string" },
              "sequence": { "type": "integer", "description": "The next line is sent with it." },
              "text": { "type": "string", "description": "The greeting as the prompt prints it, lines each ending in a newline." },
              "prompt": { "type": "string" },
              "expects": { "type": "array", "items": { "type": "string" }, "description": "The commands the prompt takes now." },
              "table": { "$ref": "#/components/schemas/TableView" }
            }
          },
          "PromptLineRequest": {
            "type": "object",
            "required": ["schemaVersion", "sequence", "line", "style"],
            "properties": {
              "schemaVersion": { "type": "integer", "const": 1 },
              "sequence": { "type": "integer", "minimum": 0, "description": "The table's sequence number the line is meant for." },
              "line": { "type": "string", "description": "A line as typed at the prompt (the empty line repeats the last bet)." },
              "style": { "$ref": "#/components/schemas/PromptStyle" }
            }
          },
          "PromptLineReply": {
            "type": "object",
            "required": ["schemaVersion", "sequence", "text", "refused", "prompt", "expects", "table"],
            "properties": {
              "schemaVersion": { "type": "integer", "const": 1 },
              "sequence": { "type": "integer", "description": "After the line; unchanged for a refused one." },
              "text": { "type": "string", "description": "The prompt's reply, lines each ending in a newline." },
              "refused": { "type": "boolean" },
              "prompt": { "type": "string" },
              "expects": { "type": "array", "items": { "type": "string" } },
              "settled": { "$ref": "#/components/schemas/SettledRound" },
              "table": { "$ref": "#/components/schemas/TableView" }
            }
          },
          "TableState": {
            "type": "object",
            "required": ["schemaVersion", "player", "sequence", "table"],
            "properties": {
              "schemaVersion": { "type": "integer", "const": 1 },
              "player": { "type": "string" },
              "sequence": { "type": "integer" },
              "table": { "$ref": "#/components/schemas/TableView" }
            }
          },
          "TableView": {
            "type": "object",
            "required": ["rules", "bankroll", "available", "minimumBet", "maximumBet", "roundsPlayed", "phase", "expects", "shoe"],
            "properties": {
              "rules": { "type": "string" },
              "bankroll": { "type": "integer", "description": "Cents, the round in play not yet settled." },
              "available": { "type": "integer", "description": "Cents not committed to the round in play." },
              "minimumBet": { "type": "integer" },
              "maximumBet": { "type": "integer" },
              "roundsPlayed": { "type": "integer" },
              "phase": { "type": "string", "enum": ["betting", "insurance", "playing", "broke"] },
              "expects": { "type": "array", "items": { "type": "string" } },
              "round": { "$ref": "#/components/schemas/RoundView" },
              "lastRound": { "$ref": "#/components/schemas/SettledRound" },
              "shoe": { "$ref": "#/components/schemas/ShoeView" }
            }
          },
          "RoundView": {
            "type": "object",
            "required": ["number", "bet", "dealer", "hands", "insurance"],
            "properties": {
              "number": { "type": "integer" },
              "bet": { "type": "integer" },
              "dealer": { "$ref": "#/components/schemas/DealerView" },
              "hands": { "type": "array", "items": { "$ref": "#/components/schemas/HandView" } },
              "activeHand": { "type": "integer" },
              "insurance": { "type": "integer" }
            }
          },
          "DealerView": {
            "type": "object",
            "required": ["cards", "holeCardHidden", "total"],
            "properties": {
              "cards": { "type": "array", "items": { "type": "string" }, "description": "Face-up cards as codes: AS, 10H." },
              "holeCardHidden": { "type": "boolean" },
              "total": { "type": "integer" }
            }
          },
          "HandView": {
            "type": "object",
            "required": ["cards", "total", "soft", "bet", "doubled", "split", "surrendered"],
            "properties": {
              "cards": { "type": "array", "items": { "type": "string" } },
              "total": { "type": "integer" },
              "soft": { "type": "boolean" },
              "bet": { "type": "integer" },
              "doubled": { "type": "boolean" },
              "split": { "type": "boolean" },
              "surrendered": { "type": "boolean" },
              "outcome": { "type": "string", "enum": ["blackjack", "win", "push", "loss", "surrender", "even money"] },
              "net": { "type": "integer" }
            }
          },
          "SettledRound": {
            "type": "object",
            "required": ["number", "session", "bet", "net", "insurance", "isVoid", "dealer", "hands", "bankroll"],
            "properties": {
              "number": { "type": "integer" },
              "session": { "type": "integer" },
              "bet": { "type": "integer" },
              "net": { "type": "integer" },
              "insurance": { "type": "integer" },
              "isVoid": { "type": "boolean" },
              "dealer": { "$ref": "#/components/schemas/DealerView" },
              "hands": { "type": "array", "items": { "$ref": "#/components/schemas/HandView" } },
              "bankroll": { "type": "integer" }
            }
          },
          "ShoeView": {
            "type": "object",
            "required": ["cardsDealt", "shuffled"],
            "properties": {
              "decks": { "type": "integer" },
              "cardsDealt": { "type": "integer" },
              "shuffled": { "type": "boolean" }
            }
          },
          "LeaderboardPage": {
            "type": "object",
            "required": ["schemaVersion", "period", "page", "perPage", "players", "pages", "entries"],
            "properties": {
              "schemaVersion": { "type": "integer", "const": 1 },
              "period": { "type": "string", "enum": ["day", "week", "all"] },
              "page": { "type": "integer" },
              "perPage": { "type": "integer" },
              "players": { "type": "integer" },
              "pages": { "type": "integer" },
              "entries": { "type": "array", "items": { "$ref": "#/components/schemas/LeaderboardEntry" } }
            }
          },
          "LeaderboardEntry": {
            "type": "object",
            "required": ["rank", "name", "net", "rounds", "bestSession"],
            "properties": {
              "rank": { "type": "integer", "minimum": 1 },
              "name": { "type": "string" },
              "net": { "type": "integer", "description": "Cents." },
              "rounds": { "type": "integer" },
              "bestSession": { "type": "integer", "description": "Cents: the best net of one session (a session ends after 30 minutes without play)." }
            }
          }
        }
      }
    }
    """#
}

extension String {
  /// The text with `{{NAME}}` replaced by `value` (JSON-escaped: quotes and backslashes), inside a JSON string.
  fileprivate func replacingPlaceholder(_ name: String, with value: String) -> String {
    let escaped = String(value.flatMap { $0 == "\"" || $0 == "\\" ? ["\\", $0] : [$0] })
    return replacingPlaceholder(name, withJSON: escaped)
  }

  /// The text with `{{NAME}}` replaced by `json`, as it is: JSON text of the document's own.
  fileprivate func replacingPlaceholder(_ name: String, withJSON json: String) -> String {
    replacing("{{\(name)}}", with: json)
  }
}
