package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/validate"
)

// generated is what gen.Generate makes for these parameters, encoded.
func generated(t *testing.T, w, h int, d gen.Difficulty, r *rules.Rules, seed uint64) string {
	t.Helper()
	p := gen.Defaults(w, h, gen.DefaultPlayers, d, r)
	p.Seed = seed
	res, err := gen.Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	data, err := maze.Encode(res.Maze)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestGen(t *testing.T) {
	dir := t.TempDir()
	sample := filepath.Join("..", "..", "assets", "mazes", "sample-5x5.json")
	beginner := rules.Beginner()
	livesAndMoney := rules.LivesAndMoney()
	cases := []struct {
		name      string
		args      []string
		code      int
		stdout    string // exact when not empty
		stdoutHas string
		stderr    string // exact
		stderrHas string
		quiet     bool // nothing on stderr
	}{
		{name: "a seed gives the generator's labyrinth", args: []string{"--width", "7", "--height", "5", "--seed", "12"},
			stdout: generated(t, 7, 5, gen.Standard, nil, 12)},
		{name: "the height defaults to the width", args: []string{"--width", "6", "--seed", "1", "--difficulty", "expert"},
			stdout: generated(t, 6, 6, gen.Expert, nil, 1)},
		{name: "§7.1 the rules are kept and saved", args: []string{"--seed", "3", "--rules", "beginner"},
			stdout: generated(t, 8, 8, gen.Standard, &beginner, 3)},
		{name: "a shape", args: []string{"--seed", "3", "--shape", "no-corners"}, stdoutHas: `"#  `},
		{name: "filling around the sample", args: []string{"--seed", "3", "--fill", sample}, stdoutHas: `"title": "Sample 5x5"`},
		{name: "without a seed, the seed used is printed", args: []string{"--width", "4"},
			stdoutHas: `"width": 4`, stderrHas: "labyrinth gen: seed "},
		{name: "a tiny labyrinth says what it misses", args: []string{"--width", "2", "--seed", "1"},
			stdoutHas: `"width": 2`, stderrHas: "labyrinth gen: note: warning §8 rec. 1: the labyrinth has only one weaponry"},
		{name: "help", args: []string{"--help"}, stdoutHas: "usage: labyrinth gen [--width W]"},
		{name: "an unknown difficulty", args: []string{"--difficulty", "hard"}, code: 2,
			stderrHas: `labyrinth gen: unknown difficulty "hard" (known: beginner, standard, expert)`},
		{name: "an unknown shape", args: []string{"--shape", "round"}, code: 2, stderrHas: `unknown shape "round"`},
		{name: "a bad seed", args: []string{"--seed", "-4"}, code: 2, stderrHas: `--seed "-4" is not a whole number`},
		{name: "a stray argument", args: []string{"maze.json"}, code: 2, stderrHas: `unexpected argument "maze.json"`},
		{name: "fill with a size", args: []string{"--fill", sample, "--width", "9"}, code: 2, stderrHas: "--fill takes the size and shape from the file"},
		{name: "a size out of range", args: []string{"--width", "101", "--seed", "1"}, code: 1,
			stderr: "labyrinth gen: size 101x101: each side must be between 2 and 100\n"},
		{name: "§7.1 three weaponries fixed on a 2x2", args: []string{"--width", "2", "--seed", "1", "--rules", writeRules(t, dir, `{"weaponries": 3}`)}, code: 1,
			stderrHas: "labyrinth gen: 3 weaponries, 1 hospital, 1 treasure need at least 5 cells, each on its own; the labyrinth has 4"},
		{name: "an unknown rules preset", args: []string{"--rules", "Expert"}, code: 1, stderrHas: `rules "Expert": neither a preset`},
		{name: "001 l.177 BASIC, with nothing to note", args: []string{"--seed", "3", "--rules", "basic"},
			stdoutHas: `"preset": "BASIC"`, quiet: true},
		{name: "001 l.189 CLASSIC, with nothing to note", args: []string{"--seed", "3", "--rules", "CLASSIC", "--width", "9"},
			stdoutHas: `"preset": "CLASSIC"`, quiet: true},
		{name: "004 l.3 Lives and money: on its usual 4x5 grid, with a casino", args: []string{"--seed", "3", "--rules", "lives and money"},
			stdout: generated(t, 4, 5, gen.Standard, &livesAndMoney, 3)},
		{name: "004 l.3 Lives and money at another size", args: []string{"--seed", "3", "--width", "6", "--rules", "Lives and money"},
			stdout: generated(t, 6, 6, gen.Standard, &livesAndMoney, 3)},
		{name: "001 l.119–172 a code string as the rules, saved as itself", args: []string{"--seed", "3", "--rules", "g2-f4-v1-t1-a2-h4-o3"},
			stdoutHas: `"preset": "G2-F4-V1-T1-A2-H34-O3"`},
		{name: "a missing file to fill", args: []string{"--fill", filepath.Join(dir, "none.json")}, code: 1, stderrHas: "no such file"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var stdout, stderr strings.Builder
			code := Run(append([]string{"gen"}, c.args...), nil, &stdout, &stderr)
			if code != c.code {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, c.code, stderr.String())
			}
			if c.stdout != "" && stdout.String() != c.stdout {
				t.Errorf("stdout differs from the generator's labyrinth:\n%s", stdout.String())
			}
			if !strings.Contains(stdout.String(), c.stdoutHas) {
				t.Errorf("stdout lacks %q:\n%s", c.stdoutHas, stdout.String())
			}
			if c.quiet && stderr.Len() > 0 {
				t.Errorf("stderr %q, want nothing", stderr.String())
			}
			if c.stderr != "" && stderr.String() != c.stderr {
				t.Errorf("stderr %q, want %q", stderr.String(), c.stderr)
			}
			if !strings.Contains(stderr.String(), c.stderrHas) {
				t.Errorf("stderr lacks %q:\n%s", c.stderrHas, stderr.String())
			}
			if c.code == 0 && !strings.HasPrefix(c.name, "help") {
				m, err := maze.Decode([]byte(stdout.String()))
				if err != nil {
					t.Fatalf("the output is no maze file: %v", err)
				}
				if rep := validate.Check(m, validate.Options{}); !rep.OK() {
					t.Errorf("the labyrinth is invalid: %v", rep.Errors())
				}
			}
		})
	}
}

