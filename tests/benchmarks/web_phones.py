"""Benchmark: phones following the venue web while desks record results (issue 26), on the loopback only.

Run: .venv/bin/python tests/benchmarks/web_phones.py [--phones N] [--results R]

Setup (not timed): a seeded demo event (Toy Battle, 128 players, 4 rounds) with R results of its last
round cleared, in a temporary SQLite database. First the 4 desk threads record the R results without
the web (each entry timed), and they are cleared again. Then the server starts exactly as the desk's
Venue web dialog starts it: through ``desktop.web.child.ServedEvent``, a child process of this one
(``toybox-arena event serve --status-json``, the database URL on its stdin), so that what is measured
is what the desk runs; N simulated phones (default 300), in a load generator
process of their own (raw asyncio sockets, HTTP/1.1 keep-alive: light, and its CPU reported, as it
shares the cores with the server), each open the pairings page and its live stream, which pushes the
page's new content with every change (what the page's script shows; a bare "change" event, should the
server send one, is followed by fetching the page again, as the script does); besides, every phone loads
its page again once per change it sees, at a random moment within the next 2 s (players moving about
the pages: as many page loads under the live load as when the script fetched the page on every change,
no longer all at the same instant since nothing makes them so); the 4 desk threads record the R results
again, one after another, a quarter each, 0.5 s apart.

Figures and targets: page time p95 <= 150 ms (every page fetch of every phone); the time from a
desk's write to the moment every phone has received the update (the whole pushed content) <= 2 s (the
worst over all writes); the
desk's own result entry (median) no slower than 1.2x the same entries without the web; the server
process's peak memory <= 350 MB (this process's own peak, the desk's side, printed beside it). Exits non-zero when a target is missed. Bounded: at most 1,000 phones
and 100 results; every wait has a time-out.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
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
DESK_RATIO_TARGET = 1.2
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


async def phones(host: str, port: int, n: int, stop: asyncio.Event, page_ms: list[float],
                 seen: list[list[float]], connected: list[int]) -> None:
    """``n`` phones, each with an address of its own on the loopback (127.0.x.y): the server limits
    requests per device, as at a venue where every phone has its own address. Raw HTTP/1.1 on asyncio
    streams: one keep-alive connection for the page and one for the live stream per phone."""
    request = f"GET /pairings HTTP/1.1\r\nHost: {host}:{port}\r\nAccept-Language: en\r\n".encode()
    end = b"\n\n"
    rng = random.Random(26)

    async def phone(i: int) -> None:
        local = (f"127.0.{1 + i // 250}.{1 + i % 250}", 0)
        reader, writer = await asyncio.open_connection(host, port, local_addr=local)
        cookie = b""
        one_at_a_time = asyncio.Lock()  # one page connection: its requests follow each other
        later: set[asyncio.Task[None]] = set()

        async def fetch() -> None:
            nonlocal cookie
            async with one_at_a_time:
                t = time.perf_counter()
                writer.write(request + cookie + b"\r\n")
                head = await reader.readuntil(b"\r\n\r\n")
                length = 0
                for line in head.split(b"\r\n")[1:]:
                    key, _, value = line.partition(b":")
                    key = key.lower()
                    if key == b"content-length":
                        length = int(value)
                    elif key == b"set-cookie" and not cookie:
                        cookie = b"Cookie: " + value.strip().split(b";")[0] + b"\r\n"
                await reader.readexactly(length)
                page_ms.append((time.perf_counter() - t) * 1000)
                if not head.startswith(b"HTTP/1.1 200"):
                    raise RuntimeError(head.split(b"\r\n")[0].decode())

        async def look_again(delay: float) -> None:
            await asyncio.sleep(delay)
            await fetch()

        try:
            await fetch()
            live_reader, live_writer = await asyncio.open_connection(host, port, local_addr=local)
            live_writer.write(
                f"GET /live?page=/pairings HTTP/1.1\r\nHost: {host}:{port}\r\n".encode() + cookie + b"\r\n"
            )
            head = await live_reader.readuntil(b"\r\n\r\n")
            if not head.startswith(b"HTTP/1.1 200"):
                raise RuntimeError(head.split(b"\r\n")[0].decode())
            connected.append(i)
            buf = b""
            try:
                while not stop.is_set():
                    data = await live_reader.read(262144)
                    if not data:
                        return
                    buf += data
                    while (at := buf.find(end)) >= 0:
                        event, buf = buf[:at], buf[at + len(end):]
                        # (the chunked transfer's framing may split an event; its own lines still read)
                        if b"event: main" in event:
                            seen[i].append(time.monotonic())  # the whole new content has arrived
                        elif b"event: change" in event:
                            await fetch()  # the script's fallback: fetch the page again
                            seen[i].append(time.monotonic())
                        else:
                            continue
                        task = asyncio.create_task(look_again(rng.uniform(0.0, UPDATE_TARGET_S)))
                        later.add(task)
                        task.add_done_callback(later.discard)
            finally:
                live_writer.close()
                for task in list(later):
                    task.cancel()
        finally:
            writer.close()

    tasks = [asyncio.create_task(phone(i)) for i in range(n)]
    await stop.wait()
    for t in tasks:
        t.cancel()
    results = await asyncio.gather(*tasks, return_exceptions=True)
    failed = [r for r in results if isinstance(r, Exception) and not isinstance(r, asyncio.CancelledError)]
    if failed:
        print(f"{len(failed)} phones failed: {failed[0]!r}", file=sys.stderr)


def load_generator(host: str, port: int, n: int) -> int:
    """The phones as a process of their own: prints "connected" once every phone follows the event,
    runs until its stdin closes, then prints its figures (JSON: page times, when each phone saw a
    change, its own CPU seconds)."""
    loop = asyncio.new_event_loop()
    stop = asyncio.Event()
    page_ms: list[float] = []
    seen: list[list[float]] = [[] for _ in range(n)]
    connected: list[int] = []

    def told() -> None:
        deadline = time.monotonic() + 120
        while len(connected) < n and time.monotonic() < deadline:
            time.sleep(0.05)
        print("connected" if len(connected) >= n else f"only {len(connected)} connected", flush=True)
        sys.stdin.read()  # until the benchmark closes it
        loop.call_soon_threadsafe(stop.set)

    threading.Thread(target=told, daemon=True).start()
    cpu = time.process_time()
    try:
        loop.run_until_complete(asyncio.wait_for(phones(host, port, n, stop, page_ms, seen, connected), 600))
    finally:
        loop.close()
    cpu = time.process_time() - cpu
    print(json.dumps({"page_ms": page_ms, "seen": seen, "cpu": cpu}), flush=True)
    return 0


def cpu_seconds(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/stat") as fh:
            fields = fh.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except OSError:
        return float("nan")


def record_all(svc: object, db: object, todo: list, pause: float) -> list[float]:
    """The 4 desks record the results (one write at a time, ``pause`` apart); the write times
    (monotonic) and each entry's seconds."""
    writes: list[float] = []
    took: list[float] = []
    lock = threading.Lock()

    def desk(k: int) -> None:
        for i, m in enumerate(todo):
            if i % DESKS != k:
                continue
            with lock:  # one write at a time, so that each write's latency is its own
                time.sleep(pause)
                t = time.monotonic()
                svc.record_result(db, m.id, [{"winner": "a", "ended": "medals", "medals_a": 3,  # type: ignore[attr-defined]
                                              "medals_b": 1}], who=f"desk {k + 1}")
                took.append(time.monotonic() - t)
                writes.append(t)

    threads = [threading.Thread(target=desk, args=(k,)) for k in range(DESKS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    return [*writes, *took]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--phones", type=int, default=300, choices=range(1, 1001), metavar="N")
    parser.add_argument("--results", type=int, default=20, choices=range(1, 101), metavar="R")
    parser.add_argument("--load-generator", metavar="PORT", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.load_generator:
        return load_generator("127.0.0.1", args.load_generator, args.phones)
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
        alone = record_all(svc, db, todo, 0.05)[len(todo):]  # the desks without the web
        for m in todo:
            svc.clear_result(db, m.id)
        port = free_port()
        env = dict(os.environ, PYTHONPATH=str(ROOT), TOYBOX_ARENA_HOME=str(Path(tmp) / "home"))
        from desktop.web.child import ServedEvent

        server = ServedEvent(url, demo.event_id, host="127.0.0.1", port=port, env=env)  # as the desk does
        server.start()
        generator = None
        try:
            if not server.wait_listening(120):
                print(f"the venue web did not start: {server.error}")
                return 1
            pid = server.pid
            assert pid is not None
            server_cpu = cpu_seconds(pid)
            generator = subprocess.Popen(
                [sys.executable, __file__, "--phones", str(args.phones), "--load-generator", str(port)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
            assert generator.stdin is not None and generator.stdout is not None
            ready = generator.stdout.readline().strip()
            if ready != "connected":
                print(f"the phones did not all follow the event: {ready}")
            time.sleep(1.0)
            timed = record_all(svc, db, todo, 0.5)
            writes, served = timed[: len(todo)], timed[len(todo):]
            time.sleep(4 * UPDATE_TARGET_S + 1.0)  # a late update is measured as late, not counted as missed
            generator.stdin.close()
            figures = json.loads(generator.stdout.readline() or "{}")
            generator.wait(30)
            memory = peak_mb(pid)
            desk_memory = peak_mb(os.getpid())
            server_cpu = cpu_seconds(pid) - server_cpu
        finally:
            if generator is not None and generator.poll() is None:
                generator.kill()
                generator.wait(10)
            server.stop()
            db.close()

    page_ms: list[float] = figures.get("page_ms") or [float("inf")]
    seen: list[list[float]] = figures.get("seen") or [[] for _ in range(args.phones)]
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
    ratio = statistics.median(served) / statistics.median(alone)
    ok = (
        p95 <= P95_TARGET_MS
        and worst <= UPDATE_TARGET_S
        and missed == 0
        and ratio <= DESK_RATIO_TARGET
        and memory <= MEMORY_TARGET_MB
    )
    print(
        f"{args.phones} phones, {len(writes)} results from {DESKS} desks: page p95 {p95:.0f} ms "
        f"(target <= {P95_TARGET_MS:.0f}), median {statistics.median(page_ms):.0f} ms of {len(page_ms)} fetches; "
        f"update seen by every phone within {worst:.2f} s (target <= {UPDATE_TARGET_S:.0f} s; {missed} missed); "
        f"desk's result entry {statistics.median(served) * 1000:.0f} ms with the web, "
        f"{statistics.median(alone) * 1000:.0f} ms without: {ratio:.2f}x (target <= {DESK_RATIO_TARGET}x); "
        f"server peak memory {memory:.0f} MB (target <= {MEMORY_TARGET_MB:.0f}; with this process, the "
        f"desk's side, {desk_memory:.0f} MB: {memory + desk_memory:.0f} MB); "
        f"CPU: server {server_cpu:.1f} s, load generator {figures.get('cpu', float('nan')):.1f} s; "
        f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores: {'ok' if ok else 'MISSED'}"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
