"""Vulture's whitelist: names that are used although no code of kfgen reads them (vulture matches by name).

Read by vulture (`vulture kfgen tests scripts`, see [tool.vulture] in pyproject.toml), checked by mypy and
ruff, never imported. `_` stands for an object of a library: `_.name` marks an attribute name as read.
pytest fixtures and hooks, `pytestmark` and kopf's handlers are alive by convention: pyproject ignores them.
"""

from typing import Any

import kfgen
from kfgen.cli import main as cli
from kfgen.io import yamlstyle

_: Any = None  # a stand-in for the library object whose attribute is read

kfgen.__getattr__  # PEP 562: Python calls it for kfgen.load, kfgen.render, ... (kfgen.pyapi, imported lazily)
kfgen.__dir__  # PEP 562: dir(kfgen) lists them too
_.__class__  # kfgen/__init__.py sets its module's class (kfgen.render stays the function)
cli.fn_main  # the kfgen-fn console script ([project.scripts] in pyproject.toml)
_.connection_pool_maxsize  # kubernetes.client.Configuration: the size of its urllib3 pool (controller/kube.py)
_.server_timeout  # kopf.OperatorSettings, read by kopf (controller/main.py startup)
_.client_timeout  # kopf.OperatorSettings
_.chunk_size  # kopf.OperatorSettings
_.idle_timeout  # kopf.OperatorSettings
_.max_workers  # kopf.OperatorSettings
_.request_timeout  # kopf.OperatorSettings
_.ultimate_exiting_timeout  # kopf.OperatorSettings
_.do_GET  # http.server.BaseHTTPRequestHandler calls it for a GET (controller/observe.py serve)
_.log_message  # http.server.BaseHTTPRequestHandler calls it for every request (silenced)
yamlstyle.Dumper.ignore_aliases  # PyYAML's representer calls it: no anchors in the output
yamlstyle.Dumper.descend_resolver  # PyYAML's serializer calls it for every node (no path resolvers here)
yamlstyle.Dumper.ascend_resolver  # PyYAML's serializer
_.current_node  # descend_resolver's parameters, named as in PyYAML's BaseResolver
_.current_index  # descend_resolver's parameters
_.iter_chunked  # tests/unit/test_readiness.py FakeContent: aiohttp's StreamReader method that kopf's stream calls
_.content  # tests/unit/test_readiness.py FakeResponse: aiohttp's ClientResponse.content that kopf reads
_.resourceRef  # kfgen.results.KrmResult: a key of the TypedDict that to_krm() fills
_.write_resource_list  # scripts/bench.py: called by name in a child process (bench.in_child)
_.write_values  # scripts/bench.py: called by name in a child process (bench.in_child)
_.daemon_threads  # tests/harness/gitserver.py: socketserver's flag, read by ThreadingMixIn
_.protocol_version  # tests/harness/gitserver.py: BaseHTTPRequestHandler's HTTP version (keep-alive for git)
_.do_POST  # tests/harness/gitserver.py: BaseHTTPRequestHandler dispatches a POST to it by name
_.do_PATCH  # tests/harness/fakeapi.py: BaseHTTPRequestHandler dispatches a PATCH (kfgen diff --live's dry-run) by name
_.copy_tree  # tests/harness/gitserver.py: Repo.copy_tree, for the GitOps tests' repositories
