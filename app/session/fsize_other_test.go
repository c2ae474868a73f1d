//go:build !linux

package session

import "errors"

func ignoreFileSizeSignal() {}

func limitFileSize(uint64) (func(), error) { return nil, errors.ErrUnsupported }

func isFileTooLarge(error) bool { return false }
