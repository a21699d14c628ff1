"""Write resources/database_template.sqlite3, the seeded database a new data folder starts from.

Run it after changing the models, a migration's head or the shipped catalog (the test
tests/foundation/test_database_template.py fails until then):

    PYTHONPATH=. python tools/database_template.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from database.template import TEMPLATE, build  # noqa: E402


def main() -> int:
    path = build(TEMPLATE)
    print(f"{path} ({path.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
