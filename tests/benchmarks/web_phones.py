"""Benchmark: phones following the venue web while desks record results (issue 26), on the loopback only.

Run: .venv/bin/python tests/benchmarks/web_phones.py [--phones N] [--results R]

Setup (not timed): a seeded demo event (Toy Battle, 128 players, 4 rounds) with R results of its last
round cleared, in a temporary SQLite database. Then ``toybox-arena event serve`` runs as its own
process (the server as a desk would run it); N simulated phones (default 300) each open the pairings
page and its live stream, and fetch the page again whenever the stream says something changed (what
the page's script does); 4 desk threads record R results (default 20) one after another, a quarter
each, 0.5 s apart.

Figures and targets: page time p95 <= 150 ms (every page fetch of every phone); the time from a
desk's write to the moment every phone has seen a change <= 2 s (the worst over all writes); the
server process's peak memory <= 350 MB. Exits non-zero when a target is missed. Bounded: at most
1,000 phones and 100 results; every wait has a time-out.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

P95_TARGET_MS = 150.0
UPDATE_TARGET_S = 2.0
MEMORY_TARGET_MB = 350.0
DESKS = 4


def peak_mb(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/status") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def phones(
    base: str, n: int, stop: asyncio.Event, page_ms: list[float], seen: list[list[float]], connected: list[int]
) -> None:
    """``n`` phones, each with an address of its own on the loopback (127.0.x.y): the server limits
    requests per device, as at a venue where every phone has its own address."""
    import ssl

    import httpx

    tls = ssl.create_default_context()  # one for all (loopback HTTP needs none; building one each is slow)

    async def phone(i: int) -> None:
        transport = httpx.AsyncHTTPTransport(local_address=f"127.0.{1 + i // 250}.{1 + i % 250}", verify=tls)
        async with httpx.AsyncClient(base_url=base, timeout=30, transport=transport, trust_env=False) as client:

            async def fetch() -> None:
                t = time.perf_counter()
                r = await client.get("/pairings")
                page_ms.append((time.perf_counter() - t) * 1000)
                r.raise_for_status()

            await fetch()
            async with client.stream("GET", "/live") as r:
                connected.append(i)
                async for line in r.aiter_lines():
                    if stop.is_set():
                        return
                    if line.startswith("event: change"):
                        seen[i].append(time.monotonic())
                        await fetch()

    tasks = [asyncio.create_task(phone(i)) for i in range(n)]
    await stop.wait()
    for t in tasks:
        t.cancel()
    results = await asyncio.gather(*tasks, return_exceptions=True)
    failed = [r for r in results if isinstance(r, Exception) and not isinstance(r, asyncio.CancelledError)]
    if failed:
        print(f"{len(failed)} phones failed: {failed[0]!r}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--phones", type=int, default=300, choices=range(1, 1001), metavar="N")
    parser.add_argument("--results", type=int, default=20, choices=range(1, 101), metavar="R")
    args = parser.parse_args()
    from database.engine import Database
    from desktop.services import tournament as svc
    from desktop.services.tournament_demo import build_demo

    with tempfile.TemporaryDirectory(prefix="toybox-web-phones-") as tmp:
        url = f"sqlite:///{Path(tmp) / 'bench.sqlite3'}"
        db = Database.open(url)
        demo = build_demo(db, game="toybattle", players=128, rounds=4, seed=26)
        last = svc.load_event(db, demo.event_id).rounds[-1]
        todo = [m for m in last.matches if m.kind == "played" and m.b is not None][: args.results]
        for m in todo:  # to be entered again by the desks
            svc.clear_result(db, m.id)
        port = free_port()
        env = dict(os.environ, PYTHONPATH=str(ROOT), TOYBOX_ARENA_HOME=str(Path(tmp) / "home"))
        server = subprocess.Popen(
            [sys.executable, "-m", "desktop", "--database", url, "event", "serve", str(demo.event_id),
             "--port", str(port)],
            env=env,
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            assert server.stdout is not None
            server.stdout.readline()  # "serving event ... at ..."
            base = f"http://127.0.0.1:{port}"
            page_ms: list[float] = []
            seen: list[list[float]] = [[] for _ in range(args.phones)]
            writes: list[float] = []
            loop = asyncio.new_event_loop()
            stop = asyncio.Event()

            connected: list[int] = []

            def desks() -> None:
                deadline = time.monotonic() + 120
                while len(connected) < args.phones and time.monotonic() < deadline:
                    time.sleep(0.1)  # every phone follows the event
                time.sleep(1.0)
                lock = threading.Lock()

                def desk(k: int) -> None:
                    for i, m in enumerate(todo):
                        if i % DESKS != k:
                            continue
                        with lock:  # one write at a time, so that each write's latency is its own
                            time.sleep(0.5)
                            writes.append(time.monotonic())
                            svc.record_result(db, m.id, [{"winner": "a", "ended": "medals", "medals_a": 3,
                                                          "medals_b": 1}], who=f"desk {k + 1}")

                threads = [threading.Thread(target=desk, args=(k,)) for k in range(DESKS)]
                for t in threads:
                    t.start()
                for t in threads:
                    t.join(120)
                time.sleep(UPDATE_TARGET_S + 1.0)
                loop.call_soon_threadsafe(stop.set)

            writer = threading.Thread(target=desks, daemon=True)
            writer.start()
            try:
                loop.run_until_complete(
                    asyncio.wait_for(phones(base, args.phones, stop, page_ms, seen, connected), 600)
                )
                loop.run_until_complete(loop.shutdown_asyncgens())
            finally:
                loop.close()
            writer.join(10)
            memory = peak_mb(server.pid)
        finally:
            server.terminate()
            server.wait(20)
            db.close()

    worst = 0.0
    missed = 0
    for w in writes:
        for times in seen:
            after = [t for t in times if t >= w]
            if not after:
                missed += 1
                continue
            worst = max(worst, after[0] - w)
    p95 = statistics.quantiles(page_ms, n=20)[18] if len(page_ms) >= 20 else max(page_ms)
    ok = p95 <= P95_TARGET_MS and worst <= UPDATE_TARGET_S and missed == 0 and memory <= MEMORY_TARGET_MB
    print(
        f"{args.phones} phones, {len(writes)} results from {DESKS} desks: page p95 {p95:.0f} ms "
        f"(target <= {P95_TARGET_MS:.0f}), median {statistics.median(page_ms):.0f} ms of {len(page_ms)} fetches; "
        f"update seen by every phone within {worst:.2f} s (target <= {UPDATE_TARGET_S:.0f} s; {missed} missed); "
        f"server peak memory {memory:.0f} MB (target <= {MEMORY_TARGET_MB:.0f}); "
        f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores: {'ok' if ok else 'MISSED'}"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
