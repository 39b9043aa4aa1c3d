"""The Environment's `accounting` block: who each Kueue LocalQueue's usage is charged to, and what an hour of each
flavor's resources costs (kfgen.features.accounting renders the labels, rules, alerts and dashboard from it).

Prices and budgets are decimal strings, not JSON numbers: a price is written into PromQL as given, with no float
formatting between the Environment and the rules.
"""

from __future__ import annotations

from kfgen.schema.base import (
    DNS_LABEL_PATTERN,
    DNS_SUBDOMAIN_PATTERN,
    POSITIVE_DURATION_PATTERN,
    RESOURCE_NAME_PATTERN,
    array,
    mapping,
    obj,
    string,
)
from kfgen.units import DURATION_MAX_CHARS

DECIMAL_PATTERN = r"^[0-9]{1,12}(\.[0-9]{1,6})?$"
LABEL_VALUE_PATTERN = r"^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"
CURRENCY_PATTERN = r"^[A-Z]{3}$"  # ISO 4217


def _decimal(description: str) -> dict[str, object]:
    return {
        **string(description, pattern=DECIMAL_PATTERN),
        "x-kfgen-message": "must be a decimal such as 2.5 or 1200 (a string, at most 6 decimals)",
    }


def _duration(description: str) -> dict[str, object]:
    return {
        **string(description, pattern=POSITIVE_DURATION_PATTERN, maxLength=DURATION_MAX_CHARS),
        "x-kfgen-message": "must be a duration above zero such as 30m, 2h, 1h30m",
    }


TEAM = obj(
    "A team (or cost centre) the usage of some LocalQueues is charged to.",
    {
        "costCentre": string(
            "Its cost centre, carried as `cost_centre` on its series and as a label of its queues.",
            pattern=LABEL_VALUE_PATTERN,
            maxLength=63,
        ),
        "namespaces": array(
            "Namespaces of the Environment whose LocalQueues (made here or listed in kueue.existing) are its.",
            {"type": "string", "pattern": DNS_LABEL_PATTERN, "maxLength": 63},
        ),
        "queues": array(
            "LocalQueues that are its, in every namespace of the Environment (made here or listed in kueue.existing).",
            {"type": "string", "pattern": DNS_LABEL_PATTERN, "maxLength": 63},
        ),
        "budget": _decimal("Budget per calendar month in `currency`; the TeamOverBudget alert fires past it."),
        "waitThreshold": _duration(
            "Mean wait for admission over the last hour past which the TeamWaitingForQuota alert fires, e.g. 2h."
        ),
    },
)

ACCOUNTING = obj(
    "Accounting of Kueue's admitted usage per team, queue and flavor: labels on the LocalQueues, recording rules "
    "of resource-hours and cost from Kueue's own metrics, budget and wait alerts, a Grafana dashboard, and the "
    "Kueue Configuration fragment they need (`kfgen usage` prints the report). The figures are what Kueue "
    "admitted (requests), not what the pods used.",
    {
        "currency": string("ISO 4217 code of every price and budget, e.g. EUR.", pattern=CURRENCY_PATTERN),
        "interval": _duration(
            "Evaluation interval of the accounting rules (default 1m): each evaluation adds the usage it sees "
            "times this interval, so it is the resolution of every figure."
        ),
        "clusterLabel": string(
            "The label that names the cluster in a fleet (an external label of each cluster's Prometheus); the "
            "rules keep it (default cluster).",
            pattern=r"^[a-zA-Z_][a-zA-Z0-9_]*$",
            maxLength=63,
        ),
        "teams": {
            **mapping("Teams by name (a Prometheus label value).", TEAM),
            "propertyNames": {"pattern": LABEL_VALUE_PATTERN, "maxLength": 63},
        },
        "prices": {
            **mapping(
                "Price per hour of one unit of each resource, per ResourceFlavor (kueue.resourceFlavors or "
                'kueue.existing.resourceFlavors), e.g. h100: {nvidia.com/gpu: "2.5", cpu: "0.03", memory: '
                '"0.004"}; memory per GiB-hour, other resources per unit-hour.',
                {
                    **mapping("Price per resource.", _decimal("Price of one unit for one hour.")),
                    "propertyNames": {"pattern": RESOURCE_NAME_PATTERN, "maxLength": 253},
                },
            ),
            "propertyNames": {"pattern": DNS_SUBDOMAIN_PATTERN, "maxLength": 253},
        },
    },
)
