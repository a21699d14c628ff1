"""The schema this version of the app writes, as a constant (stdlib only, nothing to import).

:data:`HEAD_REVISIONS` are Alembic's heads (one per area branching off ``0001``). The command line's
read path (:mod:`database.quick_read`) serves a database without SQLAlchemy only when its
``alembic_version`` holds exactly these; anything else goes through :class:`database.engine.Database`,
which migrates. ``tests/foundation/test_head.py`` checks them against Alembic's own heads, so a new
migration that forgets to update this line fails CI.
"""

from __future__ import annotations

HEAD_REVISIONS: frozenset[str] = frozenset({"0002_catalog", "0003_squads", "0007_avoided_pairs"})
