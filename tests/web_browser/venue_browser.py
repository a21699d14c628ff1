"""The venue web driven in a real browser (issue 26): a phone-sized headless Chromium (Debian's
``chromium`` and ``chromedriver``, through Selenium) checks in with a personal code and reports a result,
the opponent in a second browser (its own cookie jar) confirms it, and the standings page a phone has
open changes without being reloaded. Shared by the SQLite test here and the PostgreSQL one in
tests/postgres (the same flow, the desk on the other database)."""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
PHONE = (390, 844)
"""A phone's viewport in CSS pixels."""
WAIT = 15.0
"""Seconds any one step may take before the test fails (nothing here waits unbounded)."""
LIVE_WAIT = 2.0
"""Issue 26: an update reaches the open pages within 2 s of the change."""


def browser_paths() -> tuple[str, str]:
    """Chromium and chromedriver, or a skip saying which is missing."""
    chromium = shutil.which("chromium") or (CHROMIUM if os.path.exists(CHROMIUM) else None)
    driver = shutil.which("chromedriver") or (CHROMEDRIVER if os.path.exists(CHROMEDRIVER) else None)
    if chromium is None or driver is None:
        missing = " and ".join(n for n, p in (("chromium", chromium), ("chromedriver", driver)) if p is None)
        pytest.skip(f"no {missing}: install Debian's chromium and chromium-driver (.ci/run does)")
    try:
        import selenium  # noqa: F401
    except ImportError:  # pragma: no cover - selenium is in the test extra
        pytest.skip("selenium is not installed (pip install -e '.[test]')")
    return chromium, driver


@contextmanager
def phone_browser() -> Iterator[Any]:
    """One headless Chromium with a phone's viewport and its own profile (its own cookies); quit
    however the test ends."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chromium, driver_path = browser_paths()
    profile = tempfile.mkdtemp(prefix="toybox-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--no-first-run",
        "--disable-extensions",
        "--lang=en-US",
        f"--user-data-dir={profile}",
        f"--window-size={PHONE[0]},{PHONE[1]}",
    ):
        options.add_argument(arg)
    options.add_experimental_option(
        "mobileEmulation", {"deviceMetrics": {"width": PHONE[0], "height": PHONE[1], "pixelRatio": 3.0}}
    )
    driver = None
    try:
        driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
        driver.set_page_load_timeout(WAIT)
        driver.set_script_timeout(WAIT)
        yield driver
    finally:
        if driver is not None:
            driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def _wait(driver: Any, condition: Any, timeout: float = WAIT, message: str = "") -> Any:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout, poll_frequency=0.05).until(condition, message)


def _main_text(driver: Any) -> str:
    from selenium.webdriver.common.by import By

    return driver.find_element(By.ID, "main").text


def sign_in(driver: Any, base: str, registration_id: int, code: str) -> None:
    """The player's own phone: "My event", choose the name, type the code printed for them."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    driver.get(base + "me")
    form = driver.find_element(By.CSS_SELECTOR, "form[action='/me/sign-in']")
    Select(form.find_element(By.NAME, "player")).select_by_value(str(registration_id))
    form.find_element(By.NAME, "code").send_keys(code.lower())  # typed as it comes: case does not matter
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    try:
        _wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "form[action='/me/sign-out']"))
    except Exception as exc:
        page = driver.find_element(By.TAG_NAME, "body").text
        raise AssertionError(f"not signed in; the page reads: {page!r}") from exc


def _settled(driver: Any, action: Any, tries: int = 5) -> Any:
    """``action(driver)``, again when a live update replaced the page's content under it (as it does
    on a phone: a change at the desk refetches ``<main>`` unless the player is filling in a form)."""
    from selenium.common.exceptions import StaleElementReferenceException, WebDriverException

    for attempt in range(tries):
        try:
            return action(driver)
        except WebDriverException as exc:
            # Chromium reports the same race in two ways: a stale element, or (when the node went
            # between finding it and reading it) "Node with given id does not belong to the document"
            replaced = isinstance(exc, StaleElementReferenceException) or "does not belong to the document" in str(exc)
            if not replaced or attempt == tries - 1:
                raise
            time.sleep(0.2)
    return None


