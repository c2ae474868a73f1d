package rules

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func wantCodeError(t *testing.T, err error, code CodeErrorCode, pos int, msg string) {
	t.Helper()
	var ce *CodeError
	if !errors.As(err, &ce) || ce.Code != code || ce.Pos != pos || !strings.Contains(ce.Error(), msg) {
		t.Errorf("got %v (%#v), want %s at %d: %q", err, ce, code, pos, msg)
	}
}

// TestCodeTable: every code of 001's classification (l.119–172) has a row,
// in order, and what a supported row sets is an option of Rules.
func TestCodeTable(t *testing.T) {
	sizes := map[byte]int{'G': 3, 'S': 2, 'F': 5, 'V': 4, 'T': 3, 'A': 5, 'H': 5, 'W': 9, 'O': 7}
	n := 0
	for g := range codeGroups {
		if got := groupSize(g); got != sizes[codeGroups[g]] {
			t.Errorf("group %c has %d codes, 001 has %d", codeGroups[g], got, sizes[codeGroups[g]])
		}
		n += sizes[codeGroups[g]]
	}
	if len(codeTable) != n {
		t.Errorf("%d rows for %d codes", len(codeTable), n)
	}
	for _, row := range codeTable {
		if row.what == "" || row.line < 119 || row.line > 172 {
			t.Errorf("%s: meaning %q, line %d", row.code, row.what, row.line)
		}
		if row.unsupported && len(row.sets) > 0 {
			t.Errorf("%s is unsupported but sets %v", row.code, row.sets)
		}
		for _, s := range row.sets {
			if _, ok := fieldByKey()[s.key]; !ok {
				t.Errorf("%s sets %q, which is no option", row.code, s.key)
			}
		}
		// Every supported code alone (with the code it needs) is a
		// configuration the engine takes, and is written back with it.
		if !row.unsupported {
			alone := row.code
			if row.needs != "" {
				_, err := ParseCode(row.code)
				wantCodeError(t, err, CodeInvalid, 2, row.code+" ("+row.what+") needs "+row.needs)
				cs, _ := ParseCodes(row.code)
				need, _ := ParseCodes(row.needs)
				for g := range cs {
					cs[g] |= need[g]
				}
				alone = cs.String()
			}
			r, err := ParseCode(alone)
			if err != nil {
				t.Errorf("%s: %v", row.code, err)
				continue
			}
			if cs, _ := ParseCodes(r.Preset); !cs.Has(row.code) && row.sets != nil && !row.optional {
				t.Errorf("%s reads as %s", row.code, r.Preset)
			}
		}
	}
}

