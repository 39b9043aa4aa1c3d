"""The search half of an Experiment read back into a spec's tuning block (the inverse of
kfgen.features.tuning.experiment's objective, algorithm, counts, collector and parameters): what Katib
(kfgen.migrate.katibdefaults) or kfgen would fill in is left out, what the block cannot say is a warning at its field,
what Katib would refuse is an error."""

from __future__ import annotations

from typing import Any

from kfgen.api import Obj
from kfgen.migrate import katibdefaults as defaults
from kfgen.results import ResourceRef, Result, error, warning

COLLECTOR_KINDS = ("StdOut", "File", "TensorFlowEvent", "PrometheusMetric", "Push")
PARAMETER_TYPES = ("int", "double", "categorical", "discrete")
KFGEN_TFEVENT_DIRECTORY = "/var/log/katib/tfevent"  # kfgen's default; Katib's has a final slash


class Reader:
    """The results of reading one Experiment, each at its field."""

    def __init__(self, experiment: Any) -> None:
        self.ref = ResourceRef.of(experiment, "default") if isinstance(experiment, dict) else None
        self.results: list[Result] = []

    def warn(self, field: str, message: str) -> None:
        self.results.append(warning(message, self.ref, field or None))

    def fail(self, field: str, message: str) -> None:
        self.results.append(error(message, self.ref, field or None))

    def mapping(self, node: Any, field: str, required: bool = True) -> Obj | None:
        if isinstance(node, dict):
            return node
        if node is not None or required:
            self.fail(field, f"must be a mapping (found {_what(node)})")
        return None

    def extra(self, node: Obj, known: tuple[str, ...], field: str, why: str) -> None:
        for key in node:
            if key not in known:
                self.warn(f"{field}.{key}", f"has no counterpart in a spec's tuning block ({why}): it is not imported")


def _what(node: Any) -> str:
    return "nothing" if node is None else type(node).__name__.replace("str", "text").replace("dict", "mapping")


def objective(r: Reader, given: Any) -> Obj | None:
    node = r.mapping(given, "spec.objective")
    if node is None:
        return None
    r.extra(
        node,
        ("type", "goal", "objectiveMetricName", "additionalMetricNames", "metricStrategies"),
        "spec.objective",
        "kfgen writes type, goal, metrics and strategies",
    )
    out: Obj = {}
    metric = node.get("objectiveMetricName")
    if not isinstance(metric, str) or not metric:
        r.fail("spec.objective.objectiveMetricName", "must be the objective metric's name")
    if node.get("type") not in ("maximize", "minimize"):
        r.fail("spec.objective.type", f"must be maximize or minimize (found {node.get('type')!r})")
    if not isinstance(metric, str) or node.get("type") not in ("maximize", "minimize"):
        return None
    out["metric"], out["type"] = metric, node["type"]
    goal = node.get("goal")
    if goal is not None:
        if isinstance(goal, bool) or not isinstance(goal, (int, float)):
            r.fail("spec.objective.goal", f"must be a number (found {_what(goal)})")
        else:
            out["goal"] = goal
    more = node.get("additionalMetricNames") or []
    if not isinstance(more, list) or not all(isinstance(m, str) and m for m in more):
        r.fail("spec.objective.additionalMetricNames", "must be a list of metric names")
        more = []
    if more:
        out["additionalMetrics"] = list(more)
    strategies = _strategies(r, node.get("metricStrategies"), [metric, *more], defaults.strategy(node["type"]))
    if strategies:
        out["strategies"] = strategies
    return out


def _strategies(r: Reader, given: Any, metrics: list[str], default: str) -> dict[str, str]:
    field = "spec.objective.metricStrategies"
    pairs = _pairs(r, given, field)
    out: dict[str, str] = {}
    for index, (name, value) in enumerate(pairs):
        where = f"{field}[{index}]"
        if value not in ("min", "max", "latest"):
            r.fail(f"{where}.value", f"must be min, max or latest (found {value!r})")
        elif name not in metrics:
            r.warn(where, f"{name!r} is neither the objective metric nor an additional one: the strategy does nothing")
        elif value != default:  # Katib's default for every metric of the objective
            out[name] = value
    if list(out) != sorted(out):
        r.warn(field, "kfgen writes the strategies sorted by metric name")
    return out


def _pairs(r: Reader, given: Any, field: str) -> list[tuple[str, str]]:
    """A list of {name, value} (algorithmSettings, metricStrategies) as pairs; the first of a name counts."""
    if given is None:
        return []
    if not isinstance(given, list):
        r.fail(field, f"must be a list of name and value (found {_what(given)})")
        return []
    out: list[tuple[str, str]] = []
    for index, item in enumerate(given):
        if not isinstance(item, dict) or not isinstance(item.get("name"), str):
            r.fail(f"{field}[{index}]", "must be a mapping with a name and a value")
        elif any(name == item["name"] for name, _ in out):
            r.warn(f"{field}[{index}]", f"names {item['name']!r} again: a spec's mapping has it once (the first kept)")
        else:
            out.append((item["name"], str(item.get("value", ""))))
    return out


