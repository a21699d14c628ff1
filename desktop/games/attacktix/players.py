"""Attacktix computer players (pure): they simulate candidate moves and shots in the engine.

Every level plays the same way: for each attack it draws candidates (an attacker, maybe a move of it
towards its target, an aim and a pull), plays each one in a copy of the game with deviations sampled
from the game's "steady hand" setting (the player does not know the real ones), and keeps the one with
the best average outcome; the second half of the candidates are small changes of the best one found so
far. Levels differ only by the number of candidates: Easy simulates a tenth of
Hard's, Normal a sixth. Figures that have no target in reach walk towards the nearest opponent first.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from . import engine as E

LEVELS = ("easy", "normal", "hard")
HARD_CANDIDATES = 300  # per attack
SAMPLES = 2  # deviation samples per candidate
CANDIDATES = {"hard": HARD_CANDIDATES, "normal": HARD_CANDIDATES // 6, "easy": HARD_CANDIDATES // 10}
WIN = 10_000.0
TOURNAMENT_TURN_LIMIT = 60
REFINE_ANGLE = 0.02  # radians: how far a refined candidate's aim moves from the best one
REFINE_PULL = 0.06
AIM_WIDTH = math.pi * 0.75  # candidate aims spread this far either side of the line to the target

# Two legal 100-point squads from the shipped catalog (tournament profile), used when none are given.
DEFAULT_SQUADS: tuple[tuple[str, ...], tuple[str, ...]] = (
    ("MV-07", "MV-08", "MV-10"),  # Cyclops 40, Storm 30, Spider-Man 30
    ("MV-19", "MV-07", "MV-20"),  # Punisher 20, Cyclops 40, Venom 40
)


def evaluate(state: E.GameState, me: int) -> float:
    """The position's value for ``me``: points destroyed, points still standing, opponents near edges."""
    if state.over:
        if state.winner is None:
            return 0.0
        return WIN if state.winner == me else -WIN
    size = state.options.arena_size
    score = 2.0 * (state.points[me] - state.points[1 - me])
    for f in state.in_play():
        d = state.data[f["code"]]
        pts = float(d.get("points") or 0) or 20.0
        edge = min(f["x"], f["y"], size - f["x"], size - f["y"]) - float(d["base_radius"])
        danger = max(0.0, 3.0 - edge) / 3.0  # near the edge, one push from falling
        value = pts * (1.0 - 0.3 * danger)
        score += value if f["ctrl"] == me else -value
    return score


