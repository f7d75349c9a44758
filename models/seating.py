"""Seating (803) and range of influence (801): seats are counted the shorter way round."""

from __future__ import annotations

from typing import Optional


def seat_distance(seats: list, a: str, b: str) -> int:
    n = len(seats)
    d = abs(seats.index(a) - seats.index(b))
    return min(d, n - d)


def in_range(seats: list, player: str, other: str, range_of_influence: Optional[int]) -> bool:
    """801.1: `other` is within `player`'s range of influence (None: unlimited)."""
    return range_of_influence is None or seat_distance(seats, player, other) <= range_of_influence


def opponents_in_range(seats: list, player: str, range_of_influence: Optional[int]) -> list:
    """`player`'s opponents within their range of influence, in seating order (801.3)."""
    return [p for p in seats if p != player and in_range(seats, player, p, range_of_influence)]
