//go:build !(darwin || dragonfly || freebsd || linux || netbsd || openbsd || windows)

package storage

import "os"

// lockFile does nothing where no file lock is known to work: there, two
// windows can still open one game.
func lockFile(*os.File) error { return nil }
