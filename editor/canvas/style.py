"""How the board looks: sizes and colours shared by the canvas and exports."""

from PySide6.QtGui import QColor

STATION_RADIUS = 7.0
LANE_WIDTH = 3.0
LANE_GAP = 4.0
LABEL_POINT_SIZE = 7

TRACK = QColor("#8a8f98")
STATION_FILL = QColor("#ffffff")
STATION_OUTLINE = QColor("#1b1f24")
NATIONAL_RAIL = QColor("#c8102e")
START = QColor("#2e7d32")
BOARD = QColor("#f6f3ea")
LABEL = QColor("#1b1f24")
REGION_FILLS = {
    "district": QColor(80, 120, 200, 40),
    "cluster": QColor(230, 90, 160, 60),
    "zone": QColor(120, 180, 90, 40),
    "river": QColor(70, 140, 220, 90),
    "edge": QColor(200, 160, 60, 40),
    "corner": QColor(200, 110, 40, 50),
}
