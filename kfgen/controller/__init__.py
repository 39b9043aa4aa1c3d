"""The in-cluster controller: TrainingSpec custom resources reconciled with the same core as `kfgen render`.

Needs the `controller` extra (kubernetes, kopf, prometheus-client); the render path never imports it.
"""
