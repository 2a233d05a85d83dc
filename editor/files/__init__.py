"""Files and safety: opening and saving maps, the recent list, exports, autosave and recovery.

The logic lives in plain classes and functions; every question to the user
goes through editor/files/dialogs.py, so tests answer them without a dialog.
"""
