package maze

import (
	"os"
	"strings"
	"testing"
)

// TestFormatDocExample keeps docs/maze-format.md honest: its complete
// example is the sample file byte for byte, and the drawing under it is
// what Plan draws.
func TestFormatDocExample(t *testing.T) {
	doc, err := os.ReadFile("../../docs/maze-format.md")
	if err != nil {
		t.Fatal(err)
	}
	sample, err := os.ReadFile("../../assets/mazes/sample-5x5.json")
	if err != nil {
		t.Fatal(err)
	}
	example := fenced(string(doc), "json")
	if example != string(sample) {
		t.Errorf("the example in docs/maze-format.md differs from assets/mazes/sample-5x5.json:\n%s", example)
	}
	m, err := Decode(sample)
	if err != nil {
		t.Fatal(err)
	}
	if drawing := fenced(string(doc), "text"); drawing != Plan(m) {
		t.Errorf("the drawing in docs/maze-format.md differs from Plan:\n%s\nPlan:\n%s", drawing, Plan(m))
	}
}

// The example of version 2 in docs/maze-format.md is the sample of
// testdata/v2 byte for byte, and the drawing under it is what Plan draws.
func TestFormatDocExampleV2(t *testing.T) {
	doc, err := os.ReadFile("../../docs/maze-format.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(doc), "\n### A complete example of version 2\n")
	if !ok {
		t.Fatal(`no "A complete example of version 2" in docs/maze-format.md`)
	}
	m, sample := readV2Sample(t)
	if example := fenced(section, "json"); example != string(sample) {
		t.Errorf("the example of version 2 in docs/maze-format.md differs from testdata/v2/every-feature.json:\n%s", example)
	}
	if drawing := fenced(section, "text"); drawing != Plan(m) {
		t.Errorf("the drawing of version 2 in docs/maze-format.md differs from Plan:\n%s\nPlan:\n%s", drawing, Plan(m))
	}
}

// fenced returns the first code block of the given language in a Markdown
// text.
func fenced(doc, lang string) string {
	_, rest, ok := strings.Cut(doc, "\n```"+lang+"\n")
	if !ok {
		return ""
	}
	block, _, _ := strings.Cut(rest, "\n```\n")
	return block + "\n"
}
