"""The Play page: the frame shared by every board (desktop/ui/play/frame.py)."""
