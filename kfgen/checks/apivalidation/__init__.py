"""The API server's own validation rules, ported for everything kfgen writes into an object.

`names`: metadata (label and annotation keys and values) and the name rules pods use; `image`: the image
reference grammar the kubelet parses; `pod`, `containers`: k8s.io/kubernetes v1.35.4
pkg/apis/core/validation ValidatePodSpec for the pod fields a spec author can reach.
"""

from __future__ import annotations

from kfgen.checks.apivalidation.names import annotations_size_problem, key_problem, label_value_problem

__all__ = ["annotations_size_problem", "key_problem", "label_value_problem"]
