"""Dock panels beside the canvas. Each module installs one dock on the main window;
dock_layout comes last and arranges them. editor/panels/installing.py installs them
all."""
