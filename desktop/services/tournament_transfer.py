"""``event import``: an event's JSON export back into a database.

Into a database that does not hold that event (its ids are free) the event is restored exactly:
export → import → export gives the same file apart from the export time. Otherwise a new event is
created whose export differs only in ids and match codes (the old → new codes are returned). The
whole file is checked first (structure, types, references); a malformed one is refused naming the
file, the place and the reason, and nothing is written. The "never pair these two" pairs
(``avoided_pairs``) follow their players; a file exported before they were carried has none.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, select

from database.engine import Database
from database.models.tournament import (
    AvoidedPairRow,
    EventRow,
    GameResultRow,
    MatchRow,
    PenaltyRow,
    PlayerRow,
    RegistrationRow,
    RequestedByeRow,
    ResultAuditRow,
    RoundRow,
    StageRow,
)
from desktop.services import validation
from desktop.services.files import ImportFileProblem
from desktop.services.tournament_common import STAGE_KINDS, TournamentError, _club
from desktop.services.tournament_export import EXPORT_FORMAT
from desktop.services.tournament_registration import _find_or_create_player

__all__ = ["EventImportError", "EventImportReport", "import_event"]

MATCH_KINDS = ("played", "bye", "no_opponent", "forfeit", "double_loss", "intentional_draw")
REG_STATUSES = ("registered", "dropped", "disqualified", "absent")


class EventImportError(ImportFileProblem, TournamentError):
    """A malformed event file: ``file``, ``item`` (the place) and the reason; nothing was written."""


@dataclass(frozen=True)
class EventImportReport:
    event_id: int
    restored: bool
    """True: the event came back with its own ids; False: a new event (codes changed)."""
    codes: dict[str, str]
    """Old match code -> new one (empty when restored)."""


class _Checker:
    def __init__(self, file: str) -> None:
        self.file = file

    def fail(self, where: str, reason: str) -> EventImportError:
        return EventImportError(self.file, reason, item=where)

    def obj(self, v: Any, where: str) -> Mapping[str, Any]:
        if not isinstance(v, Mapping):
            raise self.fail(where, "must be an object")
        return v

    def lst(self, v: Any, where: str) -> list[Any]:
        if not isinstance(v, list):
            raise self.fail(where, "must be a list")
        return v

    def int_(self, v: Any, where: str, *, none: bool = False, low: int = 0, high: int = 10**12) -> int | None:
        if v is None and none:
            return None
        if isinstance(v, bool) or not isinstance(v, int) or not low <= v <= high:
            raise self.fail(where, f"must be a whole number from {low} to {high}")
        return v

    def num(self, v: Any, where: str) -> float:
        if isinstance(v, bool) or not isinstance(v, int | float) or not validation.check_json_value(v):
            raise self.fail(where, "must be a number")
        return float(v)

    def text(
        self, v: Any, where: str, maximum: int = validation.NAME_MAX, *, choices: tuple[str, ...] = ()
    ) -> str:
        if not isinstance(v, str):
            raise self.fail(where, "must be text")
        problem = validation.text_problem(v, maximum=maximum, multiline=maximum > validation.NAME_MAX)
        if problem is not None:
            raise self.fail(where, problem[0].format(**problem[1]))
        if choices and v not in choices:
            raise self.fail(where, f"must be one of {', '.join(choices)}")
        return v

    def name(self, v: Any, where: str, *, required: bool = True) -> str:
        """A player's or club's name as registration takes it (a tab is a space, blanks collapse)."""
        if not isinstance(v, str):
            raise self.fail(where, "must be text")
        try:
            return validation.clean_name(v, where, required=required, what="the name")
        except validation.TextProblem as exc:
            raise self.fail(where, exc.message) from exc

    def when(self, v: Any, where: str) -> datetime:
        try:
            return datetime.fromisoformat(self.text(v, where, 40))
        except ValueError:
            raise self.fail(where, "must be a date and time like 2025-05-31T10:00:00") from None


def _check(doc: Any, file: str) -> dict[str, Any]:
    c = _Checker(file)
    doc = c.obj(doc, "the file")
    if doc.get("format") != EXPORT_FORMAT:
        raise c.fail("format", f"is not a Toybox Arena event file (format must be {EXPORT_FORMAT!r})")
    if doc.get("version") != 1:
        raise c.fail("version", "this app reads version 1")
    ev = c.obj(doc.get("event"), "event")
    from desktop.games import registry, settings

    if ev.get("game") not in registry.GAMES:
        raise c.fail("event.game", f"unknown game; known games: {', '.join(registry.GAMES)}")
    c.text(ev.get("name"), "event.name")
    for k in ("date", "venue", "organiser"):
        c.text(ev.get(k, ""), f"event.{k}")
    c.int_(ev.get("id"), "event.id", low=1)
    c.int_(ev.get("best_of"), "event.best_of", low=1, high=3)
    c.int_(ev.get("round_minutes"), "event.round_minutes", high=100_000)
    c.int_(ev.get("seed"), "event.seed", low=-(2**62), high=2**62)
    c.text(ev.get("status"), "event.status", choices=("draft", "running", "finished"))
    for k in ("game_settings", "scoring", "options"):
        c.obj(ev.get(k), f"event.{k}")
    schema = registry.GAMES[ev["game"]].settings
    for problem in settings.problems(schema, ev["game_settings"], scope="event")[:1]:
        raise c.fail(f"event.game_settings.{problem.key}", problem.message)
    for k in ("win", "draw", "loss", "bye"):
        c.int_(ev["scoring"].get(k), f"event.scoring.{k}", low=-1000, high=1000)
    for i, t in enumerate(c.lst(ev.get("tiebreaks"), "event.tiebreaks")):
        c.text(t, f"event.tiebreaks[{i}]", 40)
    stage_ids: set[int] = set()
    positions: set[int] = set()
    for i, st in enumerate(c.lst(doc.get("stages"), "stages")):
        st = c.obj(st, f"stages[{i}]")
        stage_ids.add(c.int_(st.get("id"), f"stages[{i}].id", low=1))  # type: ignore[arg-type]
        positions.add(c.int_(st.get("position"), f"stages[{i}].position", low=1, high=100))  # type: ignore[arg-type]
        c.text(st.get("kind"), f"stages[{i}].kind", choices=STAGE_KINDS)
        c.text(st.get("status"), f"stages[{i}].status", 16)
    if not positions:
        raise c.fail("stages", "an event has at least one stage")
    regs: set[int] = set()
    for i, r in enumerate(c.lst(doc.get("registrations"), "registrations")):
        w = f"registrations[{i}]"
        r = c.obj(r, w)
        rid = c.int_(r.get("id"), f"{w}.id", low=1)
        if rid in regs:
            raise c.fail(f"{w}.id", "is listed twice")
        regs.add(rid)  # type: ignore[arg-type]
        c.int_(r.get("player_id"), f"{w}.player_id", low=1)
        r["name"] = c.name(r.get("name"), f"{w}.name")  # type: ignore[index]
        r["club"] = c.name(r.get("club", ""), f"{w}.club", required=False)  # type: ignore[index]
        c.int_(r.get("rating"), f"{w}.rating", none=True, high=validation.RATING_RANGE[1])
        c.text(r.get("status"), f"{w}.status", choices=REG_STATUSES)
        if not isinstance(r.get("checked_in"), bool) or not isinstance(r.get("squad_locked"), bool):
            raise c.fail(w, "checked_in and squad_locked must be true or false")
        c.int_(r.get("joined_round"), f"{w}.joined_round", high=10_000)
        c.int_(r.get("dropped_after_round"), f"{w}.dropped_after_round", none=True, high=10_000)
        c.int_(r.get("fixed_table"), f"{w}.fixed_table", none=True, low=1, high=100_000)
        c.int_(r.get("squad_id"), f"{w}.squad_id", none=True, low=1)
        c.int_(r.get("version"), f"{w}.version", low=1)
        if r.get("squad_snapshot") is not None:
            c.obj(r.get("squad_snapshot"), f"{w}.squad_snapshot")
    match_ids: set[int] = set()
    codes: set[str] = set()
    for i, rnd in enumerate(c.lst(doc.get("rounds"), "rounds")):
        w = f"rounds[{i}]"
        rnd = c.obj(rnd, w)
        c.int_(rnd.get("number"), f"{w}.number", low=1, high=10_000)
        if rnd.get("stage") not in positions:
            raise c.fail(f"{w}.stage", "names no stage of the file")
        c.text(rnd.get("status"), f"{w}.status", choices=("draft", "published", "finished"))
        c.obj(rnd.get("report"), f"{w}.report")
        for j, m in enumerate(c.lst(rnd.get("matches"), f"{w}.matches")):
            mw = f"{w}.matches[{j}]"
            m = c.obj(m, mw)
            mid = c.int_(m.get("id"), f"{mw}.id", low=1)
            if mid in match_ids:
                raise c.fail(f"{mw}.id", "is listed twice")
            match_ids.add(mid)  # type: ignore[arg-type]
            code = c.text(m.get("code"), f"{mw}.code", 32)
            if code in codes:
                raise c.fail(f"{mw}.code", "is listed twice")
            codes.add(code)
            if m.get("a") not in regs:
                raise c.fail(f"{mw}.a", "names no registration of the file")
            if m.get("b") is not None and m.get("b") not in regs:
                raise c.fail(f"{mw}.b", "names no registration of the file")
            c.text(m.get("kind"), f"{mw}.kind", choices=MATCH_KINDS)
            c.text(m.get("status"), f"{mw}.status", choices=("pending", "reported"))
            c.text(m.get("winner"), f"{mw}.winner", choices=("", "a", "b"))
            c.text(m.get("reason", ""), f"{mw}.reason", 32)
            c.text(m.get("bracket_slot", ""), f"{mw}.bracket_slot", 16)
            c.text(m.get("match_loss", ""), f"{mw}.match_loss", choices=("", "a", "b", "ab"))
            c.int_(m.get("table"), f"{mw}.table", none=True, low=1, high=100_000)
            c.int_(m.get("pool"), f"{mw}.pool", none=True, high=1000)
            c.int_(m.get("version"), f"{mw}.version", low=1)
            for k in ("game_losses_a", "game_losses_b"):
                c.int_(m.get(k, 0), f"{mw}.{k}", high=3)
            for g, game in enumerate(c.lst(m.get("games"), f"{mw}.games")):
                gw = f"{mw}.games[{g}]"
                game = c.obj(game, gw)
                c.int_(game.get("number"), f"{gw}.number", low=1, high=3)
                c.obj(game.get("result"), f"{gw}.result")
                c.text(game.get("outcome_a"), f"{gw}.outcome_a", choices=("win", "draw", "loss"))
                c.num(game.get("secondary_a"), f"{gw}.secondary_a")
                c.num(game.get("secondary_b"), f"{gw}.secondary_b")
    for i, p in enumerate(c.lst(doc.get("penalties", []), "penalties")):
        p = c.obj(p, f"penalties[{i}]")
        if p.get("registration_id") not in regs:
            raise c.fail(f"penalties[{i}].registration_id", "names no registration of the file")
        if p.get("match_id") is not None and p.get("match_id") not in match_ids:
            raise c.fail(f"penalties[{i}].match_id", "names no match of the file")
        c.text(p.get("kind"), f"penalties[{i}].kind", 24)
        c.text(p.get("reason", ""), f"penalties[{i}].reason", validation.TEXT_MAX)
        c.when(p.get("at"), f"penalties[{i}].at")
    for i, b in enumerate(c.lst(doc.get("requested_byes", []), "requested_byes")):
        b = c.obj(b, f"requested_byes[{i}]")
        if b.get("registration_id") not in regs:
            raise c.fail(f"requested_byes[{i}].registration_id", "names no registration of the file")
        c.int_(b.get("round"), f"requested_byes[{i}].round", low=1, high=10_000)
        c.when(b.get("at"), f"requested_byes[{i}].at")
        c.text(b.get("by", ""), f"requested_byes[{i}].by", 100)
    pairs: set[tuple[int, int]] = set()
    for i, p in enumerate(c.lst(doc.get("avoided_pairs", []), "avoided_pairs")):  # absent from older files
        w = f"avoided_pairs[{i}]"
        p = c.obj(p, w)
        for side in ("a", "b"):
            if isinstance(p.get(side), bool) or p.get(side) not in regs:
                raise c.fail(
                    f"{w}.{side}", "names no registration of the file (a never-pair pair is two of its players)"
                )
        if p["a"] == p["b"]:
            raise c.fail(w, "pairs a player with themselves")
        pair = (min(p["a"], p["b"]), max(p["a"], p["b"]))
        if pair in pairs:
            raise c.fail(w, "is listed twice")
        pairs.add(pair)
        c.when(p.get("at"), f"{w}.at")
        c.text(p.get("by", ""), f"{w}.by", 100)
    for i, a in enumerate(c.lst(doc.get("audit", []), "audit")):
        a = c.obj(a, f"audit[{i}]")
        if a.get("match_id") not in match_ids:
            raise c.fail(f"audit[{i}].match_id", "names no match of the file")
        c.text(a.get("action"), f"audit[{i}].action", 24)
        c.when(a.get("at"), f"audit[{i}].at")
        c.obj(a.get("old"), f"audit[{i}].old")
        c.obj(a.get("new"), f"audit[{i}].new")
    return dict(doc)


def _remap_config(config: dict[str, Any], reg: Mapping[int, int]) -> dict[str, Any]:
    """A stage's config with its registration ids mapped (players, seeds, pairs, pools, schedule)."""
    out = dict(config)
    m = lambda x: reg.get(x, x) if isinstance(x, int) else x  # noqa: E731
    for key in ("players", "seeds"):
        if isinstance(out.get(key), list):
            out[key] = [m(x) for x in out[key]]
    if isinstance(out.get("pairs"), list):
        out["pairs"] = [[m(x) for x in p] for p in out["pairs"]]
    if isinstance(out.get("pool_members"), list):
        out["pool_members"] = [
            [m(x) for x in pool] if isinstance(pool, list) else pool for pool in out["pool_members"]
        ]
    if isinstance(out.get("schedule"), list):
        out["schedule"] = [[[m(t[0]), m(t[1]), *t[2:]] for t in rnd] for rnd in out["schedule"]]
    return out


