"""File > Import > Transit Feed…: choose what of a feed becomes the draft of a board.

The feed is read once; choosing modes and routes, or the distance within
which stops of one name are one station, redraws the network, a box dragged
over it crops it, and Open Draft builds the pack as `tracksmith import gtfs`
would, the list of what the family guessed said in a note over the new map.
What the feed was read without (a malformed optional value) is listed under
the options. A choice the feed cannot answer (no route left, no two
stations in the box) is said in red above the buttons, and the dialog stays
open.
"""

from __future__ import annotations

from collections import Counter
from datetime import date
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.files.busy import busy
from editor.files.service_day import ServiceDay
from editor.files.transit_preview import Area, NetworkPreview
from editor.panels.docking import ProblemLabel, accept_buttons, beside_preview
from engine.errors import InputError
from engine.importers.gtfs_draft import feed_pack, installed_ruleset
from engine.importers.gtfs_feed import Feed, read_feed
from engine.importers.gtfs_modes import MODES
from engine.importers.gtfs_network import Selection, TransitNetwork, build_network
from engine.importers.gtfs_pack import TransitDraft
from engine.importers.gtfs_stations import MERGE_METRES
from engine.importers.ids import slug
from engine.layout import STYLES
from engine.map.model import MapPack
from engine.rules.registry import default_ruleset, rulesets

# Modes whose stop times the editor does not read: a city's buses run most of a
# feed's trips, and a board for a subway game has no use for them.
LEFT_OUT = frozenset({"bus", "trolleybus"})
SHOWN_WARNINGS = 5  # the rest are counted
OCTILINEAR = STYLES[0]  # a family not installed here is drawn as a transit map


def read_for_editor(path: Path, on: date | str | None = None) -> Feed:
    return read_feed(path, lambda route: route.mode not in LEFT_OUT, on)