func TestParseCode(t *testing.T) {
	t.Run("001 l.119–172 one code per group, in order, several digits all in force", func(t *testing.T) {
		r, err := ParseCode("G2-F4-V1-T1-A2-H34-W5-O3")
		if err != nil {
			t.Fatal(err)
		}
		want := mazeOnPaper()
		want.Starts = StartsMaster
		want.MaxRiverSystems, want.MaxRiverBranches = 1, 1
		want.Treasures, want.Weaponries, want.Hospitals = 1, 1, 1
		want.StartBullets, want.MaxBullets, want.StartGrenades, want.MaxGrenades = 5, 5, 1, 1
		want.IndestructibleInnerWalls = true
		want.Preset = "G2-F4-V1-T1-A2-H34-W5-O3"
		if !r.Equal(want) {
			t.Errorf("differs in %v", differing(r, want))
		}
	})
	t.Run("001 l.122–123 G1 players choose, G2 the game master places", func(t *testing.T) {
		for code, want := range map[string]StartRule{"G1": StartsPlayers, "G2": StartsMaster} {
			if r, err := ParseCode(code); err != nil || r.Starts != want {
				t.Errorf("%s: %q, %v", code, r.Starts, err)
			}
		}
	})
	t.Run("001 l.156–160 W1, W3, W4, W5: the starting kit, restored by an arsenal (l.83)", func(t *testing.T) {
		for code, kit := range map[string][4]int{"W1": {0, 0, 0, 0}, "W3": {0, 0, 3, 3}, "W4": {0, 1, 0, 1}, "W5": {5, 1, 5, 1}} {
			r, err := ParseCode(code)
			if got := [4]int{r.StartBullets, r.StartGrenades, r.MaxBullets, r.MaxGrenades}; err != nil || got != kit {
				t.Errorf("%s: %v, %v", code, got, err)
			}
		}
	})
	t.Run("001 l.172 O7: exotic creatures", func(t *testing.T) {
		r, err := ParseCode("G2-O37")
		if err != nil || !r.Creatures || !r.IndestructibleInnerWalls || !strings.HasSuffix(r.Preset, "-O37") {
			t.Errorf("creatures %v, %q, %v", r.Creatures, r.Preset, err)
		}
		if back, err := FormatCode(r); err != nil || back != r.Preset {
			t.Errorf("written back as %q (%v), read as %q", back, err, r.Preset)
		}
		r.Creatures = false
		if back, err := FormatCode(r); err != nil || strings.Contains(back, "7") {
			t.Errorf("without creatures: %q (%v)", back, err)
		}
	})
	t.Run("lower case and spaces around are read", func(t *testing.T) {
		r, err := ParseCode("  g2-h34-o3 ")
		if err != nil || r.Preset != "G2-F5-V1-A4-H34-O3" {
			t.Errorf("%q, %v", r.Preset, err)
		}
	})
	t.Run("a code without an option yet is refused, naming it", func(t *testing.T) {
		markUnsupported(t, "G3")
		_, err := ParseCode("G3-F4-O37")
		wantCodeError(t, err, CodeUnsupported, 2, `code string "G3-F4-O37": at 2: G3 (three-dimensional labyrinth) is not supported yet`)
		_, err = ParseCode("G2-S1-F3-V1-T2-A2-H2-W57-O2")
		wantCodeError(t, err, CodeUnsupported, 5, "S1 (relaxed step), F3 (several chains of wormholes, no rivers) and O2 (walls blown up, one exit) are not supported yet")
	})
	for _, c := range []struct {
		in   string
		code CodeErrorCode
		pos  int
		msg  string
	}{
		{"", CodeEmpty, 0, "it is empty"},
		{"   ", CodeEmpty, 0, "it is empty"},
		{"G2-" + strings.Repeat("O3", 60), CodeTooLong, 0, "the longest code string is 100"},
		{"G2--S1", CodeEmptyGroup, 4, "at 4: a group is missing"},
		{"G2-", CodeEmptyGroup, 4, "at 4: a group is missing"},
		{"-G2", CodeEmptyGroup, 1, "at 1: a group is missing"},
		{" G3x", CodeBadCharacter, 4, `at 4: 'x' is not part of a code string`},
		{"\u00a0\nG3x", CodeBadCharacter, 5, `at 5: 'x'`},
		{"G2 S1", CodeBadCharacter, 3, `at 3: ' ' is not part of a code string`},
		{"G2-é1", CodeBadCharacter, 4, `at 4: 'é' is not part`},
		{"G2-X1", CodeUnknownGroup, 4, "at 4: X is no group of the classification"},
		{"S1-G2", CodeGroupOrder, 4, "at 4: G comes before S"},
		{"G1-G3", CodeGroupOrder, 4, "at 4: a second G group"},
		{"G2-S", CodeNoDigit, 4, "at 4: S has no digit (S1 or S2)"},
		{"G2-S9", CodeUnknown, 5, "at 5: S9 is no code of the classification (S1 or S2)"},
		{"F0", CodeUnknown, 2, "F0 is no code of the classification (F1 to F5)"},
		{"W55", CodeRepeated, 3, "at 3: W5 is written twice"},
		{"F12", CodeConflict, 3, "at 3: F1 and F2 cannot go together"},
		{"G12", CodeConflict, 3, "G1 and G2 cannot go together"},
		{"H14", CodeConflict, 3, "H1 and H4 cannot go together"},
		{"W15", CodeConflict, 3, "W1 and W5 cannot go together"},
		{"W45", CodeConflict, 3, "W4 and W5 cannot go together"},
	} {
		_, err := ParseCode(c.in)
		wantCodeError(t, err, c.code, c.pos, c.msg)
	}
	// Not conflicts: H3 with H4 (CLASSIC-X, l.194), W5 with W7 (CLASSIC,
	// l.189), O1 with O3…O7 (l.196).
	for _, in := range []string{"H34", "W57", "W3789", "O134567"} {
		if _, err := ParseCodes(in); err != nil {
			t.Errorf("%s: %v", in, err)
		}
	}
}

