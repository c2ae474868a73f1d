package play

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestTheGameScreenAsksOnlyTheSeat reads the game screen's code: its methods
// reach the game through the seat alone, as a network client's must — no
// session, no engine game, no reading of the game's state (With), no walk
// over the event log to work out what the game master did not say. Only
// the openers (ui/solo: the lobby, labyrinth solo) handle sessions, to
// list, start and resume games saved on this computer.
func TestTheGameScreenAsksOnlyTheSeat(t *testing.T) {
	screens := map[string]bool{"Screen": true, "composer": true, "announceLog": true, "statusPanel": true,
		"notebookPanel": true, "revealView": true, "moveEntry": true}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || !screens[receiverName(fn.Recv.List[0].Type)] {
				continue
			}
			checked++
			ast.Inspect(fn, func(n ast.Node) bool {
				sel, ok := n.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				where := fset.Position(sel.Pos())
				if x, ok := sel.X.(*ast.Ident); ok && (x.Name == "session" && sel.Sel.Name == "Session" || x.Name == "game" && sel.Sel.Name == "Game") {
					t.Errorf("%s: %s.%s reaches past the seat (%s)", where, x.Name, sel.Sel.Name, fn.Name.Name)
				}
				if sel.Sel.Name == "With" {
					t.Errorf("%s: With reads the game (%s)", where, fn.Name.Name)
				}
				if call, ok := sel.X.(*ast.CallExpr); ok && sel.Sel.Name == "Events" {
					if inner, ok := call.Fun.(*ast.SelectorExpr); ok && inner.Sel.Name == "Log" {
						t.Errorf("%s: the screen walks the event log (%s): ask the seat (Known, State)", where, fn.Name.Name)
					}
				}
				return true
			})
		}
	}
	if checked < 50 {
		t.Fatalf("only %d methods of the game screen found", checked)
	}
}

func receiverName(e ast.Expr) string {
	if s, ok := e.(*ast.StarExpr); ok {
		e = s.X
	}
	if id, ok := e.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}
