"""What a spec's tuning block may ask of the Environment's Katib, and what Katib would refuse or stall on: every
rule here is one of Katib v0.19.0's (its validator, its pod webhook, its suggestion pods) or of the platform's
katib-config as the Environment states it (kfgen.render.katib)."""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterator
from typing import Any

from kfgen.checks import apivalidation, security
from kfgen.features.tuning import experiment, filters, numbers, references, trial, trialnames
from kfgen.model import Context
from kfgen.render import katib
from kfgen.results import Result, error, warning

USE = re.compile(r"\$\{trialParameters\.([^}]*)\}")
PLACEHOLDER_START = "${trialParameters."
# medianstop's settings (pkg/earlystopping/v1beta1/medianstop/service.py): each a positive integer; any other name
# fails the suggestion when it starts, long after the Experiment was accepted
MEDIANSTOP_SETTINGS = ("min_trials_required", "start_step")
FILE_COLLECTORS = ("StdOut", "File")  # the collector sidecar that also enforces early stopping
COMMAND_COLLECTORS = ("StdOut", "File", "TensorFlowEvent")  # the webhook wraps the container's command


def check(ctx: Context) -> Iterator[Result]:
    tuning = ctx.spec.get("tuning")
    if not tuning:
        if PLACEHOLDER_START in ctx.canonical:  # the spec hash's JSON, made anyway: most specs need no walk
            yield from _unused_placeholders(ctx)
        if references.SPEC_START in ctx.canonical:
            yield from _unused_placeholders(ctx, references.USE, "trialSpec")
        return
    yield from _name(ctx)
    yield from _platform(ctx, tuning)
    yield from _parameters(ctx, tuning)
    yield from _collector(ctx, tuning)
    yield from _trials(ctx, tuning)
    yield from _medianstop(ctx, tuning)
    yield from _objective(ctx, tuning["objective"])
    yield from _primary_pod_labels(ctx, tuning)
    yield from numbers.check(ctx, tuning)


def trial_hostnames(ctx: Context, hostnames: list[str]) -> list[str]:
    """Katib names each trial's job `<experiment>-<8 characters>`: its pods' names grow by 9."""
    if not ctx.spec.get("tuning"):
        return hostnames
    prefix = ctx.job_name + "-"
    return [prefix + "x" * 8 + "-" + h[len(prefix) :] if h.startswith(prefix) else h for h in hostnames]


def _name(ctx: Context) -> Iterator[Result]:
    if len(ctx.job_name) > katib.MAX_EXPERIMENT_NAME:
        shorten = len(ctx.job_name) - katib.MAX_EXPERIMENT_NAME
        yield error(
            f"the Experiment {ctx.job_name!r} would be {len(ctx.job_name)} characters; Katib allows "
            f"{katib.MAX_EXPERIMENT_NAME}: shorten the name by {shorten}",
            ctx.ref,
            "metadata.name",
        )


def _platform(ctx: Context, tuning: dict[str, Any]) -> Iterator[Result]:
    where = f"Environment {ctx.env_name}" if ctx.env_name else "Katib's standalone install"
    kind = ctx.job_kind
    kinds = katib.listed(ctx.env, "trialResources", katib.DEFAULT_TRIAL_KINDS)
    if kind not in kinds:
        yield error(
            f"Katib in {where} does not run {kind} trials (katib.trialResources: {', '.join(kinds)})",
            ctx.ref,
            ctx.field("tuning"),
        )
    yield from trial.version_problems(ctx, where)
    name = tuning["algorithm"]["name"]
    algorithms = katib.listed(ctx.env, "algorithms", katib.DEFAULT_ALGORITHMS)
    if name not in algorithms:
        yield error(
            f"Katib in {where} has no algorithm {name!r} (katib.algorithms: {', '.join(algorithms)})",
            ctx.ref,
            ctx.field("tuning", "algorithm", "name"),
        )
    stopping = (tuning.get("earlyStopping") or {}).get("name")
    stoppers = katib.listed(ctx.env, "earlyStopping", katib.DEFAULT_EARLY_STOPPING)
    if stopping and stopping not in stoppers:
        yield error(
            f"Katib in {where} has no early stopping {stopping!r} "
            f"(katib.earlyStopping: {', '.join(stoppers) or 'none'})",
            ctx.ref,
            ctx.field("tuning", "earlyStopping", "name"),
        )
    if not katib.settings(ctx.env).get("metricsCollectorInjection"):
        report = error if ctx.env_name else warning  # without an Environment, the namespace's labels are unknown
        yield report(
            f"Katib v0.19 refuses Experiments in namespaces without the label {katib.INJECTION_LABEL}=enabled, and "
            "sets no KATIB_TRIAL_NAME in their trials: label the namespaces and state it in the Environment "
            "(katib.metricsCollectorInjection)",
            ctx.ref,
            ctx.field("tuning"),
        )
    restricted = security.profile(ctx) == "restricted"
    if restricted and not katib.settings(ctx.env).get("restrictedSuggestions"):
        report = error if ctx.env_name else warning  # without an Environment, the namespace's level is unknown
        yield report(
            "Katib adds no securityContext to its suggestion pods, so in a namespace enforcing Pod Security "
            "restricted their "
            "Deployment never becomes available and the Experiment waits forever: set restricted securityContexts "
            "on katib-config's suggestions and katib.restrictedSuggestions: true, or use security.profile baseline",
            ctx.ref,
            ctx.field("tuning", "algorithm"),
        )
    if restricted and stopping:
        yield error(
            "Katib's early-stopping container has no securityContext and cannot be given one (katib-config "
            "earlyStoppings), so Pod Security restricted refuses the suggestion pod: early stopping needs an "
            "Environment with security.profile baseline",
            ctx.ref,
            ctx.field("tuning", "earlyStopping"),
        )


