package quote

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestShortKeepsShortText(t *testing.T) {
	for _, s := range []string{"", "go nort", strings.Repeat("x", Width)} {
		if got := Short(s); got != `"`+s+`"` {
			t.Errorf("Short(%q) = %s", s, got)
		}
	}
}

func TestShortCutsLongText(t *testing.T) {
	s := strings.Repeat("go up, ", 150_000) // about a megabyte
	got := Short(s)
	if n := utf8.RuneCountInString(got); n != Width+3 { // quotes and one ellipsis
		t.Fatalf("Short: %d characters: %s", n, got)
	}
	if !strings.HasPrefix(got, `"go up, go up`) || !strings.HasSuffix(got, `…"`) {
		t.Fatalf("Short = %s", got)
	}
}

func TestAroundShowsTheOffset(t *testing.T) {
	s := strings.Repeat("a", 1000) + "XYZ" + strings.Repeat("b", 1000)
	q, cut := Around(s, 1000)
	if !cut || !strings.Contains(q, "XYZ") || !strings.HasPrefix(q, `"…a`) || !strings.HasSuffix(q, `b…"`) {
		t.Fatalf("Around = %s, %v", q, cut)
	}
	if n := utf8.RuneCountInString(q); n != Width+4 {
		t.Fatalf("%d characters: %s", n, q)
	}
	// At the very end: the last Width characters, cut on the left only.
	q, _ = Around(s, len(s))
	if !strings.HasPrefix(q, `"…b`) || strings.HasSuffix(q, `…"`) || utf8.RuneCountInString(q) != Width+3 {
		t.Fatalf("at the end: %s", q)
	}
	// At the start: cut on the right only.
	q, _ = Around(s, 0)
	if strings.HasPrefix(q, `"…`) || !strings.HasSuffix(q, `…"`) {
		t.Fatalf("at the start: %s", q)
	}
	// Out of range offsets are clamped.
	if q1, _ := Around(s, -5); q1 != q {
		t.Fatalf("negative offset: %s", q1)
	}
}

func TestAroundNeverSplitsACharacter(t *testing.T) {
	s := strings.Repeat("é→", 200)
	for at := range len(s) {
		q, _ := Around(s, at)
		if !utf8.ValidString(q) || strings.Contains(q, `\x`) {
			t.Fatalf("Around(_, %d) = %s", at, q)
		}
	}
}

func TestControlCharactersAreEscaped(t *testing.T) {
	for _, s := range []string{"Ann\x1b[2J", strings.Repeat("\x1b]0;pwned\x07", 40), "\u009b31m"} {
		q := Short(s)
		for _, r := range q {
			if r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0 {
				t.Fatalf("Short(%q) = %q holds control character %U", s, q, r)
			}
		}
	}
}

func TestCut(t *testing.T) {
	if got := Cut("-12345"); got != "-12345" {
		t.Fatalf("Cut = %s", got)
	}
	if got := Cut(strings.Repeat("9", 1000)); got != strings.Repeat("9", Width)+"…" {
		t.Fatalf("Cut = %s", got)
	}
}

func TestColumn(t *testing.T) {
	if c := Column("é go nort", len("é go ")); c != 6 {
		t.Fatalf("column %d", c)
	}
}

func TestCheckMessage(t *testing.T) {
	if err := CheckMessage(`cell "(3,\x1b[2J)": expected a number`); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"a \x1b[2J", "C1 \u009b", strings.Repeat("x", MaxMessage+1)} {
		if CheckMessage(bad) == nil {
			t.Errorf("%.40q passed", bad)
		}
	}
}

func TestEscape(t *testing.T) {
	for in, want := range map[string]string{
		"shoot left at":     "shoot left at",
		"shoot\nl \"at\"":   `shoot\nl "at"`,
		"\x1b[2J\u009b\x7f": `\x1b[2J\u009b\x7f`,
		"é \xff":            `é \xff`,
		"evil\u202etxt.exe": `evil\u202etxt.exe`,
	} {
		if got := Escape(in); got != want {
			t.Errorf("Escape(%q) = %s, want %s", in, got, want)
		}
	}
}