def algorithm(r: Reader, given: Any, field: str) -> Obj | None:
    """A search or an early-stopping algorithm: Katib names both `algorithmName` and `algorithmSettings`."""
    node = r.mapping(given, field)
    if node is None:
        return None
    r.extra(node, ("algorithmName", "algorithmSettings"), field, "kfgen writes a name and settings")
    name = node.get("algorithmName")
    if not isinstance(name, str) or not name:
        r.fail(f"{field}.algorithmName", "must be the algorithm's name")
        return None
    out: Obj = {"name": name}
    pairs = _pairs(r, node.get("algorithmSettings"), f"{field}.algorithmSettings")
    if pairs:
        out["settings"] = dict(pairs)
    return out


def trials(r: Reader, spec: Obj) -> Obj:
    out: Obj = {}
    for field, key in (
        ("parallelTrialCount", "parallel"),
        ("maxTrialCount", "max"),
        ("maxFailedTrialCount", "maxFailed"),
    ):
        value = spec.get(field)
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, int) or value < (0 if key == "maxFailed" else 1):
            r.fail(f"spec.{field}", f"must be a {'non-negative' if key == 'maxFailed' else 'positive'} integer")
        elif not (key == "parallel" and value == defaults.PARALLEL_TRIALS):
            out[key] = value
    return out


def resume_policy(r: Reader, given: Any) -> str | None:
    if given is None or given == defaults.RESUME_POLICY:
        return None
    if given not in ("LongRunning", "FromVolume"):
        r.fail("spec.resumePolicy", f"must be Never, LongRunning or FromVolume (found {given!r})")
        return None
    return str(given)


def collector(r: Reader, given: Any) -> Obj:
    """The metricsCollector block, its kind always written (kfgen.migrate.katib.settle leaves out the Environment's
    default); {} when the Experiment's collector is one the block cannot say."""
    field = "spec.metricsCollectorSpec"
    node = r.mapping(given, field, required=False) or {}
    r.extra(node, ("collector", "source"), field, "kfgen writes a collector and its source")
    kind_node = r.mapping(node.get("collector"), f"{field}.collector", required=False) or {}
    r.extra(kind_node, ("kind",), f"{field}.collector", "kfgen writes the kind only")
    kind = kind_node.get("kind") or defaults.COLLECTOR
    if kind not in COLLECTOR_KINDS:
        r.warn(
            f"{field}.collector.kind",
            f"kfgen writes the {', '.join(COLLECTOR_KINDS)} collectors, not {kind!r}: it is not imported (the "
            "Environment's default collector is)",
        )
        if node.get("source") is not None:
            r.warn(f"{field}.source", f"belongs to the {kind} collector: it is not imported")
        return {}
    out: Obj = {"kind": kind}
    source = r.mapping(node.get("source"), f"{field}.source", required=False) or {}
    where = f"{field}.source"
    r.extra(source, ("fileSystemPath", "httpGet", "filter"), where, "kfgen writes a path, an HTTP endpoint and filters")
    if kind in ("File", "TensorFlowEvent"):
        out.update(
            _file_source(r, kind, r.mapping(source.get("fileSystemPath"), f"{where}.fileSystemPath", False) or {})
        )
    elif "fileSystemPath" in source:
        r.warn(f"{where}.fileSystemPath", f"a {kind} collector reads no file: it is not imported")
    if kind == "PrometheusMetric":
        out.update(_http_source(r, r.mapping(source.get("httpGet"), f"{where}.httpGet", False) or {}))
    elif "httpGet" in source:
        r.warn(f"{where}.httpGet", f"a {kind} collector scrapes no endpoint: it is not imported")
    formats = (r.mapping(source.get("filter"), f"{where}.filter", False) or {}).get("metricsFormat")
    if formats and kind in ("StdOut", "File") and isinstance(formats, list):
        out["filter"] = [str(f) for f in formats]
    elif formats:
        r.warn(f"{where}.filter", f"kfgen writes filters for the StdOut and File collectors, not {kind}: not imported")
    return out