def _collector(ctx: Context, tuning: dict[str, Any]) -> Iterator[Result]:
    kind = katib.collector(ctx.spec, ctx.env)
    given = tuning.get("metricsCollector") or {}
    field = ctx.field("tuning", "metricsCollector", "kind") if given else ctx.field("tuning")
    settings = katib.settings(ctx.env)
    collectors = katib.listed(ctx.env, "collectors", katib.DEFAULT_COLLECTORS)
    if kind not in collectors:
        yield error(
            f"the platform's Katib has no {kind} metrics collector (katib.collectors: {', '.join(collectors)})",
            ctx.ref,
            field,
        )
    restricted = security.profile(ctx) == "restricted"
    if kind in katib.SIDECAR_COLLECTORS and restricted and not settings.get("injectSecurityContext"):
        yield error(
            f"Katib's {kind} collector sidecar has no securityContext unless katib-config sets "
            "controller.injectSecurityContext (katib.injectSecurityContext), so Pod Security restricted refuses "
            "every trial pod",
            ctx.ref,
            field,
        )
    if kind in COMMAND_COLLECTORS and "command" not in ctx.role_specs.get(_primary_role(ctx), {}):
        yield error(
            f"Katib's {kind} collector runs the training container's command under its own shell, and without one "
            "it pulls the image's configuration from the registry: set spec.command",
            ctx.ref,
            ctx.field("command"),
        )
    for key, kinds in (
        ("path", ("File", "TensorFlowEvent")),
        ("format", ("File",)),
        ("filter", FILE_COLLECTORS),
        ("port", ("PrometheusMetric",)),
        ("scrapePath", ("PrometheusMetric",)),
    ):
        if key in given and kind not in kinds:
            yield error(
                f"applies to the {' and '.join(kinds)} collectors only",
                ctx.ref,
                ctx.field("tuning", "metricsCollector", key),
            )
    if "path" in given and kind in ("File", "TensorFlowEvent"):
        problem = _collector_path_problem(str(given["path"]), kind)
        if problem:
            yield error(problem, ctx.ref, ctx.field("tuning", "metricsCollector", "path"))
    if given.get("format") == "JSON" and given.get("filter"):
        yield error(
            "a JSON metrics file has no filter (Katib)", ctx.ref, ctx.field("tuning", "metricsCollector", "filter")
        )
    for i, pattern in enumerate(given.get("filter") or []):
        problem = filters.problem(pattern)
        if problem:
            yield error(problem, ctx.ref, f"{ctx.field('tuning', 'metricsCollector', 'filter')}[{i}]")
    if tuning.get("earlyStopping") and kind not in FILE_COLLECTORS:
        yield error(
            f"only Katib's StdOut and File collectors stop trials early; with {kind} the early stopping would "
            "do nothing",
            ctx.ref,
            ctx.field("tuning", "earlyStopping"),
        )


def _collector_path_problem(path: str, kind: str) -> str | None:
    """Katib v0.19 mounts the collector's emptyDir on the file's directory (`filepath.Dir`, which cleans it), or on
    the event directory itself (pkg/webhook/v1beta1/pod/utils.go mutateMetricsCollectorVolume)."""
    mount = go_clean(posixpath.dirname(path) if kind == "File" else path)
    if ".." in path.split("/"):
        return (
            f"has a '..' segment: Katib mounts the collector's volume on the directory as Go cleans it, {mount}, "
            "hiding what the image has there; write the path without '..'"
        )
    if mount != "/" and shadows_system(mount):
        return (
            f"Katib mounts the collector's volume (an empty directory) on {mount}, a directory of the operating "
            "system, which it would hide: use a directory of its own, e.g. /var/log/katib/metrics.log"
        )
    if mount == "/":
        what, example = (
            ("file's", "/var/log/katib/metrics.log") if kind == "File" else ("event", "/var/log/katib/tfevent")
        )
        return (
            f"Katib mounts the collector's volume (an empty directory) on the {what} directory, /, which would hide "
            f"the container's whole filesystem: use a directory of its own, e.g. {example}"
        )
    return None