func writeRules(t *testing.T, dir, text string) string {
	t.Helper()
	path := filepath.Join(dir, "rules.json")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestGenOutputFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "maze.json")
	var stdout, stderr strings.Builder
	if code := Run([]string{"gen", "--seed", "8", "-o", path}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if stdout.Len() != 0 || stderr.Len() != 0 {
		t.Errorf("with -o and a seed, nothing should be printed; got %q and %q", stdout.String(), stderr.String())
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != generated(t, 8, 8, gen.Standard, nil, 8) {
		t.Errorf("the file is not the generator's labyrinth:\n%s", data)
	}
	// A directory that does not exist is an error that names the file.
	stderr.Reset()
	bad := filepath.Join(dir, "no", "maze.json")
	if code := Run([]string{"gen", "--seed", "8", "-o", bad}, nil, &stdout, &stderr); code != 1 || !strings.Contains(stderr.String(), bad) {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
	// The printed seed makes the same labyrinth again.
	stdout.Reset()
	stderr.Reset()
	if code := Run([]string{"gen", "--width", "5"}, nil, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d", code)
	}
	seed := regexp.MustCompile(`seed (\d+)`).FindStringSubmatch(stderr.String())
	if seed == nil {
		t.Fatalf("no seed in %q", stderr.String())
	}
	var again strings.Builder
	Run([]string{"gen", "--width", "5", "--seed", seed[1]}, nil, &again, &stderr)
	if again.String() != stdout.String() {
		t.Errorf("seed %s does not give the same labyrinth again", seed[1])
	}
}

func TestAnalyze(t *testing.T) {
	sample := filepath.Join("..", "..", "assets", "mazes", "sample-5x5.json")
	data, err := os.ReadFile(sample)
	if err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(t.TempDir(), "missing.json")
	cases := []struct {
		name      string
		args      []string
		stdin     string
		code      int
		stdoutHas []string
		stderrHas string
	}{
		{name: "the sample", args: []string{sample}, stdoutHas: []string{
			`Analysis of "Sample 5x5"`,
			"Weaponries  every cell reaches a weaponry within 4 moves",
			"true (3,4): 4 moves to walk out, by (5,5) right",
			"Random-walk visits per cell",
			// The attractor check computes the walk's expected visits
			// (docs/generator.md, "Attractors"): (5,3) gets 10.03% of them,
			// just over the limit, which the sampled walk's noise hid.
			"The generator's goals (docs/generator.md): missed",
			"  every cell within 8 moves of a weaponry and of a hospital",
			"  missed: cell (5,3) gets 10.03% of the random walk's visits, more than 1/10",
		}},
		{name: "§8 rec. 4 a sample with an attractor", args: []string{filepath.Join("..", "..", "assets", "mazes", "square-6x6.json")}, stdoutHas: []string{
			"The generator's goals (docs/generator.md): missed",
			"  missed: cell (5,4) gets 17.19% of the random walk's visits, more than 1/10 (a strong attractor, §8 rec. 4)",
		}},
		{name: "from standard input", args: []string{"-"}, stdin: string(data), stdoutHas: []string{"5x5, 25 cells, diameter 8"}},
		{name: "a generated labyrinth meets the goals", args: []string{"-"}, stdin: generated(t, 9, 7, gen.Expert, nil, 5),
			stdoutHas: []string{"The generator's goals (docs/generator.md): met"}},
		{name: "a missing file", args: []string{missing}, code: 1, stderrHas: "labyrinth analyze: open " + missing},
		{name: "no file", args: nil, code: 2, stderrHas: "usage: labyrinth analyze FILE"},
		{name: "help", args: []string{"--help"}, stdoutHas: []string{"usage: labyrinth analyze FILE\n\nPrint the figures"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var stdout, stderr strings.Builder
			code := Run(append([]string{"analyze"}, c.args...), strings.NewReader(c.stdin), &stdout, &stderr)
			if code != c.code {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, c.code, stderr.String())
			}
			for _, want := range c.stdoutHas {
				if !strings.Contains(stdout.String(), want) {
					t.Errorf("stdout lacks %q:\n%s", want, stdout.String())
				}
			}
			if !strings.Contains(stderr.String(), c.stderrHas) {
				t.Errorf("stderr lacks %q:\n%s", c.stderrHas, stderr.String())
			}
		})
	}
}