def _file_source(r: Reader, kind: str, given: Obj) -> Obj:
    where = "spec.metricsCollectorSpec.source.fileSystemPath"
    r.extra(given, ("path", "kind", "format"), where, "kfgen writes a path and a format")
    out: Obj = {}
    file_kind = "File" if kind == "File" else "Directory"
    if given.get("kind") not in (None, "", file_kind):
        r.warn(f"{where}.kind", f"kfgen's {kind} collector reads a {file_kind}, not {given['kind']!r}")
    path = given.get("path")
    if kind == "TensorFlowEvent" and path in (None, "", defaults.TFEVENT_DIRECTORY):
        r.warn(
            f"{where}.path",
            f"kfgen writes Katib's event directory {defaults.TFEVENT_DIRECTORY} without its final slash, "
            f"{KFGEN_TFEVENT_DIRECTORY}: the same directory",
        )
    elif isinstance(path, str) and path:
        if path.endswith("/") and path != "/":
            r.warn(f"{where}.path", f"kfgen writes the path without its final slash: {path.rstrip('/')}")
            path = path.rstrip("/")
        if path != (defaults.FILE_PATH if kind == "File" else KFGEN_TFEVENT_DIRECTORY):
            out["path"] = path
    if kind == "File" and given.get("format") not in (None, "", defaults.FILE_FORMAT):
        out["format"] = given["format"]
    return out


def _http_source(r: Reader, given: Obj) -> Obj:
    where = "spec.metricsCollectorSpec.source.httpGet"
    r.extra(given, ("port", "path"), where, "kfgen writes a port and a path")
    out: Obj = {}
    port = given.get("port")
    if port not in (None, 0, defaults.PROMETHEUS_PORT):
        if isinstance(port, int) and not isinstance(port, bool):
            out["port"] = port
        else:
            r.warn(f"{where}.port", f"kfgen writes a port number, not {port!r}: it is not imported")
    if given.get("path") not in (None, "", defaults.PROMETHEUS_PATH):
        out["scrapePath"] = given["path"]
    return out


def parameters(r: Reader, given: Any) -> dict[str, Obj]:
    if not isinstance(given, list) or not given:
        r.fail("spec.parameters", "must be a non-empty list of parameters")
        return {}
    out: dict[str, Obj] = {}
    for index, item in enumerate(given):
        where = f"spec.parameters[{index}]"
        node = r.mapping(item, where)
        if node is None:
            continue
        name = node.get("name")
        if not isinstance(name, str) or not name:
            r.fail(f"{where}.name", "must be the parameter's name")
        elif name in out:
            r.fail(f"{where}.name", f"names the parameter {name!r} again (Katib refuses it)")
        else:
            read = _parameter(r, node, where)
            if read is not None:
                out[name] = read
    return out


def _text(r: Reader, field: str, value: Any) -> str:
    """A feasible space's value as the text Katib's Go type is (common_types.go FeasibleSpace): a number there is
    one its webhook cannot decode, so the spec's text is a change, named."""
    if not isinstance(value, str):
        r.warn(
            field,
            f"is {value!r}, not text: Katib's type is a string (its webhook cannot decode the number): written as "
            f"{str(value)!r}",
        )
    return str(value)


def _parameter(r: Reader, node: Obj, where: str) -> Obj | None:
    r.extra(node, ("name", "parameterType", "feasibleSpace"), where, "kfgen writes a name, a type and a space")
    kind = node.get("parameterType")
    if kind not in PARAMETER_TYPES:
        r.fail(f"{where}.parameterType", f"must be one of {', '.join(PARAMETER_TYPES)} (found {kind!r})")
        return None
    space = r.mapping(node.get("feasibleSpace"), f"{where}.feasibleSpace")
    if space is None:
        return None
    r.extra(
        space,
        ("min", "max", "step", "list", "distribution"),
        f"{where}.feasibleSpace",
        "kfgen writes bounds, a step, values and a distribution",
    )
    out: Obj = {"type": kind}
    numeric = kind in ("int", "double")
    for key in ("min", "max", "step") if numeric else ("list",):
        value = space.get(key)
        if value is None or value == "" or value == []:
            continue
        if key == "list":
            if not isinstance(value, list):
                r.fail(f"{where}.feasibleSpace.list", "must be a list of values")
                continue
            out["values"] = [_text(r, f"{where}.feasibleSpace.list[{i}]", v) for i, v in enumerate(value)]
        else:
            out[key] = _text(r, f"{where}.feasibleSpace.{key}", value)
    for key in ("list",) if numeric else ("min", "max", "step"):
        if space.get(key) not in (None, "", []):
            r.warn(
                f"{where}.feasibleSpace.{key}",
                f"a {kind} parameter has no {key} in a spec (Katib ignores it): not imported",
            )
    distribution = space.get("distribution")
    if distribution not in (None, "", defaults.DISTRIBUTION):
        if numeric:
            out["distribution"] = distribution
        else:
            r.warn(
                f"{where}.feasibleSpace.distribution",
                f"kfgen writes a distribution for int and double parameters, not {kind}: not imported",
            )
    return out
