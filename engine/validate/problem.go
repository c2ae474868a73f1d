package validate

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Severity tells whether a problem breaks a mandatory requirement of the
// reference (an error: the game results could be protested, §8) or goes
// against one of its recommendations (a warning: the game master has the
// final word).
type Severity uint8

const (
	Error Severity = iota
	Warning
)

func (s Severity) String() string {
	switch s {
	case Error:
		return "error"
	case Warning:
		return "warning"
	}
	return fmt.Sprintf("Severity(%d)", uint8(s))
}

// The rules the validator enforces, in the order reports list them.
const (
	ruleOutline   = "§1.4"
	ruleTreasures = "§3.1"
	rulePits      = "§4.4"
	ruleRivers    = "§4.5"
	ruleRiverPlay = "§4.6"
	ruleItems     = "§5.1"
	ruleOneKind   = "§8.1"
	ruleKinds     = "§8.2"
	ruleTrue      = "§8.3"
	ruleExits     = "§8.4"
	ruleReach     = "§8.5"
	recArmouries  = "§8 rec. 1"
	recApart      = "§8 rec. 2"
	recFakes      = "§8 rec. 3"
	recAttractors = "§8 rec. 4"
	recMapping    = "§8 rec. 5"
	recNearExit   = "§8 rec. 6"
)

var ruleOrder = []string{
	ruleOutline, ruleTreasures, rulePits, ruleRivers, ruleRiverPlay, ruleItems,
	ruleOptions, ruleOneKind, ruleKinds, ruleTrue, ruleExits, ruleReach,
	recArmouries, recApart, recFakes, recAttractors, recMapping, recNearExit,
}

func ruleRank(r string) int {
	if i := slices.Index(ruleOrder, r); i >= 0 {
		return i
	}
	return len(ruleOrder)
}

// Problem is one thing wrong with a labyrinth plan.
type Problem struct {
	Severity Severity
	// Rule is the section of the reference the problem goes against, such
	// as "§4.5" or "§8 rec. 2" (recommendation 2 of §8).
	Rule string
	// Code identifies the kind of problem for programs; codes are stable
	// and listed in docs/validation.md.
	Code string
	// Where locates the problem when one cell or side says it all, such as
	// "cell (3,4)"; it is empty when Message names the cells itself.
	Where string
	// Message says what is wrong, for people.
	Message string
	// Cells are the cells involved, for an editor to highlight.
	Cells []maze.Pos
}

// String formats the problem as "error §4.5: cell (3,4): river flows right
// into a wall".
func (p Problem) String() string {
	var b strings.Builder
	b.WriteString(p.Severity.String())
	b.WriteByte(' ')
	b.WriteString(p.Rule)
	b.WriteString(": ")
	if p.Where != "" {
		b.WriteString(p.Where)
		b.WriteString(": ")
	}
	b.WriteString(p.Message)
	return b.String()
}

// Report is the result of checking a labyrinth: errors first, then warnings;
// within each, by rule, then by the first cell involved.
type Report struct {
	Problems []Problem
}

// OK reports whether the labyrinth has no errors (warnings are allowed).
func (r Report) OK() bool { return len(r.Errors()) == 0 }

// Errors returns the problems that break a mandatory requirement.
func (r Report) Errors() []Problem { return r.filter(Error) }

// Warnings returns the problems that go against a recommendation.
func (r Report) Warnings() []Problem { return r.filter(Warning) }

func (r Report) filter(s Severity) []Problem {
	var out []Problem
	for _, p := range r.Problems {
		if p.Severity == s {
			out = append(out, p)
		}
	}
	return out
}

// Has reports whether the report holds a problem with the given code.
func (r Report) Has(code string) bool {
	return slices.ContainsFunc(r.Problems, func(p Problem) bool { return p.Code == code })
}

// sortProblems orders problems deterministically. index ranks cells the way
// the maze numbers them; problems without cells come first within a rule.
func sortProblems(ps []Problem, index func(maze.Pos) int) {
	first := func(p Problem) int {
		if len(p.Cells) == 0 {
			return -1
		}
		return index(p.Cells[0])
	}
	slices.SortStableFunc(ps, func(a, b Problem) int {
		return cmp.Or(
			cmp.Compare(a.Severity, b.Severity),
			cmp.Compare(ruleRank(a.Rule), ruleRank(b.Rule)),
			cmp.Compare(first(a), first(b)),
			strings.Compare(a.Code, b.Code),
			strings.Compare(a.Where, b.Where),
			strings.Compare(a.Message, b.Message),
		)
	})
}

// listCells names cells for a message: "cell (3,4)", "cells (3,4), (3,5)";
// long lists end with "and N more" (Problem.Cells keeps them all).
func listCells(cells []maze.Pos) string {
	const shown = 8
	var b strings.Builder
	if len(cells) == 1 {
		b.WriteString("cell ")
	} else {
		b.WriteString("cells ")
	}
	for i, c := range cells {
		if i == shown {
			fmt.Fprintf(&b, " and %d more", len(cells)-shown)
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(c.String())
	}
	return b.String()
}
