package rules

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestMaxFileSize checks the derivation in MaxFileSize's comment.
func TestMaxFileSize(t *testing.T) {
	r := Reference()
	r.Preset = ""
	for i := range 16 {
		r.Handicaps = append(r.Handicaps, Handicap{Player: fmt.Sprintf("%0100d", i), KnownCells: 10_000, ExtraNewCell: true})
	}
	data, err := json.MarshalIndent(r, "", "    ")
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > largestFile || len(data) < largestFile-1<<10 {
		t.Fatalf("the largest configuration takes %d bytes; largestFile (%d) should be that rounded up to a kilobyte", len(data), largestFile)
	}
	if len(data) > MaxFileSize/4 {
		t.Fatalf("the largest configuration takes %d bytes: MaxFileSize %d leaves too little room", len(data), MaxFileSize)
	}
	if _, err := Parse(data); err != nil {
		t.Fatal(err)
	}
}

func TestMessagesQuoteShortAndCountCRLines(t *testing.T) {
	long := strings.Repeat("x", 50_000)
	for _, c := range []struct{ in, want string }{
		{`{"preset": "` + long + `"}`, `unknown preset "` + strings.Repeat("x", 80) + `…"`},
		{`{"` + long + `": 1}`, `rules: unknown field "` + strings.Repeat("x", 80) + `…"`},
		{`{"rivers": "` + long + `"}`, `rivers is "` + strings.Repeat("x", 80) + `…"`},
		{`{"handicaps": [{"player": "\u001b[2J"}, {"player": "\u001b[2J"}]}`, `handicaps[1]: "\x1b[2J" has two handicaps`},
		{"{\r  \"nstop\": \"ten\"\r}", `line 2, column 12: field "nstop"`},
		{"{\r\n  \"nstop\": \"ten\"\r\n}", `line 2, column 12: field "nstop"`},
	} {
		_, err := Parse([]byte(c.in))
		if err == nil || !strings.Contains(err.Error(), c.want) || len(err.Error()) > 300 {
			t.Errorf("%.30q...: error %.300v, want %q", c.in, err, c.want)
		}
	}
}
