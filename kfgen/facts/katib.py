"""Katib's facts: what its katib-config offers, and whether the Environment's namespaces take its webhook.

Katib v0.19.0 reads katib-config from the ConfigMap katib-config, key katib-config.yaml, in its namespace
(KATIB_CORE_NAMESPACE, default kubeflow): the suggestion, early-stopping and metrics-collector entries at each use
(pkg/util/v1beta1/katibconfig/config.go), `init` once at start (the same ConfigMap, mounted). Empty trialResources
mean Job.v1.batch only (pkg/apis/config/v1beta1/defaults.go). Its webhook serves only namespaces labelled
katib.kubeflow.org/metrics-collector-injection=enabled.
"""

from __future__ import annotations

from typing import Any

from kfgen.api import Obj
from kfgen.checks import podsecurity
from kfgen.facts.model import Fact, Findings, Missing, Snapshot, Unknown, Where, config_data
from kfgen.io import yamlio
from kfgen.migrate import shape
from kfgen.render import katib
from kfgen.schema.katib import COLLECTORS, TRIAL_KINDS

CONFIG_MAP = "katib-config"
CONFIG_KEY = "katib-config.yaml"
KATIB_DEFAULT_TRIALS = ("Job",)  # Job.v1.batch
PUSH = "Push"  # needs no katib-config entry: the training code reports


# What of katib-config the facts read, typed as Katib's Go types read it (a wrong type: Katib cannot load the config).
_ENTRY = shape.Map({"algorithmName": shape.TEXT, "securityContext": shape.ANY_MAP})
CONFIG_SHAPE = shape.Map(
    {
        "init": shape.Map(
            {"controller": shape.Map({"trialResources": shape.List(shape.TEXT), "injectSecurityContext": shape.BOOL})}
        ),
        "runtime": shape.Map(
            {
                "suggestions": shape.List(_ENTRY),
                "earlyStoppings": shape.List(_ENTRY),
                "metricsCollectors": shape.List(shape.Map({"kind": shape.TEXT})),
            }
        ),
    }
)


def reads(where: Where) -> dict[str, str]:
    urls = {"katib-config": f"/api/v1/namespaces/{where.katib_namespace}/configmaps/{CONFIG_MAP}"}
    return urls | {f"namespace/{ns}": f"/api/v1/namespaces/{ns}" for ns in where.namespaces}


def facts(snapshot: Snapshot, where: Where) -> Findings:
    source = f"ConfigMap {where.katib_namespace}/{CONFIG_MAP}, key {CONFIG_KEY}"
    config = _config(snapshot["katib-config"], source)
    if isinstance(config, Missing):
        return Findings(unknown=[Unknown(("katib",), config.reason)])
    found = _injection(snapshot, where)
    found.facts.append(Fact(("katib", "namespace"), where.katib_namespace, source, katib.DEFAULT_NAMESPACE))
    controller = _mapping(_mapping(config.get("init")).get("controller"))
    runtime = _mapping(config.get("runtime"))
    found.facts += [
        _trial_resources(controller, source),
        _names(runtime, "suggestions", ("katib", "algorithms"), katib.DEFAULT_ALGORITHMS, source),
        _names(runtime, "earlyStoppings", ("katib", "earlyStopping"), katib.DEFAULT_EARLY_STOPPING, source),
        _collectors(runtime, source),
        Fact(
            ("katib", "injectSecurityContext"),
            controller.get("injectSecurityContext") is True,
            f"{source}: init.controller.injectSecurityContext",
            False,
        ),
        _restricted_suggestions(runtime, source),
    ]
    return found


def _config(got: Obj | Missing, source: str) -> Obj | Missing:
    text = config_data(got, CONFIG_KEY)
    if isinstance(text, Missing):
        return Missing(f"{source}: {text.reason}")
    docs, problems = yamlio.parse(text, CONFIG_KEY)
    if problems or not docs or not isinstance(docs[0], dict):
        return Missing(f"{source}: {problems[0].message if problems else 'not a KatibConfig'}")
    wrong = shape.problems(docs[0], CONFIG_SHAPE)
    if wrong:
        return Missing(f"{source}: {wrong[0][0]}: {wrong[0][1]}")
    return docs[0]


