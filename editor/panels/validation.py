"""Validation panel: the linter's findings for the open map, kept current while
the map changes, without stalling the canvas.

Edits come in bursts (a drag is dozens of them), so a run starts a moment
after the last one, in a worker thread: the pack is immutable, so handing it
to the thread is safe. Only the newest run's result is shown. Clicking a
finding selects its elements and brings them into view.

The worker is Python's own thread pool and touches no Qt object: the panel
polls the run's future with a timer. (A QThreadPool deleted with its window
waits for its task while holding the interpreter lock the task needs; a Qt
object handed to the worker can end up deleted from the worker's thread.)
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from editor.panels.docking import DocumentFollower, add_dock
from engine.editing.edits import element_index
from engine.lint.validate import Finding, error
from engine.map.model import MapPack
from engine.rules import lint

if TYPE_CHECKING:
    from editor.context import EditorContext

DEBOUNCE_MS = 150
POLL_MS = 20
CODE_ROLE = Qt.ItemDataRole.UserRole
ELEMENTS_ROLE = Qt.ItemDataRole.UserRole + 1


def _lint(pack: MapPack) -> list[Finding]:
    try:
        return lint(pack)
    except Exception as crash:  # a broken lint rule must show, not die with the thread
        return [error("lint-failed", [], f"a lint rule failed: {crash!r}")]


class ValidationPanel(QWidget):
    counts_changed = Signal(int, int)  # errors, warnings

    def __init__(self, context: EditorContext) -> None:
        super().__init__()
        self._context = context
        self.findings: list[Finding] = []
        self.list = QListWidget()
        self.list.setObjectName("findings")
        self.list.setWordWrap(True)  # a message wraps in a narrow dock rather than being cut
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setSpacing(2)
        self.list.setIconSize(QSize(16, 16))
        self.list.itemClicked.connect(self._go_to)
        self.list.itemActivated.connect(self._go_to)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="lint")
        worker = self._worker
        self.destroyed.connect(lambda: worker.shutdown(wait=False, cancel_futures=True))
        self._running: Future[list[Finding]] | None = None  # the newest run
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._collect)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self._run)
        DocumentFollower(context, self._timer.start, selection=False)

    def is_settled(self) -> bool:
        """Whether the findings shown are those of the map as it is (no check waiting
        to start or still running)."""
        return not self._timer.isActive() and self._running is None

    def _run(self) -> None:
        pack = self._context.document.pack
        # An older run still going is simply never collected.
        self._running = self._worker.submit(_lint, pack)
        self._poll.start()

    def _collect(self) -> None:
        if self._running is None or not self._running.done():
            return
        run, self._running = self._running, None
        self._poll.stop()
        self._show(run.result())

    def _show(self, findings: list[Finding]) -> None:
        self.findings = findings
        self.list.clear()
        style = self.style()
        icons = {
            "error": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxCritical),
            "warning": style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning),
        }
        for finding in findings:
            item = QListWidgetItem(icons[finding.severity], f"{finding.message}\n{finding.code}")
            item.setToolTip(finding.describe())
            item.setData(CODE_ROLE, finding.code)
            item.setData(ELEMENTS_ROLE, list(finding.elements))
            self.list.addItem(item)
        if not findings:
            placeholder = QListWidgetItem("No problems found.")
            placeholder.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(placeholder)
        errors = sum(finding.severity == "error" for finding in findings)
        self.counts_changed.emit(errors, len(findings) - errors)

    def _go_to(self, item: QListWidgetItem) -> None:
        known = element_index(self._context.document.pack)
        ids = {i for i in item.data(ELEMENTS_ROLE) or () if i in known}
        if ids:
            self._context.document.select(ids)
            self._context.view.centre_on_elements(ids)


def dock_title(errors: int, warnings: int) -> str:
    if not errors and not warnings:
        return "Validation (no problems)"
    parts = [
        f"{n} {word}{'s' if n != 1 else ''}"
        for n, word in ((errors, "error"), (warnings, "warning"))
        if n
    ]
    return f"Validation ({', '.join(parts)})"


def install(context: EditorContext) -> None:
    panel = ValidationPanel(context)
    dock = add_dock(context, "Validation", "validation", panel)
    panel.counts_changed.connect(
        lambda errors, warnings: dock.setWindowTitle(dock_title(errors, warnings))
    )
