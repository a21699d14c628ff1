"""Saved-game loader benchmark (plain script, not collected by pytest).

    .venv/bin/python tests/benchmarks/saved_game_load.py [--runs 5]

Targets (issue 25, saved games):
  * a saved game with a 1 MB or a 10 MB player name (a 1 MB one used to freeze the window ~50 s) is refused by
    File → Load game in at most 1 s, for each game (the best of ``--runs`` runs, read from its file);
  * a file nested 100,000 levels deep is refused in at most 1 s;
  * a valid save of each game is read and checked by the loader (before its board replays it) in at
    most 0.5 s.
Prints each figure beside its target (min and median of the runs); exits 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "reliability"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TOYBOX_ARENA_HOME", tempfile.mkdtemp(prefix="toybox-bench-"))

HUGE_TARGET_S = 1.0
DEEP_TARGET_S = 1.0
VALID_TARGET_S = 0.5
GAMES = ("attacktix", "helix", "toybattle")


def timed(fn, runs: int) -> list[float]:  # type: ignore[no-untyped-def]
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])  # noqa: F841 - the boards need one
    import saved_game_samples as samples

    from desktop.ui.play import saves
    from desktop.ui.play.frame import PlayFrame

    frame = PlayFrame(None)
    folder = Path(tempfile.mkdtemp(prefix="toybox-saves-"))
    ok = True

    def report(what: str, times: list[float], target: float) -> None:
        nonlocal ok
        best, median = min(times), statistics.median(times)
        passed = best <= target
        ok &= passed
        print(f"{what:<46} min {best:7.3f} s  median {median:7.3f} s  target {target:.1f} s  "
              f"{'ok' if passed else 'MISSED'}")

    for key in GAMES:
        for mb in (1, 10):
            data = samples.valid_save(key, names=("N" * (mb * 1_000_000), "Bob"))
            path = folder / f"{key}-huge-{mb}.json"
            path.write_text(json.dumps(data), encoding="utf-8")

            def refuse(path: Path = path) -> None:
                try:
                    frame.load_game_from(path)
                except ValueError:
                    return
                raise AssertionError("a huge name was accepted")

            report(f"{key}: {mb} MB name refused (Load game)", timed(refuse, args.runs), HUGE_TARGET_S)
    deep = folder / "deep.json"
    deep.write_text('{"game": "helix", "battle": ' + "[" * 100_000 + "]" * 100_000 + "}", encoding="utf-8")

    def refuse_deep() -> None:
        try:
            saves.read_game_file(deep)
        except saves.SaveProblem:
            return
        raise AssertionError("a deep file was accepted")

    report("100,000 levels deep refused", timed(refuse_deep, args.runs), DEEP_TARGET_S)
    for key in GAMES:
        path = folder / f"{key}.json"
        path.write_text(json.dumps(samples.valid_save(key)), encoding="utf-8")
        report(f"{key}: valid save read and checked", timed(lambda p=path: saves.read_game_file(p), args.runs),
               VALID_TARGET_S)
    frame.deleteLater()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
