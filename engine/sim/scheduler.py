"""Checking a `--scheduler` address before any game is sent to it, in bounded time.

Dask's client waits without a time limit for a server's greeting, and takes
the greeting's first eight bytes as the length of the rest: a service that is
not a scheduler can make it wait forever, allocate exabytes or fail deep in
its decoder. A scheduler greets every new connection first, with a short
message, so reading and decoding that greeting here, within a time and a size
limit, tells the two apart.
"""

from __future__ import annotations

import socket
import struct
import time

from engine.errors import ClusterError

CONNECT_TIMEOUT = 5.0  # seconds to reach the scheduler and hear its greeting
GREETING_LIMIT = 2**20  # a scheduler's greeting is a few hundred bytes
SCHEME = "tcp://"


def scheduler_address(text: str) -> tuple[str, int]:
    """The host and port of HOST:PORT or tcp://HOST:PORT ([IPv6]:PORT too)."""
    expected = f"expected HOST:PORT or {SCHEME}HOST:PORT, not {text!r}"
    rest = text.removeprefix(SCHEME)
    host, colon, port = rest.rpartition(":")
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    if not colon or not host or "://" in rest or any(c.isspace() or c in "/[]@\0" for c in host):
        raise ClusterError(expected)
    if not (len(port) <= 5 and port.isascii() and port.isdigit() and 0 < int(port) < 2**16):
        raise ClusterError(f"{expected}: the port is a number from 1 to 65535")
    return host, int(port)


def check_scheduler(text: str) -> str:
    """The address in Dask's words, once a Dask scheduler has answered there."""
    host, port = scheduler_address(text)
    where = f"the scheduler at {text}"
    deadline = time.monotonic() + CONNECT_TIMEOUT
    try:
        connection = socket.create_connection((host, port), timeout=CONNECT_TIMEOUT)
    except TimeoutError:
        raise ClusterError(f"cannot reach {where} within {CONNECT_TIMEOUT:g} s") from None
    except OSError as error:
        raise ClusterError(f"cannot reach {where}: {error.strerror or error}") from None
    with connection:
        try:
            (size,) = struct.unpack("<Q", _receive(connection, 8, deadline, where))
            if size > GREETING_LIMIT:
                raise ClusterError(f"{where} is not a Dask scheduler: it does not greet like one")
            greeting = _receive(connection, size, deadline, where)
        except TimeoutError:
            raise ClusterError(
                f"{where} is not a Dask scheduler: no greeting within {CONNECT_TIMEOUT:g} s"
            ) from None
        except OSError as error:
            raise ClusterError(f"{where} is not a Dask scheduler: {error.strerror}") from None
    if not _is_greeting(greeting):
        raise ClusterError(f"{where} is not a Dask scheduler: it does not greet like one")
    return f"{SCHEME}[{host}]:{port}" if ":" in host else f"{SCHEME}{host}:{port}"


def _is_greeting(message: bytes) -> bool:
    """Whether `message` decodes, by Dask's own code and without unpickling, to a greeting."""
    from distributed.protocol.core import loads
    from distributed.protocol.utils import unpack_frames

    try:
        frames, more = unpack_frames(message, partial=True)
        greeting = loads(frames, deserialize=False)  # type: ignore[no-untyped-call]
    except Exception:  # whatever garbage makes Dask's decoder raise
        return False
    return not more and isinstance(greeting, dict) and "compression" in greeting


def _receive(connection: socket.socket, size: int, deadline: float, where: str) -> bytes:
    received = bytearray()
    while len(received) < size:
        connection.settimeout(max(deadline - time.monotonic(), 0.001))
        part = connection.recv(min(size - len(received), 65536))
        if not part:
            raise ClusterError(f"{where} is not a Dask scheduler: it hung up without a greeting")
        received += part
    return bytes(received)
