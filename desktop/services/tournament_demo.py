"""Demo events: a complete seeded Swiss event for demonstrations, screenshots and benchmarks.

Players get Latin and Cyrillic names, clubs and ratings; results come from a seeded strength model
(:mod:`desktop.tournament.simulation`), each game's details made up from the game registry's result
fields and checked by the game's own scorer (so they are always valid, and plausible: the winner
has the better secondary score when time is called, and so on).  With ``play`` every game is played
by the game's computer players instead.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from database.engine import Database
from database.models.tournament import GameResultRow, MatchRow, RegistrationRow, RoundRow
from desktop.games import registry
from desktop.services.tournament_common import (
    EventSpec,
    StageSpec,
    TournamentError,
    _event,
    event_game_settings,
)
from desktop.services.tournament_context import settle_event_status
from desktop.services.tournament_events import create_event
from desktop.services.tournament_registration import _register
from desktop.services.tournament_results import score_game
from desktop.services.tournament_rounds import pair_next_round, publish_round
from desktop.tournament import MatchKind, Outcome
from desktop.tournament.simulation import play_game

LATIN_FIRST = (
    "Anna",
    "Ben",
    "Chloe",
    "Daniel",
    "Emma",
    "Felix",
    "Grace",
    "Hugo",
    "Isla",
    "Jonas",
    "Kira",
    "Leo",
    "Maya",
    "Noah",
    "Olivia",
    "Paul",
    "Quinn",
    "Rosa",
    "Sam",
    "Tara",
    "Uma",
    "Victor",
    "Wendy",
    "Xavier",
    "Yara",
    "Zoe",
    "Marta",
    "Piotr",
    "Lucía",
    "Mateo",
    "Inès",
    "Søren",
    "Zoë",
    "Jiří",
    "Ágnes",
    "Björn",
)
LATIN_LAST = (
    "Smith",
    "Müller",
    "García",
    "Rossi",
    "Dubois",
    "Nowak",
    "Novák",
    "Jensen",
    "Kowalski",
    "Silva",
    "Brown",
    "Fischer",
    "López",
    "Bianchi",
    "Martin",
    "Horváth",
    "Nielsen",
    "Costa",
    "Wilson",
    "Schmidt",
    "Moreau",
    "Andersson",
    "Papadopoulos",
    "O'Brien",
    "van Dijk",
    "Łukasz",
    "Dvořák",
    "Weber",
    "Ferreira",
    "Kovač",
)
CYRILLIC_FIRST = (
    "Олександр",
    "Марія",
    "Іван",
    "Олена",
    "Дмитро",
    "Анна",
    "Андрій",
    "Софія",
    "Тарас",
    "Катерина",
    "Микола",
    "Ірина",
    "Богдан",
    "Юлія",
    "Сергій",
    "Наталія",
    "Остап",
    "Леся",
    "Ярослав",
    "Оксана",
    "Василь",
    "Галина",
    "Петро",
    "Зоряна",
    "Максим",
    "Дарина",
)
CYRILLIC_LAST = (
    "Шевченко",
    "Коваленко",
    "Бондаренко",
    "Ткаченко",
    "Кравченко",
    "Олійник",
    "Мельник",
    "Лисенко",
    "Мороз",
    "Поліщук",
    "Савченко",
    "Руденко",
    "Гончаренко",
    "Петренко",
    "Марченко",
    "Іваненко",
    "Захарченко",
    "Білик",
    "Литвин",
    "Гнатюк",
    "Федоренко",
    "Кузьменко",
)
CLUBS = (
    "Kyiv Toy Club",
    "Lviv Tabletop",
    "Клуб «Фортеця»",
    "Одеська арена",
    "Berlin Bricks",
    "Kraków Critters",
    "Toybox Warsaw",
    "Харківські тактики",
    "Dnipro Dice",
    "Praha Panzer",
    "Vienna Vanguard",
    "Полтавська ліга",
)


@dataclass(frozen=True)
class DemoResult:
    event_id: int
    players: int
    rounds: int
    games: int
    played_by_computer: bool


class NoComputerPlayersError(TournamentError):
    pass


def demo_names(rng: random.Random, n: int) -> list[str]:
    """``n`` distinct player names, about half Latin and half Cyrillic."""
    names: list[str] = []
    seen: set[str] = set()
    while len(names) < n:
        if rng.random() < 0.5:
            name = f"{rng.choice(LATIN_FIRST)} {rng.choice(LATIN_LAST)}"
        else:
            name = f"{rng.choice(CYRILLIC_FIRST)} {rng.choice(CYRILLIC_LAST)}"
        if name in seen:
            name = f"{name} {len(names) + 1}"
        seen.add(name)
        names.append(name)
    return names


# --- plausible made-up results ------------------------------------------------------------------------


def _int_cap(game: registry.GameInfo, f: registry.ResultField, settings: Mapping[str, Any]) -> int:
    top = f.maximum if f.maximum is not None else 100
    if "points" in f.key:
        limits = tuple(game.extras.get("point_limits") or (200,))
        limit = settings.get("point_limit") or limits[min(1, len(limits) - 1)]
        return min(top, int(limit))
    if "pieces" in f.key:
        return min(top, int(settings.get("pieces") or game.extras.get("default_pieces") or 25))
    return min(top, 30 if f.required else 80)


def synth_result(
    game: registry.GameInfo,
    rng: random.Random,
    outcome_a: Outcome,
    *,
    settings: Mapping[str, Any] | None = None,
    colour_a: str | None = None,
) -> dict[str, Any]:
    """A valid, plausible result dict for one game whose outcome for side a is ``outcome_a``."""
    settings = settings or {}
    time_called = game.time_called_reason
    for _attempt in range(500):
        r: dict[str, Any] = {}
        pair_values: dict[str, int] = {}
        for f in game.result_fields:
            if f.kind == "side":
                continue
            if f.kind == "choice":
                if f.key == "ended":
                    others = [x for x in f.choices if x != time_called]
                    if outcome_a is Outcome.DRAW:
                        r[f.key] = time_called if rng.random() < 0.7 or not others else rng.choice(others)
                    else:
                        r[f.key] = time_called if rng.random() < 0.15 or not others else rng.choice(others)
                elif tuple(game.extras.get("colours") or ()) == tuple(f.choices) and colour_a:
                    r[f.key] = colour_a
                else:
                    r[f.key] = rng.choice(f.choices)
            elif f.kind == "int":
                lo = f.minimum or 0
                cap = max(lo, _int_cap(game, f, settings))
                if not f.required:
                    r[f.key] = rng.randint(max(lo, 3), max(lo, 3, cap))
                    continue
                base = f.key[:-2] if f.key.endswith(("_a", "_b")) else f.key
                if (
                    f.key.endswith("_b")
                    and base in pair_values
                    and outcome_a is Outcome.DRAW
                    and rng.random() < 0.6
                ):
                    r[f.key] = pair_values[base]
                    continue
                v = lo if rng.random() < 0.25 else rng.randint(lo, cap)
                r[f.key] = v
                pair_values[base] = v
            elif f.kind == "text":
                choices = game.extras.get(f"{f.key}s") or game.extras.get(f.key)
                if isinstance(choices, (list, tuple)) and choices:
                    r[f.key] = rng.choice(list(choices))
        r["winner"] = {Outcome.WIN: "a", Outcome.LOSS: "b", Outcome.DRAW: ""}[outcome_a]
        try:
            scored = game.score_result(r)
        except (registry.ResultError, KeyError, TypeError, ValueError):
            # The winner may be implied by the secondary score (time called): try without it.
            if r.get("ended") == time_called:
                r["winner"] = ""
                try:
                    scored = game.score_result(r)
                except (registry.ResultError, KeyError, TypeError, ValueError):
                    continue
            else:
                continue
        if scored.outcome_a.value == outcome_a.value:
            return r
    raise TournamentError(
        "could not make up a {outcome} result for {game}", outcome=outcome_a.value, game=game.name()
    )


# --- computer players ---------------------------------------------------------------------------------


def computer_game(
    game: registry.GameInfo,
    seed: int,
    *,
    colour_a: str | None,
    settings: Mapping[str, Any],
    level: str = "easy",
) -> dict[str, Any]:
    """One game played by the game's computer players (its :class:`~desktop.games.contracts.Players`),
    as a registry result dict: through the players' own ``play_tournament_game(seed=, settings=,
    colour_a=, level=)`` when they offer one (a game's fast, colour-aware path), else through the game's
    Engine and Players contracts."""
    players = game.players
    if players is None or game.engine is None:
        raise NoComputerPlayersError("{game} has no computer players yet", game=game.name())
    own = getattr(players, "play_tournament_game", None)
    if own is not None:
        return dict(own(seed=seed, settings=dict(settings), colour_a=colour_a, level=level))
    return _contract_game(game, seed, colour_a=colour_a, settings=settings, level=level)


#: decisions after which a game played through the Engine contract is called as time called
MAX_DECISIONS = 100_000


def _contract_game(
    game: registry.GameInfo, seed: int, *, colour_a: str | None, settings: Mapping[str, Any], level: str
) -> dict[str, Any]:
    """One game played through the game's Engine and Players contracts (``GameInfo.engine`` /
    ``GameInfo.players``): seat 0 is side A (the side with the first colour when the game has colours)."""
    from desktop.games import settings as schema

    engine, players = game.engine, game.players
    assert engine is not None and players is not None
    level = level if level in players.LEVELS else players.LEVELS[0]
    seats = (players.make_player(level, seed * 2 + 1), players.make_player(level, seed * 2 + 2))
    state = engine.new_game(schema.check(game.settings, dict(settings), scope="event"), seed)
    for _ in range(MAX_DECISIONS):
        seat = engine.to_move(state)
        if seat is None:
            break
        state, _events = engine.apply(state, seats[seat].choose(state))
    return dict(engine.result(state) or engine.time_called_result(state))


def has_computer_players(game_key: str) -> bool:
    game = registry.get(game_key)
    return game.engine is not None and game.players is not None


# --- building the event -------------------------------------------------------------------------------


class _OneTransaction:
    """Stands in for the database while a demo is built: every write of the services it calls runs
    in the one write transaction of the whole demo (a savepoint each) and every read sees it, so a
    demo is there complete or not at all (Ctrl-C, a kill, an error: nothing is left behind)."""

    def __init__(self, db: Database, session: Session) -> None:
        self._db = db
        self._session = session

    @contextmanager
    def begin(self) -> Iterator[Session]:
        with self._session.begin_nested():
            yield self._session

    @contextmanager
    def read(self) -> Iterator[Session]:
        yield self._session

    def __getattr__(self, name: str) -> Any:
        return getattr(self._db, name)


DEMO_SQUADS = 8
"""How many different saved squads (or helixes) a demo's players share."""


