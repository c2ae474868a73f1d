package maze

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// largestPlan is the plan MaxFileSize is derived from: the most of
// everything the format holds. Every cell is a weaponry with every good in
// its stock (version 2), which takes more than a pit token of ten
// characters in every cell (version 1's largest).
func largestPlan() *Maze {
	m, _ := NewFloors(MaxSide, MaxSide, MaxFloors)
	for i := range m.cells {
		m.cells[i] = Cell{Kind: Weaponry, Stock: AllGoods}
	}
	const n = MaxItemCount
	for i := range m.cells {
		p := m.PosOf(i)
		for _, d := range Dirs {
			if m.IsOuter(p, d) {
				m.setSide(p, d, Wall)
				m.SetLocked(p, d, true)
			} else {
				m.setSide(p, d, Solid)
				m.SetWindow(p, d, true)
			}
		}
		m.SetStairs(p, true)
		m.Treasures = append(m.Treasures, Treasure{At: p, True: true})
		m.Piles = append(m.Piles, Pile{At: p, Items: Items{n, n, n, n, n, n, n, n}})
	}
	far := Pos{X: MaxSide - 1, Y: MaxSide - 1, Floor: MaxFloors - 1}
	for range MaxKeys {
		m.Keys = append(m.Keys, far)
	}
	path := make([]Dir, MaxPath)
	for i := range path {
		path[i] = Right // the longest name
	}
	for range MaxCreatures {
		m.Creatures = append(m.Creatures, Creature{Kind: Leprechaun, At: far, Path: path})
	}
	r := rules.Reference()
	r.Preset = "" // written in full
	m.Rules = &r
	return m
}

// TestMaxFileSize checks the derivation in MaxFileSize's comment: the
// largest plan fits in largestCanonical as Encode writes it, and in
// MaxFileSize laid out with every number on its own line and tabs for
// indentation; and it reads back.
func TestMaxFileSize(t *testing.T) {
	if raceOn {
		t.Skip("the unit tests build the largest plan; under the race detector it takes seconds and shares no memory")
	}
	data, err := Encode(largestPlan())
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > largestCanonical || len(data) < largestCanonical-1<<20 {
		t.Fatalf("the largest plan takes %d bytes; largestCanonical (%d) should be that rounded up to a megabyte", len(data), largestCanonical)
	}
	var wide bytes.Buffer
	if err := json.Indent(&wide, data, "", "\t"); err != nil {
		t.Fatal(err)
	}
	if wide.Len() > MaxFileSize {
		t.Fatalf("laid out by a JSON tool the largest plan takes %d bytes, more than MaxFileSize %d", wide.Len(), MaxFileSize)
	}
	t.Logf("largest plan: %d bytes canonical, %d indented", len(data), wide.Len())
	m, err := Decode(wide.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Piles) != m.Len() {
		t.Fatalf("%d piles read back", len(m.Piles))
	}
}

func TestDecodeRefusesMoreThanMaxFileSize(t *testing.T) {
	data := make([]byte, MaxFileSize+1)
	copy(data, "{")
	_, err := Decode(data)
	if !errors.Is(err, ErrTooLarge) {
		t.Fatalf("error %v", err)
	}
	if msg := err.Error(); !strings.HasPrefix(msg, "larger than 80 MB, the most a maze file can take (the largest plan, 100x100 cells on 10 floors, takes 49 MB)") {
		t.Fatalf("message %q", msg)
	}
}

// Encode escapes every control character of a title, C1 ones included,
// so that printing a maze file in a terminal cannot act on it; Decode
// reads them back.
func TestEncodeEscapesControlCharacters(t *testing.T) {
	m := MustNew(2, 2)
	m.Title = "a\x1b[2J\u009b31m\u0085é\u00a0b"
	data, err := Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(`"title": "a\u001b[2J\u009b31m\u0085é`+"\u00a0"+`b"`)) {
		t.Fatalf("title written as:\n%s", data)
	}
	back, err := Decode(data)
	if err != nil || back.Title != m.Title {
		t.Fatalf("read back as %q, %v", back.Title, err)
	}
}
