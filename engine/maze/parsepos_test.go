package maze

import (
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/quote"
)

func TestParsePos(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want Pos
	}{
		{"§5.5 parenthesised", "(3,4)", At(2, 3)},
		{"§5.5 bare", "3,4", At(2, 3)},
		{"§5.5 spaces", " ( 3 , 4 ) ", At(2, 3)},
		{"§5.5 corner", "(1,1)", At(0, 0)},
		{"§5.5 largest", "(100,100)", At(99, 99)},
		{"§5.5 floor as third number", "(3,4,2)", Pos{X: 2, Y: 3, Floor: 1}},
		{"§5.5 floor, bare", "3,4,2", Pos{X: 2, Y: 3, Floor: 1}},
		{"§5.5 floor as Pos.String writes it", "(3,4) floor 2", Pos{X: 2, Y: 3, Floor: 1}},
		{"§5.5 floor in capitals", "(3,4) FLOOR 2", Pos{X: 2, Y: 3, Floor: 1}},
		{"§5.5 first floor written out", "(3,4,1)", At(2, 3)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParsePos(tc.in)
			if err != nil || got != tc.want {
				t.Fatalf("ParsePos(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
			}
		})
	}
}

func TestParsePosErrors(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"empty", "", `cell "": expected a cell as (x,y), such as (3,4)`},
		{"one number", "(3)", `cell "(3)": expected "," after x, as in (3,4)`},
		{"no y", "(3,)", `cell "(3,)": expected a number for y, found ")"`},
		{"word", "(a,4)", `cell "(a,4)": expected a number for x, found "a"`},
		{"ends early", "3,", `cell "3,": expected a number for y, as in (3,4)`},
		{"negative", "(-3,4)", `cell "(-3,4)": expected a number for x, found "-3"`},
		{"zero", "(0,4)", `cell "(0,4)": coordinates count from 1`},
		{"zero floor", "(3,4) floor 0", `cell "(3,4) floor 0": floors count from 1`},
		{"zero floor, third number", "(3,4,0)", `cell "(3,4,0)": coordinates count from 1`},
		{"unclosed", "(3,4", `cell "(3,4": expected ")" at the end`},
		{"unopened", "3,4)", `cell "3,4)": unexpected ")" after the cell`},
		{"four numbers", "(3,4,1,1)", `cell "(3,4,1,1)": expected ")", found ","`},
		{"two floors", "(3,4,2) floor 2", `cell "(3,4,2) floor 2": unexpected "floor 2" after the cell`},
		{"floor without number", "(3,4) floor", `cell "(3,4) floor": expected a number after "floor"`},
		{"too wide", "(101,4)", `cell "(101,4)": no labyrinth is larger than 100 cells a side`},
		{"too many floors", "(1,4,11)", `cell "(1,4,11)": no labyrinth has more than 10 floors`},
		{"overflow", "(99999999999999999999,4)", `cell "(99999999999999999999,4)": x is too large`},
		{"long text quoted short", "(3,4)" + strings.Repeat("x", 5000), `cell "(3,4)` + strings.Repeat("x", 75) + `…": unexpected "` + strings.Repeat("x", 80) + `…" after the cell`},
		{"control characters escaped", "(3,\x1b[2J)", `cell "(3,\x1b[2J)": expected a number for y, found "\x1b[2J"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParsePos(tc.in)
			if err == nil {
				t.Fatalf("ParsePos(%q) = %v, want error %s", tc.in, p, tc.want)
			}
			if err.Error() != tc.want {
				t.Errorf("ParsePos(%q) error\n got %s\nwant %s", tc.in, err, tc.want)
			}
		})
	}
}

// TestParsePosString checks that ParsePos reads back what Pos.String writes.
func TestParsePosString(t *testing.T) {
	for f := range MaxFloors {
		for y := range MaxSide {
			for _, x := range []int{0, 1, 9, 10, MaxSide - 1} {
				p := Pos{X: x, Y: y, Floor: f}
				if got, err := ParsePos(p.String()); err != nil || got != p {
					t.Fatalf("ParsePos(%q) = %v, %v; want %v", p.String(), got, err, p)
				}
			}
		}
	}
}

func FuzzParsePos(f *testing.F) {
	for _, s := range []string{"(3,4)", "3,4", "(3, 4)", "(3,4,2)", "(3,4) floor 2", "(", "9999999999999999999999,1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePos(s)
		if err != nil {
			if err := quote.CheckMessage(err.Error()); err != nil {
				t.Fatal(err)
			}
			return
		}
		if p.X < 0 || p.Y < 0 || p.Floor < 0 || p.X >= MaxSide || p.Y >= MaxSide || p.Floor >= MaxFloors {
			t.Fatalf("ParsePos(%q) = %+v, out of range", s, p)
		}
		if back, err := ParsePos(p.String()); err != nil || back != p {
			t.Fatalf("ParsePos(%q) = %v; ParsePos(%q) = %v, %v", s, p, p.String(), back, err)
		}
	})
}