class TransitImportDialog(QDialog):
    def __init__(self, feed: Feed, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("transit-import")
        self.setWindowTitle(f"Import Transit Feed — {feed.path.name}")
        self.feed = feed
        self.pack: MapPack | None = None
        self.guessed = ""  # what the family guessed to make the draft play, in one line
        self.network: TransitNetwork | None = None
        self.preview = NetworkPreview()
        self.preview.area_changed.connect(self._area_changed)
        counts = Counter(route.mode for route in feed.routes.values())
        self.modes: dict[str, QCheckBox] = {}
        modes = QVBoxLayout()
        shown = [mode for mode in MODES if counts[mode] and mode not in LEFT_OUT]
        first = "subway" if "subway" in shown else next(iter(shown), "")
        for mode in MODES:
            if counts[mode]:
                routes = "1 route" if counts[mode] == 1 else f"{counts[mode]} routes"
                box = QCheckBox(f"{mode} ({routes})")
                box.setObjectName(f"transit-mode-{mode}")
                box.setChecked(mode == first)
                if mode in LEFT_OUT:
                    box.setEnabled(False)
                    box.setToolTip(
                        f"The editor leaves {mode} routes out, as a city's buses would fill its "
                        f"memory: import them with tracksmith import gtfs --modes {mode}"
                    )
                box.toggled.connect(self._modes_changed)
                self.modes[mode] = box
                modes.addWidget(box)
        self.routes = QListWidget()
        self.routes.setObjectName("transit-routes")
        self.routes.itemChanged.connect(lambda _item: self._redraw())
        self.family = QComboBox()
        self.family.setObjectName("transit-family")
        for ruleset in rulesets():
            self.family.addItem(ruleset.title, ruleset.name)
        self.family.setCurrentIndex(max(0, self.family.findData(default_ruleset())))
        self.stations = QSpinBox()
        self.stations.setObjectName("transit-stations")
        self.stations.setRange(1, 10_000)  # 1 reads "all": a board needs two stations or more
        self.stations.setSpecialValueText("all")
        self.stations.setToolTip(
            "Keep this many of the most important stations (interchanges, line ends, the most "
            "served); the track runs on through the others"
        )
        self.merge = QSpinBox()
        self.merge.setObjectName("transit-merge")
        self.merge.setRange(0, 5000)
        self.merge.setSingleStep(50)
        self.merge.setSuffix(" m")
        self.merge.setValue(round(MERGE_METRES))
        self.merge.setToolTip(
            "Stops of one name (less a bay, stand or direction), or joined by a transfer, "
            "this close are one station; 0 keeps every stop apart"
        )
        self.merge.valueChanged.connect(lambda _value: self._redraw())
        self.day = ServiceDay()
        self.day.changed.connect(self._day_changed)
        self.warnings = QLabel(_warnings_text(feed.warnings))
        self.warnings.setObjectName("transit-warnings")
        self.warnings.setWordWrap(True)
        self.warnings.setVisible(bool(feed.warnings))
        self.schematic = QCheckBox("Schematic layout")
        self.schematic.setObjectName("transit-schematic")
        self.schematic.setToolTip(
            "Redraw the draft as a transit map (octilinear track, even spacing), as "
            "Arrange > Schematic Layout does; otherwise stations keep their places on the map "
            "(a family whose sheet is a lattice always gets its lattice)"
        )
        self.summary = QLabel()
        self.summary.setObjectName("transit-summary")
        self.problem = ProblemLabel("transit-problem")
        buttons, self.open_button = accept_buttons(
            self, "Open Draft", "transit-open", self._open_draft
        )
        form = QFormLayout()
        form.addRow("Modes", modes)
        form.addRow("Routes", self.routes)
        form.addRow("Family", self.family)
        form.addRow("Stations", self.stations)
        form.addRow("Merge stops within", self.merge)
        form.addRow("Service day", self.day)
        form.addRow("", self.schematic)
        beside_preview(
            self, self.preview, form, [self.warnings, self.summary, self.problem], buttons
        )
        self._modes_changed()

    def selection(self, area: Area | None = None, stations: int = 0) -> Selection:
        """What the choices so far import; InputError when no route is checked."""
        items = [self.routes.item(i) for i in range(self.routes.count())]
        checked = [item for item in items if item.checkState() == Qt.CheckState.Checked]
        if items and not checked:
            raise InputError("Check at least one route.")
        picked = tuple(item.data(Qt.ItemDataRole.UserRole) for item in checked)
        return Selection(
            modes=frozenset(mode for mode, box in self.modes.items() if box.isChecked()),
            routes=() if len(checked) == len(items) else picked,
            area=area,
            stations=stations,
            merge_metres=float(self.merge.value()),
        )

    def _modes_changed(self) -> None:
        modes = {mode for mode, box in self.modes.items() if box.isChecked()}
        self.routes.blockSignals(True)
        self.routes.clear()
        for route in self.feed.routes.values():
            if route.mode in modes:
                item = QListWidgetItem(f"{route.short_name}  {route.long_name}".strip())
                item.setData(Qt.ItemDataRole.UserRole, route.id)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked)
                if route.colour:
                    item.setIcon(_swatch(route.colour))
                self.routes.addItem(item)
        self.routes.blockSignals(False)
        self._redraw()

    def _day_changed(self) -> None:
        """The feed read again, counting only the trips of the day chosen."""
        try:
            with busy():
                self.feed = read_for_editor(self.feed.path, self.day.value())
        except InputError as error:
            self.network = None
            self.problem.say(str(error))
            self.preview.show_network(None)
            self._area_changed(self.preview.area)
            return
        self._redraw()

    def _redraw(self) -> None:
        try:
            self.network = build_network(self.feed, self.selection())
        except InputError as error:
            self.network = None
            self.problem.say(str(error))
        else:
            self.problem.say("")
        self.preview.show_network(self.network)
        self._area_changed(self.preview.area)

    def _area_changed(self, area: Area | None) -> None:
        network = self.network
        if network is None:
            self.summary.setText("")
            return
        inside = [s for s in network.stations if _within(s.place, area)]
        where = "in the box" if area is not None else "in the whole network (drag a box to crop)"
        day = f", the trips of {self.feed.day:%A %Y-%m-%d}" if self.feed.day else ""
        self.summary.setText(f"{len(inside)} of {len(network.stations)} stations {where}{day}")

    def _open_draft(self) -> None:
        if self.network is None:
            return  # the problem is said already
        name = self.feed.path.stem
        draft = TransitDraft(id=slug(name), name=name, ruleset=self.family.currentData())
        try:
            kept = self.stations.value()
            selection = self.selection(self.preview.area, 0 if kept == 1 else kept)
            ruleset = installed_ruleset(draft)
            style = ruleset.layout_style if ruleset is not None else OCTILINEAR
            made = feed_pack(
                self.feed, selection, draft, ruleset, style if self.schematic.isChecked() else None
            )
            self.pack = made.pack
            self.guessed = made.words()
        except InputError as error:
            self.problem.say(str(error))
            return
        self.accept()


def _warnings_text(warnings: tuple[str, ...]) -> str:
    shown = "\n".join(f"• {warning}" for warning in warnings[:SHOWN_WARNINGS])
    more = len(warnings) - SHOWN_WARNINGS
    rest = f"\n… and {more:,} more" if more > 0 else ""
    return f"The feed was read without:\n{shown}{rest}" if warnings else ""


def _swatch(colour: str) -> QIcon:
    """The route's colour as a square beside its name: coloured text of a pale
    line (yellow, say) would not read on a white list."""
    picture = QPixmap(12, 12)
    picture.fill(QColor(colour))
    return QIcon(picture)


def _within(place: tuple[float, float], area: Area | None) -> bool:
    if area is None:
        return True
    west, south, east, north = area
    return south <= place[0] <= north and west <= place[1] <= east
