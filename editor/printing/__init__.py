"""The print-and-play kit: a map's board, cards, sheets and box list as one PDF.

plan.py decides what goes on which page (Qt-free, so tests read it); pages/
draws each kind of page with QPainter; pdf.py writes the file; dialog.py is
File > Print-and-Play. Nothing here names a rule family: what a family prints
comes from its Ruleset's print hooks (engine/rules/printing.py).
"""
