"""Golden directories, run through every entry point: the Python API, `kfgen render`, `kfgen fn`.

A case is a directory under tests/data/golden with
  input.yaml | input.txt        the documents (input.txt: repository paths, one a line)
  environment.yaml | .txt       optional Environment (environment.txt: a shipped one, by name)
  expected.yaml                 the expected output stream
Every example renders for every shipped environment as a case `example-<name>-<env>`.
`pytest --update-golden` rewrites expected.yaml (and creates the example cases).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import ENVIRONMENTS, ROOT, environment_file, examples, run_kfgen

from kfgen import core
from kfgen.io import yamlio

GOLDEN = ROOT / "tests" / "data" / "golden"


def _example_cases() -> list[Path]:
    return [GOLDEN / f"example-{path.stem}-{env}" for path in examples() for env in ENVIRONMENTS]


def _ensure_example_case(case: Path) -> None:
    stem, env = case.name.removeprefix("example-").rsplit("-", 1)
    case.mkdir(parents=True, exist_ok=True)
    (case / "input.txt").write_text(f"examples/{stem}.yaml\n")
    (case / "environment.txt").write_text(f"{env}\n")


def cases() -> list[Path]:
    custom = [p for p in GOLDEN.iterdir() if p.is_dir() and not p.name.startswith("example-")]
    return sorted(set(custom) | set(_example_cases()))


def input_files(case: Path) -> list[Path]:
    if (case / "input.yaml").exists():
        return [case / "input.yaml"]
    return [ROOT / line.strip() for line in (case / "input.txt").read_text().splitlines() if line.strip()]


def environment_path(case: Path) -> Path | None:
    if (case / "environment.yaml").exists():
        return case / "environment.yaml"
    if (case / "environment.txt").exists():
        return environment_file((case / "environment.txt").read_text().strip())
    return None


def load(path: Path) -> list[Any]:
    docs, problems = yamlio.parse(path.read_text(), str(path))
    assert not problems, problems
    return docs


def api_output(case: Path) -> str:
    items = [doc for path in input_files(case) for doc in load(path)]
    env_path = environment_path(case)
    environment = load(env_path)[0] if env_path else None
    expansion = core.transform(items, environment, keep_environments=False)
    assert expansion.ok, [str(r) for r in expansion.results]
    return yamlio.dump_all(expansion.objects)


@pytest.fixture(params=cases(), ids=lambda p: p.name)
def case(request: pytest.FixtureRequest, update_golden: bool) -> Path:
    path: Path = request.param
    if path.name.startswith("example-") and not path.exists():
        if not update_golden:
            pytest.fail(f"missing golden case {path.name}: run pytest --update-golden", pytrace=False)
        _ensure_example_case(path)
    if update_golden:
        (path / "expected.yaml").write_text(api_output(path))
    return path


def expected(case: Path) -> str:
    return (case / "expected.yaml").read_text()


def test_python_api(case: Path) -> None:
    assert api_output(case) == expected(case)


def test_cli_render(case: Path) -> None:
    env_path = environment_path(case)
    args = ["render", *(["--environment", str(env_path)] if env_path else []), *map(str, input_files(case))]
    result = run_kfgen(*args)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout.removeprefix("---\n") == expected(case)


def test_krm_function(case: Path) -> None:
    items = [doc for path in input_files(case) for doc in load(path)]
    env_path = environment_path(case)
    resource_list: dict[str, Any] = {
        "apiVersion": "config.kubernetes.io/v1",
        "kind": "ResourceList",
        "items": [i for i in items if i.get("kind") != "Environment"],
    }
    if env_path:
        resource_list["functionConfig"] = load(env_path)[0]
    result = run_kfgen("fn", stdin=yamlio.dump(resource_list))
    assert result.returncode == 0, result.stderr
    output = yaml.safe_load(result.stdout)
    assert output["kind"] == "ResourceList"
    assert [r for r in output.get("results", []) if r["severity"] == "error"] == []
    assert yamlio.dump_all(output["items"]) == expected(case)


def test_every_case_has_expected_output() -> None:
    missing = [c.name for c in cases() if c.exists() and not (c / "expected.yaml").exists()]
    assert missing == []
