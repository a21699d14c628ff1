"""The one way this project imports something on first use.

``load("package.module:attribute")`` imports the module and returns the attribute (``"package.module"``
alone returns the module). :class:`LazyModule` stands for a module until one of its names is used:
start-up stays fast where a module pulls in numpy, the pairing solvers or an engine, and the registry
can name every game's parts without importing them.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any


def load(path: str) -> Any:
    """The object named by ``"module:attribute"`` (dots allowed in the attribute), or the module."""
    module_name, _, attribute = path.partition(":")
    value: Any = importlib.import_module(module_name)
    for part in attribute.split(".") if attribute else ():
        value = getattr(value, part)
    return value


class LazyModule:
    """A module imported when one of its names is first used; each name is cached on first use."""

    def __init__(self, module_name: str) -> None:
        self.__dict__["_module_name"] = module_name
        self.__dict__["_module"] = None

    def _load(self) -> ModuleType:
        module = self.__dict__["_module"]
        if module is None:
            module = importlib.import_module(self.__dict__["_module_name"])
            self.__dict__["_module"] = module
        return module

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._load(), name)
        self.__dict__[name] = value
        return value

    def __repr__(self) -> str:
        return f"<lazy module {self.__dict__['_module_name']}>"
