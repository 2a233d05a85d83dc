"""The map and what is derived from it: the model a pack is read into, the fields
families declare on its elements, and its geometry, graph and words."""
