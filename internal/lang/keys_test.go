package lang

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// A Use is a word or message the code says, where it says it: a catalogue
// key that every language's file must have.
type Use struct {
	English string
	Pos     string // file:line
}

// Problem is code that says something a catalogue cannot hold: a message
// made with fmt.Sprintf before it reaches a problem (its words could not be
// found, and so not translated).
type Problem struct {
	Pos, What string
}

// Uses finds, in the Go source under root (the module), every word and
// message the code says to a member or a director:
//
//   - the literal argument of l.T, l.F, Key and Word;
//   - the literal format (and hint) of a call to any function whose
//     parameters are a format string and its arguments (...any) and are
//     named format and, for a hint, hint: problem.New, Table.Problem,
//     every engine's rowProblem and errorf, and Says and Hinting;
//   - the literal Msg and Hint of a problem.Problem built as a value.
//
// A constant's name stands for its value (SheetResults for "Results").
// Test files, testdata and generated samples are not read.
func Uses(root string) ([]Use, []Problem, error) {
	fset := token.NewFileSet()
	var files []*ast.File
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (name == "testdata" || strings.HasPrefix(name, ".") || name == "vendor") {
				return filepath.SkipDir
			}
			if rel, err := filepath.Rel(root, path); err == nil && developers[filepath.ToSlash(rel)] {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(fset, path, src, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		files = append(files, f)
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	consts := map[string][]string{} // a constant's name → its values (one per package that has it)
	// wrappers are the functions that take a format and its arguments, by
	// name: where each is defined and where its format and hint are (−1:
	// none); functions of one name in several packages may differ.
	type wrapper struct {
		dir    string
		at     [2]int
		method bool
	}
	wrappers := map[string][]wrapper{}
	for _, f := range files {
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *ast.GenDecl:
				if d.Tok != token.CONST && d.Tok != token.VAR {
					continue
				}
				for _, spec := range d.Specs {
					vs := spec.(*ast.ValueSpec)
					for i, name := range vs.Names {
						if i < len(vs.Values) {
							if s, ok := stringLit(vs.Values[i]); ok {
								consts[name.Name] = append(consts[name.Name], s)
							}
						}
					}
				}
			case *ast.FuncDecl:
				if at, ok := formatParams(d.Type); ok {
					dir := filepath.Dir(fset.Position(d.Pos()).Filename)
					wrappers[d.Name.Name] = append(wrappers[d.Name.Name], wrapper{dir, at, d.Recv != nil})
				}
			}
		}
	}
	langDir := filepath.Join(root, "internal", "lang")
	for _, name := range []string{"T", "F", "Key", "Word"} {
		wrappers[name] = append(wrappers[name], wrapper{langDir, [2]int{0, -1}, true})
	}
	var uses []Use
	var probs []Problem
	pos := func(n ast.Node) string {
		p := fset.Position(n.Pos())
		rel, err := filepath.Rel(root, p.Filename)
		if err != nil {
			rel = p.Filename
		}
		return rel + ":" + strconv.Itoa(p.Line)
	}
	// words are the strings an expression says: a literal, or a constant's
	// values.
	words := func(e ast.Expr) []string {
		if s, ok := stringLit(e); ok {
			return []string{s}
		}
		switch x := e.(type) {
		case *ast.Ident:
			return consts[x.Name]
		case *ast.SelectorExpr:
			return consts[x.Sel.Name]
		}
		return nil
	}
	add := func(e ast.Expr) {
		for _, w := range words(e) {
			if w != "" {
				uses = append(uses, Use{English: w, Pos: pos(e)})
			}
		}
	}
	// A package some file of which imports lang may say its words in any
	// of its files, through a Lang got from another (l := j.language()).
	langDirs := map[string]bool{}
	for _, f := range files {
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); strings.HasSuffix(p, "/internal/lang") {
				langDirs[filepath.Dir(fset.Position(f.Pos()).Filename)] = true
			}
		}
	}
	for _, f := range files {
		usesLang := langDirs[filepath.Dir(fset.Position(f.Pos()).Filename)]
		imports := map[string]string{} // a package's name in the file → its path
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			name := filepath.Base(p)
			if imp.Name != nil {
				name = imp.Name.Name
			}
			imports[name] = p
			if strings.HasSuffix(p, "/internal/lang") {
				usesLang = true
			}
		}
		here := filepath.Dir(fset.Position(f.Pos()).Filename)
		// which is the function a call calls, of those of its name: the
		// package's own for a plain name, the imported package's for
		// pkg.Name, else (a method) the first.
		which := func(fun ast.Expr, ws []wrapper) (wrapper, bool) {
			want := ""
			switch x := fun.(type) {
			case *ast.Ident:
				want = here
			case *ast.SelectorExpr:
				if id, ok := x.X.(*ast.Ident); ok {
					if p, ok := imports[id.Name]; ok {
						for _, w := range ws {
							if rel := strings.TrimPrefix(p, module); rel != p && strings.HasSuffix(filepath.ToSlash(w.dir), rel) {
								return w, true
							}
						}
						return wrapper{}, false // another module's function (fmt.Errorf)
					}
				}
			}
			for _, w := range ws {
				if want == "" || w.dir == want {
					return w, true
				}
			}
			return wrapper{}, false
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				name := calleeName(x.Fun)
				w, ok := which(x.Fun, wrappers[name])
				if !ok {
					return true
				}
				at := w.at
				if (name == "T" || name == "F" || name == "Key" || name == "Word") && !usesLang && !isLangSelector(x.Fun) {
					return true
				}
				if inProblemPackage(pos(x)) {
					// package problem says its own words (row %d) with
					// literals, and passes on others' (p.Msg): only its
					// literals are keys.
					for _, i := range w.at {
						if i >= 0 && i < len(x.Args) {
							if s, ok := stringLit(x.Args[i]); ok {
								uses = append(uses, Use{English: s, Pos: pos(x.Args[i])})
							}
						}
					}
					return true
				}
				for _, i := range at {
					if i < 0 || i >= len(x.Args) {
						continue
					}
					arg := x.Args[i]
					_, plain := x.Fun.(*ast.Ident)
					if len(words(arg)) == 0 && w.method && !plain && !isLangSelector(x.Fun) {
						continue // a method (of another type of the same name, t.all.add; or l.T of a word marked with Key where it is written)
					}
					if len(words(arg)) == 0 && !passedOn(arg) && !x.Ellipsis.IsValid() {
						probs = append(probs, Problem{Pos: pos(arg), What: "the words of " + name + " are not a literal or a constant: write them here, or mark where they are written with lang.Key"})
						continue
					}
					add(arg)
				}
			case *ast.AssignStmt:
				for _, lhs := range x.Lhs {
					if sel, ok := lhs.(*ast.SelectorExpr); ok && (sel.Sel.Name == "Msg" || sel.Sel.Name == "Hint") && !inProblemPackage(pos(x)) {
						probs = append(probs, Problem{Pos: pos(x), What: "a problem's " + sel.Sel.Name + " set by assignment: use Says (or Hinting), which keep its format and arguments for the translation"})
					}
				}
			case *ast.CompositeLit:
				if !isProblemType(x.Type) {
					return true
				}
				for _, el := range x.Elts {
					kv, ok := el.(*ast.KeyValueExpr)
					if !ok {
						continue
					}
					key, _ := kv.Key.(*ast.Ident)
					if key == nil || key.Name != "Msg" && key.Name != "Hint" {
						continue
					}
					if len(words(kv.Value)) == 0 && !inProblemPackage(pos(kv)) {
						probs = append(probs, Problem{Pos: pos(kv), What: fmt.Sprintf("a problem's %s that is not a literal: make it with Says (or Hinting), which keep its format and arguments for the translation", key.Name)})
						continue
					}
					add(kv.Value)
				}
			}
			return true
		})
	}
	sort.SliceStable(uses, func(i, j int) bool { return uses[i].English < uses[j].English })
	return uses, probs, nil
}

