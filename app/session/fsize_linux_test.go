package session

import (
	"errors"
	"os/signal"
	"syscall"
)

// ignoreFileSizeSignal lets a write past the file-size limit return EFBIG
// instead of killing the process with SIGXFSZ.
func ignoreFileSizeSignal() { signal.Ignore(syscall.SIGXFSZ) }

// limitFileSize lowers the process's file-size limit to max bytes and
// returns what lifts it again.
func limitFileSize(max uint64) (restore func(), err error) {
	var old syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
		return nil, err
	}
	limited := syscall.Rlimit{Cur: max, Max: old.Max}
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &limited); err != nil {
		return nil, err
	}
	return func() { syscall.Setrlimit(syscall.RLIMIT_FSIZE, &old) }, nil
}

func isFileTooLarge(err error) bool { return errors.Is(err, syscall.EFBIG) }