def _remap_report(report: dict[str, Any], reg: Mapping[int, int]) -> dict[str, Any]:
    """A round's report with the registration ids of its pairs and bye made by hand mapped."""
    out = dict(report)
    if isinstance(out.get("forced_pairs"), list):
        out["forced_pairs"] = [[reg.get(x, x) for x in p] for p in out["forced_pairs"] if isinstance(p, list)]
    if isinstance(out.get("forced_bye"), int):
        out["forced_bye"] = reg.get(out["forced_bye"], out["forced_bye"])
    return out


def _new_code(old: str, event_id: int, reg: Mapping[int, int]) -> str:
    from desktop.services.tournament_common import match_code

    parts = old.split("-")
    round_no, slot = (parts[1], parts[2]) if len(parts) >= 4 else ("0", old)
    if slot[:1] in ("B", "L", "X") and slot[1:].isdigit():
        slot = f"{slot[0]}{reg.get(int(slot[1:]), int(slot[1:]))}"
    return match_code(event_id, int(round_no) if round_no.isdigit() else 0, slot)


def import_event(
    db: Database, data: bytes | str | Mapping[str, Any], file: str = "<import>"
) -> EventImportReport:
    """Import an event export (see the module docstring); raises EventImportError for a bad file."""
    if isinstance(data, bytes | str):
        try:
            doc: Any = validation.load_json(data)
        except UnicodeDecodeError:
            raise EventImportError(file, "is not UTF-8 text") from None
        except ValueError as exc:
            raise EventImportError(file, f"is not valid JSON: {exc}") from None
    else:
        doc = data
    doc = _check(doc, file)
    ev_d = doc["event"]
    regs_d = doc["registrations"]
    matches_d = [(r, m) for r in doc["rounds"] for m in r["matches"]]
    with db.begin() as session:
        free = (
            session.get(EventRow, ev_d["id"]) is None
            and not session.scalar(
                select(func.count()).where(RegistrationRow.id.in_([r["id"] for r in regs_d]))
            )
            and not session.scalar(
                select(func.count()).where(MatchRow.id.in_([m["id"] for _r, m in matches_d]))
            )
            and not session.scalar(
                select(func.count()).where(StageRow.id.in_([s["id"] for s in doc["stages"]]))
            )
            and not session.scalar(
                select(func.count()).where(MatchRow.code.in_([m["code"] for _r, m in matches_d]))
            )
        )
        ev = EventRow(
            **({"id": ev_d["id"]} if free else {}),
            name=ev_d["name"],
            date=ev_d["date"],
            venue=ev_d["venue"],
            organiser=ev_d["organiser"],
            game=ev_d["game"],
            game_settings=dict(ev_d["game_settings"]),
            best_of=ev_d["best_of"],
            round_minutes=ev_d["round_minutes"],
            scoring=dict(ev_d["scoring"]),
            tiebreaks=list(ev_d["tiebreaks"]),
            options=dict(ev_d["options"]),
            seed=ev_d["seed"],
            status=ev_d["status"],
        )
        session.add(ev)
        session.flush()
        reg_map: dict[int, int] = {}
        for r in sorted(regs_d, key=lambda r: r["id"]):
            if free:
                player = session.get(PlayerRow, r["player_id"])
                if player is None:
                    club = _club(session, r.get("club", ""))
                    player = PlayerRow(
                        id=r["player_id"],
                        name=r["name"],
                        club_id=club.id if club else None,
                        rating=r.get("rating"),
                    )
                    session.add(player)
                    session.flush()
            else:
                player = _find_or_create_player(session, r["name"], r.get("club", ""), r.get("rating"))
            row = RegistrationRow(
                **({"id": r["id"]} if free else {}),
                event_id=ev.id,
                player_id=player.id,
                name=r["name"],
                club=r.get("club", ""),
                rating=r.get("rating"),
                status=r["status"],
                checked_in=r["checked_in"],
                joined_round=r["joined_round"],
                dropped_after_round=r.get("dropped_after_round"),
                fixed_table=r.get("fixed_table"),
                squad_id=r.get("squad_id"),
                squad_snapshot=r.get("squad_snapshot"),
                squad_locked=r["squad_locked"],
                version=r["version"],
            )
            session.add(row)
            session.flush()
            reg_map[r["id"]] = row.id
        stage_of_position: dict[int, StageRow] = {}
        for st in sorted(doc["stages"], key=lambda s: s["position"]):
            config = {k: v for k, v in st.items() if k not in ("id", "position", "kind", "status")}
            row = StageRow(
                **({"id": st["id"]} if free else {}),
                event_id=ev.id,
                position=st["position"],
                kind=st["kind"],
                status=st["status"],
                config=config if free else _remap_config(config, reg_map),
            )
            session.add(row)
            session.flush()
            stage_of_position[st["position"]] = row
        match_map: dict[int, int] = {}
        codes: dict[str, str] = {}
        for rnd_d in sorted(doc["rounds"], key=lambda r: r["number"]):
            rnd = RoundRow(
                stage_id=stage_of_position[rnd_d["stage"]].id,
                event_id=ev.id,
                number=rnd_d["number"],
                status=rnd_d["status"],
                report=dict(rnd_d["report"]) if free else _remap_report(dict(rnd_d["report"]), reg_map),
            )
            session.add(rnd)
            session.flush()
            for m in sorted(rnd_d["matches"], key=lambda m: m["id"]):
                code = m["code"] if free else _new_code(m["code"], ev.id, reg_map)
                row = MatchRow(
                    **({"id": m["id"]} if free else {}),
                    event_id=ev.id,
                    round_id=rnd.id,
                    table_no=m.get("table"),
                    code=code,
                    reg_a_id=reg_map[m["a"]],
                    reg_b_id=reg_map[m["b"]] if m.get("b") is not None else None,
                    kind=m["kind"],
                    status=m["status"],
                    winner=m["winner"],
                    reason=m.get("reason", ""),
                    game_losses_a=m.get("game_losses_a", 0),
                    game_losses_b=m.get("game_losses_b", 0),
                    match_loss=m.get("match_loss", ""),
                    bracket_slot=m.get("bracket_slot", ""),
                    pool=m.get("pool"),
                    started=m["status"] == "reported",
                    version=m["version"],
                )
                session.add(row)
                session.flush()
                for g in m["games"]:
                    session.add(
                        GameResultRow(
                            match_id=row.id,
                            number=g["number"],
                            result=dict(g["result"]),
                            outcome_a=g["outcome_a"],
                            secondary_a=float(g["secondary_a"]),
                            secondary_b=float(g["secondary_b"]),
                        )
                    )
                match_map[m["id"]] = row.id
                if not free:
                    codes[m["code"]] = code
        for p in doc.get("penalties", []):
            session.add(
                PenaltyRow(
                    event_id=ev.id,
                    registration_id=reg_map[p["registration_id"]],
                    match_id=match_map.get(p["match_id"]) if p.get("match_id") is not None else None,
                    round_number=p.get("round"),
                    kind=p["kind"],
                    reason=p.get("reason", ""),
                    created_at=datetime.fromisoformat(p["at"]),
                    created_by=str(p.get("by", ""))[:100],
                )
            )
        for b in doc.get("requested_byes", []):
            session.add(
                RequestedByeRow(
                    event_id=ev.id,
                    registration_id=reg_map[b["registration_id"]],
                    round_number=b["round"],
                    created_at=datetime.fromisoformat(b["at"]),
                    created_by=str(b.get("by", ""))[:100],
                )
            )
        for p in doc.get("avoided_pairs", []):
            a, b = sorted((reg_map[p["a"]], reg_map[p["b"]]))
            session.add(
                AvoidedPairRow(
                    event_id=ev.id,
                    reg_a_id=a,
                    reg_b_id=b,
                    created_at=datetime.fromisoformat(p["at"]),
                    created_by=str(p.get("by", ""))[:100],
                )
            )
        for a in doc.get("audit", []):
            session.add(
                ResultAuditRow(
                    event_id=ev.id,
                    match_id=match_map[a["match_id"]],
                    at=datetime.fromisoformat(a["at"]),
                    who=str(a.get("who", ""))[:100],
                    action=a["action"],
                    old=dict(a["old"]),
                    new=dict(a["new"]),
                )
            )
        session.flush()
        # The versions as exported (the ORM starts every new row at 1): Core updates, after the inserts.
        from sqlalchemy import update

        for table, rows, id_map in (
            (RegistrationRow.__table__, regs_d, reg_map),
            (MatchRow.__table__, [m for _r, m in matches_d], match_map),
        ):
            for r in rows:
                if r["version"] != 1:
                    session.execute(
                        update(table).where(table.c.id == id_map[r["id"]]).values(version=r["version"])
                    )
        session.expire_all()
        if free and not db.is_sqlite:  # explicit ids: move the server's id sequences past them
            from sqlalchemy import text

            for table in ("events", "players", "registrations", "event_stages", "matches"):
                session.execute(
                    text(
                        f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), (SELECT MAX(id) FROM {table}))"
                    )
                )
        return EventImportReport(ev.id, free, codes)
