"""The Catalog page's parts: table model, generated form, undo commands, terrain editors, import preview."""
