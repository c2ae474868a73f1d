package session

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// played is what a game looked like once a move was acknowledged.
type played struct {
	size              int // the journal's size then
	snapshot          string
	round, statements int
	over              bool
}

func snapshotOf(t *testing.T, s *Session) string {
	t.Helper()
	var snap []byte
	var err error
	s.With(func(g *game.Game) { snap, err = g.Snapshot() })
	if err != nil {
		t.Fatal(err)
	}
	return string(snap)
}

func newSavedSolo(t *testing.T, path string) *Session {
	t.Helper()
	start := maze.At(1, 0)
	m := smallMaze(t)
	m.Title = "Small"
	s, _, err := NewSolo(Solo{Maze: m, Rules: rules.Reference(), Seed: 3, Player: "Ann", Start: &start, Journal: path})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// playRecorded plays a game saved at path and returns it as it was after
// the opening and after each acknowledged statement, with the whole file.
func playRecorded(t *testing.T, path string) ([]played, []byte) {
	t.Helper()
	s := newSavedSolo(t, path)
	defer s.Close()
	var states []played
	statements := 0
	record := func() {
		info, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		var round int
		var over bool
		s.With(func(g *game.Game) { round, over = g.Round(), g.Phase() == game.Over })
		states = append(states, played{size: int(info.Size()), snapshot: snapshotOf(t, s), round: round, statements: statements, over: over})
	}
	record()
	for _, m := range []string{"go right", "status", "new cell (1,1)", "go left", "shoot down, go down", "go by the loop", "status", "go up"} {
		if _, err := s.Say(SoloSeat, m); err != nil {
			continue // refused: not journaled, changes nothing
		}
		statements++
		record()
	}
	if len(states) < 6 {
		t.Fatalf("only %d statements were accepted", len(states)-1)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return states, data
}

// TestJournalCutAtEveryByte: a crash can stop the journal at any byte.
// Whatever is left, Resume gives exactly the game as it was after the last
// acknowledged statement, the list of saved games says the same, and
// listing changes nothing.
func TestJournalCutAtEveryByte(t *testing.T) {
	states, data := playRecorded(t, filepath.Join(t.TempDir(), "played.journal"))
	header := bytes.IndexByte(data, '\n') + 1
	opening := states[0].size
	if opening <= header {
		t.Fatal("the opening is written with the header")
	}
	for off := 0; off <= len(data); off++ {
		dir := t.TempDir()
		path := filepath.Join(dir, "solo-20260314-153000.journal")
		cut := data[:off]
		if err := os.WriteFile(path, cut, 0o644); err != nil {
			t.Fatal(err)
		}
		list, err := ListSaved(dir)
		if err != nil || len(list) != 1 {
			t.Fatalf("offset %d: %+v %v", off, list, err)
		}
		listed := list[0]
		last, offered := LastUnfinished(list)
		if got, _ := os.ReadFile(path); !bytes.Equal(got, cut) {
			t.Fatalf("offset %d: listing changed the file", off)
		}
		s, err := Resume(path)
		var want *played
		for i := range states {
			if states[i].size <= off {
				want = &states[i]
			}
		}
		switch {
		case off < header:
			// No whole header: not a journal (the atomic create never
			// leaves this; a file cut by other means reads so).
			if err == nil || listed.Err == nil || offered {
				t.Fatalf("offset %d: resumed %v, listed %+v", off, err, listed)
			}
			if got, _ := os.ReadFile(path); !bytes.Equal(got, cut) {
				t.Fatalf("offset %d: a failed resume changed the file", off)
			}
			continue
		case want == nil:
			// Header but no whole opening (again never left by the
			// atomic create): a game that never began, listed as such.
			if err != nil || !errors.Is(listed.Err, ErrNotBegun) || offered {
				t.Fatalf("offset %d: resumed %v, listed %+v", off, err, listed)
			}
			s.Close()
			continue
		}
		if err != nil {
			t.Fatalf("offset %d: %v", off, err)
		}
		if got := snapshotOf(t, s); got != want.snapshot {
			t.Fatalf("offset %d: resumed a game other than the one of the last acknowledged statement (%d bytes)", off, want.size)
		}
		if listed.Err != nil || listed.Round != want.round || listed.Statements != want.statements || listed.Over != want.over {
			t.Fatalf("offset %d: listed %+v, want round %d, %d statements", off, listed, want.round, want.statements)
		}
		if offered != !want.over || (offered && last.Path != path) {
			t.Fatalf("offset %d: offered to continue: %v %+v", off, offered, last)
		}
		if got, _ := os.ReadFile(path); !bytes.Equal(got, data[:want.size]) {
			t.Fatalf("offset %d: after resuming the file holds %d bytes, want the %d acknowledged", off, len(got), want.size)
		}
		// Play goes on after the repaired end, and reads back.
		if _, err := s.Say(SoloSeat, "status"); err != nil && !want.over {
			t.Fatalf("offset %d: %v", off, err)
		}
		after := snapshotOf(t, s)
		s.Close()
		r, err := Resume(path)
		if err != nil {
			t.Fatalf("offset %d: after a statement: %v", off, err)
		}
		if snapshotOf(t, r) != after {
			t.Fatalf("offset %d: the statement after resuming did not read back", off)
		}
		r.Close()
	}
}

// TestJournalGarbledLastLine: a crash while a line was being flushed can
// leave it whole in length but not in content (power loss leaves zeros).
// Such a last line is dropped; the same garbage before the last line is an
// error, and then nothing is changed.
func TestJournalGarbledLastLine(t *testing.T) {
	states, data := playRecorded(t, filepath.Join(t.TempDir(), "played.journal"))
	last := states[len(states)-1]
	path := filepath.Join(t.TempDir(), "garbled.journal")
	garbled := append(append([]byte(nil), data...), "{\"cmd\":\"say\",\x00\x00\x00\x00\n"...)
	os.WriteFile(path, garbled, 0o644)
	list, _ := ListSaved(filepath.Dir(path))
	if len(list) != 1 || list[0].Err != nil || list[0].Statements != last.statements {
		t.Fatalf("%+v", list)
	}
	s, err := Resume(path)
	if err != nil {
		t.Fatal(err)
	}
	if snapshotOf(t, s) != last.snapshot {
		t.Fatal("the garbled line changed the game")
	}
	s.Close()
	if got, _ := os.ReadFile(path); !bytes.Equal(got, data) {
		t.Fatal("the garbled last line is still there")
	}

	// Not the last line: an error, and the file stays as it was, torn end
	// included.
	lines := bytes.SplitAfter(data, []byte("\n"))
	bad := bytes.Join([][]byte{lines[0], lines[1], []byte("\x00\x00\x00\n"), lines[2], []byte(`{"cmd":"sa`)}, nil)
	os.WriteFile(path, bad, 0o644)
	if _, err := Resume(path); err == nil || !strings.Contains(err.Error(), "line 3") {
		t.Fatalf("%v", err)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, bad) {
		t.Fatal("a failed resume changed the file")
	}
	if list, _ := ListSaved(filepath.Dir(path)); len(list) != 1 || list[0].Err == nil || !strings.Contains(list[0].Err.Error(), "line 3") {
		t.Fatalf("the list disagrees with Resume: %+v", list)
	}
}

// TestResumeFailureChangesNothing: a journal that does not read back is
// refused and left byte for byte as it was, whatever it holds; a file that
// is not a journal at all is never emptied.
func TestResumeFailureChangesNothing(t *testing.T) {
	_, data := playRecorded(t, filepath.Join(t.TempDir(), "played.journal"))
	lines := bytes.SplitAfter(data, []byte("\n"))
	refused := bytes.Join([][]byte{lines[0], lines[1], lines[2], []byte(`{"cmd":"begin"}` + "\n"), lines[3], []byte(`{"cmd":"say","player":"Ann","te`)}, nil)
	unknown := bytes.Join([][]byte{lines[0], lines[1], lines[2], []byte(`{"cmd":"say","player":"Bob","text":"status"}` + "\n"), []byte(`{"cmd`)}, nil)
	for name, content := range map[string][]byte{
		"a refused command, then a torn line": refused,
		"an unknown player":                   unknown,
		"text":                                []byte("these are my notes\nabout the game\nand more"),
		"one line of text":                    []byte("not a journal"),
		"JSON":                                []byte(`{"format":"labyrinth-maze","version":1}` + "\n" + `{"x":`),
		"binary":                              {0x89, 'P', 'N', 'G', 0, 0, '\n', 1, 2, 3},
		"empty":                               {},
		"a newer version":                     bytes.Replace(data, []byte(`"version":1`), []byte(`"version":99`), 1),
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "game.journal")
			if err := os.WriteFile(path, content, 0o600); err != nil {
				t.Fatal(err)
			}
			s, err := Resume(path)
			if err == nil {
				s.Close()
				t.Fatal("resumed")
			}
			if !strings.HasPrefix(err.Error(), path+": ") {
				t.Errorf("the error does not name the file: %v", err)
			}
			got, _ := os.ReadFile(path)
			if !bytes.Equal(got, content) {
				t.Fatalf("the file changed: %q", got)
			}
			if info, _ := os.Stat(path); info.Mode().Perm() != 0o600 {
				t.Errorf("mode changed: %v", info.Mode())
			}
			list, _ := ListSaved(dir)
			if len(list) != 1 || list[0].Err == nil {
				t.Fatalf("listed as readable: %+v", list)
			}
			if _, ok := LastUnfinished(list); ok {
				t.Fatal("offered to continue")
			}
			// And Resume is still refused: nothing was "repaired".
			if s, err := Resume(path); err == nil {
				s.Close()
				t.Fatal("resumed the second time")
			}
		})
	}
}

