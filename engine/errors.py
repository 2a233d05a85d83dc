"""Errors a user can fix, raised by library code and worded for people.

Library code (importers, the cluster runner) raises these typed errors; the
command line prints their message and exits non-zero, and the editor shows
it. Neither the library nor its errors know about the command line.
"""


class InputError(Exception):
    """Bad input or a bad setting the user can fix; the message says which and where."""


class SourceDataError(InputError):
    """Network data that cannot be imported; the message names the file and the row."""


class ClusterError(InputError):
    """A run on a cluster that cannot start."""
