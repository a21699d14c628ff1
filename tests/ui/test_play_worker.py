"""The one worker of every board: answers arrive on the UI thread, stale ones are dropped, and an answer
whose board has gone (quitting while the computer thinks) is dropped without an error in the pool."""

from __future__ import annotations

import shiboken6

from desktop.ui.play.worker import Background, ComputerMover, _Job, _Signals


def test_an_answer_for_a_board_that_has_gone_is_dropped_quietly():
    signals = _Signals()
    job = _Job(lambda: 42, "choose", 0, signals)
    shiboken6.delete(signals)  # the board (and its worker) closed while the search ran
    job.run()  # must not raise "Signal source has been deleted" in the pool thread
    failing = _Job(lambda: 1 / 0, "choose", 0, signals)
    failing.run()


def test_a_cancelled_decision_is_never_delivered(qtbot):
    class Slow:
        def choose(self, seen):
            return seen * 2

    mover = ComputerMover()
    got = []
    mover.done.connect(got.append)
    mover.start(Slow(), 1)
    mover.cancel()
    mover.start(Slow(), 5)
    qtbot.waitUntil(lambda: got == [10], timeout=5000)
    assert Background.wait(5000)
    qtbot.wait(50)
    assert got == [10] and not mover.busy


def test_a_failed_decision_reports_its_message(qtbot):
    class Broken:
        def choose(self, seen):
            raise ValueError("no move")

    mover = ComputerMover()
    with qtbot.waitSignal(mover.failed, timeout=5000) as blocker:
        mover.start(Broken(), None)
    assert blocker.args == ["ValueError: no move"]