// TestJournalTooLarge: a journal past the limit is refused unread, with a
// message saying why (storage tests that a pipe or a device is refused
// too, without hanging).
func TestJournalTooLarge(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "huge.journal")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	f.Truncate(MaxJournal + 1) // sparse: no disk used
	f.Close()
	want := path + ": larger than 96 MB, the most a game journal can hold"
	if _, err := Resume(path); err == nil || err.Error() != want {
		t.Fatalf("%v", err)
	}
	if list, _ := ListSaved(dir); len(list) != 1 || list[0].Err == nil || list[0].Err.Error() != want {
		t.Fatalf("%+v", list)
	}
	if info, _ := os.Stat(path); info.Size() != MaxJournal+1 {
		t.Fatal("the file changed")
	}
}

// TestNewGameJournalHasBegun: a new game's journal appears with its opening,
// at once: there is no moment when the file holds a game not begun.
func TestNewGameJournalHasBegun(t *testing.T) {
	path := filepath.Join(t.TempDir(), "new.journal")
	s := newSavedSolo(t, path)
	defer s.Close()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) != 3 || lines[1] != `{"cmd":"choose_start","player":"Ann","cell":[2,1]}` || lines[2] != `{"cmd":"begin"}` {
		t.Fatalf("the journal of a new game: %q", lines[1:])
	}
	// An opening the game refuses makes no file.
	bad := filepath.Join(t.TempDir(), "bad.journal")
	outside := maze.At(9, 9)
	if _, _, err := NewSolo(Solo{Maze: smallMaze(t), Rules: rules.Reference(), Start: &outside, Journal: bad}); err == nil {
		t.Fatal("started outside the maze")
	}
	if _, err := os.Stat(bad); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("a refused opening left a file: %v", err)
	}
	// Never over an existing file.
	if _, _, err := NewSolo(Solo{Maze: smallMaze(t), Rules: rules.Reference(), Journal: path}); err == nil {
		t.Fatal("a new game replaced a saved one")
	}
}

