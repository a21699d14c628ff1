"""PyInstaller runtime hook of the bundle (toybox-arena.spec): Qt's OpenGL bindings are left out.

PySide6.QtOpenGL is 8.9 MB of bindings that nothing of the app calls: pyqtgraph imports it when it is
imported (PlotCurveItem, PColorMeshItem, RawImageWidget and Qt/OpenGLHelpers keep it for their OpenGL
drawing, which is used only when pyqtgraph's "useOpenGL"/"enableExperimental" options are turned on, and
the app turns neither on: its charts draw with QPainter). So that pyqtgraph still imports, this hook
answers `import PySide6.QtOpenGL` — only when the real module cannot be found, as it is the last finder
on sys.meta_path — with a module in which every name raises an ImportError saying the module is not in
the bundle: any use of Qt's OpenGL classes fails loudly, nothing is drawn wrongly in silence.
(QtOpenGLWidgets stays: pyqtgraph uses its QOpenGLWidget class in isinstance checks when painting, and
libQt6OpenGL stays for the Wayland plugins.) tests/installer/test_rthook_qtopengl.py and the smoke test's
chart check (installer/entry.py) hold it to that.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
import types

ABSENT = "PySide6.QtOpenGL"


class AbsentModule(types.ModuleType):
    """A module of which every public name raises ImportError."""

    def __getattr__(self, name: str) -> object:
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        raise ImportError(
            f"{self.__name__}.{name}: Qt's OpenGL bindings are not part of this bundle "
            "(the app draws its charts without OpenGL)",
            name=self.__name__,
        )


class AbsentFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds ``ABSENT`` (asked last, so only when the real module is not there) as an AbsentModule."""

    def find_spec(self, fullname: str, path: object = None, target: object = None) -> object:
        if fullname != ABSENT:
            return None
        return importlib.machinery.ModuleSpec(fullname, self)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> types.ModuleType:
        return AbsentModule(spec.name)

    def exec_module(self, module: types.ModuleType) -> None:
        return None


def install() -> None:
    if not any(isinstance(finder, AbsentFinder) for finder in sys.meta_path):
        sys.meta_path.append(AbsentFinder())


install()
