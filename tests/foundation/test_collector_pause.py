"""The garbage collector's pause around bulk work: off inside, restored afterwards as it was found."""

from __future__ import annotations

import gc

import pytest

from desktop import collector


def test_the_collector_is_off_inside_and_on_again_after_even_when_the_work_fails() -> None:
    assert gc.isenabled()
    with collector.paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(RuntimeError), collector.paused():
        raise RuntimeError("the work failed")
    assert gc.isenabled()


def test_a_nested_pause_leaves_the_collector_off_until_the_outer_one_ends() -> None:
    with collector.paused():
        with collector.paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()


def test_a_collector_the_caller_disabled_stays_disabled() -> None:
    gc.disable()
    try:
        with collector.paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()
