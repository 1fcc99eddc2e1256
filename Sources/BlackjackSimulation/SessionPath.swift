/// The course of one session: the player's net result every ``step`` rounds from the start, and the lowest it fell
/// after any round, so that a bankroll's ruin is seen even between the points kept.
///
/// Money is in cents of the simulation's 100-cent unit (``Simulation/unitCents``), as in ``SimulationStats``.
public struct SessionPath: Hashable, Sendable, Codable {
  /// The rounds the session lasted.
  public var rounds: Int
  /// The rounds between two points.
  public var step: Int
  /// The net result after 0, `step`, 2 × `step`, … rounds, and after the last round.
  public var netCents: [Int]
  /// The lowest net result after any round (0 or below: the session starts at 0).
  public var lowestCents: Int

  /// A path of a session of `rounds` rounds keeping about `points` points (at least the start and the end).
  public init(rounds: Int, points: Int) {
    self.rounds = rounds
    step = max(1, (rounds + max(1, points) - 1) / max(1, points))
    netCents = [0]
    netCents.reserveCapacity(rounds / step + 2)
    lowestCents = 0
  }

  /// The round after which point `index` of ``netCents`` was taken.
  public func round(at index: Int) -> Int { min(index * step, rounds) }

  /// The net result at the end of the session.
  public var finalCents: Int { netCents[netCents.count - 1] }

  /// Takes in the net after round `round` (1, 2, …, ``rounds``, each once, in order).
  @inline(__always)
  mutating func record(round: Int, netCents net: Int) {
    lowestCents = min(lowestCents, net)
    if round % step == 0 || round == rounds { netCents.append(net) }
  }
}
