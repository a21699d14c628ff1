"""Tournament services: multi-stage events (pools -> crossed playoffs, Swiss -> top cut brackets),
drawn elimination matches, walkovers, demo events."""

from __future__ import annotations

import pytest

from desktop.games import registry
from desktop.services import tournament as svc
from desktop.services.tournament_demo import NoComputerPlayersError, build_demo, synth_result
from desktop.tournament import Outcome


def helix(winner: str, a: int, b: int) -> dict[str, object]:
    ended = "pieces" if (a == 0 or b == 0) and winner else "time_called"
    return {"winner": winner, "ended": ended, "pieces_left_a": a, "pieces_left_b": b}


def play_round(db, ev: int, decide) -> svc.RoundView:  # type: ignore[no-untyped-def]
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rnd.matches:
        if m.status == "pending":
            svc.record_result(db, m.id, [decide(m)])
    return rnd


def rating_of(db, ev: int) -> dict[int, int]:  # type: ignore[no-untyped-def]
    return {r.id: r.rating or 0 for r in svc.list_registrations(db, ev)}


def test_pools_then_crossed_playoffs(db) -> None:  # type: ignore[no-untyped-def]
    spec = svc.EventSpec(
        name="Pools",
        game="helix",
        stages=(svc.StageSpec("round_robin", pools=2), svc.StageSpec("single_elimination", crossed=True)),
    )
    ev = svc.create_event(db, spec).summary.id
    for i in range(7):
        svc.register_player(db, ev, f"H{i}", rating=1900 - 10 * i)
    rating = rating_of(db, ev)

    def stronger(m):  # type: ignore[no-untyped-def]
        return helix("a", 5, 0) if rating[m.a] > rating[m.b] else helix("b", 0, 5)

    stage1 = svc.get_event(db, ev).stages[0]
    assert stage1["kind"] == "round_robin"
    rounds = [play_round(db, ev, stronger)]
    detail = svc.get_event(db, ev)
    pools = detail.stages[0]["pool_members"]
    assert sorted(len(p) for p in pools) == [3, 4]
    while detail.stages[0]["status"] != "finished":
        try:
            rounds.append(play_round(db, ev, stronger))
        except svc.PairingError:
            break
        detail = svc.get_event(db, ev)
        if rounds[-1].stage_kind != "round_robin":
            break
    # Every pair within a pool met once; the pool of three rests one player each round.
    rr = [m for r in rounds if r.stage_kind == "round_robin" for m in r.matches]
    assert len(rr) == 3 + 6
    playoff = rounds[-1]
    assert playoff.stage_kind == "single_elimination"
    semis = {frozenset((m.a, m.b)) for m in playoff.matches}
    by_name = {r.id: r.name for r in svc.list_registrations(db, ev)}
    pool_a, pool_b = ([by_name[p] for p in pool] for pool in pools)
    # A1-B2 and B1-A2 (the strongest of each pool won everything).
    assert {frozenset((by_name[a], by_name[b])) for a, b in (tuple(s) for s in semis)} == {
        frozenset((pool_a[0], pool_b[1])),
        frozenset((pool_b[0], pool_a[1])),
    }
    final = play_round(db, ev, stronger)
    assert [m.bracket_slot for m in final.matches] == ["W2-0"]
    with pytest.raises(svc.PairingError, match="over"):
        svc.pair_next_round(db, ev)