# directories of the operating system a mounted volume would hide (libraries, certificates, the kernel's files, the
# ServiceAccount token under /var/run/secrets): a volume kfgen or Katib mounts goes anywhere but on or below them
SYSTEM_DIRS = (
    "/bin", "/boot", "/dev", "/lib", "/lib32", "/lib64", "/libx32", "/proc", "/run", "/sbin", "/sys", "/usr",
    "/var/lib", "/var/run", "/etc/ssl", "/etc/pki", "/etc/ca-certificates", "/etc/alternatives", "/etc/ld.so.conf.d",
)  # fmt: skip


def shadows_system(directory: str) -> bool:
    """Whether a volume mounted on `directory` (cleaned) would hide a directory of the operating system."""
    return any(directory == d or directory.startswith(d + "/") for d in SYSTEM_DIRS)


def go_clean(path: str) -> str:
    """An absolute path as Go's path.Clean (and the container runtime, resolving a mount point) reads it: no '.',
    no '..', no empty segment (posixpath.normpath keeps a leading '//')."""
    parts: list[str] = []
    for part in path.split("/"):
        if part == "..":
            if parts:
                parts.pop()
        elif part not in ("", "."):
            parts.append(part)
    return "/" + "/".join(parts)


def _primary_role(ctx: Context) -> str:
    return ctx.framework.command_role or next(iter(ctx.replicas), "worker")


def _parameters(ctx: Context, tuning: dict[str, Any]) -> Iterator[Result]:
    names = {experiment.trial_name(name, given) for name, given in tuning["parameters"].items()}
    used: set[str] = set()
    yield from trialnames.check(ctx, tuning)
    for path, name in _placeholders(ctx.spec):
        if name not in names:
            yield error(trialnames.unknown(name, tuning, names), ctx.ref, ctx.field(*path))
        used.add(name)
    if references.SPEC_START in ctx.canonical:
        for path, key in _placeholders(ctx.spec, references.USE):
            problem = references.problem(key)
            if problem:
                yield error(problem, ctx.ref, ctx.field(*path))
    for name, given in tuning["parameters"].items():
        where = ("tuning", "parameters", name)
        yield from _space(ctx, given, where)
        if experiment.trial_name(name, given) not in used and not tuning.get("parametersFile"):
            yield error(
                "is not used: Katib needs every parameter in the trial; write "
                f"${{trialParameters.{experiment.trial_name(name, given)}}} in args, "
                "command or env, or set spec.tuning.parametersFile",
                ctx.ref,
                ctx.field(*where),
            )
    parameters_file = tuning.get("parametersFile")
    if parameters_file and ".." in str(parameters_file).split("/"):
        yield error(
            f"has a '..' segment: its directory becomes a volume of its own, mounted where the container runtime "
            f"resolves it, {go_clean(posixpath.dirname(str(parameters_file)))}, hiding what the image has there; "
            "write the path without '..'",
            ctx.ref,
            ctx.field("tuning", "parametersFile"),
        )
    elif parameters_file:
        directory = go_clean(posixpath.dirname(str(parameters_file)))
        taken = {go_clean(str(v.get("path"))) for v in ctx.spec.get("volumes") or [] if isinstance(v, dict)}
        taken |= {"/dev/shm", experiment.SERVICE_ACCOUNT_DIR}  # kfgen's shared memory, the namespace file's
        # a volume on /etc or /app would hide the image's files, one on /usr/lib or /etc/ssl/certs the system's
        if directory.count("/") < 2 or directory in taken or shadows_system(directory):
            yield error(
                f"its directory {directory} becomes a volume of its own, hiding what the image or another volume has "
                "there: name a file in a directory of its own, e.g. /etc/tuning/parameters.json",
                ctx.ref,
                ctx.field("tuning", "parametersFile"),
            )


