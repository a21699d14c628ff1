"""Attacktix speed and strength benchmark (plain script, not collected by pytest).

    .venv/bin/python tests/benchmarks/attacktix_speed.py [--shots 300] [--turns 10] [--games 40] [--skip-strength]
        [--shots-only] [--paint-only] [--opponents easy,normal]

Targets (issue 15; the shot's target from issue 28):
  * one shot resolved (to rest, or 3 simulated seconds) in at most 3 ms of wall time with 20 figures
    on the board — the slowest of the measured shots (each the best of three runs of the same shot, so
    that other processes on the shared machine do not count), every one of them hitting a figure;
  * the Hard computer player decides a whole turn within 2 s (20 figures on the board, the slowest turn);
  * the board repaints during a shot in at most 8 ms a frame with 20 figures drawn as toys (offscreen, the
    slowest frame of a shot's animation at 1920 × 1080, every frame at 60 fps the best of five passes, a
    shot that topples a figure; issue 28 — it was 16 ms at 1280 × 800 before), also zoomed in (× 2) with the
    camera following the action, the perspective view in at most 12 ms;
  * a 100-point Master Battle between two Hard players ends within 60 s of wall time, measured as the
    whole ``toybox-arena simulate attacktix --games 1 --players hard,hard`` process, start-up included;
  * with the same two squads and seats alternated, Hard wins at least 32 of 40 games against Easy and
    at least 24 of 40 against Normal (Master Battle, 60-turn limit).
Exits 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from desktop.games.attacktix import engine as E  # noqa: E402
from desktop.games.attacktix import players as P  # noqa: E402

SHOT_TARGET_MS = 3.0
TURN_TARGET_S = 2.0
BATTLE_TARGET_S = 60.0
PAINT_TARGET_MS = 8.0
PERSPECTIVE_TARGET_MS = 12.0
EASY_TARGET = 32
PAINT_CPU: list[float] = []  # the same frames' processor time (for reading the wall figure on a busy machine)
NORMAL_TARGET = 24

TWENTY = (
    ["MV-01", "MV-02", "MV-03", "MV-04", "MV-05", "MV-06", "MV-07", "MV-08", "MV-09", "MV-10"],
    ["MV-11", "MV-12", "MV-13", "MV-14", "MV-15", "MV-16", "MV-17", "MV-18", "MV-19", "MV-20"],
)


def crowded_state(seed: int) -> E.GameState:
    """20 figures packed in the middle of the table (many knock-on collisions)."""
    s = E.new_game(TWENTY, seed=seed, options={"first_player": "a", "check_squads": False})
    rng = random.Random(seed)
    placed: list[tuple[float, float, float]] = []
    for f in s.figures:
        r = float(s.data[f["code"]]["base_radius"])
        while True:
            x, y = rng.uniform(8, 28), rng.uniform(8, 28)
            if all(math.hypot(x - px, y - py) > r + pr + 0.05 for px, py, pr in placed):
                break
        placed.append((x, y, r))
        f["x"], f["y"] = x, y
    return s


def shot_times(n: int) -> list[float]:
    times = []
    seed = 0
    while len(times) < n:
        s = crowded_state(seed)
        seed += 1
        shooter = next(
            f for f in s.in_play(0) if E.attack_of(s.data[f["code"]])["kind"] in ("shooter", "shield")
        )
        target = min(s.in_play(1), key=lambda t: math.hypot(t["x"] - shooter["x"], t["y"] - shooter["y"]))
        angle = math.atan2(target["y"] - shooter["y"], target["x"] - shooter["x"])
        action = {
            "type": "attack",
            "fig": shooter["id"],
            "angle": angle,
            "pull": random.Random(seed).uniform(0.3, 1.0),
        }
        best = math.inf
        for _ in range(3):  # the same shot three times: the best excludes other processes' noise
            t0 = time.perf_counter()
            _, ev = E.apply(s, action)
            best = min(best, time.perf_counter() - t0)
        dt = best
        if ev[0]["hits"]:
            times.append(dt)
    return times


def hard_turn_times(turns: int) -> list[float]:
    s = crowded_state(99)
    s.options = E.Options.from_dict({**s.options.to_dict(), "first_player": "a"})
    player, other = P.make_player("hard", 5), P.make_player("easy", 6)
    out = []
    for _ in range(turns):
        if s.over:
            break
        me = s.to_move
        t0 = time.perf_counter()
        while not s.over and s.to_act == me:
            action = player.choose(s)
            s, _ = E.apply(s, action)
        out.append(time.perf_counter() - t0)
        while not s.over and s.to_act != me:  # an Easy opponent plays its turn
            s, _ = E.apply(s, other.choose(s))
    return out


def paint_times(perspective: bool = False, follow: bool = False) -> list[float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from desktop.ui.games.attacktix.board import AttacktixBoard

    app = QApplication.instance() or QApplication([])
    board = AttacktixBoard(None)
    board.resize(1920, 1080)
    board.show()
    app.processEvents()
    s = crowded_state(3)
    shooter = next(f for f in s.in_play(0) if E.attack_of(s.data[f["code"]])["kind"] == "shooter")
    target = min(s.in_play(1), key=lambda t: math.hypot(t["x"] - shooter["x"], t["y"] - shooter["y"]))
    angle = math.atan2(target["y"] - shooter["y"], target["x"] - shooter["x"])
    _after, ev = E.apply(
        s, {"type": "attack", "fig": shooter["id"], "angle": angle, "pull": 0.6}, record=True
    )
    assert ev[0]["falls"], "the measured shot must topple a figure (the falling toy is the costly frame)"
    arena = board.arena
    arena.set_perspective(perspective)
    arena.set_state(s, None)
    if follow:  # zoomed in on the shooter (as after aiming there): the camera follows the shot each frame
        arena.zoom_by(2.0, arena.to_screen(shooter["x"], shooter["y"]))
        arena.follow = True
    start = (arena.zoom, arena.centre)
    arena.repaint()  # the board is on screen before anyone shoots (fonts and glyphs are cached then)
    arena.animate(ev[0], s)
    # every frame of the animation at 60 fps, each frame painted in five passes: its best time counts (as for
    # the shots above: other processes on the shared machine do not), the slowest frame is the figure
    moments = [k / 60.0 for k in range(int(arena._anim["end"] * 60.0) + 1)]
    best = [math.inf] * len(moments)
    cpu = [math.inf] * len(moments)
    for _ in range(5):
        arena.zoom, arena.centre = start  # each pass follows the action from the same camera
        for k, t in enumerate(moments):
            arena.elapsed_ms = lambda t=t: t * 1000.0
            if follow:  # the timer's step: the camera moves toward the action, then the frame is painted
                focus = arena._focus(t)
                if focus is not None:
                    arena.look_at(focus[0], focus[1], 0.12)
            c0 = time.thread_time()
            arena.repaint()
            cpu[k] = min(cpu[k], (time.thread_time() - c0) * 1000.0)
            best[k] = min(best[k], arena.last_paint_ms)
            app.processEvents()
    del arena.elapsed_ms
    board.shutdown()
    board.close()
    PAINT_CPU.extend(cpu)
    return best


def report_paint() -> bool:
    ok = True
    cases = ((False, False, PAINT_TARGET_MS), (False, True, PAINT_TARGET_MS), (True, False, PERSPECTIVE_TARGET_MS))
    for perspective, follow, target in cases:
        PAINT_CPU.clear()
        paints = paint_times(perspective, follow)
        slow = max(paints)
        good = slow <= target
        ok &= good
        view = "perspective view" if perspective else "view from above"
        if follow:
            view += ", zoomed in (x2) following the action"
        print(
            f"board repaint during a shot, 20 figures at 1920x1080, {view}: slowest {slow:.2f} ms, "
            f"median {sorted(paints)[len(paints) // 2]:.2f} ms over {len(paints)} frames "
            f"(target <= {target:g} ms) {'OK' if good else 'MISSED'}; processor time: slowest "
            f"{max(PAINT_CPU):.2f} ms, median {sorted(PAINT_CPU)[len(PAINT_CPU) // 2]:.2f} ms"
        )
    return ok


def battle_seconds() -> float:
    cmd = [sys.executable, "-m", "desktop", "simulate", "attacktix", "--games", "1", "--players", "hard,hard"]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    t0 = time.perf_counter()
    done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    dt = time.perf_counter() - t0
    if done.returncode != 0:
        print(done.stderr)
        return math.inf
    return dt


def strength(opponent: str, games: int) -> int:
    wins = 0
    for g in range(games):
        hard_first = g % 2 == 0
        a, b = ("hard", opponent) if hard_first else (opponent, "hard")
        res, _ = P.play_match(a, b, seed=1000 + g)
        if res["winner"] and (res["winner"] == "a") == hard_first:
            wins += 1
    return wins


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--shots", type=int, default=300)
    ap.add_argument("--turns", type=int, default=8)
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--skip-strength", action="store_true")
    ap.add_argument("--shots-only", action="store_true", help="measure the shots only")
    ap.add_argument("--paint-only", action="store_true", help="measure the board's repaint during a shot only")
    ap.add_argument("--opponents", default="easy,normal", help="whom Hard plays in the strength part")
    args = ap.parse_args()
    ok = True
    if args.paint_only:
        return 0 if report_paint() else 1

    times = sorted(shot_times(args.shots))
    worst, median = times[-1] * 1000, times[len(times) // 2] * 1000
    good = worst <= SHOT_TARGET_MS
    ok &= good
    print(
        f"one shot, 20 figures: slowest {worst:.2f} ms, median {median:.2f} ms over {len(times)} hitting shots "
        f"(target <= {SHOT_TARGET_MS:g} ms) {'OK' if good else 'MISSED'}"
    )
    if args.shots_only:
        return 0 if ok else 1

    turns = hard_turn_times(args.turns)
    slow = max(turns)
    good = slow <= TURN_TARGET_S
    ok &= good
    print(
        f"Hard decides a turn, 20 figures: slowest {slow:.2f} s, mean {sum(turns) / len(turns):.2f} s over "
        f"{len(turns)} turns (target <= {TURN_TARGET_S:g} s) {'OK' if good else 'MISSED'}"
    )

    ok &= report_paint()

    secs = battle_seconds()
    good = secs <= BATTLE_TARGET_S
    ok &= good
    print(
        f"100-point Master Battle, Hard vs Hard, whole command: {secs:.1f} s (target <= {BATTLE_TARGET_S:g} s) "
        f"{'OK' if good else 'MISSED'}"
    )

    if not args.skip_strength:
        targets = {"easy": EASY_TARGET, "normal": NORMAL_TARGET}
        for opp in [o.strip() for o in args.opponents.split(",") if o.strip()]:
            target = targets[opp]
            t0 = time.perf_counter()
            wins = strength(opp, args.games)
            need = math.ceil(target * args.games / 40)
            good = wins >= need
            ok &= good
            print(
                f"Hard vs {opp.capitalize()}: {wins}/{args.games} wins (target >= {need}/{args.games}) "
                f"in {time.perf_counter() - t0:.0f} s {'OK' if good else 'MISSED'}"
            )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
