"""The event's standing through the logic's event_standing / bracket_standing, and the cut drawn
again (draw_cut) while its first round is unpublished: regressions of issue 10."""

from __future__ import annotations

from desktop.services import tournament as svc


def win_b() -> list[dict[str, object]]:
    return [{"winner": "b", "ended": "hq", "medals_a": 1, "medals_b": 3}]


def win_a() -> list[dict[str, object]]:
    return [{"winner": "a", "ended": "hq", "medals_a": 3, "medals_b": 1}]


def play(db, ev, result=win_a) -> object:  # type: ignore[no-untyped-def]
    rv = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rv.matches:
        if m.kind == "played" and m.status != "reported":
            svc.record_result(db, m.id, result())
    return rv


def run_out(db, ev, result=win_a) -> None:  # type: ignore[no-untyped-def]
    while True:
        try:
            play(db, ev, result)
        except svc.PairingError as exc:
            assert "event is over" in exc.message
            return


def test_a_three_player_single_elimination_lists_the_champion_then_the_finalist(db) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        db, svc.EventSpec(name="SE", game="toybattle", stages=(svc.StageSpec("single_elimination"),))
    ).summary.id
    for i in range(3):
        svc.register_player(db, ev, f"S{i}", rating=2000 - i)
    run_out(db, ev, win_b)  # S0 has the first-round bye; S2 beats S1, then S0 in the final
    names = [ln.name for ln in svc.standings(db, ev).lines]
    assert names == ["S2", "S0", "S1"]
    assert [ln["name"] for ln in svc.export_event(db, ev)["standings"]["lines"]] == names
    assert [ln.name for ln in svc.standings(db, ev, stage=1).lines] == names


def _cut_event(db, n: int = 8, cut: int = 4, rounds: int = 2):  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        db,
        svc.EventSpec(
            name="Cut",
            game="toybattle",
            stages=(svc.StageSpec("swiss", rounds=rounds), svc.StageSpec("single_elimination", cut=cut)),
        ),
    ).summary.id
    ids = [svc.register_player(db, ev, f"P{i}", rating=2000 - i).id for i in range(n)]
    for _ in range(rounds):
        play(db, ev)
    return ev, ids


def test_a_drop_before_the_cut_is_published_brings_in_the_next_player(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = _cut_event(db)
    swiss = [ln.registration_id for ln in svc.standings(db, ev, stage=1).lines]
    draft = svc.pair_next_round(db, ev)
    in_bracket = {p for m in draft.matches for p in (m.a, m.b)}
    assert in_bracket == set(swiss[:4])
    svc.drop_player(db, swiss[0])  # the draft is discarded
    again = svc.pair_next_round(db, ev)
    redrawn = {p for m in again.matches for p in (m.a, m.b)}
    assert swiss[0] not in redrawn and redrawn == set(swiss[1:5])
    stage = next(s for s in svc.get_event(db, ev).stages if s["position"] == 2)
    assert stage["replaced"] == [[swiss[0], swiss[4]]]
    svc.publish_round(db, again.id)
    # once published, a drop is a walkover, not a redraw
    svc.drop_player(db, swiss[1])
    rv = svc.load_event(db, ev).rounds[-1]
    assert {p for m in rv.matches for p in (m.a, m.b)} == set(swiss[1:5])
    assert any(m.kind == "forfeit" for m in rv.matches)


def test_the_event_standing_of_swiss_then_top_four(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = _cut_event(db)
    swiss = [ln.registration_id for ln in svc.standings(db, ev, stage=1).lines]
    run_out(db, ev, win_b)  # side b (the lower seed) wins every bracket match
    lines = svc.standings(db, ev).lines
    got = [ln.registration_id for ln in lines]
    # semi-finals 1 v 4 and 2 v 3: 4 and 3 win; the final 3 v 4 (3, the higher seed, is side a): 4 wins
    assert got[:2] == [swiss[3], swiss[2]]
    assert got[2:4] == [swiss[0], swiss[1]]  # the losing semi-finalists by the Swiss standing
    assert got[4:] == swiss[4:]  # everyone else by the Swiss stage
    assert [ln.rank for ln in lines] == list(range(1, 9))
