package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// variant writes the sample 5x5 maze with one substring replaced into dir.
func variant(t *testing.T, dir, name, old, new string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "assets", "mazes", "sample-5x5.json"))
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(data), old, new, 1)
	if s == string(data) {
		t.Fatalf("%s: %q is no longer in the sample; update the test", name, old)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestValidate(t *testing.T) {
	dir := t.TempDir()
	sample := filepath.Join("..", "..", "assets", "mazes", "sample-5x5.json")
	sampleData, err := os.ReadFile(sample)
	if err != nil {
		t.Fatal(err)
	}
	// The river at (5,1) flows down into (5,2): a wall there is an error.
	river := variant(t, dir, "river.json", `"walls": [`, `"walls": [
    {"at": [5, 1], "side": "down"},`)
	// A third fake treasure for three players... and a fourth is too many.
	fakes := variant(t, dir, "fakes.json", `{"at": [2, 3]},`, `{"at": [2, 3]}, {"at": [2, 3]}, {"at": [2, 3]}, {"at": [2, 3]},`)
	closed := variant(t, dir, "closed.json", `{"at": [1, 2], "side": "left"}`, `{"at": [1, 2], "side": "left", "kind": "closed"}`)
	broken := variant(t, dir, "broken.json", `"L    P1.1 L  H  Rv"`, `"L    P1.1 L  H"`)
	missing := filepath.Join(dir, "missing.json")
	rulesFile := filepath.Join(dir, "rules.json")
	if err := os.WriteFile(rulesFile, []byte(`{"require_open_exit": true}`), 0o644); err != nil {
		t.Fatal(err)
	}

	cases := []struct {
		name   string
		args   []string
		stdin  string
		code   int
		stdout string // exact
		stderr string // exact
		has    string // in stdout
		errHas string // in stderr
	}{
		{name: "a valid maze", args: []string{sample}, stdout: sample + ": valid\n"},
		{name: "from standard input", args: []string{"-"}, stdin: string(sampleData), stdout: "standard input: valid\n"},
		{name: "§4.5 an error names the file, the rule and the cell", args: []string{river}, code: 1,
			stdout: river + ": error §4.5: cell (5,1): river flows down into a wall\n" +
				river + ": invalid: 1 error, 0 warnings\n"},
		{name: "§8 rec. 3 warnings keep the maze valid", args: []string{fakes},
			stdout: fakes + ": warning §8 rec. 3: there are 4 fake treasures for 3 players; at most one per player is recommended\n" +
				fakes + ": valid, 1 warning\n"},
		{name: "§8 rec. 3 --players overrides the maze's", args: []string{"--players", "5", fakes},
			stdout: fakes + ": valid\n"},
		{name: "§8.4 no open exit is a warning by default", args: []string{closed},
			has: closed + ": warning §8.4: no exit is open; it is often agreed that at least one exit be initially open\n"},
		{name: "§8.4 §7.1 --rules Beginner requires an open exit, allows no closed one", args: []string{"--rules", "Beginner", closed}, code: 1,
			has: closed + ": error §1.4: cell (3,2): the wall below is indestructible, but the rules do not allow indestructible inner walls (indestructible_inner_walls, O3)\n" +
				closed + ": error §7.1: cell (1,2): the exit left is closed, but the rules do not allow closed exits\n" +
				closed + ": error §7.1: cell (3,3): encephalitis cell, but the rules have no encephalitis\n" +
				closed + ": error §7.1: cell (5,5): the exit right is closed, but the rules do not allow closed exits\n" +
				closed + ": error §8.4: no exit is open; the rules require at least one open exit\n" + closed + ": invalid: 5 errors, 0 warnings\n"},
		{name: "§8.4 --rules reads a file", args: []string{"--rules", rulesFile, closed}, code: 1,
			has: closed + ": error §8.4: no exit is open; the rules require at least one open exit\n"},
		{name: "several files, one invalid", args: []string{sample, river, fakes}, code: 1,
			has: sample + ": valid\n" + river + ": error §4.5"},
		{name: "an undecodable file", args: []string{broken, sample}, code: 1,
			stdout: sample + ": valid\n",
			stderr: "labyrinth validate: " + broken + ": cells row 2: expected 5 cells, found 4\n"},
		{name: "a missing file", args: []string{missing}, code: 1, errHas: "no such file"},
		{name: "broken standard input", args: []string{"-"}, stdin: "{", code: 1, errHas: "labyrinth validate: standard input: line 1"},
		{name: "an unknown rules preset", args: []string{"--rules", "nonesuch", sample}, code: 1, errHas: "neither a preset"},
		{name: "no file", args: nil, code: 2, errHas: "usage: labyrinth validate"},
		{name: "negative players", args: []string{"--players", "-1", sample}, code: 2, errHas: "usage: labyrinth validate"},
		{name: "help", args: []string{"--help"}, has: "usage: labyrinth validate [--players N] [--rules PRESET|FILE|NAME] FILE...\n\nCheck maze files"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var stdout, stderr strings.Builder
			code := Run(append([]string{"validate"}, c.args...), strings.NewReader(c.stdin), &stdout, &stderr)
			if code != c.code {
				t.Errorf("exit code %d, want %d\nstdout:\n%s\nstderr:\n%s", code, c.code, stdout.String(), stderr.String())
			}
			if c.stdout != "" && stdout.String() != c.stdout {
				t.Errorf("stdout:\n%s\nwant:\n%s", stdout.String(), c.stdout)
			}
			if c.stderr != "" && stderr.String() != c.stderr {
				t.Errorf("stderr:\n%s\nwant:\n%s", stderr.String(), c.stderr)
			}
			if c.stderr == "" && c.errHas == "" && stderr.Len() > 0 {
				t.Errorf("unexpected stderr:\n%s", stderr.String())
			}
			if !strings.Contains(stdout.String(), c.has) {
				t.Errorf("stdout:\n%s\nwant it to contain:\n%s", stdout.String(), c.has)
			}
			if !strings.Contains(stderr.String(), c.errHas) {
				t.Errorf("stderr:\n%s\nwant it to contain %q", stderr.String(), c.errHas)
			}
		})
	}
}

// TestValidateEverySample checks that every sample maze shipped in assets/
// is valid: the editor offers them as starting points.
func TestValidateEverySample(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("..", "..", "assets", "mazes", "*.json"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no sample mazes: %v", err)
	}
	var stdout, stderr strings.Builder
	if code := Run(append([]string{"validate"}, paths...), nil, &stdout, &stderr); code != 0 {
		t.Errorf("validate: exit %d\n%s%s", code, stdout.String(), stderr.String())
	}
}
