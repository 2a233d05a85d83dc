"""Tracksmith's engine: the map model, rules and simulator. Never imports Qt."""
