package rules

import "strings"

// Size is a labyrinth's size: columns, rows and floors.
type Size struct{ Width, Height, Floors int }

// PresetSizes lists the sizes a preset's game is usually played on, the
// first the generator's default; nil when the preset leaves the size to the
// game master (the reference's presets and the codes of "Maze on paper").
// Seed 002 suggests its Key games' sizes (l.18: "easy: 1 floor: 3x3, 4x4,
// medium: 2 floors 3x3, hard: 1 floor: 5x5, 2 floors: 3x4, 3 floors:
// 3x3"); seed 004's "Lives and money" is "usually on a 4 × 5 grid" (l.3).
func PresetSizes(name string) []Size {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "key easy":
		return []Size{{4, 4, 1}, {3, 3, 1}}
	case "key medium":
		return []Size{{3, 3, 2}}
	case "key hard":
		return []Size{{5, 5, 1}, {3, 4, 2}, {3, 3, 3}}
	case strings.ToLower(LivesAndMoneyName):
		return []Size{{4, 5, 1}}
	}
	return nil
}
