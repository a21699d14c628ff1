"""Review 9b item 12b: a table or bracket wider than a phone scrolls sideways with a visible cue: each
scroll box has a caption above it, "Scroll sideways for more →", in the phone's language, hidden until the
page's script finds the box wider than the screen (tests/web_browser checks that at 390 px)."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from desktop.web import messages

CAPTION = {"en": "Scroll sideways for more →", "uk": "Гортайте вбік, щоб побачити більше →"}


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("url", ["/standings", "/crosstable", "/pairings"])
def test_each_scroll_box_has_its_scroll_caption_just_above_it(state, url: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    from desktop.web.server import create_app

    with TestClient(create_app(state)) as c:
        c.cookies.set("tb_lang", lang)
        page = c.get(url).text
    boxes = page.count('<div class="scroll">')
    assert boxes >= 1
    hint = f'<p class="scroll-hint" hidden>{CAPTION[lang]}</p>\n<div class="scroll">'
    assert page.count(hint) == boxes
    assert messages.catalog(lang).t("scroll.hint") == CAPTION[lang]

