"""kfgen's version, one literal (pyproject.toml's; tests/unit/test_distribution.py holds them equal).

A leaf module: the modules that print or stamp the version import it here, not from the `kfgen` package,
whose lazy Python API sits above every layer.
"""

__version__ = "0.1.0"
