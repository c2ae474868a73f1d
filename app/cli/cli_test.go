package cli

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestHelp(t *testing.T) {
	code, out, errs := run(t, "", "help")
	if code != 0 || !strings.Contains(out, "Commands without a window:") || errs != "" {
		t.Errorf("help: exit %d: %s%s", code, out, errs)
	}
	code, out, _ = run(t, "", "help", "validate")
	if code != 0 || !strings.HasPrefix(out, "usage: labyrinth validate ") {
		t.Errorf("help validate: exit %d: %s", code, out)
	}
	code, out, _ = run(t, "", "help", "solo")
	if code != 0 || !strings.Contains(out, "labyrinth solo [--maze FILE") || !strings.Contains(out, `"labyrinth solo --help"`) {
		t.Errorf("help solo: exit %d: %s", code, out)
	}
	// An unknown command is an error that lists the commands.
	code, out, errs = run(t, "", "help", "NOSUCH")
	if code != 2 || out != "" || !strings.HasPrefix(errs, `labyrinth help: unknown command "NOSUCH"`) || !strings.Contains(errs, "validate") || !strings.Contains(errs, "edit") {
		t.Errorf("help NOSUCH: exit %d, stdout %q, stderr %s", code, out, errs)
	}
	code, _, errs = run(t, "", "help", "show", "replay")
	if code != 2 || !strings.Contains(errs, "one command at a time") {
		t.Errorf("help with two commands: exit %d: %s", code, errs)
	}
}

func TestValidatePlayersRange(t *testing.T) {
	for _, c := range []struct{ players, want string }{
		{"-3", "labyrinth validate: --players -3: must be between 0 and 99"},
		{"99999999999", "labyrinth validate: --players 99999999999: must be between 0 and 99"},
		{"100", "--players 100: must be between 0 and 99"},
		{"999999999999999999999", `invalid value "999999999999999999999" for flag -players: value out of range`},
	} {
		code, _, errs := run(t, "", "validate", "--players", c.players, sampleMaze)
		if code != 2 || !strings.Contains(errs, c.want) || !strings.Contains(errs, "usage: labyrinth validate") {
			t.Errorf("--players %s: exit %d: %s", c.players, code, errs)
		}
	}
	code, _, errs := run(t, "", "validate")
	if code != 2 || !strings.HasPrefix(errs, "labyrinth validate: no maze file given") {
		t.Errorf("no file: exit %d: %s", code, errs)
	}
	code, _, errs = run(t, "", "gen", "--players", "99999999999")
	if code != 2 || !strings.Contains(errs, "--players 99999999999: must be between 0 and 99") {
		t.Errorf("gen: exit %d: %s", code, errs)
	}
}

func TestGenRefusesWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	code, _, errs := run(t, "", "gen", "--seed", "1", "-o", dir)
	if code != 1 || !strings.Contains(errs, "a directory") {
		t.Errorf("-o DIR: exit %d: %s", code, errs)
	}
	// -o - is standard output.
	code, out, _ := run(t, "", "gen", "--seed", "1", "-o", "-")
	_, want, _ := run(t, "", "gen", "--seed", "1")
	if code != 0 || out != want || !strings.HasPrefix(out, "{") {
		t.Errorf("-o -: exit %d: %.60s", code, out)
	}
	// A symbolic link is followed: the file it names is written, the link
	// stays.
	target := filepath.Join(dir, "target.json")
	os.WriteFile(target, []byte("old"), 0o644)
	link := filepath.Join(dir, "link.json")
	if err := os.Symlink(target, link); err == nil {
		if code, _, errs := run(t, "", "gen", "--seed", "1", "-o", link); code != 0 {
			t.Fatalf("-o LINK: exit %d: %s", code, errs)
		}
		data, _ := os.ReadFile(target)
		info, _ := os.Lstat(link)
		if string(data) != want || info.Mode()&os.ModeSymlink == 0 {
			t.Errorf("-o LINK: target %.20q, link mode %v", data, info.Mode())
		}
	}
	if runtime.GOOS != "linux" {
		return
	}
	before, err := os.Stat("/dev/null")
	if err != nil {
		t.Skip(err)
	}
	code, _, errs = run(t, "", "gen", "--seed", "1", "-o", "/dev/null")
	if code != 1 || !strings.Contains(errs, "-o /dev/null: not a regular file (a character device)") {
		t.Errorf("-o /dev/null: exit %d: %s", code, errs)
	}
	if after, err := os.Stat("/dev/null"); err != nil || after.Mode() != before.Mode() {
		t.Fatalf("/dev/null changed: %v", err)
	}
}