def _demo_squad_data(
    db: Any, kind: str, settings: Mapping[str, Any], rng: random.Random
) -> dict[str, Any] | None:
    """Data of a squad of ``kind`` that is legal under the event's ``settings``, drawn by the squad kind
    from the catalog (None when none is found in a bounded number of tries, or the kind draws none)."""
    from desktop.services import squads

    squad_kind = squads.squad_kind(kind)
    draw = getattr(squad_kind, "demo_data", None)
    if draw is None:
        return None
    catalog = {ck: squads.catalog_entries(db, ck) for ck in squad_kind.catalog_kinds}
    for _attempt in range(200):
        data = draw(catalog, settings, rng)
        if data is None:
            return None
        try:
            if squads.validate_data(db, kind, data, settings).legal:
                return data
        except squads.SquadError:
            continue
    return None


def _attach_demo_squads(
    tx: Any, session: Session, event_id: int, game: registry.GameInfo, rng: random.Random
) -> None:
    """Save a few legal squads of the event's game (named after the event) and attach a snapshot of
    one to every player, as an organiser would, so that the squads sheet and checks have them."""
    from desktop.services import squads
    from desktop.services.tournament_registration import _attach

    if game.squad_module is None:
        return
    kind = next(
        (k for k, g in squads.squad_kinds().items()
         if g == game.key and getattr(squads.squad_kind(k), "registers", False)),
        None,
    )
    if kind is None:
        return
    ev = _event(session, event_id)
    settings = event_game_settings(game, ev.game_settings)  # the rules registration checks them against
    ids: list[int] = []
    for i in range(DEMO_SQUADS):
        data = _demo_squad_data(tx, kind, settings, rng)
        if data is None:
            raise TournamentError("no legal {game} squad could be made from the catalog", game=game.name())
        ids.append(squads.save_squad(tx, kind, f"Demo {event_id} {game.name()} {i + 1}", data, settings).id)
    regs = session.scalars(
        select(RegistrationRow).where(RegistrationRow.event_id == event_id).order_by(RegistrationRow.id)
    ).all()
    for n, reg in enumerate(regs):
        _attach(session, ev, reg, ids[n % len(ids)], tx)
    session.flush()