// TestTwoOpenersInOneProcess: while a game is open, opening it again is
// refused with a message naming it, and the first goes on unharmed.
func TestTwoOpenersInOneProcess(t *testing.T) {
	path := filepath.Join(t.TempDir(), "solo-20260314-153000.journal")
	first := newSavedSolo(t, path)
	if _, err := first.Say(SoloSeat, "go right"); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(path)
	second, err := Resume(path)
	if err == nil {
		second.Close()
		t.Fatal("a second session opened the game")
	}
	var inUse *InUseError
	if !errors.Is(err, ErrInUse) || !errors.As(err, &inUse) || err.Error() != `"Small" (solo-20260314-153000.journal) is open in another window: close it there to continue it here` {
		t.Fatalf("%v", err)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, before) {
		t.Fatal("the refused opener wrote")
	}
	list, _ := ListSaved(filepath.Dir(path))
	if len(list) != 1 || list[0].Err != nil || list[0].Statements != 1 {
		t.Fatalf("a game open elsewhere is listed as it stands: %+v", list)
	}
	if _, err := first.Say(SoloSeat, "go left"); err != nil {
		t.Fatal(err)
	}
	want := snapshotOf(t, first)
	first.Close()
	again, err := Resume(path)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if snapshotOf(t, again) != want {
		t.Fatal("the first session's moves are not all there")
	}
}

