"""kfgen: one short TrainingSpec in, every Kubeflow training manifest for every environment out.

The Python API is `kfgen.load` and `kfgen.render` (documented in `kfgen.pyapi`): they read and render exactly
as `kfgen render` does, and return problems as values.

`kfgen.core.expand` (one spec) and `kfgen.core.transform` (a list of parsed items, the KRM processor) are the
pure processor underneath. Importing `kfgen` imports nothing else: `load` and `render` import what they run.
"""

from __future__ import annotations

import sys
import types
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kfgen.pyapi import Inputs, Rendered, RenderError, load, render

from kfgen.version import __version__

__all__ = ["Inputs", "RenderError", "Rendered", "__version__", "load", "render"]
_PUBLIC = frozenset(__all__) - {"__version__"}  # defined in kfgen.pyapi, imported when first used


def __getattr__(name: str) -> Any:
    if name not in _PUBLIC:
        raise AttributeError(f"module 'kfgen' has no attribute {name!r}")
    from kfgen import pyapi

    return getattr(pyapi, name)


def __dir__() -> list[str]:
    return sorted({*globals(), *_PUBLIC})


class _Package(types.ModuleType):
    """kfgen's module: `kfgen.render` is the function (kfgen.pyapi.render), though kfgen/render/ is also a package
    (the shared assembly). The import system sets a submodule on its parent when it first imports it; here that would
    replace the function, so the package is left in sys.modules["kfgen.render"], where imports find it."""

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "render" and isinstance(value, types.ModuleType):
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