// formatParams tells whether a function's last parameters are a format
// string and its arguments (format string, args ...any), and where the
// format is and the hint (a string parameter named hint), if any.
func formatParams(ft *ast.FuncType) ([2]int, bool) {
	at := [2]int{-1, -1}
	var names []string
	var types []ast.Expr
	for _, field := range ft.Params.List {
		for _, n := range field.Names {
			names = append(names, n.Name)
			types = append(types, field.Type)
		}
	}
	n := len(names)
	if n < 2 || names[n-2] != "format" {
		return at, false
	}
	if _, ok := types[n-1].(*ast.Ellipsis); !ok {
		return at, false
	}
	at[0] = n - 2
	for i, name := range names {
		if name == "hint" {
			at[1] = i
		}
	}
	return at, true
}

// passedOn is a wrapper's own format or hint, passed on to the function
// it wraps (whose own callers' words are found), or a word marked with Key
// where it is written.
func passedOn(e ast.Expr) bool {
	if id, ok := e.(*ast.Ident); ok {
		return id.Name == "format" || id.Name == "hint"
	}
	if c, ok := e.(*ast.CallExpr); ok {
		return calleeName(c.Fun) == "Key"
	}
	return false
}

// inProblemPackage: package problem makes problems of errors whose
// messages are not scorebook's (From), and sets the fields Says sets.
func inProblemPackage(pos string) bool {
	return strings.HasPrefix(filepath.ToSlash(pos), "engine/problem/")
}