func TestFormatCode(t *testing.T) {
	t.Run("the base of a 001 game is F5-V1-A4-H3", func(t *testing.T) {
		if s, err := FormatCode(mazeOnPaper()); err != nil || s != "F5-V1-A4-H3" {
			t.Errorf("%q, %v", s, err)
		}
	})
	t.Run("the Reference has no code string, and says why", func(t *testing.T) {
		_, err := FormatCode(Reference())
		var ce *CodeError
		if !errors.As(err, &ce) || ce.Code != CodeNoCodeString || !strings.Contains(err.Error(), "landmines, encephalitis, closed_exits") {
			t.Errorf("%v", err)
		}
	})
	t.Run("an option between codes has none", func(t *testing.T) {
		r, _ := ParseCode("W5")
		r.StartBullets = 2
		_, err := FormatCode(r)
		var ce *CodeError
		if !errors.As(err, &ce) || !slices.Contains(ce.Keys, "start_bullets") {
			t.Errorf("%v", err)
		}
	})
	t.Run("001 l.194 H34: H3 and H4 written together", func(t *testing.T) {
		r, _ := ParseCode("H4")
		if s, _ := FormatCode(r); !strings.Contains(s, "-H34") {
			t.Errorf("%q", s)
		}
	})
}

// TestCodePresets: 001's presets exactly as its lines write them, each
// either playable or refused naming what it misses.
func TestCodePresets(t *testing.T) {
	for _, p := range CodePresets() {
		if _, err := ParseCodes(p.Code); err != nil {
			t.Errorf("%s: %v", p.Name, err)
		}
		r, err := Named(strings.ToLower(p.Name))
		missing := p.Missing()
		switch {
		case len(missing) == 0 && (err != nil || r.Preset != p.Name):
			t.Errorf("%s is playable, but %v", p.Name, err)
		case len(missing) > 0:
			wantCodeError(t, err, CodeNotPlayable, 0, p.Name+" ("+p.Code+`, "Maze on paper" l.`)
			if _, ok := Preset(p.Name); ok {
				t.Errorf("%s is found as a preset", p.Name)
			}
		}
		if named := PresetNames(); (len(missing) == 0) != containsFold(named, p.Name) {
			t.Errorf("%s: playable %v, listed %v", p.Name, len(missing) == 0, named)
		}
	}
	// Today's engine: none is playable yet (S1 and S2 need part B).
	_, err := Named("CLASSIC")
	wantCodeError(t, err, CodeNotPlayable, 0, "S1 (relaxed step)")
}

func containsFold(names []string, name string) bool {
	for _, n := range names {
		if strings.EqualFold(n, name) {
			return true
		}
	}
	return false
}

// TestNamedAcceptsCodeStrings: wherever a preset's name is read, a code
// string is too — Named, Preset, Lookup and a rules file's "preset".
func TestNamedAcceptsCodeStrings(t *testing.T) {
	want, err := ParseCode("G2-A2-O3")
	if err != nil {
		t.Fatal(err)
	}
	if r, ok := Preset("G2-A2-O3"); !ok || !r.Equal(want) {
		t.Error("Preset")
	}
	if r, err := Lookup([]byte(" g2-a2-o3\n")); err != nil || !r.Equal(want) {
		t.Errorf("Lookup: %v", err)
	}
	r, err := Parse([]byte(`{"preset": "G2-A2-O3", "nstop": 40}`))
	if err != nil || r.NStop != 40 || !r.IndestructibleInnerWalls || r.Starts != StartsMaster {
		t.Errorf("Parse: %+v, %v", r, err)
	}
	markUnsupported(t, "G3")
	_, err = Lookup([]byte("G3-O3"))
	wantCodeError(t, err, CodeUnsupported, 2, "G3 (three-dimensional labyrinth) is not supported yet")
	_, err = Parse([]byte(`{"preset": "CLASSIC"}`))
	wantCodeError(t, err, CodeNotPlayable, 0, "is not yet playable")
	if _, err := Named("Expert"); !errors.Is(err, ErrUnknownPreset) {
		t.Errorf("%v", err)
	}
}