def _space(ctx: Context, given: dict[str, Any], where: tuple[str, ...]) -> Iterator[Result]:
    numeric = given["type"] in ("int", "double")
    for key in ("min", "max", "step", "distribution") if not numeric else ("values",):
        if key in given:
            yield error(
                f"applies to {'categorical and discrete' if numeric else 'int and double'} parameters only",
                ctx.ref,
                ctx.field(*where, key),
            )
    if numeric:
        for key in ("min", "max"):
            if key not in given:
                yield error(f"a {given['type']} parameter needs min and max", ctx.ref, ctx.field(*where))
                return
        bounds = [str(given[k]) for k in ("min", "max", "step") if k in given]
        if given["type"] == "int" and not all(re.fullmatch(r"-?[0-9]+", b) for b in bounds):
            yield error("an int parameter's min, max and step are integers", ctx.ref, ctx.field(*where))
        elif float(given["min"]) > float(given["max"]):
            yield error(f"min ({given['min']}) must be ≤ max ({given['max']})", ctx.ref, ctx.field(*where, "min"))
        return
    values = given.get("values")
    if not values:
        yield error(f"a {given['type']} parameter needs values", ctx.ref, ctx.field(*where))
    elif given["type"] == "discrete" and not all(
        re.fullmatch(r"-?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?", v) for v in values
    ):
        yield error("a discrete parameter's values are numbers", ctx.ref, ctx.field(*where, "values"))
    elif any('"' in v or "\\" in v for v in values) and ctx.spec["tuning"].get("parametersFile"):
        yield error(
            "a value written into the parameters file holds no quote or backslash", ctx.ref, ctx.field(*where, "values")
        )


def _trials(ctx: Context, tuning: dict[str, Any]) -> Iterator[Result]:
    counts = tuning.get("trials") or {}
    most = counts.get("max")
    for key in ("parallel", "maxFailed"):
        if most is not None and key in counts and counts[key] > most:
            yield error(
                f"must be ≤ trials.max ({most}): Katib refuses more", ctx.ref, ctx.field("tuning", "trials", key)
            )


def _placeholders(spec: dict[str, Any], use: re.Pattern[str] = USE) -> Iterator[tuple[tuple[str | int, ...], str]]:
    """(path, name) of every ${trialParameters.NAME} (or `use`'s reference) in the spec's own fields (not the tuning
    block)."""

    def walk(node: Any, path: tuple[str | int, ...]) -> Iterator[tuple[tuple[str | int, ...], str]]:
        if isinstance(node, str):
            for match in use.finditer(node):
                yield path, match.group(1)
        elif isinstance(node, dict):
            for key, value in node.items():
                yield from walk(value, (*path, str(key)))
        elif isinstance(node, list):
            for index, value in enumerate(node):
                yield from walk(value, (*path, index))

    for key, value in spec.items():
        if key not in ("tuning", "environments"):
            yield from walk(value, (key,))


def _unused_placeholders(ctx: Context, use: re.Pattern[str] = USE, kind: str = "trialParameters") -> Iterator[Result]:
    for path, name in _placeholders(ctx.spec, use):
        yield error(
            f"${{{kind}.{name}}} is Katib's: it is substituted only in a spec with a tuning block",
            ctx.ref,
            ctx.field(*path),
        )


def _primary_pod_labels(ctx: Context, tuning: dict[str, Any]) -> Iterator[Result]:
    for key, value in (tuning.get("primaryPodLabels") or {}).items():
        problem = apivalidation.key_problem(key) or apivalidation.label_value_problem(value)
        if problem:
            yield error(problem, ctx.ref, ctx.field("tuning", "primaryPodLabels", key))


def _medianstop(ctx: Context, tuning: dict[str, Any]) -> Iterator[Result]:
    stopping = tuning.get("earlyStopping") or {}
    if stopping.get("name") != "medianstop":
        return
    for name, value in (stopping.get("settings") or {}).items():
        where = ctx.field("tuning", "earlyStopping", "settings", name)
        if name not in MEDIANSTOP_SETTINGS:
            yield error(f"medianstop has no setting {name!r} (it has {', '.join(MEDIANSTOP_SETTINGS)})", ctx.ref, where)
        elif not re.fullmatch(r"[1-9][0-9]*", str(value)):
            yield error("must be a positive integer (medianstop)", ctx.ref, where)


def _objective(ctx: Context, objective: dict[str, Any]) -> Iterator[Result]:
    metrics = [objective["metric"], *(objective.get("additionalMetrics") or [])]
    if objective["metric"] in metrics[1:]:
        yield error(
            f"names the objective metric {objective['metric']!r} again (Katib refuses it)",
            ctx.ref,
            ctx.field("tuning", "objective", "additionalMetrics"),
        )
    for name in objective.get("strategies") or {}:
        if name not in metrics:
            yield error(
                f"{name!r} is neither the objective metric nor an additional one: the strategy would do nothing",
                ctx.ref,
                ctx.field("tuning", "objective", "strategies", name),
            )
