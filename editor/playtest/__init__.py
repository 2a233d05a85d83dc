"""Playtesting inside the editor: runs in worker processes, their results, replays."""
