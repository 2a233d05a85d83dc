"""`--scheduler` pointed at things that are not a Dask scheduler: a message within seconds.

Dask's own client would wait forever for a silent service, or take the first
bytes of an HTTP answer as a length of exabytes; the command must see through
each of these services quickly, and still take a real scheduler.
"""

from __future__ import annotations

import json
import socket
import struct
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from engine.cli import main
from engine.paths import MAPS
from engine.sim import scheduler

TUTORIAL = str(MAPS / "tutorial.yaml")
TIMEOUT = 1.0  # the connect timeout for these tests, instead of the usual 5 s

distributed = pytest.importorskip("distributed")

Behaviour = Callable[[socket.socket], None]


def _say(data: bytes) -> Behaviour:
    def behaviour(connection: socket.socket) -> None:
        connection.sendall(data)
        time.sleep(TIMEOUT * 3)

    return behaviour


def _silent(connection: socket.socket) -> None:
    time.sleep(TIMEOUT * 3)


def _hang_up(connection: socket.socket) -> None:
    """Say nothing: the server closes the connection as soon as this returns."""


SERVICES: dict[str, tuple[Behaviour, str]] = {
    "http-answer": (_say(b"HTTP/1.1 400 Bad Request\r\n\r\n"), "does not greet like one"),
    "length-of-exabytes": (_say(struct.pack("<Q", 2**62)), "does not greet like one"),
    "greeting-of-garbage": (_say(struct.pack("<Q", 10) + b"\xff" * 10), "does not greet like one"),
    "greeting-of-zeros": (_say(struct.pack("<Q", 64) + bytes(64)), "does not greet like one"),
    "half-a-length": (_say(b"\x10\x00\x00"), "no greeting within 1 s"),
    "length-then-nothing": (_say(struct.pack("<Q", 100)), "no greeting within 1 s"),
    "silent": (_silent, "no greeting within 1 s"),
    "hangs-up": (_hang_up, "hung up without a greeting"),
}


@pytest.fixture(autouse=True)
def short_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scheduler, "CONNECT_TIMEOUT", TIMEOUT)


@contextmanager
def _serve(behaviour: Behaviour) -> Iterator[str]:
    listener = socket.create_server(("127.0.0.1", 0))

    def accept() -> None:
        while True:
            try:
                connection, _ = listener.accept()
            except OSError:
                return
            with connection:
                behaviour(connection)

    threading.Thread(target=accept, daemon=True).start()
    try:
        yield f"127.0.0.1:{listener.getsockname()[1]}"
    finally:
        listener.close()


def _refused_quickly(capsys: pytest.CaptureFixture[str], address: str) -> str:
    started = time.monotonic()
    code = main(["playtest", TUTORIAL, "--games", "2", "--jobs", "1", "--scheduler", address])
    assert time.monotonic() - started < TIMEOUT * 2.5
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert "Traceback" not in err
    assert f"--scheduler: the scheduler at {address}" in err or "cannot reach" in err
    return err


@pytest.mark.parametrize(("behaviour", "message"), SERVICES.values(), ids=SERVICES.keys())
def test_a_service_that_is_not_dask_is_refused_quickly(
    behaviour: Behaviour, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with _serve(behaviour) as address:
        assert message in _refused_quickly(capsys, address)


def test_an_http_server_is_refused_quickly(capsys: pytest.CaptureFixture[str]) -> None:
    server = ThreadingHTTPServer(("127.0.0.1", 0), BaseHTTPRequestHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        err = _refused_quickly(capsys, f"127.0.0.1:{server.server_address[1]}")
    finally:
        server.shutdown()
        server.server_close()
    assert "is not a Dask scheduler" in err


def test_nothing_listening_is_refused_at_once(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.create_server(("127.0.0.1", 0)) as closed:
        port = closed.getsockname()[1]
    assert "Connection refused" in _refused_quickly(capsys, f"tcp://127.0.0.1:{port}")


def test_an_unknown_host_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert "cannot reach the scheduler at no-such-host.invalid:8786" in _refused_quickly(
        capsys, "no-such-host.invalid:8786"
    )


def test_a_real_scheduler_is_taken(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cluster = distributed.LocalCluster(
        n_workers=1, threads_per_worker=1, processes=False, protocol="tcp://",
        dashboard_address=None,
    )  # fmt: skip
    out = tmp_path / "report.json"
    try:
        address = cluster.scheduler_address.removeprefix("tcp://")
        code = main(
            ["playtest", TUTORIAL, "--games", "3", "--scheduler", address, "--out", str(out)]
        )
    finally:
        cluster.close()
    assert code == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    assert (report["games"], report["games_requested"], report["stopped"]) == (3, 3, None)
    assert "Traceback" not in capsys.readouterr().err
