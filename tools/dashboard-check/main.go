// Command dashboard-check strictly checks Grafana dashboards against the Grafana Foundation SDK's
// dashboard model (github.com/grafana/grafana-foundation-sdk/go, the version in go.mod).
//
// Usage: dashboard-check FILE...
//
// Each FILE holds either a dashboard model (the JSON Grafana exports) or a GrafanaDashboard custom
// resource (a top-level object with apiVersion or kind), whose spec.json string is the dashboard.
// For each file it prints "FILE: ok" on stdout, or one "FILE: PATH: MESSAGE" line on stderr for
// every problem found; it exits 0 when all files are ok, 1 when any is not, 2 on a usage error.
//
// What it checks:
//
//  1. The SDK's strict decoding, dashboard.Dashboard.UnmarshalJSONStrict, with the SDK's default
//     plugins registered (cog/plugins.RegisterDefaultPlugins). At every level of the model it
//     rejects unknown fields ("Dashboard: unexpected field 'x'"), values of the wrong JSON type
//     (a string where a number goes, a number out of an unsigned or small integer's range, an
//     object where an array goes, ...) and required fields that are missing or null: on the
//     dashboard schemaVersion, templating and annotations; on a panel its type; on a row panel
//     type, id, collapsed and panels; on a template variable type and name; gridPos h, w, x and
//     y; time from and to; a threshold's value (null allowed) and color; fieldConfig's defaults
//     and overrides where the SDK decodes them strictly (see 6); and so on through the model.
//     A panel's options and fieldConfig.defaults.custom are decoded strictly as the options and
//     field config of the panel's plugin (timeseries, stat, table, ... each with its own required
//     fields, e.g. stat's reduceOptions, timeseries' legend and tooltip, table's showHeader and
//     frameIndex). A panel's targets are decoded strictly as the data query of their datasource
//     type (prometheus: expr is required, datasource, refId, legendFormat, ... typed).
//  2. Once 1 and 4 to 6 found nothing, the SDK's Validate() on the dashboard: its constraints
//     (fiscalYearStartMonth < 12, gridPos h > 0, 0 < w <= 24, 0 <= x < 24, y >= 0, a panel type
//     of at least one character, auto_count > 0, ...) on the dashboard, its template variables,
//     rows and panels and, through Panel.Validate, each panel's targets and fieldConfig. The SDK's
//     strict decoders return an empty but non-nil cog.BuildErrors on success, and the strict
//     decoding of a panel or row (PanelOrRowPanel), of a target (cog.StrictUnmarshalDataquery)
//     and of panel options (the plugins' strict unmarshalers) returns on any non-nil error, so
//     the strictly decoded dashboard has none of them; Validate() therefore runs on the dashboard
//     decoded by the SDK's loose decoder (json.Unmarshal, which decodes targets, options and
//     fieldConfig.defaults.custom into the same plugin types).
//  3. Validate() on each panel's decoded options and fieldConfig.defaults.custom, which the SDK's
//     Panel.Validate leaves out.
//  4. A panel's type must be "row" or a panel plugin the SDK knows (a panel of an unknown type,
//     e.g. the old "graph", would otherwise keep its options unchecked).
//  5. Every target must be decoded as a known data query. The SDK's strict decoder takes the type
//     from the target's own datasource.type only (the panel's datasource is decoded after its
//     targets, so the panel's type never reaches it as a hint) and otherwise keeps the target as
//     an unchecked bag; here a target without a datasource.type of its own is decoded strictly
//     (and validated) as a query of its panel's datasource.type, and a target whose type is
//     neither given nor known is an error.
//  6. A panel's fieldConfig is decoded with FieldConfigSource.UnmarshalJSONStrict (the SDK's strict
//     panel decoder decodes fieldConfig loosely, all but defaults.custom): unknown fields in
//     defaults and overrides are rejected, and defaults and overrides are both required.
//
// Not checked (the SDK offers no such check): the values of enumerations (a variable's type, a
// stat panel's graphMode, a query's format, ... accept any string), that PromQL expressions parse,
// that panel ids or refIds are unique, and that ${variable} references name a variable.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/grafana/grafana-foundation-sdk/go/cog"
	"github.com/grafana/grafana-foundation-sdk/go/cog/plugins"
	"github.com/grafana/grafana-foundation-sdk/go/cog/variants"
	"github.com/grafana/grafana-foundation-sdk/go/common"
	"github.com/grafana/grafana-foundation-sdk/go/dashboard"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: dashboard-check FILE...")
		os.Exit(2)
	}
	plugins.RegisterDefaultPlugins()
	failed := false
	for _, file := range os.Args[1:] {
		problems := checkFile(file)
		if len(problems) == 0 {
			fmt.Printf("%s: ok\n", file)
			continue
		}
		failed = true
		for _, p := range problems {
			fmt.Fprintf(os.Stderr, "%s: %s\n", file, p)
		}
	}
	if failed {
		os.Exit(1)
	}
}

