"""How the board looks: sizes and colours shared by the canvas and exports."""

from PySide6.QtGui import QColor

STATION_RADIUS = 7.0
LANE_WIDTH = 3.0
LANE_GAP = 4.5
LABEL_POINT_SIZE = 7
LABEL_LINE_HEIGHT = 11.0  # map units: a label's line at LABEL_POINT_SIZE
LEAST_READABLE_PIXELS = 5.0  # a label's line on screen below this is not drawn
WATER_RADIUS = 6.5

TRACK = QColor("#8a8f98")
STATION_FILL = QColor("#ffffff")
STATION_OUTLINE = QColor("#1b1f24")
NATIONAL_RAIL = QColor("#c8102e")
TERMINUS = QColor("#1b1f24")
CONNECTION_MARK = QColor("#6a3fb5")
PLUS_MARK = QColor("#1b1f24")
LANDMARK = QColor("#b07d12")
START = QColor("#2e7d32")
TOURIST = QColor("#00897b")
STAR = QColor("#f2b705")
WILD = (QColor("#e53935"), QColor("#1e88e5"), QColor("#43a047"), QColor("#fdd835"))
WATER = QColor("#2f7fd6")
SLOT = QColor("#ffffff")  # a track space's slot on the board look
RIVER = QColor("#a9cdee")  # rivers and the sea, on the board look
RIVER_EDGE = QColor("#5d9bd5")
BOARD = QColor("#f6f3ea")
LABEL = QColor("#1b1f24")
SELECTION = QColor("#ff8c00")
SELECTION_RIM = QColor(255, 255, 255, 230)
GRID = QColor(0, 0, 0, 22)
# Districts that touch get different tints (engine.map.geometry.neighbour_colours).
DISTRICT_TINTS = (
    QColor(80, 120, 200, 40),
    QColor(200, 150, 60, 40),
    QColor(90, 170, 120, 40),
    QColor(170, 100, 180, 40),
    QColor(60, 170, 180, 40),
    QColor(200, 100, 100, 40),
)
REGION_FILLS = {
    "district": QColor(80, 120, 200, 40),
    "cluster": QColor(230, 90, 160, 60),
    "zone": QColor(120, 180, 90, 40),
    "river": QColor(70, 140, 220, 90),
    "edge": QColor(200, 160, 60, 40),
    "corner": QColor(200, 110, 40, 50),
}
