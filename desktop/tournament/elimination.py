"""Single and double elimination brackets, cuts and crossed pool playoffs.

A bracket is a fixed tree of matches whose slots are filled from seeds, or from the winner or the
loser of an earlier match.  An empty slot (a bye: the field is not a power of two, or a missing
loser) makes the other player advance without playing.  Results are recorded as the winning
player; a drawn elimination match goes to the higher seed (see :func:`results.score_match`), so the
bracket itself only ever sees winners.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field

PENDING = -1
"""Participant not known yet (an earlier match is still to be played)."""


def bracket_order(size: int) -> list[int]:
    """Seed numbers (1-based) in bracket position order: 8 -> 1, 8, 4, 5, 2, 7, 3, 6.

    Pairs of consecutive positions meet in the first round (1v8, 4v5, 2v7, 3v6), and the top seeds
    can only meet late (1 and 2 in the final).  ``size`` must be a power of two."""
    if size < 1 or size & (size - 1):
        raise ValueError("bracket size must be a power of two")
    order = [1]
    while len(order) < size:
        m = 2 * len(order) + 1
        order = [x for s in order for x in (s, m - s)]
    return order


def bracket_size(players: int) -> int:
    size = 1
    while size < players:
        size *= 2
    return max(size, 2)


Source = tuple[str, object]
"""("seed", index) | ("winner", match id) | ("loser", match id) | ("empty", None)."""


@dataclass
class BracketMatch:
    id: str
    bracket: str
    """"W" winners (or the only) bracket, "L" losers bracket, "GF" grand final, "GF2" its reset,
    "3P" third-place match."""
    round: int
    index: int
    sources: tuple[Source, Source]
    winner: int | None = None


@dataclass(frozen=True)
class Placement:
    place: int
    player: int
    eliminated_in: str
    """Id of the match the player lost last, or "" for the champion."""


@dataclass
class Bracket:
    """A single- or double-elimination bracket over ``seeds`` (player ids, best first; None = a
    bye slot)."""

    seeds: list[int | None]
    double: bool = False
    third_place: bool = False
    grand_final_reset: bool = True
    matches: dict[str, BracketMatch] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)
    ranking: list[int] | None = None
    """Players in seed order (best first): who is the higher seed and how players eliminated in
    the same round are placed.  None: the order of ``seeds`` (bracket positions)."""
    stale: list[str] = field(default_factory=list)
    """The matches that no longer fit the bracket, as :meth:`replay` found them."""

    # -- construction ---------------------------------------------------------------------------
    @classmethod
    def single(cls, seeds: Sequence[int], *, third_place: bool = False) -> Bracket:
        """Seeded single elimination; byes go to the top seeds."""
        b = cls(_positioned(seeds), double=False, third_place=third_place, ranking=list(seeds))
        b._build_winners()
        if third_place and len(b.seeds) >= 4:
            last = b._wb_rounds()
            semis = [f"W{last - 1}-{i}" for i in range(2)]
            b._add("3P", "3P", last, 0, (("loser", semis[0]), ("loser", semis[1])))
        return b

    @classmethod
    def double_elimination(cls, seeds: Sequence[int], *, grand_final_reset: bool = True) -> Bracket:
        """Winners and losers brackets and a grand final (with a reset when the losers-bracket
        champion wins the first final, if ``grand_final_reset``)."""
        b = cls(_positioned(seeds), double=True, grand_final_reset=grand_final_reset, ranking=list(seeds))
        b._build_winners()
        k = b._wb_rounds()
        size = len(b.seeds)
        if k == 1:
            lb_champion: Source = ("loser", "W1-0")
        else:
            # LB round 1: losers of WB round 1, paired.
            n1 = size // 4
            for i in range(n1):
                b._add(f"L1-{i}", "L", 1, i, (("loser", f"W1-{2 * i}"), ("loser", f"W1-{2 * i + 1}")))
            prev_round, prev_count = 1, n1
            for j in range(1, k):
                # Even LB round 2j: LB winners against losers of WB round j+1 (order reversed every
                # other round so that early rematches are avoided).
                r = 2 * j
                wb_losers = [f"W{j + 1}-{i}" for i in range(prev_count)]
                if j % 2 == 1:
                    wb_losers.reverse()
                for i in range(prev_count):
                    b._add(
                        f"L{r}-{i}", "L", r, i, (("winner", f"L{prev_round}-{i}"), ("loser", wb_losers[i]))
                    )
                prev_round = r
                if j == k - 1:
                    break
                # Odd LB round 2j+1: LB winners paired.
                r = 2 * j + 1
                cnt = prev_count // 2
                for i in range(cnt):
                    b._add(
                        f"L{r}-{i}",
                        "L",
                        r,
                        i,
                        (("winner", f"L{prev_round}-{2 * i}"), ("winner", f"L{prev_round}-{2 * i + 1}")),
                    )
                prev_round, prev_count = r, cnt
            lb_champion = ("winner", f"L{prev_round}-0")
        wb_champion: Source = ("winner", f"W{k}-0")
        b._add("GF", "GF", k + 1, 0, (wb_champion, lb_champion))
        if grand_final_reset:
            b._add("GF2", "GF2", k + 2, 0, (wb_champion, lb_champion))
        b._sort_order()
        return b

    @classmethod
    def from_pairs(
        cls, pairs: Sequence[tuple[int | None, int | None]], *, third_place: bool = False
    ) -> Bracket:
        """Single elimination whose first round is exactly ``pairs`` (in bracket order).  Seed order:
        the first players of the pairs (in pair order), then the second players, so list the better
        player of each pair first (crossed playoffs: every pool winner ranks above every
        runner-up)."""
        size = bracket_size(2 * len(pairs))
        seeds: list[int | None] = [x for p in pairs for x in p]
        seeds += [None] * (size - len(seeds))
        ranking = [p[0] for p in pairs if p[0] is not None] + [p[1] for p in pairs if p[1] is not None]
        b = cls(seeds, double=False, third_place=third_place, ranking=ranking)
        b._build_winners()
        if third_place and size >= 4:
            last = b._wb_rounds()
            b._add("3P", "3P", last, 0, (("loser", f"W{last - 1}-0"), ("loser", f"W{last - 1}-1")))
        return b

    def _add(self, mid: str, bracket: str, rnd: int, index: int, sources: tuple[Source, Source]) -> None:
        self.matches[mid] = BracketMatch(mid, bracket, rnd, index, sources)
        self.order.append(mid)

    def _wb_rounds(self) -> int:
        return max(1, (len(self.seeds) - 1).bit_length())

    def _build_winners(self) -> None:
        size = len(self.seeds)
        k = self._wb_rounds()
        for i in range(size // 2):
            self._add(f"W1-{i}", "W", 1, i, (("seed", 2 * i), ("seed", 2 * i + 1)))
        count = size // 2
        for r in range(2, k + 1):
            count //= 2
            for i in range(count):
                self._add(
                    f"W{r}-{i}",
                    "W",
                    r,
                    i,
                    (("winner", f"W{r - 1}-{2 * i}"), ("winner", f"W{r - 1}-{2 * i + 1}")),
                )

    def _sort_order(self) -> None:
        """Play order: WB round r before LB rounds fed by it, finals last."""

        def key(mid: str) -> tuple[int, int, int]:
            m = self.matches[mid]
            if m.bracket == "W":
                return (2 * m.round - 1, 0, m.index)
            if m.bracket == "L":
                return (m.round + 1, 1, m.index)
            return (10_000 + m.round, 0, 0)

        self.order.sort(key=key)

    # -- state ----------------------------------------------------------------------------------
    def seed_rank(self, player: int) -> int:
        """0-based seed index (lower = higher seed)."""
        if self.ranking is not None:
            return self.ranking.index(player)
        return self.seeds.index(player)

    def _resolve(self, src: Source) -> int | None:
        kind, ref = src
        if kind == "seed":
            assert isinstance(ref, int)
            return self.seeds[ref]
        if kind == "empty":
            return None
        assert isinstance(ref, str)
        if kind == "winner":
            return self.winner_of(ref)
        return self.loser_of(ref)

    def participants(self, mid: str) -> tuple[int | None, int | None]:
        """The two players of a match: a player id, None (empty slot) or PENDING."""
        m = self.matches[mid]
        if m.bracket == "GF2":
            gf = self.matches["GF"]
            a, b = self.participants("GF")
            if gf.winner is None:
                return PENDING, PENDING
            if gf.winner == a or a is None or b is None:
                return None, None  # the winners-bracket champion won: no reset
            return a, b
        return self._resolve(m.sources[0]), self._resolve(m.sources[1])

    def winner_of(self, mid: str) -> int | None:
        a, b = self.participants(mid)
        if a == PENDING or b == PENDING:
            return PENDING
        if a is None:
            return b
        if b is None:
            return a
        w = self.matches[mid].winner
        return PENDING if w is None else w

    def loser_of(self, mid: str) -> int | None:
        a, b = self.participants(mid)
        if a == PENDING or b == PENDING:
            return PENDING
        if a is None or b is None:
            return None
        w = self.matches[mid].winner
        if w is None:
            return PENDING
        return b if w == a else a

    def is_playable(self, mid: str) -> bool:
        a, b = self.participants(mid)
        return a not in (None, PENDING) and b not in (None, PENDING)

    def ready(self) -> list[str]:
        """Matches whose two players are known and that still need a result, in play order."""
        return [mid for mid in self.order if self.is_playable(mid) and self.matches[mid].winner is None]

    def higher_seed(self, mid: str) -> int:
        a, b = self.participants(mid)
        assert isinstance(a, int) and isinstance(b, int) and a != PENDING and b != PENDING
        return a if self.seed_rank(a) < self.seed_rank(b) else b

    def record(self, mid: str, winner: int) -> None:
        a, b = self.participants(mid)
        if not self.is_playable(mid):
            raise ValueError(f"match {mid} cannot be played yet")
        if winner not in (a, b):
            raise ValueError(f"player {winner} is not in match {mid}")
        self.matches[mid].winner = winner

    def replay(self, played: Mapping[str, tuple[int | None, int | None, int | None]]) -> list[str]:
        """Record the matches as they were paired and decided: ``played`` maps a match id to its two
        players as paired (a, b) and its winner (None: no result yet).  A match whose players are no
        longer the bracket's (a result before it was corrected, so someone else goes on) does not fit:
        its result is not recorded, so the matches after it do not fit either.  Returns the ids of
        the matches that do not fit, in play order (empty for a consistent bracket); never raises."""
        stale: list[str] = []
        for mid in self.order:
            if mid not in played:
                continue
            a, b, winner = played[mid]
            if self.matches[mid].bracket == "GF2" and self.participants(mid) == (None, None):
                stale.append(mid)  # a reset that the grand final's winner no longer calls for
                continue
            if {a, b} != set(self.participants(mid)) or not self.is_playable(mid):
                stale.append(mid)
                continue
            if winner is not None and winner in (a, b):
                self.matches[mid].winner = winner
        self.stale = stale
        return stale

    def reached(self, player: int, eliminated_in: str = "") -> str:
        """How far ``player`` went, as a key the sheets name: "champion"; "final" (the runner-up);
        "third_place" / "fourth_place" (the third-place match's winner and loser); "semi_final",
        "quarter_final", "round_of:N" (the round the player went out in, N players in it); double
        elimination: "grand_final", "losers_round:N", "winners_round:N" (still in the winners bracket).
        ``eliminated_in``: the match the player went out in ("" for the champion or a player still
        in: then the furthest match the player has reached)."""
        if player == self.champion():
            return "champion"
        if "3P" in self.matches and self.matches["3P"].winner is not None and self.is_playable("3P"):
            if player == self.winner_of("3P"):
                return "third_place"
            if player == self.loser_of("3P"):
                return "fourth_place"
        mid = eliminated_in
        if not mid:  # still in: the furthest match the player is in
            mine = [m for m in self.order if player in self.participants(m)]
            mid = mine[-1] if mine else ""
        if not mid:
            return ""
        m = self.matches[mid]
        if m.bracket in ("GF", "GF2"):
            return "grand_final"
        if m.bracket == "L":
            return f"losers_round:{m.round}"
        if self.double:  # the winners bracket's rounds lead to the grand final, not to a place
            return f"winners_round:{m.round}"
        if m.bracket == "3P":
            return "semi_final"
        left = self._wb_rounds() - m.round  # 0: the final, 1: the semi-finals...
        if left == 0:
            return "final"
        return {1: "semi_final", 2: "quarter_final"}.get(left, f"round_of:{2 ** (left + 1)}")

    def clear(self, mid: str) -> None:
        """Undo a result (and every later result that depended on it)."""
        self.matches[mid].winner = None
        for other in self.order:
            m = self.matches[other]
            if m.winner is not None and m.winner not in self.participants(other):
                m.winner = None

    def champion(self) -> int | None:
        if self.double:
            if "GF2" in self.matches:
                a, b = self.participants("GF2")
                if a is None and b is None:
                    w = self.winner_of("GF")
                    return None if w == PENDING else w
                w = self.winner_of("GF2")
                return None if w == PENDING else w
            w = self.winner_of("GF")
            return None if w == PENDING else w
        w = self.winner_of(f"W{self._wb_rounds()}-0")
        return None if w == PENDING else w

    def is_complete(self) -> bool:
        if self.champion() is None:
            return False
        return "3P" not in self.matches or self.winner_of("3P") != PENDING

    def placements(self, previous: Sequence[int] | None = None) -> list[Placement]:
        """Final places once the bracket is complete: champion, runner-up, then by the round in
        which players were eliminated (third-place match decides 3/4 when played), players
        eliminated in the same round ordered by ``previous`` (the previous stage's standing,
        best first; crossed pool playoffs need it: their seeding is pool place, not results),
        by default by seed."""
        pos = {p: i for i, p in enumerate(previous or ())}
        if not self.is_complete():
            raise ValueError("the bracket is not complete")
        champion = self.champion()
        assert champion is not None
        players = [p for p in self.seeds if p is not None]
        last_loss: dict[int, str] = {}
        for mid in self.order:
            if self.is_playable(mid):
                lo = self.loser_of(mid)
                if lo not in (None, PENDING):
                    assert lo is not None
                    last_loss[lo] = mid

        def level(mid: str) -> int:
            """How far the player got: later rounds (and finals) place higher."""
            if not mid:
                return -1
            m = self.matches[mid]
            return m.round + (1000 if m.bracket in ("GF", "GF2") else 0)

        out: list[Placement] = [Placement(1, champion, "")]
        rest = [p for p in players if p != champion]
        if "3P" in self.matches and self.is_playable("3P"):
            third = self.winner_of("3P")
            fourth = self.loser_of("3P")
            final_id = f"W{self._wb_rounds()}-0"
            runner = self.loser_of(final_id)
            assert isinstance(runner, int) and isinstance(third, int) and isinstance(fourth, int)
            out += [Placement(2, runner, final_id), Placement(3, third, "3P"), Placement(4, fourth, "3P")]
            rest = [p for p in rest if p not in (runner, third, fourth)]
        rest.sort(key=lambda p: (-level(last_loss.get(p, "")), pos.get(p, len(pos)), self.seed_rank(p)))
        place = len(out) + 1
        for p in rest:
            out.append(Placement(place, p, last_loss.get(p, "")))
            place += 1
        return out


def _positioned(seeds: Sequence[int]) -> list[int | None]:
    """Place seeds into bracket positions (byes where a seed number exceeds the field)."""
    if len(set(seeds)) != len(seeds):
        raise ValueError("a player is seeded twice")
    if len(seeds) < 2:
        raise ValueError("a bracket needs at least two players")
    size = bracket_size(len(seeds))
    return [seeds[s - 1] if s <= len(seeds) else None for s in bracket_order(size)]


def top_cut(ranking: Sequence[int], size: int, dropped: Collection[int] = ()) -> list[int]:
    """The top ``size`` of the standings (already tie-broken), skipping players who dropped: a
    qualifier who drops is replaced by the next in the standings.  Returns seeds, best first."""
    if size < 2:
        raise ValueError("a cut needs at least two players")
    gone = set(dropped)
    return [p for p in ranking if p not in gone][:size]


def crossed_pairs(pools: Sequence[Sequence[int]]) -> list[tuple[int, int]]:
    """First-round playoff pairs from pool standings (top two of each pool), crossed:
    A1-B2 and B1-A2 (then C1-D2, D1-C2 ...), arranged so that the winners of paired pools are in
    opposite halves.  With an odd number of pools the pairing rotates (A1-B2, B1-C2, C1-A2)."""
    if len(pools) < 2:
        raise ValueError("crossed playoffs need at least two pools")
    for p in pools:
        if len(p) < 2:
            raise ValueError("each pool needs at least two players for crossed playoffs")
    k = len(pools)
    if k % 2 == 0:
        top: list[tuple[int, int]] = []
        bottom: list[tuple[int, int]] = []
        for i in range(0, k, 2):
            x, y = pools[i], pools[i + 1]
            top.append((x[0], y[1]))
            bottom.append((y[0], x[1]))
        return top + bottom
    return [(pools[i][0], pools[(i + 1) % k][1]) for i in range(k)]


def crossed_playoff(pools: Sequence[Sequence[int]], *, third_place: bool = False) -> Bracket:
    return Bracket.from_pairs(crossed_pairs(pools), third_place=third_place)
