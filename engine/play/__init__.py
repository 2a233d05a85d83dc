"""People at the table: a game where some seats are people and the rest bots."""
