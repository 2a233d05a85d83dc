"""Importers: map packs built from other people's network data, as a starting point to edit."""
