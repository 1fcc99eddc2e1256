#!/usr/bin/env python3
"""Independent reimplementation of the reference algorithms, used to compute the expected values pinned in
CardKitTests. Run it with `python3 Tests/CardKitTests/Reference/reference.py`; the tests never run it.

Sources followed line by line:
- SplitMix64: Sebastiano Vigna, https://prng.di.unimi.it/splitmix64.c (public domain).
- xoshiro256** 1.0 and its jump(): David Blackman and Sebastiano Vigna, https://prng.di.unimi.it/xoshiro256starstar.c
- Bounded draw: Daniel Lemire, "Fast Random Integer Generation in an Interval", ACM TOMACS 29(1), 2019, Algorithm 5.
- Shuffle: Durstenfeld's Fisher-Yates (Knuth, TAOCP vol. 2, Algorithm 3.4.2P), i from n-1 down to 1, j in 0...i.
"""
M = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed):
        self.x = seed & M

    def next(self):
        self.x = (self.x + 0x9E3779B97F4A7C15) & M
        z = self.x
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M
        return z ^ (z >> 31)


def rotl(x, k):
    return ((x << k) | (x >> (64 - k))) & M


class Xoshiro:
    def __init__(self, s):
        self.s = list(s)

    @classmethod
    def seeded(cls, seed):
        sm = SplitMix64(seed)
        return cls([sm.next() for _ in range(4)])

    def next(self):
        s = self.s
        result = (rotl((s[1] * 5) & M, 7) * 9) & M
        t = (s[1] << 17) & M
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = rotl(s[3], 45)
        return result

    def jump(self):
        JUMP = [0x180EC6D33CFD0ABA, 0xD5A61266F0C9392C, 0xA9582618E03FC9AA, 0x39ABDC4529B1661C]
        acc = [0, 0, 0, 0]
        for j in JUMP:
            for b in range(64):
                if j & (1 << b):
                    acc = [a ^ x for a, x in zip(acc, self.s)]
                self.next()
        self.s = acc


def bounded(rng, s):
    """Lemire's nearly divisionless method: a uniform integer in 0..<s."""
    m = rng.next() * s
    low = m & M
    if low < s:
        t = ((1 << 64) - s) % s
        while low < t:
            m = rng.next() * s
            low = m & M
    return m >> 64


def shuffle(items, rng):
    for i in range(len(items) - 1, 0, -1):
        j = bounded(rng, i + 1)
        items[i], items[j] = items[j], items[i]


SUITS = "SHDC"  # new-deck order: spades, hearts, diamonds, clubs
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def new_deck():
    return [r + s for s in SUITS for r in RANKS]


def stripped_deck(ranks):
    """A stripped deck in new-deck order: suit by suit, each suit's kept ranks from ace up to king."""
    return [r + s for s in SUITS for r in RANKS if r in ranks]


SPANISH48 = [r for r in RANKS if r != "10"]  # Spanish 21's deck: no tens
PIQUET32 = ["A", "7", "8", "9", "10", "J", "Q", "K"]
EUCHRE24 = ["A", "9", "10", "J", "Q", "K"]
JOKERS = ["BJ", "RJ"]  # under the 52 cards of JokerDeck(): the black joker, then the red one


if __name__ == "__main__":
    for seed in (0, 1234567):
        sm = SplitMix64(seed)
        print(f"SplitMix64(seed: {seed}) first 5:", [hex(sm.next()) for _ in range(5)])
    x = Xoshiro([1, 2, 3, 4])
    print("xoshiro256** state (1, 2, 3, 4) first 5:", [hex(x.next()) for _ in range(5)])
    x = Xoshiro.seeded(42)
    print("xoshiro256** seeded 42 state:", [hex(v) for v in x.s])
    print("xoshiro256** seeded 42 first 5:", [hex(x.next()) for _ in range(5)])
    x = Xoshiro([1, 2, 3, 4])
    x.jump()
    print("xoshiro256** state (1, 2, 3, 4) after jump:", [hex(v) for v in x.s])
    x = Xoshiro.seeded(42)
    print("bounded(seeded 42, 52) first 10:", [bounded(x, 52) for _ in range(10)])
    x = Xoshiro.seeded(7)
    print("bounded(seeded 7, 3) first 10:", [bounded(x, 3) for _ in range(10)])
    d = new_deck()
    shuffle(d, Xoshiro.seeded(42))
    print("Deck() shuffled with seed 42, first 5:", d[:5])
    print("Deck() shuffled with seed 42, all:", d)
    d = new_deck() * 6
    shuffle(d, Xoshiro.seeded(2024))
    print("6 decks shuffled with seed 2024, first 8:", d[:8])
    for name, ranks in (("spanish48", SPANISH48), ("piquet32", PIQUET32), ("euchre24", EUCHRE24)):
        d = stripped_deck(ranks)
        shuffle(d, Xoshiro.seeded(42))
        print(f"Deck.{name} ({len(d)} cards) shuffled with seed 42:", " ".join(d))
    d = new_deck() + JOKERS
    shuffle(d, Xoshiro.seeded(42))
    print("JokerDeck() (54 cards) shuffled with seed 42:", " ".join(d))
    d = stripped_deck(SPANISH48) * 6
    shuffle(d, Xoshiro.seeded(2024))
    print("Shoe(decks: 6, of: .spanish48) shuffled with seed 2024, first 8:", " ".join(d[:8]))
    # A deck cut at 20 (the top 20 cards under the rest), then shuffled: any starting order goes through the same loop.
    d = new_deck()
    d = d[20:] + d[:20]
    shuffle(d, Xoshiro.seeded(5))
    print("Deck() cut at 20 then shuffled with seed 5, first 8:", " ".join(d[:8]))
    # A six-deck shoe shuffled with seed 2024, one card burned and 40 dealt, then reshuffled with the same generator.
    rng = Xoshiro.seeded(2024)
    d = new_deck() * 6
    shuffle(d, rng)
    print("  ... its next card after 1 burned and 40 dealt (card 42):", d[41])
    shuffle(d, rng)
    print("  ... then reshuffled with the same generator, first 5:", " ".join(d[:5]))
