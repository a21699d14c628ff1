"""Hard computer replies on the offscreen Toy Battle board (plain script, not collected by pytest).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/benchmarks/toybattle_app.py [--replies 20]

Target: on the real board widget (event loop, worker thread, animation, autosave signal), each Hard reply
— from the person's last decision until it is the person's turn again, however many decisions the
computer takes in between — within 1 s, with the animation off and on. Prints the max and the median of
each run; exits 1 when a reply took longer.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtWidgets import QApplication  # noqa: E402

TARGET = 1.0


def run(app: QApplication, replies: int, animation_ms: int, seed: int) -> list[float]:
    from desktop.games.toybattle.engine import legal_actions
    from desktop.ui.games.toybattle.board import ToyBattlePlayWidget
    from desktop.ui.games.toybattle.setup import GameSettings

    board = ToyBattlePlayWidget(None)
    board.animation_ms = animation_ms
    board.resize(1280, 800)
    board.show()
    rnd = random.Random(seed)
    times: list[float] = []
    game_seed = seed
    board.start_game(GameSettings(terrain="random", colour="blue", opponent="hard", first="blue", seed=game_seed))
    while len(times) < replies:
        if not board.in_progress():
            game_seed += 1
            board.start_game(GameSettings(terrain="random", colour="blue", opponent="hard", first="blue",
                                          seed=game_seed))
        while not board.human_to_act() and board.in_progress():  # (a game may start with Red's effects)
            app.processEvents()
        if not board.in_progress():
            continue
        acts = legal_actions(board.game.state)
        places = [a for a in acts if a.kind == "place"]
        board.play(rnd.choice(places) if places and rnd.random() < 0.85 else rnd.choice(acts))
        if board.human_to_act() or not board.in_progress():
            continue  # an effect of the person's own, or the game ended: no reply to time
        started = time.perf_counter()
        while board.in_progress() and not board.human_to_act():
            app.processEvents()
            time.sleep(0.001)
        times.append(time.perf_counter() - started)
    board.mover.cancel()
    board.mover.wait_all(10_000)
    board.close()
    board.deleteLater()
    return times


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--replies", type=int, default=20)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    ok = True
    for label, ms in (("animation off", 0), ("animation on", 450)):
        times = run(app, args.replies, ms, args.seed)
        worst, median = max(times), statistics.median(times)
        passed = worst <= TARGET
        ok &= passed
        print(f"Hard replies on the board, {label}: {len(times)} replies, max {worst:.3f} s, median {median:.3f} s "
              f"(target: each <= {TARGET:.1f} s) {'OK' if passed else 'MISSED'}")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"load average {load:.1f} on {os.cpu_count()} cores")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
