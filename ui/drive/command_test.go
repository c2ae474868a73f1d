package drive

import (
	"errors"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		line string
		want Command
	}{
		{`click "Host a game"`, Command{Verb: "click", Text: "Host a game", N: 1}},
		{`click Join 2`, Command{Verb: "click", Text: "Join", N: 2}},
		{`  type "Your name" "Ann \"the bold\""  `, Command{Verb: "type", Text: "Your name", Input: `Ann "the bold"`, N: 1}},
		{`type "" "north\n"`, Command{Verb: "type", Input: "north\n", N: 1}},
		{`choose Seats 3`, Command{Verb: "choose", Text: "Seats", Input: "3", N: 1}},
		{`key Ctrl+Shift+Z`, Command{Verb: "key", Text: "Ctrl+Shift+Z", N: 1}},
		{`wait "Bob joined"`, Command{Verb: "wait", Text: "Bob joined", N: 1, Timeout: DefaultTimeout}},
		{`gone "reconnecting" 90s`, Command{Verb: "gone", Text: "reconnecting", N: 1, Timeout: 90 * time.Second}},
		{`tap-cell 3 4`, Command{Verb: "tap-cell", X: 3, Y: 4, N: 1}},
		{`tap-cell 0 0 2`, Command{Verb: "tap-cell", N: 2}},
		{`tap-cell -3 -1`, Command{Verb: "tap-cell", X: -3, Y: -1, N: 1}},
		{`screenshot "out/a b.png"`, Command{Verb: "screenshot", Text: "out/a b.png", N: 1}},
		{"dump", Command{Verb: "dump", N: 1}},
		{"title\r", Command{Verb: "title", N: 1}},
	} {
		got, err := Parse(tc.line)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.line, err)
			continue
		}
		if got != tc.want {
			t.Errorf("Parse(%q) = %+v, want %+v", tc.line, got, tc.want)
		}
	}
}

func TestParseEmpty(t *testing.T) {
	for _, line := range []string{"", "   ", "# a comment", "#"} {
		if _, err := Parse(line); !errors.Is(err, errEmpty) {
			t.Errorf("Parse(%q) = %v, want the empty line", line, err)
		}
	}
}

func TestParseErrorsSayWhatIsWrong(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"clack x", `unknown command "clack"`},
		{`click`, "click: wants 1 or 2 arguments, got 0 (usage: click TEXT [N])"},
		{`click ""`, "the text is empty"},
		{`click Join 0`, `the rank N "0" is not a number from 1 to 10000`},
		{`click "Host a game`, "column 7: the quote is never closed"},
		{`click Host"a"`, "column 11: a quote inside a word"},
		{`click "a"b`, "column 10: a space must follow the closing quote"},
		{`click "a\q"`, `unknown escape \q`},
		{`click "a\`, "a backslash ends the line"},
		{`type "Your name"`, "type: wants 2 arguments, got 1"},
		{`key Hyper+Q`, `unknown modifier "Hyper"`},
		{`key Ctrl+`, `no key in "Ctrl+"`},
		{`key Frobnicate`, `unknown key "Frobnicate"`},
		{`wait x soon`, `the timeout "soon" is not a duration`},
		{`wait x 11m`, `the timeout "11m" is not a duration`},
		{`gone x -1s`, `the timeout "-1s"`},
		{`tap-cell 1`, "tap-cell: wants 2 or 3 arguments, got 1"},
		{`tap-cell a 1`, `X: "a" is not a number`},
		{`tap-cell 1 2x`, `Y: "2x" is not a number`},
		{`screenshot`, "wants the PNG file's path"},
		{`dump now`, "dump: takes no arguments, got 1"},
		{"click \xff", "not UTF-8"},
		{"click " + strings.Repeat("a", MaxLine), "bytes long; at most 4096"},
	} {
		_, err := Parse(tc.line)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%q) = %v, want an error containing %q", tc.line, err, tc.want)
		}
	}
}

func TestParseKey(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Key
	}{
		{"Return", Key{Name: fyne.KeyReturn}},
		{"enter", Key{Name: fyne.KeyReturn}},
		{"Esc", Key{Name: fyne.KeyEscape}},
		{"f1", Key{Name: fyne.KeyF1}},
		{"q", Key{Name: fyne.KeyQ}},
		{"Ctrl+1", Key{Name: fyne.Key1, Modifier: fyne.KeyModifierControl}},
		{"Ctrl+Shift+z", Key{Name: fyne.KeyZ, Modifier: fyne.KeyModifierControl | fyne.KeyModifierShift}},
		{"Alt+Up", Key{Name: fyne.KeyUp, Modifier: fyne.KeyModifierAlt}},
	} {
		got, err := ParseKey(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseKey(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
		}
	}
}

// FuzzParse: any line is parsed or refused in words, never a panic, and
// what is accepted is a command the driver knows with arguments in range.
func FuzzParse(f *testing.F) {
	for _, s := range []string{`click "Host a game" 2`, `type "" "a\"b\\c\n"`, `wait x 5s`, `tap-cell 1 2 3`, `key Ctrl+Shift+Z`, "dump", `gone "x`, "# c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		c, err := Parse(line)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("Parse(%q): an error without words", line)
			}
			return
		}
		if _, ok := usage[c.Verb]; !ok {
			t.Fatalf("Parse(%q) accepted the unknown verb %q", line, c.Verb)
		}
		if c.N < 1 || c.Timeout < 0 || c.Timeout > MaxTimeout {
			t.Fatalf("Parse(%q) = %+v: out of range", line, c)
		}
		if (c.Verb == "click" || c.Verb == "wait" || c.Verb == "gone") && c.Text == "" {
			t.Fatalf("Parse(%q): %s without a text", line, c.Verb)
		}
		if c.Verb == "key" {
			if _, err := ParseKey(c.Text); err != nil {
				t.Fatalf("Parse(%q) accepted the key %q: %v", line, c.Text, err)
			}
		}
	})
}
