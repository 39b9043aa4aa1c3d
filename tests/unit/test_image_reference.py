"""kfgen's image reference check (kfgen.checks.apivalidation.image) agrees with the kubelet's parser, image for image.

The kubelet parses an image with github.com/distribution/reference v0.6.0 ParseNormalizedNamed
(k8s.io/kubernetes pkg/util/parsers ParseImageName) before it pulls; a pod whose image does not parse stays in
InvalidImageName. A small Go program built against that module (from the Go module proxy, as the upstream
sources are) parses generated references biased to the grammar's edges — upper case, separators, ports, tags
at 128 characters, digests of every length, spaces — and each verdict must equal kfgen's.
"""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kfgen.checks.apivalidation.image import reference_problem

GO_MOD = """module kfgen.test/imageref

go 1.20

require github.com/distribution/reference v0.6.0
"""
GO_MAIN = """package main

import (
	"bufio"
	_ "crypto/sha256" // go-digest knows an algorithm only when its hash is linked, as in the kubelet
	_ "crypto/sha512"
	"encoding/json"
	"fmt"
	"os"

	"github.com/distribution/reference"
)

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	for in.Scan() {
		var image string
		if err := json.Unmarshal(in.Bytes(), &image); err != nil {
			panic(err)
		}
		if _, err := reference.ParseNormalizedNamed(image); err != nil {
			fmt.Println("invalid")
		} else {
			fmt.Println("ok")
		}
	}
}
"""
STATS = {"compared": 0, "invalid": 0}


@pytest.fixture(scope="module")
def parser() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="kfgen-imageref-") as tmp:
        (Path(tmp) / "go.mod").write_text(GO_MOD)
        (Path(tmp) / "main.go").write_text(GO_MAIN)
        env = {**os.environ, "GOFLAGS": "-mod=mod", "CGO_ENABLED": "0"}
        subprocess.run(["go", "mod", "tidy"], cwd=tmp, env=env, check=True, capture_output=True, timeout=300)
        subprocess.run(["go", "build", "-o", "imageref", "."], cwd=tmp, env=env, check=True, timeout=300)
        yield Path(tmp) / "imageref"


def kubelet_verdicts(parser: Path, images: list[str]) -> list[bool]:
    lines = "".join(json.dumps(image) + "\n" for image in images)
    out = subprocess.run([str(parser)], input=lines, capture_output=True, text=True, check=True, timeout=60).stdout
    return [line == "ok" for line in out.splitlines()]


def biased(valid: list[str], edges: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """Mostly values that parse, often one at an edge of the grammar."""
    return st.integers(0, 9).flatmap(lambda n: st.sampled_from(valid) if n < 7 else edges)


COMPONENT = biased(
    ["pytorch", "a", "a.b", "a_b", "a__b", "a-b", "a--b", "ml", "train9"],
    st.one_of(
        st.sampled_from(["A", "a___b", "a.", "-a", "_a", "", "a..b"]),
        st.text(alphabet="ab9._-A", min_size=1, max_size=5),
    ),
)
DOMAIN = biased(
    ["", "", "localhost:5000", "registry.example.com", "example.com:443", "index.docker.io", "docker.io"],
    st.sampled_from(
        ["Registry.Example.com", "[::1]:5000", "[::1]", "a:b", "ex_ample.com", "-x.com", "x-.com", "UPPER", "localhost"]
    ),
)
TAG = biased(
    ["", "1.0", "latest", "v1_2-3", "2.1.0-cuda12.1", "a" * 128],
    st.one_of(st.sampled_from([".x", "-x", "_x", "a" * 129, "a b", "A"]), st.text(alphabet="a1._-:", max_size=4)),
)
DIGEST = biased(
    ["", "", "", "sha256:" + "a" * 64, "sha512:" + "b" * 128],
    st.sampled_from(
        ["sha256:" + "a" * 63, "sha256:" + "A" * 64, "sha384:" + "c" * 96, "md5:" + "d" * 32, "sha256:" + "g" * 64,
         "sha256+b64:" + "a" * 64, "sha256:" + "a" * 65]
    ),
)  # fmt: skip


@st.composite
def images(draw: st.DrawFn) -> str:
    path = "/".join(draw(st.lists(COMPONENT, min_size=1, max_size=3)))
    domain, tag, digest = draw(DOMAIN), draw(TAG), draw(DIGEST)
    image = (f"{domain}/" if domain else "") + path + (f":{tag}" if tag else "") + (f"@{digest}" if digest else "")
    if draw(st.integers(0, 9)) == 0:
        position = draw(st.integers(0, len(image)))
        image = image[:position] + draw(st.sampled_from([" ", "\t", "é", "/", "@", ":"])) + image[position:]
    if draw(st.integers(0, 15)) == 0:
        image = draw(st.sampled_from(["", "a" * 64, "f" * 64, "a/" * 130 + "a"]))
    return image


@settings(max_examples=40, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(batch=st.lists(images(), min_size=100, max_size=100))
def test_kfgen_agrees_with_the_kubelets_parser(parser: Path, batch: list[str]) -> None:
    for image, ok in zip(batch, kubelet_verdicts(parser, batch), strict=True):
        STATS["compared"] += 1
        STATS["invalid"] += not ok
        assert (reference_problem(image) is None) == ok, (image, reference_problem(image))


def test_enough_images_were_compared(parser: Path) -> None:
    print(f"image reference differential: {STATS}")
    assert STATS["compared"] >= 4000, STATS
    assert 0.2 < STATS["invalid"] / STATS["compared"] < 0.9, STATS
