package storage

import (
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestConfigDir(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the configuration directory is found from $XDG_CONFIG_HOME on Linux")
	}
	base := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", base)
	got, err := ConfigDir("rules", "rules configurations")
	if err != nil || got != filepath.Join(base, "labyrinth", "rules") {
		t.Fatalf("ConfigDir = %q, %v; want %q", got, err, filepath.Join(base, "labyrinth", "rules"))
	}
	t.Setenv("XDG_CONFIG_HOME", "")
	t.Setenv("HOME", "")
	if _, err := ConfigDir("tickets", "the seats' tickets"); err == nil || !strings.HasPrefix(err.Error(), "no place to keep the seats' tickets: ") {
		t.Fatalf("without a home, ConfigDir says %v", err)
	}
}