// The helper process: TestHelperProcess does nothing in a normal run; the
// tests below start the test binary again with helperEnv set to run one of
// these roles in a process of its own.
const helperEnv = "LABYRINTH_SESSION_TEST_HELPER"

func TestHelperProcess(t *testing.T) {
	role := os.Getenv(helperEnv)
	if role == "" {
		return
	}
	path := os.Getenv(helperEnv + "_PATH")
	var err error
	switch role {
	case "hold":
		err = holdGame(path)
	case "fsize":
		err = playUnderFileSizeLimit(t, path)
	default:
		err = fmt.Errorf("unknown role %q", role)
	}
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	os.Exit(0)
}

// helper starts this test binary as a helper process in role.
func helper(t *testing.T, role, path string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$", "-test.count=1")
	cmd.Env = append(os.Environ(), helperEnv+"="+role, helperEnv+"_PATH="+path)
	cmd.Stderr = os.Stderr
	return cmd
}

// holdGame resumes the game, says so, waits for a line on standard input,
// plays "go left", and exits without closing anything.
func holdGame(path string) error {
	s, err := Resume(path)
	if err != nil {
		return err
	}
	fmt.Println("holding")
	if _, err := bufio.NewReader(os.Stdin).ReadString('\n'); err != nil {
		return err
	}
	if _, err := s.Say(SoloSeat, "go left"); err != nil {
		return err
	}
	fmt.Println("played")
	return nil
}

// TestTwoOpenersInTwoProcesses: a game another program plays is refused
// here, nothing is written, and the other program goes on unharmed.
func TestTwoOpenersInTwoProcesses(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the lock past the end is tested on Windows by hand")
	}
	path := filepath.Join(t.TempDir(), "shared.journal")
	s := newSavedSolo(t, path)
	if _, err := s.Say(SoloSeat, "go right"); err != nil {
		t.Fatal(err)
	}
	s.Close()

	cmd := helper(t, "hold", path)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	out := bufio.NewReader(stdout)
	if line, err := out.ReadString('\n'); line != "holding\n" {
		t.Fatalf("the helper says %q %v", line, err)
	}
	before, _ := os.ReadFile(path)
	if r, err := Resume(path); !errors.Is(err, ErrInUse) {
		if err == nil {
			r.Close()
		}
		t.Fatalf("the game another program plays was opened: %v", err)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, before) {
		t.Fatal("the refused opener wrote")
	}
	io.WriteString(stdin, "go\n")
	if line, _ := out.ReadString('\n'); line != "played\n" {
		t.Fatalf("the helper says %q", line)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	r, err := Resume(path)
	if err != nil {
		t.Fatalf("once the other program is gone: %v", err)
	}
	defer r.Close()
	var said []string
	for _, e := range r.Events(game.Master) {
		if e.Code == game.Said {
			said = append(said, e.Move.String())
		}
	}
	if strings.Join(said, "; ") != "go right; go left" {
		t.Fatalf("the other program's move is lost: %q", said)
	}
}