// developers are the packages that are not part of the program, whose
// words only its developers read: the generators of samples and of test
// workbooks, the benchmarks, the tests' helpers.
var developers = map[string]bool{
	"internal/samplegen": true, "internal/gradinggen": true, "internal/gen": true,
	"internal/bench": true, "internal/xlsxtest": true, "internal/lotest": true,
	"internal/browsertest": true, "internal/exporttest": true, "internal/crosscheck": true,
	"internal/seasongen": true,
}

// module is the module's path, which its packages' import paths start with.
const module = "github.com/scorebook/scorebook"

func calleeName(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		return x.Sel.Name
	case *ast.IndexExpr:
		return calleeName(x.X)
	}
	return ""
}

func isLangSelector(e ast.Expr) bool {
	s, ok := e.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := s.X.(*ast.Ident)
	return ok && id.Name == "lang"
}

func isProblemType(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name == "Problem"
	case *ast.SelectorExpr:
		return x.Sel.Name == "Problem"
	}
	return false
}

func stringLit(e ast.Expr) (string, bool) {
	b, ok := e.(*ast.BasicLit)
	if !ok || b.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(b.Value)
	return s, err == nil
}

// TestCataloguesComplete: every word and message the code says is in every
// language's file, and every file's word is one the code says.
func TestCataloguesComplete(t *testing.T) {
	uses, probs, err := Uses(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range probs {
		t.Errorf("%s: %s", p.Pos, p.What)
	}
	said := map[string]string{}
	for _, u := range uses {
		if _, ok := said[u.English]; !ok {
			said[u.English] = u.Pos
		}
	}
	t.Logf("%d words and messages", len(said))
	for _, l := range All[1:] {
		es, err := Entries(l)
		if err != nil {
			t.Fatal(err)
		}
		have := map[string]bool{}
		for _, e := range es {
			have[e.English] = true
			if _, ok := said[e.English]; !ok {
				t.Errorf("words/%s.tsv line %d: %q is not said by the code", l.Code(), e.Line, e.English)
			}
		}
		missing := 0
		for _, u := range uses {
			if !have[u.English] {
				if missing < 20 {
					t.Errorf("words/%s.tsv lacks %q (%s)", l.Code(), u.English, u.Pos)
				}
				have[u.English] = true
				missing++
			}
		}
		if missing > 0 {
			t.Errorf("words/%s.tsv lacks %d words and messages", l.Code(), missing)
		}
	}
}
