"""Mechanisms several rule families share, each knowing nothing of any family:
seats deciding together on one revealed card or roll, first/later completion
bonuses, decks that reshuffle their discards."""
