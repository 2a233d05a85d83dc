"""The map canvas: a scene whose items mirror the map pack."""
