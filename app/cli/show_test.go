package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

func TestShow(t *testing.T) {
	sample := filepath.Join("..", "..", "assets", "mazes", "sample-5x5.json")
	data, err := os.ReadFile(sample)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	plan := maze.Plan(m)

	dir := t.TempDir()
	bad := filepath.Join(dir, "maze.json")
	broken := strings.Replace(string(data), `"L    P1.1 L  H  Rv"`, `"L    P1.1 L  H"`, 1)
	if broken == string(data) {
		t.Fatal("the sample changed; update the broken variant")
	}
	if err := os.WriteFile(bad, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.json")

	cases := []struct {
		name      string
		args      []string
		stdin     string
		code      int
		stdout    string // exact, or a prefix when it ends in "..."
		stderr    string
		stderrHas string
		stdoutHas string
	}{
		{name: "a sample maze", args: []string{"show", sample}, code: 0, stdout: plan},
		{name: "from standard input", args: []string{"show", "-"}, stdin: string(data), code: 0, stdout: plan},
		{name: "a broken file names itself and the problem", args: []string{"show", bad}, code: 1,
			stderr: "labyrinth show: " + bad + ": cells row 2: expected 5 cells, found 4\n"},
		{name: "broken standard input", args: []string{"show", "-"}, stdin: "{", code: 1,
			stderr: "labyrinth show: standard input: line 1, column 2: unexpected the end of the file, expected a field name in double quotes\n"},
		{name: "a missing file", args: []string{"show", missing}, code: 1, stderrHas: "no such file"},
		{name: "no file", args: []string{"show"}, code: 2, stderrHas: "usage: labyrinth show FILE"},
		{name: "two files", args: []string{"show", sample, sample}, code: 2, stderrHas: "usage: labyrinth show FILE"},
		{name: "an unknown flag", args: []string{"show", "--floor", "2", sample}, code: 2, stderrHas: "flag provided but not defined: -floor"},
		{name: "help", args: []string{"show", "--help"}, code: 0, stdoutHas: "usage: labyrinth show FILE\n\nPrint a maze file"},
		{name: "help through the help command", args: []string{"help", "show"}, code: 0, stdoutHas: "usage: labyrinth show FILE"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var stdout, stderr strings.Builder
			code := Run(c.args, strings.NewReader(c.stdin), &stdout, &stderr)
			if code != c.code {
				t.Errorf("exit code %d, want %d (stderr: %s)", code, c.code, stderr.String())
			}
			if c.code != 0 && c.stdoutHas == "" && stdout.Len() > 0 {
				t.Errorf("stdout should be empty on failure, got:\n%s", stdout.String())
			}
			if c.stdout != "" && stdout.String() != c.stdout {
				t.Errorf("stdout:\n%s\nwant:\n%s", stdout.String(), c.stdout)
			}
			if c.stdoutHas != "" && !strings.Contains(stdout.String(), c.stdoutHas) {
				t.Errorf("stdout:\n%s\nwant it to contain %q", stdout.String(), c.stdoutHas)
			}
			if c.code == 0 && stderr.Len() > 0 {
				t.Errorf("stderr should be empty on success, got:\n%s", stderr.String())
			}
			if c.stderr != "" && stderr.String() != c.stderr {
				t.Errorf("stderr:\n%s\nwant:\n%s", stderr.String(), c.stderr)
			}
			if c.stderrHas != "" && !strings.Contains(stderr.String(), c.stderrHas) {
				t.Errorf("stderr:\n%s\nwant it to contain %q", stderr.String(), c.stderrHas)
			}
		})
	}
}

// TestShowEverySample runs show on every sample maze shipped in assets/.
func TestShowEverySample(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("..", "..", "assets", "mazes", "*.json"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no sample mazes: %v", err)
	}
	for _, p := range paths {
		var stdout, stderr strings.Builder
		if code := Run([]string{"show", p}, nil, &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), "Outline:") {
			t.Errorf("show %s: exit %d\n%s%s", p, code, stdout.String(), stderr.String())
		}
	}
}