// FuzzParseCode: no input panics; every code string accepted is written
// back (FormatCode) to one that reads as the same configuration, and every
// set ParseCodes reads is written back (String) to the same set.
func FuzzParseCode(f *testing.F) {
	for _, s := range []string{"G2-S1-F3-V1-T2-A2-H2-W57-O2", "G2-S2-F5-V4-T3-A5-H34-W3789-O134567", "G2-F4-V1-T1-A2-H34-W5-O3",
		"g1-f5", "W3", "H4-W1", "F12", "G2--S1", " O3 ", "A2-O3-x", "S1-G2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cs, err := ParseCodes(s)
		if err == nil {
			again, err := ParseCodes(cs.String())
			if err != nil || again != cs {
				t.Fatalf("%q reads as %v, written %q, read back %v (%v)", s, cs, cs.String(), again, err)
			}
		}
		r, err := ParseCode(s)
		if err != nil {
			var ce *CodeError
			if !errors.As(err, &ce) || ce.Pos < 0 || ce.Pos > len(s)+1 { // len(s)+1: just after a dash at the end
				t.Fatalf("%q: %v", s, err)
			}
			return
		}
		text, err := FormatCode(r)
		if err != nil || text != r.Preset {
			t.Fatalf("%q: formatted %q (preset %q): %v", s, text, r.Preset, err)
		}
		back, err := ParseCode(text)
		if err != nil || !back.Equal(r) {
			t.Fatalf("%q: %q reads back differently: %v", s, text, err)
		}
	})
}

