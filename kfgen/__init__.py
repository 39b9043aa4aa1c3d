"""kfgen: one short TrainingSpec in, every Kubeflow training manifest for every environment out.

The public API is `kfgen.core.expand` (one spec) and `kfgen.core.transform` (a list of items, the
KRM processor); both are pure. Importing `kfgen` imports nothing else.
"""

__version__ = "0.1.0"
