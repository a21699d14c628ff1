"""Battle Helix: catalog kinds, helixes, engine and computer players."""
