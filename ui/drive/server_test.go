package drive

import (
	"bufio"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestNothingListensWithoutTheVariable(t *testing.T) {
	f := newFixture(t)
	dir := t.TempDir()
	t.Chdir(dir)
	t.Setenv(EnvVar, "")
	s, err := FromEnv(f.w)
	if s != nil || err != nil {
		t.Fatalf("FromEnv with %s empty = %v, %v; want nothing", EnvVar, s, err)
	}
	os.Unsetenv(EnvVar)
	s, err = FromEnv(f.w)
	if s != nil || err != nil {
		t.Fatalf("FromEnv with %s unset = %v, %v; want nothing", EnvVar, s, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("FromEnv made %v", entries)
	}
}

// session is a client connection to a server.
type session struct {
	t  *testing.T
	c  net.Conn
	rd *bufio.Reader
}

func dial(t *testing.T, path string) *session {
	t.Helper()
	c, err := net.Dial("unix", path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	c.SetDeadline(time.Now().Add(10 * time.Second))
	return &session{t: t, c: c, rd: bufio.NewReader(c)}
}

// send writes a line and reads its answer: the data lines and the last.
func (s *session) send(line string) (data []string, last string) {
	s.t.Helper()
	if _, err := s.c.Write([]byte(line + "\n")); err != nil {
		s.t.Fatal(err)
	}
	for {
		l, err := s.rd.ReadString('\n')
		if err != nil {
			s.t.Fatalf("after %q: %v", line, err)
		}
		l = strings.TrimSuffix(l, "\n")
		if d, ok := strings.CutPrefix(l, "| "); ok {
			data = append(data, d)
			continue
		}
		return data, l
	}
}

func TestServerAnswersOnItsSocket(t *testing.T) {
	f := newFixture(t)
	path := filepath.Join(t.TempDir(), "drive.sock")
	t.Setenv(EnvVar, path)
	s, err := FromEnv(f.w)
	if err != nil || s == nil {
		t.Fatalf("FromEnv: %v, %v", s, err)
	}
	defer s.Close()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode()&os.ModeSocket == 0 || fi.Mode().Perm() != 0o600 {
		t.Errorf("the socket's mode is %v, want a socket for this user alone", fi.Mode())
	}
	c := dial(t, path)
	if _, last := c.send(`click "Host a game"`); last != "ok" || f.hosted != 1 {
		t.Errorf("click answered %q and pressed %d times", last, f.hosted)
	}
	// Blank lines and comments get no answer: the next answer is title's.
	c.c.Write([]byte("\n# a comment\n"))
	f.w.SetTitle("Labyrinth")
	if data, last := c.send("title"); last != "ok" || len(data) != 1 || data[0] != "Labyrinth" {
		t.Errorf("title answered %q, %q", data, last)
	}
	if _, last := c.send(`click "Join a game"`); !strings.HasPrefix(last, `error: nothing shows "Join a game"`) {
		t.Errorf("a click on nothing answered %q", last)
	}
	if _, last := c.send(`clack`); last != `error: unknown command "clack"; the commands are click, type, choose, key, wait, gone, tap-cell, screenshot, dump, title` {
		t.Errorf("an unknown command answered %q", last)
	}
	if data, last := c.send("dump"); last != "ok" || !strings.Contains(strings.Join(data, "\n"), "button: Host a game") {
		t.Errorf("dump answered %q, %q", data, last)
	}
	// A second client at the same time.
	if _, last := dial(t, path).send(`wait "Waiting"`); last != "ok" {
		t.Errorf("a second connection's wait answered %q", last)
	}
	// A line too long ends the connection with a message.
	c.c.Write([]byte(strings.Repeat("x", MaxLine+10) + "\n"))
	l, _ := c.rd.ReadString('\n')
	if !strings.Contains(l, "error: a line longer than 4096 bytes; closing") {
		t.Errorf("a line too long answered %q", l)
	}
	if _, err := c.rd.ReadString('\n'); err == nil {
		t.Error("the connection stayed open after a line too long")
	}
	if err := s.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if _, err := os.Lstat(path); !os.IsNotExist(err) {
		t.Errorf("the socket is still there after Close: %v", err)
	}
}

func TestListenReplacesAStaleSocketOnly(t *testing.T) {
	f := newFixture(t)
	dir := t.TempDir()
	stale := filepath.Join(dir, "stale.sock")
	ln, err := net.Listen("unix", stale)
	if err != nil {
		t.Fatal(err)
	}
	ln.(*net.UnixListener).SetUnlinkOnClose(false)
	ln.Close()
	s, err := Listen(stale, New(f.w))
	if err != nil {
		t.Fatalf("Listen over a stale socket: %v", err)
	}
	s.Close()
	file := filepath.Join(dir, "notes.txt")
	os.WriteFile(file, []byte("mine"), 0o644)
	if _, err := Listen(file, New(f.w)); err == nil || !strings.Contains(err.Error(), "a file that is not a socket is there already") {
		t.Errorf("Listen over a file: %v", err)
	}
	if b, _ := os.ReadFile(file); string(b) != "mine" {
		t.Error("Listen touched a file that is not a socket")
	}
}
