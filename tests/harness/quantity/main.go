// Reads quantities the way the API server does (k8s.io/apimachinery resource.ParseQuantity).
//
//	quantity < strings.json  -> [{"ok": bool, "value": "<unscaled>e<exponent>"}] per string
package main

import (
	"encoding/json"
	"fmt"
	"os"

	"k8s.io/apimachinery/pkg/api/resource"
)

type reading struct {
	OK    bool   `json:"ok"`
	Value string `json:"value,omitempty"`
}

func main() {
	var texts []string
	if err := json.NewDecoder(os.Stdin).Decode(&texts); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	out := make([]reading, 0, len(texts))
	for _, text := range texts {
		q, err := resource.ParseQuantity(text)
		if err != nil {
			out = append(out, reading{})
			continue
		}
		d := q.AsDec()
		out = append(out, reading{OK: true, Value: fmt.Sprintf("%se%d", d.UnscaledBig().String(), -int64(d.Scale()))})
	}
	_ = json.NewEncoder(os.Stdout).Encode(out)
}
