package main

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/ui/drive"
)

// What the client sends is read back by the hook as the arguments given.
func TestLineQuotesEachArgument(t *testing.T) {
	c, err := drive.Parse(line([]string{"type", `Your "name"`, "a\\b\n\tc"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.Verb != "type" || c.Text != `Your "name"` || c.Input != "a\\b\n\tc" {
		t.Errorf("the hook read %+v", c)
	}
	c, err = drive.Parse(line([]string{"tap-cell", "3", "4"}))
	if err != nil || c.X != 3 || c.Y != 4 {
		t.Errorf("tap-cell 3 4 read as %+v, %v", c, err)
	}
}
