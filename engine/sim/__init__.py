"""The playtest simulator: bots play seeded games; the results become a report."""