// checkFile returns the file's problems, one line each, sorted (the SDK reports unexpected fields
// in map order) and without repeats.
func checkFile(file string) []string {
	data, err := os.ReadFile(file)
	if err != nil {
		return []string{err.Error()}
	}
	raw, err := dashboardJSON(data)
	if err != nil {
		return []string{err.Error()}
	}
	var c collector

	var db dashboard.Dashboard
	c.add("", db.UnmarshalJSONStrict(raw))
	var top struct {
		Panels []json.RawMessage `json:"panels"`
	}
	if json.Unmarshal(raw, &top) == nil {
		for i, p := range top.Panels {
			checkPanel(&c, "panels["+strconv.Itoa(i)+"]", p)
		}
	}
	if len(c.problems) == 0 {
		validateModel(&c, raw)
	}
	sort.Strings(c.problems)
	return c.problems
}

// dashboardJSON returns the dashboard model: the file itself, or a GrafanaDashboard's spec.json.
func dashboardJSON(data []byte) ([]byte, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return nil, fmt.Errorf("not a JSON object: %w", err)
	}
	_, hasAPIVersion := top["apiVersion"]
	_, hasKind := top["kind"]
	if !hasAPIVersion && !hasKind {
		return data, nil
	}
	var resource struct {
		Kind string `json:"kind"`
		Spec struct {
			JSON *string `json:"json"`
		} `json:"spec"`
	}
	if err := json.Unmarshal(data, &resource); err != nil {
		return nil, fmt.Errorf("custom resource: %w", err)
	}
	if resource.Kind != "GrafanaDashboard" {
		return nil, fmt.Errorf("custom resource of kind %q, not GrafanaDashboard", resource.Kind)
	}
	if resource.Spec.JSON == nil {
		return nil, errors.New("GrafanaDashboard has no spec.json string")
	}
	return []byte(*resource.Spec.JSON), nil
}

// checkPanel adds the checks 4 to 6 for one panel, or for the panels of a row.
func checkPanel(c *collector, path string, raw json.RawMessage) {
	var p struct {
		Type        string                `json:"type"`
		Datasource  *common.DataSourceRef `json:"datasource"`
		Targets     []json.RawMessage     `json:"targets"`
		FieldConfig json.RawMessage       `json:"fieldConfig"`
		Panels      []json.RawMessage     `json:"panels"`
	}
	if json.Unmarshal(raw, &p) != nil {
		return // a wrong type somewhere: the SDK's decoding has reported it
	}
	if p.Type == "row" {
		for i, child := range p.Panels {
			checkPanel(c, path+".panels["+strconv.Itoa(i)+"]", child)
		}
		return
	}
	if _, known := cog.ConfigForPanelcfgVariant(p.Type); !known && p.Type != "" {
		c.add(path+".type", fmt.Errorf("unknown panel type %q (not a panel plugin of the SDK)", p.Type))
	}
	if isSet(p.FieldConfig) {
		var source dashboard.FieldConfigSource
		if err := source.UnmarshalJSONStrict(p.FieldConfig); hasProblems(err) {
			// the SDK's loose decoding of fieldConfig said the same with a less precise path
			c.drop(path + ".fieldConfig: json: ")
			c.add(path+".fieldConfig", err)
		}
	}

	panelType := ""
	if p.Datasource != nil && p.Datasource.Type != nil {
		panelType = *p.Datasource.Type
	}
	for i, target := range p.Targets {
		tpath := path + ".targets[" + strconv.Itoa(i) + "]"
		var own struct {
			Datasource *struct {
				Type *string `json:"type"`
			} `json:"datasource"`
		}
		_ = json.Unmarshal(target, &own)
		if own.Datasource != nil && own.Datasource.Type != nil && *own.Datasource.Type != "" {
			// the SDK decoded it strictly with this type: only say whether that type is known
			if isUnknownQuery(target, "") {
				c.add(tpath+".datasource.type", fmt.Errorf("unknown data query type %q", *own.Datasource.Type))
			}
			continue
		}
		switch {
		case panelType == "":
			c.add(tpath, errors.New(
				"no datasource.type on the target or its panel: the query cannot be checked"))
		case isUnknownQuery(target, panelType):
			c.add(path+".datasource.type", fmt.Errorf("unknown data query type %q", panelType))
		default:
			_, err := cog.StrictUnmarshalDataquery(target, panelType)
			c.add(tpath, err)
		}
	}
}

