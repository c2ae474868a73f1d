package ui

import (
	"bufio"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/ui/drive"
)

// The window listens for the test hook only when LABYRINTH_DRIVE names a
// socket, and then answers on it about the screen on show.
func TestTheHookListensOnlyWhenAsked(t *testing.T) {
	_, w := newTestWindow(t)
	dir := t.TempDir()
	t.Setenv(drive.EnvVar, "")
	if s := startDriver(w); s != nil {
		s.Close()
		t.Fatal("the hook started without LABYRINTH_DRIVE")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("something was made without LABYRINTH_DRIVE: %v", entries)
	}
	sock := filepath.Join(dir, "drive.sock")
	t.Setenv(drive.EnvVar, sock)
	s := startDriver(w)
	if s == nil {
		t.Fatal("the hook did not start with LABYRINTH_DRIVE set")
	}
	defer s.Close()
	c, err := net.Dial("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(10 * time.Second))
	fmt.Fprintln(c, `wait "Solo practice" 5s`)
	answer, err := bufio.NewReader(c).ReadString('\n')
	if err != nil || answer != "ok\n" {
		t.Errorf("the hook answered %q, %v; want ok (the start screen shows Solo practice)", answer, err)
	}
}
