// Evaluates health checks the way Argo CD (gopher-lua) and Flux (CEL healthCheckExprs) do.
//
//	health lua SCRIPT < objects.json        -> [{"status": ..., "message": ...}] per object
//	health cel EXPRS.json < objects.json    -> ["Current" | "Failed" | "InProgress"] per object
//
// EXPRS.json is {"current": ..., "failed": ..., "inProgress": ...}; as in Flux, inProgress is checked
// first, then failed, then current, and none true means InProgress.
package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/google/cel-go/cel"
	lua "github.com/yuin/gopher-lua"
)

func main() {
	var objects []map[string]any
	if err := json.NewDecoder(os.Stdin).Decode(&objects); err != nil {
		fail(err)
	}
	var out []any
	for _, obj := range objects {
		var r any
		var err error
		switch os.Args[1] {
		case "lua":
			r, err = runLua(os.Args[2], obj)
		case "cel":
			r, err = runCEL(os.Args[2], obj)
		}
		if err != nil {
			fail(err)
		}
		out = append(out, r)
	}
	_ = json.NewEncoder(os.Stdout).Encode(out)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}

// runLua opens the libraries Argo CD opens (base, table, string, math) and sets the global obj.
func runLua(script string, obj map[string]any) (map[string]string, error) {
	l := lua.NewState(lua.Options{SkipOpenLibs: true})
	defer l.Close()
	for _, lib := range []struct {
		name string
		fn   lua.LGFunction
	}{{lua.BaseLibName, lua.OpenBase}, {lua.TabLibName, lua.OpenTable}, {lua.StringLibName, lua.OpenString},
		{lua.MathLibName, lua.OpenMath}} {
		l.Push(l.NewFunction(lib.fn))
		l.Push(lua.LString(lib.name))
		l.Call(1, 0)
	}
	l.SetGlobal("obj", toLua(l, obj))
	if err := l.DoFile(script); err != nil {
		return nil, err
	}
	table, ok := l.Get(-1).(*lua.LTable)
	if !ok {
		return nil, fmt.Errorf("%s returned %s, not a table", script, l.Get(-1).Type())
	}
	return map[string]string{"status": table.RawGetString("status").String(),
		"message": table.RawGetString("message").String()}, nil
}

func toLua(l *lua.LState, v any) lua.LValue {
	switch x := v.(type) {
	case map[string]any:
		t := l.NewTable()
		for k, e := range x {
			t.RawSetString(k, toLua(l, e))
		}
		return t
	case []any:
		t := l.NewTable()
		for _, e := range x {
			t.Append(toLua(l, e))
		}
		return t
	case string:
		return lua.LString(x)
	case float64:
		return lua.LNumber(x)
	case bool:
		return lua.LBool(x)
	}
	return lua.LNil
}

func runCEL(path string, obj map[string]any) (string, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	var exprs map[string]string
	if err := json.Unmarshal(raw, &exprs); err != nil {
		return "", err
	}
	env, err := cel.NewEnv(cel.Variable("apiVersion", cel.StringType), cel.Variable("kind", cel.StringType),
		cel.Variable("metadata", cel.DynType), cel.Variable("spec", cel.DynType), cel.Variable("status", cel.DynType))
	if err != nil {
		return "", err
	}
	vars := map[string]any{"apiVersion": obj["apiVersion"], "kind": obj["kind"], "metadata": obj["metadata"],
		"spec": obj["spec"], "status": obj["status"]}
	if vars["status"] == nil {
		vars["status"] = map[string]any{}
	}
	for _, key := range []struct{ expr, result string }{{"inProgress", "InProgress"}, {"failed", "Failed"},
		{"current", "Current"}} {
		expr, ok := exprs[key.expr]
		if !ok || expr == "" {
			continue
		}
		ast, issues := env.Compile(expr)
		if issues != nil && issues.Err() != nil {
			return "", fmt.Errorf("%s: %w", expr, issues.Err())
		}
		if ast.OutputType() != cel.BoolType {
			return "", fmt.Errorf("%s: not a bool expression", expr)
		}
		prg, err := env.Program(ast)
		if err != nil {
			return "", err
		}
		val, _, err := prg.Eval(vars)
		if err != nil {
			return "", fmt.Errorf("%s: %w", expr, err)
		}
		if val.Value() == true {
			return key.result, nil
		}
	}
	return "InProgress", nil
}
