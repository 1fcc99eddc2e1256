#!/usr/bin/env python3
"""The expected effect of the naive shuffle (swap each position i with a position drawn from the whole deck) on
the audit's tests, computed exactly rather than sampled: the margins quoted in AuditBatteryTests.swift.

A card's position through the n swaps is a Markov chain: at step i, a card at position i moves to a uniform
position j; a card elsewhere moves to i when j is its position, and otherwise stays. The product of the n
transition matrices is P[c, j], the probability that the card starting at c ends at j. The orders of 5 and 6 cards
are counted over all n^n equally likely paths. Needs numpy and scipy.
"""
import itertools
import math
from collections import Counter

import numpy as np
from scipy.stats import chi2, ncx2


def naive_position_matrix(n):
    P = np.eye(n)
    for i in range(n):
        Q = np.zeros((n, n))
        for p in range(n):
            if p == i:
                Q[p, :] += 1 / n
            else:
                Q[p, p] += (n - 1) / n
                Q[p, i] += 1 / n
        P = P @ Q
    return P


def main():
    n, shuffles, tests = 52, 20_000, 8
    alpha = 0.01 / tests
    P = naive_position_matrix(n)
    delta = n * ((P - 1 / n) ** 2).sum() * (n - 1) / n  # per shuffle, on the scaled statistic
    df = (n - 1) ** 2
    lam = shuffles * delta
    critical = chi2.isf(alpha, df)
    print(f"card at position: noncentrality per shuffle {delta:.4f}; N = {shuffles}: expected {df + lam:.0f} "
          f"(sd {math.sqrt(2 * (df + 2 * lam)):.0f}), critical value {critical:.1f}, "
          f"P(pass) = {ncx2.cdf(critical, df, lam):.3g}")
    for m in (5, 6):
        counts = Counter()
        for path in itertools.product(range(m), repeat=m):
            deck = list(range(m))
            for i, j in enumerate(path):
                deck[i], deck[j] = deck[j], deck[i]
            counts[tuple(deck)] += 1
        f = math.factorial(m)
        d = f * sum((counts[p] / m**m - 1 / f) ** 2 for p in itertools.permutations(range(m)))
        lam = shuffles * d
        critical = chi2.isf(alpha, f - 1)
        print(f"{m}-card orders: noncentrality per shuffle {d:.4f}; expected {f - 1 + lam:.0f}, critical value "
              f"{critical:.1f}, P(pass) = {ncx2.cdf(critical, f - 1, lam):.3g}")
    mean_position = P @ np.arange(n)
    r = ((mean_position - (n - 1) / 2) ** 2).sum() / (n * (n * n - 1) / 12)
    z = r * math.sqrt((shuffles - 1) * (n - 1))
    print(f"consecutive shuffles: E r = {r:.5f}, expected z = {z:.2f} (fails when |z| > "
          f"{math.sqrt(chi2.isf(alpha, 1)):.2f})")


if __name__ == "__main__":
    main()
