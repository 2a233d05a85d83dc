"""Counts in words a designer reads: "1 station", "2 stations"."""

from __future__ import annotations


def count(number: int, noun: str) -> str:
    """`number` and `noun`, plural unless there is exactly one (regular plurals only)."""
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"