def _notice(driver: Any, selector: str) -> str:
    from selenium.webdriver.common.by import By

    return "".join(e.text for e in driver.find_elements(By.CSS_SELECTOR, selector))


def check_in(driver: Any) -> str:
    """Press "check in"; the page's notice (read before a live update may replace it)."""
    from selenium.webdriver.common.by import By

    _settled(driver, lambda d: d.find_element(By.CSS_SELECTOR, "form[action='/me/check-in'] button").click())
    def notice(d: Any) -> str:
        return str(_settled(d, lambda d2: _notice(d2, "p.notice.ok[role=status]")))

    return str(_wait(driver, notice, message="check-in"))


def report(driver: Any, games: list[dict[str, Any]]) -> str:
    """Fill in the game's own result fields of "my match" and send; the notice the page shows."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    def fill(d: Any) -> None:
        form = d.find_element(By.CSS_SELECTOR, "form[action='/me/report']")
        for n, game in enumerate(games, start=1):
            for key, value in game.items():
                field = form.find_element(By.NAME, f"g{n}_{key}")
                if field.tag_name == "select":
                    Select(field).select_by_value(str(value))
                else:
                    field.clear()
                    field.send_keys(str(value))
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()

    _settled(driver, fill)
    def notice(d: Any) -> str:
        return str(_settled(d, lambda d2: _notice(d2, "p.notice[role=status]")))

    return str(_wait(driver, notice, message="report"))


def _reg(db: Any, event_id: int, registration_id: int) -> Any:
    from desktop.services import tournament as svc

    return next(r for r in svc.list_registrations(db, event_id) if r.id == registration_id)


def standing_row(driver: Any, name: str) -> str:
    """The text of the standings row of ``name`` on the page as it is now."""
    from selenium.webdriver.common.by import By

    def read(d: Any) -> str:
        rows = d.find_elements(By.CSS_SELECTOR, "table.standings tbody tr")
        return next((r.text for r in rows if name in r.text), "")

    return str(_settled(driver, read))  # the live update replaces the table while it is read


def run_flow(db: Any, server: Any, event_id: int) -> dict[str, Any]:
    """The whole evening on two phones; returns what was measured (the live update's delay)."""
    from selenium.webdriver.common.by import By

    from desktop.services import tournament as svc
    from desktop.services import venue
    from desktop.services.tournament_queries import round_view
    from desktop.web import messages

    en = messages.catalog("en")
    codes = {c.registration_id: c.code for c in venue.issue_codes(db, event_id)}
    match = next(m for m in round_view(db, event_id, 1).matches if m.b is not None)
    games = [{"winner": "a", "ended": "medals", "medals_a": 3, "medals_b": 1}]
    base = server.url
    with phone_browser() as first, phone_browser() as second:
        # the first player checks in with the code printed for them and reports the result
        sign_in(first, base, match.a, codes[match.a])
        assert first.execute_script("return window.innerWidth") == PHONE[0]
        assert not _reg(db, event_id, match.a).checked_in
        assert en.t("checkin.done") in check_in(first)
        assert _reg(db, event_id, match.a).checked_in  # the desk's check-in column
        assert report(first, games) == en.t("report.sent")
        assert svc.get_match(db, match.id).status != "reported"  # one report does not count yet

        # the same phone follows the standings; a marker proves the page is never reloaded
        first.get(base + "standings")
        _wait(
            first,
            lambda d: "on" in (d.find_element(By.ID, "live-state").get_attribute("class") or "").split(),
            message="live stream",
        )
        winner = _reg(db, event_id, match.a).name
        before = standing_row(first, winner)
        assert "1-0-0" not in before
        first.execute_script("window.__stayed = 'yes'")

        # the opponent confirms from a second phone (its own cookies: its own session)
        sign_in(second, base, match.b, codes[match.b])
        assert en.t("me.signed_in", name=_reg(db, event_id, match.b).name) in _main_text(second)
        confirmed = time.monotonic()
        assert report(second, games) == en.t("report.counted")
        assert svc.get_match(db, match.id).status == "reported"

        _wait(first, lambda d: "1-0-0" in standing_row(d, winner), message="standings update")
        delay = time.monotonic() - confirmed
        assert first.execute_script("return window.__stayed") == "yes", "the standings page was reloaded"
        return {"delay": delay, "before": before, "after": standing_row(first, winner), "match": match}
