package moves

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestDocs checks docs/moves.md against the parser: every phrasing in its
// tables is accepted, the canonical column is what String writes, and every
// error in its error table is the error given.
func TestDocs(t *testing.T) {
	doc, err := os.ReadFile("../../docs/moves.md")
	if err != nil {
		t.Fatal(err)
	}
	code := regexp.MustCompile("`([^`]+)`")
	section := ""
	phrases, errs := 0, 0
	for n, line := range strings.Split(string(doc), "\n") {
		if strings.HasPrefix(line, "## ") {
			section = strings.TrimPrefix(line, "## ")
			continue
		}
		if !strings.HasPrefix(line, "| ") || strings.HasPrefix(line, "| ---") {
			continue
		}
		cells := strings.Split(line, " | ")
		switch section {
		case "Actions", "The one-movement rule", "Conditional moves", "Dark and semi-dark moves", "Not refilling at a weaponry",
			"Statements that are not moves", "The sample game":
			if strings.Contains(line, "error:") {
				continue
			}
			for col, cell := range cells {
				for _, m := range code.FindAllStringSubmatch(cell, -1) {
					checkDocPhrase(t, n+1, m[1], col == 1)
					phrases++
				}
			}
		case "Errors":
			m := code.FindStringSubmatch(cells[len(cells)-1])
			if m == nil || m[1] == "error" {
				continue
			}
			in := ""
			if in0 := code.FindStringSubmatch(cells[0]); in0 != nil {
				in = in0[1]
			}
			errs++
			_, err := ParseStatement(in)
			if err == nil || err.Error() != m[1] {
				t.Errorf("docs/moves.md:%d: %q gives error %v, the document says %s", n+1, in, err, m[1])
			}
		}
	}
	// Guard against the tables changing shape and the test checking nothing.
	if phrases < 100 || errs < 20 {
		t.Errorf("docs/moves.md: checked only %d phrasings and %d errors", phrases, errs)
	}
	t.Logf("checked %d phrasings and %d errors", phrases, errs)
}

// checkDocPhrase checks one phrasing the document shows. An action that is
// not a movement gets one added, as a move needs it; a condition gets a
// movement before it and an action after it.
func checkDocPhrase(t *testing.T, line int, s string, canonical bool) {
	t.Helper()
	if strings.HasPrefix(s, "if ") {
		s = "go up; " + s + ", shoot up"
	}
	st, err := ParseStatement(s)
	if err != nil && strings.Contains(err.Error(), "needs one movement") {
		s += ", go up"
		st, err = ParseStatement(s)
	}
	if err != nil {
		t.Errorf("docs/moves.md:%d: %q: %v", line, s, err)
		return
	}
	if canonical && st.String() != s {
		t.Errorf("docs/moves.md:%d: canonical %q is written %q", line, s, st.String())
	}
}
