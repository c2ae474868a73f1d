package cli

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
)

func TestOutputEscapesControlCharacters(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"plain text, é → ✓\n\tindented\n", "plain text, é → ✓\n\tindented\n"},
		{"\x1b[2J\x1b]0;pwned\x07", `\u001b[2J\u001b]0;pwned\u0007`},
		{"a\rb\x7f\x00", `a\u000db\u007f\u0000`},
		{"C1 \u009b31m", `C1 \u009b31m`},
		{"not UTF-8 \xff\xfe", `not UTF-8 \xff\xfe`},
	} {
		var b strings.Builder
		o := newOutput(&b)
		o.Write([]byte(c.in))
		if err := o.close(); err != nil || b.String() != c.want {
			t.Errorf("%q: wrote %q, want %q (%v)", c.in, b.String(), c.want, err)
		}
	}
}

// A character split between two writes (bufio flushes every 4 KB) is
// written whole, not escaped as two broken bytes.
func TestOutputJoinsSplitCharacters(t *testing.T) {
	text := []byte("é→✓ 𝄞")
	for cut := range len(text) + 1 {
		var b strings.Builder
		o := newOutput(&b)
		n1, _ := o.Write(text[:cut])
		n2, _ := o.Write(text[cut:])
		o.close()
		if b.String() != string(text) || n1+n2 != len(text) {
			t.Errorf("cut at %d: %q", cut, b.String())
		}
	}
	// An incomplete character at the very end is escaped.
	var b strings.Builder
	o := newOutput(&b)
	o.Write([]byte("x\xe2\x86"))
	o.close()
	if b.String() != `x\xe2\x86` {
		t.Errorf("%q", b.String())
	}
}

// A maze whose title holds escape sequences is shown, analysed and
// validated without one reaching the terminal.
func TestFileContentsNeverReachTheTerminalRaw(t *testing.T) {
	dir := t.TempDir()
	evil := variant(t, dir, "evil.json", `"title": "Sample 5x5"`, `"title": "\u001b]0;pwned\u0007\u001b[2J\u009b31mSample"`)
	for _, cmd := range []string{"show", "analyze", "validate"} {
		code, out, errs := run(t, "", cmd, evil)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", cmd, code, errs)
		}
		for _, r := range out + errs {
			if r < 0x20 && r != '\n' && r != '\t' || r >= 0x7f && r < 0xa0 {
				t.Fatalf("%s: control character %U in the output:\n%s", cmd, r, out)
			}
		}
		// show prints the title escaped, analyze quotes it.
		if cmd == "show" && !strings.Contains(out, `\x1b]0;pwned\a\x1b[2J\u009b31mSample`) ||
			cmd == "analyze" && !strings.Contains(out, `"\x1b]0;pwned\a\x1b[2J\u009b31mSample"`) {
			t.Errorf("%s: the title is not shown escaped:\n%s", cmd, out)
		}
	}
	// Nor may a title add lines of its own, or turn text around.
	lines := variant(t, dir, "lines.json", `"title": "Sample 5x5"`, `"title": "Sample\nlabyrinth validate: all fine\t\u202eevil"`)
	for _, cmd := range []string{"show", "analyze"} {
		_, out, _ := run(t, "", cmd, lines)
		if strings.Contains(out, "\nlabyrinth validate") || strings.ContainsRune(out, '\u202e') {
			t.Errorf("%s: the title wrote a line of its own or a bidirectional control:\n%s", cmd, out)
		}
	}
}

// errWriter fails every write, as a full disk does.
type errWriter struct{}

func (errWriter) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

// Every command reports a failed write to standard output and exits 1.
func TestFailedWritesAreReported(t *testing.T) {
	dir := t.TempDir()
	commands := [][]string{
		{"validate", sampleMaze},
		{"validate", "--players", "2", sampleMaze, sampleMaze},
		{"show", sampleMaze},
		{"analyze", sampleMaze},
		{"replay", "--maze", sampleMaze, "--script", sampleScript},
		{"replay", "--maze", sampleMaze, "--script", sampleScript, "--json"},
		{"gen", "--seed", "1"},
		{"gen", "--seed", "1", "-o", "-"},
		{"help"},
		{"help", "replay"},
		{"replay", "--help"},
	}
	for _, args := range commands {
		var stderr strings.Builder
		code := Run(args, nil, errWriter{}, &stderr)
		if code != 1 || !strings.Contains(stderr.String(), "cannot write to standard output: no space left on device") {
			t.Errorf("%v: exit %d, stderr %q", args, code, stderr.String())
		}
	}
	// gen -o writes its file; nothing goes to standard output.
	var stderr strings.Builder
	if code := Run([]string{"gen", "--seed", "1", "-o", filepath.Join(dir, "m.json")}, nil, errWriter{}, &stderr); code != 0 {
		t.Errorf("gen -o: exit %d: %s", code, stderr.String())
	}
	// On Linux, the same against the real device.
	if runtime.GOOS != "linux" {
		return
	}
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip(err)
	}
	defer full.Close()
	for _, args := range commands {
		var stderr strings.Builder
		if code := Run(args, nil, full, &stderr); code != 1 || !strings.Contains(stderr.String(), "cannot write to standard output") {
			t.Errorf("%v > /dev/full: exit %d, stderr %q", args, code, stderr.String())
		}
	}
}

// A replay stops playing once its output cannot be written, rather than
// playing a long script to the end for nothing.
func TestReplayStopsWhenOutputFails(t *testing.T) {
	var stderr strings.Builder
	src := &zerosAfter{text: longScript(1 << 20)}
	code := Run([]string{"replay", "--maze", sampleMaze, "--script", "-"}, src, errWriter{}, &stderr)
	if code != 1 || src.read > 64<<10 {
		t.Errorf("exit %d after reading %d bytes of the script: %s", code, src.read, stderr.String())
	}
}

// zerosAfter reads text, counting.
type zerosAfter struct {
	text []byte
	read int
}

func (z *zerosAfter) Read(p []byte) (int, error) {
	if z.read == len(z.text) {
		return 0, errors.New("EOF")
	}
	n := copy(p, z.text[z.read:])
	z.read += n
	return n, nil
}
