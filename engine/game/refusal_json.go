package game

import (
	"encoding/json"
	"fmt"
	"regexp"
	"unicode/utf8"

	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/quote"
)

type parseErrorJSON struct {
	Input  string `json:"input"`
	Offset int    `json:"offset"`
	Phrase string `json:"phrase"`
	Msg    string `json:"msg"`
}

type refusalJSON struct {
	Code    RefusalCode     `json:"code"`
	Command string          `json:"command,omitempty"`
	Player  *int            `json:"player,omitempty"`
	Other   *int            `json:"other,omitempty"`
	Action  int             `json:"action,omitempty"`
	Cell    []int           `json:"cell,omitempty"`
	Count   *int            `json:"count,omitempty"`
	Name    string          `json:"name,omitempty"`
	Waiting []int           `json:"waiting,omitempty"`
	Detail  string          `json:"detail,omitempty"`
	Parse   *parseErrorJSON `json:"parse,omitempty"`
	Message string          `json:"message"`
}

// MarshalJSON writes the refusal as docs/events.md shows it: the code, the
// command refused, the players concerned (seat numbers from 0, absent for
// none), the data the code carries, and the message for people, rendered
// with the refusal's names.
func (r *Refusal) MarshalJSON() ([]byte, error) {
	j := refusalJSON{Code: r.Code, Action: r.Action, Waiting: r.Waiting, Message: r.Error()}
	if int(r.Command) < len(commandNames) {
		j.Command = commandNames[r.Command] // "" for an unknown kind: unknown_command's count says which
	}
	if r.Player >= 0 {
		j.Player = ptr(r.Player)
	}
	if r.Other >= 0 {
		j.Other = ptr(r.Other)
	}
	s, _ := refusalSpecOf(r.Code)
	for _, f := range s.Fields {
		switch f {
		case "cell":
			j.Cell = posJSON(r.Cell)
		case "count":
			j.Count = ptr(r.Count)
		case "name":
			j.Name = r.Name
		case "detail":
			j.Detail = r.Detail
		case "parse":
			if r.Parse != nil {
				j.Parse = &parseErrorJSON{Input: r.Parse.Input, Offset: r.Parse.Offset, Phrase: r.Parse.Phrase, Msg: r.Parse.Msg}
			}
		}
	}
	return json.Marshal(j)
}

// refusalCodeSyntax is what a code looks like, known or not.
var refusalCodeSyntax = regexp.MustCompile(`^[a-z][a-z0-9_]{0,63}$`)

// UnmarshalJSON reads a refusal written by MarshalJSON, from a program that
// may be newer (a code this one does not know keeps its message as its
// text) or hostile: seats are checked against MaxPlayers, and what would be
// shown — a detail, a parser's message — has its control characters
// escaped and is cut to quote.MaxMessage. Names are not read: set them from
// PublicInfo.Names.
func (r *Refusal) UnmarshalJSON(data []byte) error {
	var j refusalJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	if !refusalCodeSyntax.MatchString(string(j.Code)) {
		return fmt.Errorf("refusal: code %s is not a refusal code", quote.Short(string(j.Code)))
	}
	out := Refusal{Code: j.Code, Player: -1, Other: -1, Action: j.Action, Name: j.Name}
	if j.Command != "" {
		for k, name := range commandNames {
			if name != "" && name == j.Command {
				out.Command = CommandKind(k)
			}
		}
		if out.Command == 0 {
			return fmt.Errorf("refusal %s: unknown command %s", j.Code, quote.Short(j.Command))
		}
	}
	seat := func(what string, p *int) (int, error) {
		if p == nil {
			return -1, nil
		}
		if *p < 0 || *p >= MaxPlayers {
			return 0, fmt.Errorf("refusal %s: %s %d is not a seat", j.Code, what, *p)
		}
		return *p, nil
	}
	var err error
	if out.Player, err = seat("player", j.Player); err != nil {
		return err
	}
	if out.Other, err = seat("other", j.Other); err != nil {
		return err
	}
	if j.Action < 0 {
		return fmt.Errorf("refusal %s: action %d", j.Code, j.Action)
	}
	if j.Cell != nil {
		if out.Cell, err = posFromJSON(j.Cell); err != nil {
			return fmt.Errorf("refusal %s: %w", j.Code, err)
		}
	}
	if j.Count != nil {
		out.Count = *j.Count
	}
	if len(j.Waiting) > MaxPlayers {
		return fmt.Errorf("refusal %s: %d players waited for, more than can play", j.Code, len(j.Waiting))
	}
	for _, p := range j.Waiting {
		if _, err := seat("waiting", &p); err != nil {
			return err
		}
		out.Waiting = append(out.Waiting, p)
	}
	out.Detail = shown(j.Detail)
	if _, known := refusalSpecOf(j.Code); !known {
		out.Detail = shown(j.Message)
	}
	if j.Parse != nil {
		p := j.Parse
		out.Parse = &moves.ParseError{Input: p.Input, Offset: min(max(p.Offset, 0), len(p.Input)), Phrase: p.Phrase, Msg: shown(p.Msg)}
	}
	*r = out
	return nil
}

// shown is text from elsewhere made fit to show: control characters
// escaped, cut to quote.MaxMessage bytes on a character boundary.
func shown(s string) string {
	s = quote.Escape(s)
	if len(s) <= quote.MaxMessage {
		return s
	}
	end := quote.MaxMessage - len("…")
	for end > 0 && !utf8.RuneStart(s[end]) {
		end--
	}
	return s[:end] + "…"
}

func refusalSpecOf(c RefusalCode) (RefusalSpec, bool) {
	for _, s := range refusalCatalogue {
		if s.Code == c {
			return s, true
		}
	}
	return RefusalSpec{}, false
}
