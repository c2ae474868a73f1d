package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

func TestRunParsesTheEditCommand(t *testing.T) {
	cases := []struct {
		name string
		args []string
		code int
		out  string
	}{
		{"help", []string{"edit", "--help"}, 0, "usage: labyrinth edit [FILE]"},
		{"two files", []string{"edit", "a.json", "b.json"}, 2, "one maze file at a time"},
		{"unknown option", []string{"edit", "--zoom"}, 2, "unknown option --zoom"},
		{"missing file", []string{"edit", filepath.Join(t.TempDir(), "none.json")}, 1, "none.json"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut strings.Builder
			code := Run(tc.args, func() fyne.App {
				t.Fatal("a window would open")
				return nil
			}, &out, &errOut)
			if code != tc.code || !strings.Contains(out.String()+errOut.String(), tc.out) {
				t.Errorf("Run(%q) = %d, %q %q; want %d and %q", tc.args, code, out.String(), errOut.String(), tc.code, tc.out)
			}
		})
	}
	if !IsCommand("edit") || !IsCommand("solo") || IsCommand("validate") {
		t.Error("IsCommand: edit and solo open the window, validate does not")
	}
}
