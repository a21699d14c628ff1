"""The pages as HTML: Jinja2 over ``templates/``, every value escaped (names with markup stay text).

The same templates serve the live server and the published site; :class:`Links` says where each page
is (``/standings`` on the server, ``standings.html`` in a published folder).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from desktop.web import messages, paper_words, tables
from desktop.web.site import Site

__all__ = ["Links", "LIVE", "STATIC", "render", "TEMPLATES", "STATIC_DIR"]

TEMPLATES = Path(__file__).with_name("templates")
STATIC_DIR = Path(__file__).with_name("static")


@dataclass(frozen=True)
class Links:
    live: bool

    def home(self) -> str:
        return "/" if self.live else "index.html"

    def pairings(self, number: int | None = None) -> str:
        if self.live:
            return "/pairings" if number is None else f"/pairings/{number}"
        return f"pairings-{number}.html" if number is not None else "pairings.html"

    def standings(self) -> str:
        return "/standings" if self.live else "standings.html"

    def crosstable(self) -> str:
        return "/crosstable" if self.live else "crosstable.html"

    def bracket(self) -> str:
        return "/bracket" if self.live else "bracket.html"

    def me(self) -> str:
        return "/me"

    def asset(self, name: str) -> str:
        return f"/static/{name}" if self.live else f"static/{name}"

    def language(self, lang: str) -> str:
        return f"/language/{lang}"


LIVE = Links(True)
STATIC = Links(False)


@lru_cache(maxsize=1)
def _environment() -> Any:
    from jinja2 import Environment, FileSystemLoader, StrictUndefined

    env = Environment(
        loader=FileSystemLoader(str(TEMPLATES)),
        autoescape=True,  # every value, in every template (not only *.html)
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals["game_text"] = messages.game_text
    env.globals["pairing_rows"] = tables.pairing_rows
    env.globals["standing_rows"] = tables.standing_rows
    env.globals["cross_rows"] = tables.cross_rows
    env.globals["score_html"] = tables.score_html
    env.globals["bracket_box_html"] = tables.bracket_box_html
    env.globals["choice_labels"] = messages.CHOICE_LABELS
    return env


def clock_text(seconds: int) -> str:
    sign = "-" if seconds < 0 else ""
    seconds = abs(int(seconds))
    return f"{sign}{seconds // 60}:{seconds % 60:02d}"


def render(template: str, *, site: Site, lang: str, links: Links, **context: Any) -> str:
    """One page in ``lang`` (``en`` or ``uk``); ``esc``: an :class:`~desktop.web.tables.Escaper` shared
    by several pages (the published site's), else one of its own."""
    cat = messages.catalog(lang)
    paper = paper_words.words(cat.lang)  # the captions and tiebreakers the printed sheets show
    context.setdefault("esc", tables.Escaper())
    return _environment().get_template(template).render(
        site=site,
        lang=cat.lang,
        t=cat.t,
        paper=paper.labels,
        tb_name=paper.tb_name,
        tb_short=paper.tb_short,
        stage_title=paper.stage_title,
        links=links,
        live=links.live,
        clock_text=clock_text,
        **context,
    )
