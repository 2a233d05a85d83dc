"""Suggestions for a map: a family's knobs played against the map on paired seeds."""