def _mapping(value: Any) -> Obj:
    return value if isinstance(value, dict) else {}


def _entries(runtime: Obj, key: str) -> list[Obj]:
    return [e for e in runtime.get(key) or [] if isinstance(e, dict)]


def _trial_resources(controller: Obj, source: str) -> Fact:
    given = [str(r) for r in controller.get("trialResources") or []]
    kinds = [r.split(".", 1)[0] for r in given] or list(KATIB_DEFAULT_TRIALS)
    notes: tuple[str, ...] = () if given else ("none listed: Katib's default, Job.v1.batch only",)
    other = [k for k in kinds if k not in TRIAL_KINDS]
    if other:
        notes += (f"left out, not kinds kfgen renders: {', '.join(other)}",)
    kept = list(dict.fromkeys(k for k in kinds if k in TRIAL_KINDS))
    return Fact(
        ("katib", "trialResources"),
        kept,
        f"{source}: init.controller.trialResources",
        list(katib.DEFAULT_TRIAL_KINDS),
        "both",
        notes,
    )


def _names(runtime: Obj, key: str, path: tuple[str, ...], default: tuple[str, ...], source: str) -> Fact:
    names = list(dict.fromkeys(str(e.get("algorithmName")) for e in _entries(runtime, key) if e.get("algorithmName")))
    return Fact(path, names, f"{source}: runtime.{key}[].algorithmName", list(default), "both")


def _collectors(runtime: Obj, source: str) -> Fact:
    kinds = [str(e.get("kind")) for e in _entries(runtime, "metricsCollectors")]
    other = [k for k in kinds if k not in COLLECTORS]
    notes = (f"left out, not kinds a spec can name: {', '.join(other)}",) if other else ()
    kept = list(dict.fromkeys([*(k for k in kinds if k in COLLECTORS), PUSH]))
    return Fact(
        ("katib", "collectors"),
        kept,
        f"{source}: runtime.metricsCollectors[].kind, and Push (no entry needed)",
        list(katib.DEFAULT_COLLECTORS),
        "both",
        notes,
    )


def _restricted_suggestions(runtime: Obj, source: str) -> Fact:
    failing = []
    for entry in _entries(runtime, "suggestions"):
        container = {"name": "suggestion", "securityContext": entry.get("securityContext") or {}}
        found = podsecurity.evaluate({"spec": {"containers": [container]}}, "restricted")
        if found:
            failing.append(f"{entry.get('algorithmName')}: {podsecurity.message(found)}")
    notes = tuple(f"not restricted: {line}" for line in failing)
    value = bool(_entries(runtime, "suggestions")) and not failing
    return Fact(
        ("katib", "restrictedSuggestions"),
        value,
        f"{source}: runtime.suggestions[].securityContext",
        False,
        notes=notes,
    )


def _injection(snapshot: Snapshot, where: Where) -> Findings:
    path = ("katib", "metricsCollectorInjection")
    if not where.namespaces:
        return Findings(unknown=[Unknown(path, "the namespaces' labels: name them with --namespace")])
    unlabelled = []
    for ns in where.namespaces:
        got = snapshot[f"namespace/{ns}"]
        if isinstance(got, Missing):
            return Findings(unknown=[Unknown(path, f"Namespace {ns}: {got.reason}")])
        labels = _mapping(_mapping(got.get("metadata")).get("labels"))
        if labels.get(katib.INJECTION_LABEL) != "enabled":
            unlabelled.append(ns)
    notes = (f"not labelled {katib.INJECTION_LABEL}=enabled: {', '.join(unlabelled)}",) if unlabelled else ()
    source = f"the labels of Namespace {', '.join(where.namespaces)}"
    return Findings([Fact(path, not unlabelled, source, False, notes=notes)])