class ComputerPlayer:
    """A computer player of one level; :meth:`choose` gives the next action for the player to act."""

    def __init__(self, level: str = "normal", seed: int | None = None, candidates: int | None = None) -> None:
        if level not in CANDIDATES:
            raise ValueError(f"unknown level {level!r}; use one of {', '.join(LEVELS)}")
        self.level = level
        self.name = f"computer ({level})"
        self.candidates = max(1, candidates if candidates is not None else CANDIDATES[level])
        self.rng = random.Random(seed)
        self._plan: list[dict[str, Any]] = []
        self._plan_turn: tuple[int, int] | None = None

    # --- the decision ---------------------------------------------------------------------------------

    def choose(self, state: E.GameState) -> dict[str, Any]:
        me = state.to_act
        if state.pending:
            return {"type": "choose", "value": self._answer(state, state.pending[0])}
        if self._plan_turn != (state.turn, state.shots) or not self._plan:
            self._plan = []
        while self._plan:
            a = self._plan.pop(0)
            if E.explain_illegal(state, a) is None:
                return a
        if state.interlude:
            best = self._best_attack(state, me, allow_move=not state.interlude.get("moved"))
            if best is None:
                return {"type": "pass"}
            return self._queue(state, best)
        for fid, targets in E.legal_summary(state)["effects"].items():
            mine = float(state.figure_data(fid).get("points") or 0)
            best_t = max(targets, key=lambda t: float(state.figure_data(t).get("points") or 0))
            if float(state.figure_data(best_t).get("points") or 0) > mine:
                return {"type": "effect", "fig": fid, "target": best_t}
        if not state.attacked and not any(f["moved"] for f in state.in_play(me)):
            advance = self._advance_moves(state, me)
            if advance:
                self._plan_turn = (state.turn, state.shots)
                self._plan = advance[1:]
                return advance[0]
        if state.attacks_used < state.attacks_allowed:
            best = self._best_attack(state, me, allow_move=not state.attacked)
            if best is not None:
                return self._queue(state, best)
        return {"type": "end_turn"}

    def _queue(self, state: E.GameState, actions: list[dict[str, Any]]) -> dict[str, Any]:
        self._plan_turn = (state.turn, state.shots)
        self._plan = actions[1:]
        return actions[0]

    # --- candidates -------------------------------------------------------------------------------------

    def _best_attack(self, state: E.GameState, me: int, allow_move: bool) -> list[dict[str, Any]] | None:
        summary = E.legal_summary(state)
        attackers = summary["attackers"]
        foes = state.in_play(1 - me)
        if not attackers or not foes:
            return None
        movable = {m.fig: m.reach for m in summary["moves"]} if allow_move else {}
        baseline = evaluate(state, me)
        best_value, best = -math.inf, None
        explore = max(1, self.candidates // 2)
        plan: list[dict[str, Any]] | None
        for i in range(self.candidates):
            if i >= explore and best is not None and best_value > baseline:
                plan = self._refine(best)  # the second half of the budget: small changes to the best so far
            else:
                plan = self._candidate(state, attackers, foes, movable)
            if plan is None:
                continue
            total = 0.0
            ok = True
            for _k in range(SAMPLES):
                s = state
                try:
                    for a in plan:
                        dev = None
                        if a["type"] == "attack":
                            dev = (
                                self.rng.gauss(0.0, s.options.angle_sigma),
                                self.rng.gauss(0.0, s.options.power_sigma),
                            )
                        s, _ = E.apply(s, a, dev=dev)
                        while s.pending and not s.over:
                            s, _ = E.apply(s, {"type": "choose", "value": self._answer(s, s.pending[0])})
                except E.IllegalAction:
                    ok = False
                    break
                total += evaluate(s, me)
            if not ok:
                continue
            value = total / SAMPLES
            if value > best_value:
                best_value, best = value, plan
        if best is None or best_value < baseline - 1e-9:
            return None
        return best

    def _candidate(
        self,
        state: E.GameState,
        attackers: Sequence[int],
        foes: Sequence[dict[str, Any]],
        movable: Mapping[int, float],
    ) -> list[dict[str, Any]] | None:
        rng = self.rng
        fid = rng.choice(list(attackers))
        f = state.fig(fid)
        d = state.data[f["code"]]
        atk = E.attack_of(d)
        r = float(d["base_radius"])
        target = rng.choice(list(foes))
        tr = float(state.data[target["code"]]["base_radius"])
        x, y = f["x"], f["y"]
        plan: list[dict[str, Any]] = []
        dist = math.hypot(target["x"] - x, target["y"] - y)
        reach = movable.get(fid, 0.0)
        if reach > 0 and (dist - r - tr > atk["range"] * 0.6 or rng.random() < 0.5):
            want = (
                dist
                - r
                - tr
                - (0.05 if atk["kind"] in ("striker", "kicking") else rng.uniform(1.0, atk["range"] * 0.5))
            )
            step = max(0.0, min(reach, want)) * rng.uniform(0.6, 1.0)
            ang = math.atan2(target["y"] - y, target["x"] - x) + rng.uniform(-1.0, 1.0)
            size = state.options.arena_size
            nx = min(max(x + step * math.cos(ang), r + 0.01), size - r - 0.01)
            ny = min(max(y + step * math.sin(ang), r + 0.01), size - r - 0.01)
            try:
                ex, ey, _d = E.slide(state, fid, nx, ny)
            except E.IllegalAction:
                ex, ey = x, y
            else:
                plan.append({"type": "move", "fig": fid, "x": nx, "y": ny})
                x, y = ex, ey
        dist = math.hypot(target["x"] - x, target["y"] - y)
        angle = math.atan2(target["y"] - y, target["x"] - x) + rng.uniform(-AIM_WIDTH, AIM_WIDTH)
        if atk["kind"] in ("flight", "throwing"):
            pull = min(1.0, max(0.05, (dist - r) / max(atk["range"], 1e-6) * rng.uniform(0.7, 1.3)))
        else:
            pull = rng.uniform(0.2, 1.0)
        plan.append({"type": "attack", "fig": fid, "angle": angle, "pull": pull})
        return plan

    def _refine(self, plan: list[dict[str, Any]]) -> list[dict[str, Any]]:
        out = [dict(a) for a in plan]
        shot = out[-1]
        shot["angle"] = float(shot["angle"]) + self.rng.gauss(0.0, REFINE_ANGLE)
        shot["pull"] = min(1.0, max(0.05, float(shot["pull"]) + self.rng.gauss(0.0, REFINE_PULL)))
        return out

    def _advance_moves(self, state: E.GameState, me: int) -> list[dict[str, Any]]:
        """Walk figures that have no opponent in reach of their attack towards the nearest one."""
        foes = state.in_play(1 - me)
        if not foes:
            return []
        out = []
        s = state
        for f in state.in_play(me):
            d = s.data[f["code"]]
            atk = E.attack_of(d)
            g = s.fig(f["id"])
            nearest = min(foes, key=lambda t: math.hypot(t["x"] - g["x"], t["y"] - g["y"]))
            gap = math.hypot(nearest["x"] - g["x"], nearest["y"] - g["y"]) - float(d["base_radius"])
            if gap - float(s.data[nearest["code"]]["base_radius"]) <= atk["range"] * 0.8:
                continue
            reach = E.move_range(s, f["id"]).reach
            if reach <= 0:
                continue
            ang = math.atan2(nearest["y"] - g["y"], nearest["x"] - g["x"])
            for turn in (0.0, 0.5, -0.5):
                x = g["x"] + reach * math.cos(ang + turn)
                y = g["y"] + reach * math.sin(ang + turn)
                a = {"type": "move", "fig": f["id"], "x": x, "y": y}
                try:
                    s, _ = E.apply(s, a)
                except E.IllegalAction:
                    continue
                out.append(a)
                break
        return out

    # --- choices ----------------------------------------------------------------------------------------

    def _answer(self, state: E.GameState, p: Mapping[str, Any]) -> Any:
        return answer_choice(state, p)


def answer_choice(state: E.GameState, p: Mapping[str, Any]) -> Any:
    """A sensible answer to a pending choice (also the default for people who let the computer decide)."""
    kind = p["kind"]
    if kind == "order":
        return list(p["options"])
    if kind == "pick":
        return max(p["options"], key=lambda t: float(state.figure_data(t).get("points") or 0))
    if kind == "move_targets":
        size = state.options.arena_size
        out = []
        opts = sorted(p["options"], key=lambda t: -float(state.figure_data(t).get("points") or 0))
        for t in opts[: int(p["count"])]:
            f = state.fig(t)
            r = float(state.figure_data(t)["base_radius"])
            # towards the nearest edge, as far as allowed while the whole base stays on the table
            edges = [
                (f["x"] - r, (-1, 0)),
                (size - r - f["x"], (1, 0)),
                (f["y"] - r, (0, -1)),
                (size - r - f["y"], (0, 1)),
            ]
            room, (dx, dy) = min(edges, key=lambda e: e[0])
            step = max(0.0, min(float(p["distance"]), room - 0.01))
            out.append([t, f["x"] + dx * step, f["y"] + dy * step])
        return out
    return None


def make_player(level: str, seed: int | None = None, **kwargs: Any) -> ComputerPlayer:
    return ComputerPlayer(level, seed, **kwargs)


# --- whole games ------------------------------------------------------------------------------------------


def play_game(
    first: ComputerPlayer,
    second: ComputerPlayer,
    setup: Mapping[str, Any],
    on_action: Callable[[E.Game, dict[str, Any]], None] | None = None,
    max_actions: int = 20_000,
) -> E.Game:
    """Play a whole game: ``first`` plays squad a (side 0), ``second`` squad b. Returns the :class:`Game`."""
    game = E.Game(setup)
    seats = (first, second)
    for _ in range(max_actions):
        if game.state.over:
            break
        action = seats[game.state.to_act].choose(game.state)
        game.play(action)
        if on_action is not None:
            on_action(game, action)
    else:
        raise RuntimeError("the game did not end")
    return game


def default_setup(
    seed: int,
    squads: Sequence[Sequence[str]] | None = None,
    options: Mapping[str, Any] | None = None,
    names: Sequence[str] = ("A", "B"),
) -> dict[str, Any]:
    opts = {"turn_limit": TOURNAMENT_TURN_LIMIT}
    opts.update(options or {})
    sq = squads or DEFAULT_SQUADS
    return {"squads": [list(sq[0]), list(sq[1])], "seed": int(seed), "options": opts, "names": list(names)}


def play_match(
    player_a: str | ComputerPlayer,
    player_b: str | ComputerPlayer,
    *,
    seed: int = 0,
    squads: Sequence[Sequence[str]] | None = None,
    options: Mapping[str, Any] | None = None,
) -> tuple[dict[str, Any], E.Game]:
    """One computer game: side "a" plays the first squad. Returns the registry result and the game."""
    a = make_player(player_a, seed * 2 + 1) if isinstance(player_a, str) else player_a
    b = make_player(player_b, seed * 2 + 2) if isinstance(player_b, str) else player_b
    game = play_game(a, b, default_setup(seed, squads, options))
    return E.match_result(E.result(game.state)), game


def options_from_settings(settings: Mapping[str, Any]) -> dict[str, Any]:
    """The rules options among an event's game settings (other settings, e.g. squad limits, are ignored)."""
    out = {k: v for k, v in settings.items() if k in E.OPTION_NAMES}
    if "point_limit" in settings and "level" not in out:
        out["level"] = "master"
    out.setdefault("turn_limit", TOURNAMENT_TURN_LIMIT)
    E.Options.from_dict(out)  # a clear error for a bad value
    return out


def play_tournament_game(
    *, seed: int, settings: Mapping[str, Any], colour_a: str | None = None, level: str = "easy"
) -> dict[str, Any]:
    """The registry result of one computer game for tournaments and ``event demo --play``."""
    squads = settings.get("squads")
    if squads is not None:
        squads = [E.squad_codes(sq)[0] for sq in squads]
    opts = options_from_settings({k: v for k, v in settings.items() if k != "squads"})
    if squads is None:
        opts.pop("point_limit", None)  # the default squads stand in for the event's: equal, 100 points
        opts.pop("limit_mode", None)
    swap = colour_a == "b"
    setup = default_setup(seed, squads, opts)
    first, second = make_player(level, seed * 2 + 1), make_player(level, seed * 2 + 2)
    game = play_game(first, second, setup)
    return E.match_result(E.result(game.state), "b" if swap else "a")