// isUnknownQuery says whether the SDK keeps the target as an unchecked bag: no data query of the
// type hint, else of the target's own datasource.type, is registered. It uses the loose decoder,
// which returns a nil error on success; a decoding error is left to the strict decoding to report.
func isUnknownQuery(target json.RawMessage, hint string) bool {
	dq, err := cog.UnmarshalDataquery(target, hint)
	if err != nil {
		return false
	}
	_, unknown := dq.(variants.UnknownDataquery)
	return unknown
}

// validateModel adds the checks 2 and 3, on the dashboard decoded by the SDK's loose decoder.
func validateModel(c *collector, raw []byte) {
	var db dashboard.Dashboard
	if err := json.Unmarshal(raw, &db); err != nil {
		c.add("", err)
		return
	}
	c.add("", db.Validate())
	for i, p := range db.Panels {
		path := "panels[" + strconv.Itoa(i) + "]"
		if p.Panel != nil {
			validatePanelConfig(c, path, *p.Panel)
		}
		if p.RowPanel != nil {
			for j, child := range p.RowPanel.Panels {
				validatePanelConfig(c, path+".panels["+strconv.Itoa(j)+"]", child)
			}
		}
	}
}

func validatePanelConfig(c *collector, path string, p dashboard.Panel) {
	c.add(path+".options", validate(p.Options))
	if p.FieldConfig != nil {
		c.add(path+".fieldConfig.defaults.custom", validate(p.FieldConfig.Defaults.Custom))
	}
}

func isSet(raw json.RawMessage) bool { return len(raw) > 0 && string(raw) != "null" }

func validate(v any) error {
	if validator, ok := v.(interface{ Validate() error }); ok {
		return validator.Validate()
	}
	return nil
}

// collector gathers problems as "PATH: MESSAGE" lines. The SDK's decoders return a cog.BuildErrors
// even when there is no error (an empty one), so emptiness is what counts.
type collector struct {
	problems []string
	seen     map[string]bool
}

func (c *collector) add(prefix string, err error) {
	if err == nil {
		return
	}
	var buildErrs cog.BuildErrors
	if errors.As(err, &buildErrs) {
		for _, e := range buildErrs {
			c.line(join(prefix, e.Path), e.Message)
		}
		return
	}
	var buildErr *cog.BuildError
	if errors.As(err, &buildErr) {
		c.line(join(prefix, buildErr.Path), buildErr.Message)
		return
	}
	c.line(prefix, err.Error())
}

func hasProblems(err error) bool {
	var buildErrs cog.BuildErrors
	if errors.As(err, &buildErrs) {
		return len(buildErrs) > 0
	}
	return err != nil
}

// drop removes the problems that start with prefix.
func (c *collector) drop(prefix string) {
	kept := c.problems[:0]
	for _, l := range c.problems {
		if strings.HasPrefix(l, prefix) {
			delete(c.seen, l)
			continue
		}
		kept = append(kept, l)
	}
	c.problems = kept
}

func (c *collector) line(path, message string) {
	// PanelOrRowPanel.Validate names its variant: panels[0].Panel.gridPos.w is panels[0].gridPos.w
	path = strings.NewReplacer("].Panel.", "].", "].RowPanel.", "].").Replace(path)
	message = strings.ReplaceAll(message, "\n", "; ")
	l := message
	if path != "" {
		l = path + ": " + message
	}
	if c.seen == nil {
		c.seen = map[string]bool{}
	}
	if !c.seen[l] {
		c.seen[l] = true
		c.problems = append(c.problems, l)
	}
}

func join(prefix, path string) string {
	switch {
	case prefix == "":
		return path
	case path == "":
		return prefix
	}
	return prefix + "." + path
}
