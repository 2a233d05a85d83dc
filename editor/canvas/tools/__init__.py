"""Canvas tools, one class per tool. Tools never edit the map themselves: they
compute the new pack with engine.editing.edits and hand it to the document as an
undoable edit."""
