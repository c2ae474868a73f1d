package storage

import (
	"fmt"
	"os"
	"path/filepath"
)

// ConfigDir is the folder sub of Labyrinth's part of the user's
// configuration directory: labyrinth/SUB under os.UserConfigDir
// ($XDG_CONFIG_HOME or ~/.config on Linux, ~/Library/Application Support
// on macOS, %AppData% on Windows). purpose says what the folder keeps,
// for the message when there is no such directory ("no place to keep
// PURPOSE: …").
func ConfigDir(sub, purpose string) (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no place to keep %s: %w", purpose, err)
	}
	return filepath.Join(dir, "labyrinth", sub), nil
}
