module kfgen.dev/dashboard-check

go 1.22

require github.com/grafana/grafana-foundation-sdk/go v0.0.18