def _fill_results(
    db: Database,
    round_id: int,
    make: Callable[[int, int, str | None], list[dict[str, Any]]],
) -> int:
    """Enter every open match of a round in one transaction; returns the number of games."""
    count = 0
    with db.begin() as session:
        rnd = session.get(RoundRow, round_id)
        assert rnd is not None
        ev = _event(session, rnd.event_id)
        game = registry.get(ev.game)
        colours = bool((ev.options or {}).get("balance_colours"))
        first_colour = (game.extras.get("colours") or (None,))[0] if colours else None
        for m in session.scalars(
            select(MatchRow).where(MatchRow.round_id == round_id, MatchRow.status == "pending")
        ):
            assert m.reg_b_id is not None
            results = make(m.reg_a_id, m.reg_b_id, first_colour)
            for i, r in enumerate(results):
                s = score_game(game, r, i + 1)
                m.games.append(
                    GameResultRow(
                        number=i + 1,
                        result=r,
                        outcome_a=s.outcome_a.value,
                        secondary_a=s.secondary_a,
                        secondary_b=s.secondary_b,
                    )
                )
                count += 1
            m.kind = MatchKind.PLAYED.value
            m.status = "reported"
            m.started = True
            m.updated_by = "demo"
    return count


def build_demo(
    db: Database,
    *,
    game: str,
    players: int,
    rounds: int,
    seed: int = 1,
    play: bool = False,
    best_of: int = 1,
    level: str = "easy",
    name: str | None = None,
    game_settings: Mapping[str, Any] | None = None,
) -> DemoResult:
    """Build a complete seeded Swiss event and return its id (see the module docstring), in one write
    transaction: complete or not at all. Players of a game with squads each get a snapshot of one of
    a few legal saved squads made for the demo. ``game_settings`` are the event's (checked against the
    game's schema); the games are played or made up with them as the event stores them."""
    info = registry.get(game)
    if players < 2:
        raise TournamentError("a demo event needs at least two players")
    if rounds < 1:
        raise TournamentError("a demo event needs at least one round")
    if play and not has_computer_players(game):
        raise NoComputerPlayersError("{game} has no computer players yet", game=info.name())
    rng = random.Random(seed)
    names = demo_names(rng, players)
    strengths = [rng.gauss(0.0, 1.0) for _ in range(players)]
    clubs = [rng.choice(CLUBS) if rng.random() < 0.75 else "" for _ in range(players)]
    ratings = [int(round(1500 + 200 * s + rng.gauss(0, 80))) for s in strengths]
    with db.begin() as outer:
        tx = _OneTransaction(db, outer)
        return _build(
            tx,
            info,
            names,
            strengths,
            clubs,
            ratings,
            game=game,
            players=players,
            rounds=rounds,
            seed=seed,
            play=play,
            best_of=best_of,
            level=level,
            name=name,
            game_settings=game_settings,
        )


