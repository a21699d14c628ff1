"""One module per sidebar page; each exports ``Page(ctx, parent=None)``."""
