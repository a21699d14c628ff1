"""``toybox-arena event publish EVENT DIR``: the venue web's pages without the live parts, written to a
folder to upload anywhere (index, standings, pairings per round, cross-table, bracket, and the style
sheet and script they use). The site is written whole or not at all: into a hidden folder beside the
target, then renamed (:mod:`desktop.services.site_folder`)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from desktop.web import messages, tables
from desktop.web.render import STATIC, STATIC_DIR, render
from desktop.web.site import Site

__all__ = ["PublishReport", "publish", "publish_file", "publish_site", "load_published", "ASSETS"]

ASSETS = ("style.css", "app.js")


@dataclass(frozen=True)
class PublishReport:
    folder: str
    files: tuple[str, ...]
    bytes: int


def pages(site: Site, lang: str, published_at: str) -> dict[str, str]:
    """File name -> HTML of every page of the published site. Each name is escaped once for all the
    pages (one :class:`~desktop.web.tables.Escaper`), and the current round's pairings page is the
    page of that round (rendered once)."""
    common: dict[str, Any] = {
        "site": site,
        "lang": lang,
        "links": STATIC,
        "published_at": published_at,
        "esc": tables.Escaper(),
    }
    cat = messages.catalog(lang)
    out = {
        "index.html": render("index.html", page="home", **common),
        "standings.html": render("standings.html", page="standings", **common),
    }
    numbers, rows = site.crosstable()
    letters = {k: cat.t(f"result.{k}") for k in ("win", "draw", "loss", "bye")}
    out["crosstable.html"] = render(
        "crosstable.html", page="crosstable", numbers=numbers, rows=rows, letters=letters, **common
    )
    for rnd in site.published():
        out[f"pairings-{rnd.number}.html"] = render(
            "pairings.html", page="pairings", rnd=rnd, rows=site.pairings(rnd), **common
        )
    current = site.current()
    if current is not None:
        out["pairings.html"] = out[f"pairings-{current.number}.html"]  # the same template, round and rows
    else:
        out["pairings.html"] = render("pairings.html", page="pairings", rnd=None, rows=[], **common)
    out["bracket.html"] = render("bracket.html", page="bracket", **common)
    return out


def publish_site(
    site: Site, folder: str | Path, lang: str = "en", *, published_at: str | None = None
) -> PublishReport:
    """Write the site into ``folder`` as a whole (:func:`desktop.services.site_folder.write_folder`:
    built in a hidden folder beside it, then renamed; the folder's other files kept)."""
    from desktop.services.site_folder import write_folder

    when = published_at or datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    files = {name: html.encode("utf-8") for name, html in pages(site, lang, when).items()}
    for asset in ASSETS:
        files[f"static/{asset}"] = (STATIC_DIR / asset).read_text(encoding="utf-8").encode("utf-8")
    write_folder(folder, files)
    return PublishReport(str(Path(folder)), tuple(files), sum(len(data) for data in files.values()))


def _site(event: Any, clock: Any) -> Site:
    from desktop.games import registry

    game = registry.GAMES.get(event.detail.summary.game)
    names = dict(game.names) if game is not None else {"en": event.detail.summary.game}
    return Site(event, clock, names)


def load_published(db: Any, event_id: int) -> Site:
    """The event as the published pages show it, from publishing's bulk read
    (:func:`desktop.services.publish_read.read_event`: a few plain queries, the one ranking); the same
    pages as from :func:`desktop.web.site.load_site` (``tests/web/test_web_publish_bulk_read.py``)."""
    from desktop.services.publish_read import read_event

    return _site(*read_event(db, event_id))


def publish(
    db: Any, event_id: int, folder: str | Path, lang: str = "en", *, published_at: str | None = None
) -> PublishReport:
    """Read the event once and write its site to ``folder`` (created if needed)."""
    return publish_site(load_published(db, event_id), folder, lang, published_at=published_at)


def publish_file(
    con: Any, event_id: int, folder: str | Path, lang: str = "en", *, published_at: str | None = None
) -> PublishReport:
    """:func:`publish` from a read-only ``sqlite3`` connection to an SQLite file at this app's head
    (:func:`desktop.services.publish_read.read_event_file`): the command line's way, without SQLAlchemy."""
    from desktop.services.publish_read import read_event_file

    return publish_site(_site(*read_event_file(con, event_id)), folder, lang, published_at=published_at)
