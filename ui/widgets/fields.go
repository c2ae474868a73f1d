package widgets

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/widget"
)

// IntEntry is an entry for a whole number.
func IntEntry(v int) *widget.Entry {
	en := widget.NewEntry()
	en.SetText(strconv.Itoa(v))
	return en // ReadInt says what is wrong, once the form is submitted
}

// ReadInt reads a whole number between lo and hi from an entry.
func ReadInt(en *widget.Entry, what string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(en.Text))
	if err != nil {
		return 0, fmt.Errorf("%s: %q is not a whole number", what, en.Text)
	}
	if n < lo || n > hi {
		return 0, fmt.Errorf("%s: %d is out of range (%d to %d)", what, n, lo, hi)
	}
	return n, nil
}
