"""Plain helpers of the venue web's tests (a module of its own name: ``from conftest import`` would find
whichever folder's conftest.py was imported last when several test folders run together)."""

from __future__ import annotations

import re
from typing import Any

HOSTILE = "<script>alert('x')</script> Eve"
CLUB = "<b>Bold</b> & Co"


def tb(winner: str, medals_a: int = 3, medals_b: int = 1) -> dict[str, Any]:
    # a medal-target win needs the winner to have more medals; a troop on the HQ wins with any
    more = "a" if medals_a > medals_b else "b" if medals_b > medals_a else ""
    ended = "medals" if winner == more else "hq"
    return {"winner": winner, "ended": ended, "medals_a": medals_a, "medals_b": medals_b}


class Phone:
    """A test client that keeps its cookies and reads the CSRF token of the last page."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.csrf = ""

    def get(self, url: str, **kw: Any) -> Any:
        r = self.client.get(url, **kw)
        found = re.search(r'name="csrf" value="([^"]+)"', r.text)
        if found:
            self.csrf = found.group(1)
        return r

    def post(self, url: str, data: dict[str, Any], **kw: Any) -> Any:
        r = self.client.post(url, data={"csrf": self.csrf, **data}, **kw)
        found = re.search(r'name="csrf" value="([^"]+)"', r.text)
        if found:
            self.csrf = found.group(1)
        return r

    def sign_in(self, registration_id: int, code: str) -> Any:
        self.get("/me")
        return self.post("/me/sign-in", {"player": str(registration_id), "code": code})
