"""The canvas tools in toolbar order."""

from __future__ import annotations

from editor.canvas.tools.base import Tool
from editor.canvas.tools.connection import ConnectionTool
from editor.canvas.tools.delete import DeleteTool
from editor.canvas.tools.journey import JourneyTool
from editor.canvas.tools.region import RegionTool
from editor.canvas.tools.route import RouteTool
from editor.canvas.tools.select import SelectTool
from editor.canvas.tools.station import StationTool
from editor.canvas.tools.step import StepTool
from editor.canvas.tools.water import WaterTool

TOOL_TYPES: tuple[type[Tool], ...] = (
    SelectTool,
    StationTool,
    ConnectionTool,
    WaterTool,
    RegionTool,
    StepTool,
    RouteTool,
    JourneyTool,
    DeleteTool,
)
