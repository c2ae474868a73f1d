package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
)

const (
	sampleMaze   = "../../docs/examples/reference-sample.json"
	sampleScript = "../../docs/examples/reference-sample.script"
)

func run(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestReplayText(t *testing.T) {
	code, out, errs := run(t, "", "replay", "--maze", sampleMaze, "--script", sampleScript)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"Ann: Shoot to the left, then go up\n",
		"  everyone: A scream is heard!\n",
		"  gm:       Bob is wounded by Ann's bullet.\n",
		"  everyone: Bob is wounded and can ask for a new cell (one left).\n",
		"  Bob:      Bob is at (3,5).\n",
		"  everyone: Bob — Walked into a hospital.\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestReplayJSON(t *testing.T) {
	code, out, errs := run(t, "", "replay", "--maze", sampleMaze, "--script", sampleScript, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	codes := map[game.Code]int{}
	for _, l := range lines {
		var e game.Event
		if err := json.Unmarshal([]byte(l), &e); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		codes[e.Code]++
	}
	if codes[game.Scream] != 1 || codes[game.Healed] != 1 || codes[game.HitWall] != 2 {
		t.Fatalf("codes %v", codes)
	}
}

func TestReplayErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.script")
	os.WriteFile(bad, []byte("player Ann at (4,4)\nplayer Bob at (1,4)\nBob: go up\n"), 0o644)
	code, _, errs := run(t, "", "replay", "--maze", sampleMaze, "--script", bad)
	if code != 1 || !strings.Contains(errs, "bad.script: line 3: it is Ann's turn, not Bob's") {
		t.Fatalf("exit %d: %s", code, errs)
	}
	code, _, errs = run(t, "player Ann at (4,4)\nAnn: go nort\n", "replay", "--maze", sampleMaze, "--script", "-")
	if code != 1 || !strings.Contains(errs, `standard input: line 2: Ann: "go nort": expected up, down, left or right`) {
		t.Fatalf("exit %d: %s", code, errs)
	}
	code, _, errs = run(t, "", "replay", "--maze", sampleMaze)
	if code != 2 || !strings.Contains(errs, "labyrinth replay: --script missing") {
		t.Fatalf("exit %d: %s", code, errs)
	}
	code, _, errs = run(t, "", "replay")
	if code != 2 || !strings.Contains(errs, "--maze and --script missing") {
		t.Fatalf("exit %d: %s", code, errs)
	}
	code, _, errs = run(t, "", "replay", "--maze", sampleMaze, "--script", sampleScript, "extra")
	if code != 2 || !strings.Contains(errs, `unexpected argument "extra"`) {
		t.Fatalf("exit %d: %s", code, errs)
	}
	code, _, errs = run(t, "", "replay", "--maze", sampleMaze, "--script", sampleScript, "--rules", "Nonsense")
	if code != 1 || !strings.Contains(errs, `rules "Nonsense": neither a preset (Reference, Beginner, Key easy, Key medium, Key hard, BASIC, BASIC-W, CLASSIC, CLASSIC-X, Lives and money) nor a file`) {
		t.Fatalf("exit %d: %s", code, errs)
	}
	invalid := filepath.Join(dir, "invalid.json")
	os.WriteFile(invalid, []byte(`{"format":"labyrinth-maze","version":1,"width":2,"height":2,"cells":["L L","L L"]}`), 0o644)
	code, _, errs = run(t, "", "replay", "--maze", invalid, "--script", sampleScript)
	if code != 1 || !strings.Contains(errs, "is not a valid labyrinth") {
		t.Fatalf("exit %d: %s", code, errs)
	}
	code, out, _ := run(t, "", "replay", "--help")
	if code != 0 || !strings.Contains(out, "--script") {
		t.Fatalf("help: exit %d: %s", code, out)
	}
}

// A script that only declares players once panicked (index out of range
// in engine/script).
func TestReplayPlayersOnly(t *testing.T) {
	code, out, errs := run(t, "player Ann at (4,4)\nplayer Bob at (1,4)\n", "replay", "--maze", sampleMaze, "--script", "-")
	if code != 0 || !strings.Contains(out, "(the game begins)\n") {
		t.Errorf("exit %d: %s%s", code, out, errs)
	}
	code, _, errs = run(t, "player Ann\nplayer Bob", "replay", "--maze", sampleMaze, "--script", "-")
	if code != 1 || !strings.HasPrefix(errs, "labyrinth replay: standard input: line 2: ") {
		t.Errorf("exit %d: %s", code, errs)
	}
}

// CR line ends (old Mac) and CR LF (Windows) read as LF ones.
func TestReplayLineEnds(t *testing.T) {
	text, err := os.ReadFile(sampleScript)
	if err != nil {
		t.Fatal(err)
	}
	_, want, _ := run(t, string(text), "replay", "--maze", sampleMaze, "--script", "-")
	for _, end := range []string{"\r", "\r\n"} {
		code, out, errs := run(t, strings.ReplaceAll(string(text), "\n", end), "replay", "--maze", sampleMaze, "--script", "-")
		if code != 0 || out != want {
			t.Errorf("%q: exit %d: %s\n%s", end, code, errs, out)
		}
	}
}

// A long line gives a message of one short line.
func TestReplayLongLines(t *testing.T) {
	long := "player Ann at (4,4)\nplayer Bob at (1,4)\nAnn: go up" + strings.Repeat(", shoot left", 300) + ", go down\n"
	code, _, errs := run(t, long, "replay", "--maze", sampleMaze, "--script", "-")
	if code != 1 || len(errs) > 400 || !strings.Contains(errs, `(column 3613): only one movement per move (found "go up" and "go down")`) {
		t.Errorf("exit %d, %d bytes: %s", code, len(errs), errs)
	}
	huge := "player Ann at (4,4)\nAnn: go up" + strings.Repeat(", shoot left", 100_000) + "\n"
	code, _, errs = run(t, huge, "replay", "--maze", sampleMaze, "--script", "-")
	if code != 1 || errs != "labyrinth replay: standard input: line 2: longer than 4096 bytes, the most a script line can take (is this a script?)\n" {
		t.Errorf("exit %d: %s", code, errs)
	}
}
