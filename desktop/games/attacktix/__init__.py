"""Attacktix: catalog kinds, squads, engine and computer players."""
