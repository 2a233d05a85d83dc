"""Small self-drawn widgets (charts, legends): PySide6-Essentials has no QtCharts."""