def _build(
    db: Any,
    info: registry.GameInfo,
    names: list[str],
    strengths: list[float],
    clubs: list[str],
    ratings: list[int],
    *,
    game: str,
    players: int,
    rounds: int,
    seed: int,
    play: bool,
    best_of: int,
    level: str,
    name: str | None,
    game_settings: Mapping[str, Any] | None,
) -> DemoResult:
    """The demo of :func:`build_demo`, built through ``db`` (its one transaction)."""
    detail = create_event(
        db,
        EventSpec(
            name=name or f"Demo {info.name()} #{seed}",
            game=game,
            date="2025-06-01",
            venue="Demo hall",
            organiser="Toybox Arena",
            best_of=best_of,
            seed=seed,
            stages=(StageSpec("swiss", rounds=rounds),),
            game_settings=dict(game_settings or {}),
        ),
    )
    event_id = detail.summary.id
    with db.begin() as session:
        ev = _event(session, event_id)
        known: set[str] = set()
        for nm, club, rating in zip(names, clubs, ratings, strict=True):
            _register(session, ev, nm, club, rating, known_names=known, played=0)
        session.flush()
        regs = session.scalars(
            select(RegistrationRow.id)
            .where(RegistrationRow.event_id == event_id)
            .order_by(RegistrationRow.id)
        ).all()
        _attach_demo_squads(db, session, event_id, info, random.Random(seed * 104_729 + 7))
    strength = dict(zip(regs, strengths, strict=True))
    game_rng = random.Random(seed * 7919 + 1)
    settings = event_game_settings(info, detail.game_settings, complete=False)
    total_games = 0
    game_counter = [0]

    def simulated(a: int, b: int, colour_a: str | None) -> list[dict[str, Any]]:
        need = best_of // 2 + 1
        out: list[dict[str, Any]] = []
        wa = wb = 0
        while wa < need and wb < need and len(out) < best_of:
            g = play_game(game_rng, strength[a], strength[b])
            out.append(synth_result(info, game_rng, g.outcome_a, settings=settings, colour_a=colour_a))
            if g.outcome_a is Outcome.WIN:
                wa += 1
            elif g.outcome_a is Outcome.LOSS:
                wb += 1
        return out

    def computer(a: int, b: int, colour_a: str | None) -> list[dict[str, Any]]:
        need = best_of // 2 + 1
        out: list[dict[str, Any]] = []
        wa = wb = 0
        while wa < need and wb < need and len(out) < best_of:
            game_counter[0] += 1
            r = computer_game(
                info, seed * 100_003 + game_counter[0], colour_a=colour_a, settings=settings, level=level
            )
            out.append(r)
            s = info.score_result(r)
            if s.outcome_a.value == "win":
                wa += 1
            elif s.outcome_a.value == "loss":
                wb += 1
        return out

    for _ in range(rounds):
        rnd = pair_next_round(db, event_id)
        publish_round(db, rnd.id)
        total_games += _fill_results(db, rnd.id, computer if play else simulated)
    # Every result is in: the event is finished as one whose last result is entered at the desk is.
    with db.begin() as session:
        settle_event_status(session, event_id)
    return DemoResult(event_id, players, rounds, total_games, play)