// TestEverySupportedCombination: every code string made of supported codes
// that go together reads, is written back as itself (the codes of each
// group, in order), and reads back as the same rules. Every group's every
// set of codes is tried with every set of every other group — each pair of
// groups in full, the rest left out — and with 20,000 code strings of
// every group drawn at random (a seeded draw): all of them together are
// millions once every code is supported.
func TestEverySupportedCombination(t *testing.T) {
	// Per group, every set of its supported codes ParseCodes accepts.
	var options [len(codeGroups)][]uint16
	for g := range codeGroups {
		var digits []int
		for _, row := range codeTable {
			if _, d, _ := splitCode(row.code); row.code[0] == codeGroups[g] && !row.unsupported {
				digits = append(digits, d)
			}
		}
		for mask := 0; mask < 1<<len(digits); mask++ {
			var bits uint16
			ok := true
			for i, d := range digits {
				if mask&(1<<i) == 0 {
					continue
				}
				if conflictIn(bits, g, d) != "" {
					ok = false
				}
				bits |= 1 << d
			}
			if ok {
				options[g] = append(options[g], bits)
			}
		}
	}
	n := 0
	try := func(cs CodeSet) {
		if cs == (CodeSet{}) {
			return
		}
		n++
		s := cs.String()
		r, err := ParseCode(s)
		for _, code := range cs.Codes() {
			if need := rowIndex()[code].needs; need != "" && !cs.Has(need) {
				var ce *CodeError
				if !errors.As(err, &ce) || ce.Code != CodeInvalid || !strings.Contains(ce.Detail, code+" ("+meaning(code)+") needs "+need) {
					t.Fatalf("%s: %v, want that %s needs %s", s, err, code, need)
				}
				return
			}
		}
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		again, err := ParseCode(r.Preset)
		if err != nil || !again.Equal(r) {
			t.Fatalf("%s, written %s, reads back differently: %v", s, r.Preset, err)
		}
		// What was written is kept, but for the codes the base's values
		// give without being said (H3, F5, V1, A4).
		written, _ := ParseCodes(r.Preset)
		for _, code := range cs.Codes() {
			if !written.Has(code) && !rowIndex()[code].optional {
				t.Fatalf("%s is written %s, without %s", s, r.Preset, code)
			}
		}
	}
	for g := range codeGroups {
		for h := g + 1; h < len(codeGroups); h++ {
			for _, a := range options[g] {
				for _, b := range options[h] {
					var cs CodeSet
					cs[g], cs[h] = a, b
					try(cs)
				}
			}
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20_000 {
		var cs CodeSet
		for g := range codeGroups {
			cs[g] = options[g][rng.IntN(len(options[g]))]
		}
		try(cs)
	}
	t.Logf("%d code strings of supported codes", n)
}

// The codes of seed 001's items, arsenals and sides (issue 12, the items
// part): each sets its option, and is written back as the seed writes it.
func TestItemCodes(t *testing.T) {
	cases := []struct {
		name, in, out string
		check         func(Rules) bool
	}{
		{"001 l.157 W2: knives are permitted", "W25", "F5-V1-A4-H3-W25",
			func(r Rules) bool { return r.MaxKnives == 1 && r.StartKnives == 0 && r.StartBullets == 5 }},
		{"001 l.161 W6: one grenade, five bullets and one knife", "W6", "F5-V1-A4-H3-W6",
			func(r Rules) bool {
				return r.MaxKnives == 1 && r.StartKnives == 1 && r.StartBullets == 5 && r.MaxBullets == 5 && r.StartGrenades == 1
			}},
		{"001 l.157, l.161 W26 is W6", "W26", "F5-V1-A4-H3-W6", func(r Rules) bool { return r.StartKnives == 1 }},
		{"001 l.163 W8: grenades that kill", "W58", "F5-V1-A4-H3-W58", func(r Rules) bool { return r.GrenadesKill }},
		{"001 l.146 A3: one arsenal, one extra kit per player", "A3", "F5-V1-A3-H3",
			func(r Rules) bool { return r.Weaponries == 1 && r.OneKitPerPlayer }},
		{"001 l.148 A5: several arsenals, one extra kit per player", "A5", "F5-V1-A5-H3",
			func(r Rules) bool { return r.Weaponries == 0 && r.OneKitPerPlayer }},
		{"001 l.145 A2 gives every visit", "A2", "F5-V1-A2-H3", func(r Rules) bool { return r.Weaponries == 1 && !r.OneKitPerPlayer }},
		{"001 l.169 O4: cement", "O34", "F5-V1-A4-H3-O34", func(r Rules) bool { return r.MaxCement == 1 && r.IndestructibleInnerWalls }},
		{"001 l.170 O5: one-way doors", "O5", "F5-V1-A4-H3-O5", func(r Rules) bool { return r.OneWayDoors }},
		{"001 l.171 O6: windows", "O6", "F5-V1-A4-H3-O6", func(r Rules) bool { return r.Windows }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := ParseCode(c.in)
			if err != nil {
				t.Fatal(err)
			}
			if !c.check(r) {
				t.Errorf("%s: %+v", c.in, r)
			}
			if got, err := FormatCode(r); err != nil || got != c.out {
				t.Errorf("FormatCode = %q, %v; want %q", got, err, c.out)
			}
		})
	}
}

// markUnsupported makes the table's row of code unsupported for the rest
// of the test, as a code whose option does not exist yet is: the refusal
// is tested with a code the engine has (every part of issue 12 enables the
// rows of its options, so no code stays unsupported for good).
func markUnsupported(t *testing.T, code string) {
	t.Helper()
	row := rowIndex()[code]
	if row == nil {
		t.Fatalf("no code %s in the table", code)
	}
	was := row.unsupported
	row.unsupported = true
	t.Cleanup(func() { row.unsupported = was })
}
