package cli

import (
	"fmt"
	"os"
	"testing"
)

// TestMain gives the tests a configuration directory of their own: --rules
// looks up the configurations saved there (app/rulebook), and the user's
// own must neither change what the tests see nor be touched by them.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "labyrinth-cli-config-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv("XDG_CONFIG_HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
