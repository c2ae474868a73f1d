// Package storage keeps the application's files safe on disk: maze files,
// notebooks and game journals are replaced atomically, so that a crash or a
// full disk in the middle of a save leaves either the old file or the new
// one, never a mixture or a truncated file.
package storage
