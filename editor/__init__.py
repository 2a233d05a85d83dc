"""Tracksmith's Qt editor. Depends on the engine, never the other way round."""