def test_swiss_then_top_cut_with_drawn_elimination_match(db) -> None:  # type: ignore[no-untyped-def]
    spec = svc.EventSpec(
        name="Cut",
        game="helix",
        stages=(svc.StageSpec("swiss", rounds=3), svc.StageSpec("single_elimination", cut=4)),
    )
    ev = svc.create_event(db, spec).summary.id
    for i in range(10):
        svc.register_player(db, ev, f"S{i}", rating=1900 - 10 * i)
    rating = rating_of(db, ev)

    def stronger(m):  # type: ignore[no-untyped-def]
        return helix("a", 3, 0) if rating[m.a] > rating[m.b] else helix("b", 0, 3)

    for _ in range(3):
        play_round(db, ev, stronger)
    swiss = svc.standings(db, ev, stage=1)
    top = [line.registration_id for line in swiss.lines[:5]]
    # The second qualifier drops: the fifth in the standings takes the place.
    svc.drop_player(db, top[1])
    semis = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    assert semis.stage_kind == "single_elimination"
    seeds = [top[0], top[2], top[3], top[4]]
    assert {frozenset((m.a, m.b)) for m in semis.matches} == {
        frozenset((seeds[0], seeds[3])),
        frozenset((seeds[1], seeds[2])),
    }
    # Time called with equal pieces: a draw, which goes to the higher seed (side a).
    first = semis.matches[0]
    drawn = svc.record_result(db, first.id, [helix("", 2, 2)])
    assert drawn.points_a == 3 and drawn.outcome_a == "win"
    with pytest.raises(svc.ResultEntryError, match="intentional draw"):
        svc.record_special_result(db, semis.matches[1].id, "intentional_draw")
    svc.record_special_result(db, semis.matches[1].id, "forfeit", winner="b")
    final = svc.pair_next_round(db, ev)
    assert {final.matches[0].a, final.matches[0].b} == {first.a, semis.matches[1].b}


def test_double_elimination_stage(db) -> None:  # type: ignore[no-untyped-def]
    spec = svc.EventSpec(name="DE", game="toybattle", stages=(svc.StageSpec("double_elimination"),))
    ev = svc.create_event(db, spec).summary.id
    for i in range(4):
        svc.register_player(db, ev, f"D{i}", rating=1900 - 10 * i)
    slots: list[str] = []
    lost: set[int] = set()
    for _ in range(10):
        try:
            rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
        except svc.PairingError:
            break
        for m in rnd.matches:
            slots.append(m.bracket_slot)
            # Side b wins, except that the losers-bracket champion wins the grand final (a reset).
            side = "b"
            if m.bracket_slot == "GF":
                side = "a" if m.a in lost else "b"
            lost.add(m.b if side == "a" else m.a)
            medals = (2, 1) if side == "a" else (1, 2)
            svc.record_result(
                db, m.id, [{"winner": side, "ended": "hq", "medals_a": medals[0], "medals_b": medals[1]}]
            )
    assert slots[:2] == ["W1-0", "W1-1"] and "GF" in slots and "L2-0" in slots
    assert slots[-1] == "GF2"


def test_demo_events_for_every_game(db) -> None:  # type: ignore[no-untyped-def]
    for key in registry.GAMES:
        res = build_demo(db, game=key, players=9, rounds=3, seed=4, best_of=3 if key == "helix" else 1)
        view = svc.load_event(db, res.event_id)
        names = [r.name for r in view.registrations]
        assert len(set(names)) == 9
        assert any(any("\u0400" <= ch <= "\u04ff" for ch in n) for n in names), "some Cyrillic names"
        assert any(n.isascii() for n in names) or any(
            ch.isalpha() and ch.isascii() for n in names for ch in n
        )
        assert all(m.status == "reported" for r in view.rounds for m in r.matches)
        game = registry.get(key)
        for r in view.rounds:
            for m in r.matches:
                for g in m.games:
                    game.score_result(g.result)  # every made-up result is valid
    again = build_demo(db, game="attacktix", players=9, rounds=3, seed=4)
    first = svc.export_event(db, 1)
    second = svc.export_event(db, again.event_id)
    strip = lambda d: [[(m["a_name"], m["b_name"], m["points_a"]) for m in r["matches"]] for r in d["rounds"]]  # noqa: E731
    assert strip(first) == strip(second), "the demo is reproducible from its seed"


def test_synth_results_match_the_intended_outcome() -> None:
    import random

    rng = random.Random(1)
    for key, game in registry.GAMES.items():
        for outcome in Outcome:
            for _ in range(20):
                r = synth_result(game, rng, outcome, colour_a="blue")
                assert game.score_result(r).outcome_a.value == outcome.value, (key, r)


def test_demo_play_needs_computer_players(db) -> None:  # type: ignore[no-untyped-def]
    from desktop.services.tournament_demo import has_computer_players

    if has_computer_players("helix"):
        pytest.skip("every game has computer players in this build")
    with pytest.raises(NoComputerPlayersError, match="no computer players"):
        build_demo(db, game="helix", players=4, rounds=1, play=True)