// fsizeReport is what the file-size helper tells the test.
type fsizeReport struct {
	Acknowledged []string
	Refused      []string
	Snapshot     string
}

// TestFailedAppendUnderFileSizeLimit: a move whose line cannot be written
// whole (the process's file-size limit, like a full disk, stops the write
// part-way) is not played and leaves nothing in the journal; the moves
// after it are saved, and the game resumes with every acknowledged move.
func TestFailedAppendUnderFileSizeLimit(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("RLIMIT_FSIZE and EFBIG as on Linux")
	}
	path := filepath.Join(t.TempDir(), "limited.journal")
	cmd := helper(t, "fsize", path)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	var rep fsizeReport
	if err := json.Unmarshal(out[bytes.LastIndexByte(bytes.TrimSpace(out), '\n')+1:], &rep); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if len(rep.Refused) != 3 || len(rep.Acknowledged) != 4 {
		t.Fatalf("%+v", rep)
	}
	data, _ := os.ReadFile(path)
	r, err := Resume(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if after, _ := os.ReadFile(path); !bytes.Equal(after, data) {
		t.Fatal("the journal needed repairing: the failed append left debris")
	}
	if snapshotOf(t, r) != rep.Snapshot {
		t.Fatal("the resumed game is not the one played")
	}
	list, _ := ListSaved(filepath.Dir(path))
	if len(list) != 1 || list[0].Statements != len(rep.Acknowledged) {
		t.Fatalf("resumed with %+v, acknowledged %q", list, rep.Acknowledged)
	}
}

// playUnderFileSizeLimit plays a game whose journal is at path, lowering the
// file-size limit so that two statements cannot be saved, and prints a
// fsizeReport.
func playUnderFileSizeLimit(t *testing.T, path string) error {
	ignoreFileSizeSignal()
	s := newSavedSolo(t, path)
	var rep fsizeReport
	say := func(m string) error {
		before := snapshotOf(t, s)
		events := len(s.Events(game.Master))
		if _, err := s.Say(SoloSeat, m); err != nil {
			if !strings.Contains(err.Error(), "the move could not be saved, so it was not played") || !isFileTooLarge(err) {
				return fmt.Errorf("%s: %v", m, err)
			}
			if snapshotOf(t, s) != before || len(s.Events(game.Master)) != events {
				return fmt.Errorf("%s: refused but played", m)
			}
			rep.Refused = append(rep.Refused, m)
			return nil
		}
		rep.Acknowledged = append(rep.Acknowledged, m)
		return nil
	}
	limited := func(m string) error {
		info, err := os.Stat(path)
		if err != nil {
			return err
		}
		// Room for part of the line: the write stops in its middle.
		restore, err := limitFileSize(uint64(info.Size()) + 5)
		if err != nil {
			return err
		}
		defer restore()
		return say(m)
	}
	steps := []func() error{
		func() error { return say("go right") },
		func() error { return limited("shoot down, go down") },
		func() error { return say("status") },
		func() error { return say("go left") },
		func() error { return limited("go right") },
		func() error { return limited("go right") },
		func() error { return say("status") },
	}
	for _, step := range steps {
		if err := step(); err != nil {
			return err
		}
	}
	rep.Snapshot = snapshotOf(t, s)
	out, err := json.Marshal(rep)
	if err != nil {
		return err
	}
	fmt.Printf("\n%s\n", out)
	return nil
}
