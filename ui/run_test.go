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

// "labyrinth dev-host" refuses a bad command line before any window or
// host exists.
func TestRunParsesTheDevHostCommand(t *testing.T) {
	cases := []struct {
		args []string
		code int
		out  string
	}{
		{[]string{"dev-host", "--help"}, 0, "usage: labyrinth dev-host"},
		{[]string{"dev-host", "--master", "robot"}, 2, `--master is human or computer, not "robot"`},
		{[]string{"dev-host", "--seats", "2", "--bots", "3"}, 2, "--bots is 0 to the number of seats"},
		{[]string{"dev-host", "--size", "99"}, 2, "--size is 3 to 30"},
		{[]string{"dev-host", "--colour"}, 2, "flag provided but not defined: -colour"},
	}
	for _, tc := range cases {
		var out, errOut strings.Builder
		code := Run(tc.args, func() fyne.App {
			t.Fatal("a window would open")
			return nil
		}, &out, &errOut)
		if code != tc.code || !strings.Contains(out.String()+errOut.String(), tc.out) {
			t.Errorf("Run(%q) = %d, %q %q; want %d and %q", tc.args, code, out.String(), errOut.String(), tc.code, tc.out)
		}
	}
	if !IsCommand("dev-host") {
		t.Error("dev-host does not open the window")
	}
}
