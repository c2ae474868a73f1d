package solo

import "testing"

// Seed 004's game is usually played on a 4 × 5 grid (l.3): solo practice
// under its preset generates one unless told a size.
func TestSoloLivesAndMoneyAtItsUsualSize(t *testing.T) {
	a, err := parseSoloArgs([]string{"--rules", "Lives and money", "--seed", "3"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p := a.setup.params; p.Width != 4 || p.Height != 5 || p.Casinos != 1 {
		t.Fatalf("004 l.3: %dx%d with %d casinos, want 4x5 with one", p.Width, p.Height, p.Casinos)
	}
	a, err = parseSoloArgs([]string{"--rules", "Lives and money", "--width", "7"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p := a.setup.params; p.Width != 7 || p.Height != 7 {
		t.Fatalf("a size given: %dx%d, want 7x7", p.Width, p.Height)
	}
}

// Seed 002's Key games suggest their sizes (l.18): solo practice under
// "Key medium" generates 3x3 on two floors unless told a size.
func TestSoloKeyGameAtItsSuggestedSize(t *testing.T) {
	a, err := parseSoloArgs([]string{"--rules", "Key medium", "--seed", "3"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if p := a.setup.params; p.Width != 3 || p.Height != 3 || p.Floors != 2 {
		t.Fatalf("002 l.18: %dx%d on %d floors, want 3x3 on two", p.Width, p.Height, p.Floors)
	}
}
