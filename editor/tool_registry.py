"""The canvas tools in toolbar order."""

from __future__ import annotations

from editor.canvas.tools.base import Tool
from editor.canvas.tools.connection import ConnectionTool
from editor.canvas.tools.delete import DeleteTool
from editor.canvas.tools.select import SelectTool
from editor.canvas.tools.station import StationTool

TOOL_TYPES: tuple[type[Tool], ...] = (SelectTool, StationTool, ConnectionTool, DeleteTool)
