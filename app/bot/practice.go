package bot

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/labyrinth-game/labyrinth/app/seat"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// The pace of computer players at a table with people: they wait before
// each statement, so that people follow their moves as they would follow
// a person's, never all at once.
const (
	MinPace     = 300 * time.Millisecond
	DefaultPace = time.Second
	MaxPace     = 5 * time.Second
)

// Computers prepares the computer players of a practice game on m under r
// for the person called player: one per level, in the seats after his,
// named after the names bots play under (not his), each with the start
// cell its bot chose on the blank outline (§6.1).
func Computers(m *maze.Maze, r rules.Rules, player string, levels []Level, seed uint64) []session.Computer {
	names := []string{player}
	for _, n := range Names {
		if !strings.EqualFold(n, player) {
			names = append(names, n)
		}
	}
	for i := len(names); i <= len(levels); i++ {
		names = append(names, fmt.Sprintf("Bot%d", i))
	}
	names = names[:len(levels)+1]
	info := game.PublicInfo{Names: names, Rules: r, Outline: game.OutlineOf(m)}
	var out []session.Computer
	for i, l := range levels {
		c := session.Computer{Seat: i + 1, Name: names[i+1], Level: l.String(), Seed: seed*0x9e3779b97f4a7c15 + uint64(i+1)}
		c.Start = New(l, info, c.Seat, c.Seed).ChooseStart()
		out = append(out, c)
	}
	return out
}

// Practice seats the person (seat 0) and the computer players at a
// practice session: the bots play their seats on their own goroutines,
// each waiting pace (at least MinPace) before it speaks. It returns the
// person's seat; closing it stops the bots and closes the session.
// onError, if not nil, hears of a bot that could not go on.
func Practice(sess *session.Session, cs []session.Computer, pace time.Duration, onError func(name string, err error)) (seat.Seat, error) {
	viewers := []int{session.SoloSeat}
	var levels []Level
	for _, c := range cs {
		l, err := ParseLevel(c.Level)
		if err != nil {
			return nil, fmt.Errorf("computer player %s: %w", c.Name, err)
		}
		if c.Seat < 1 || c.Seat >= len(sess.Names()) {
			return nil, fmt.Errorf("computer player %s: the game has no seat %d", c.Name, c.Seat)
		}
		viewers = append(viewers, c.Seat)
		levels = append(levels, l)
	}
	pace = min(max(pace, MinPace), MaxPace)
	table := seat.NewTable(sess, viewers...)
	ctx, cancel := context.WithCancel(context.Background())
	ps := &practiceSeat{Local: table.Seat(session.SoloSeat), table: table, cancel: cancel}
	for i, c := range cs {
		p := NewPlayer(table.Seat(c.Seat), levels[i], c.Seed)
		p.Bot.ChooseStart() // as when it chose: the same seed, the same choices
		ps.bots.Add(1)
		go func() {
			defer ps.bots.Done()
			if err := p.Play(ctx, pace); err != nil && ctx.Err() == nil && onError != nil {
				onError(c.Name, err)
			}
		}()
	}
	return ps, nil
}

// practiceSeat is the person's seat at a table of computer players.
type practiceSeat struct {
	*seat.Local
	table  *seat.Table
	cancel context.CancelFunc
	bots   sync.WaitGroup
	once   sync.Once
	err    error
}

// Close stops the computer players, then closes the table and its session
// (the game stays saved).
func (p *practiceSeat) Close() error {
	p.once.Do(func() {
		p.cancel()
		p.bots.Wait()
		p.err = p.table.Close()
	})
	return p.err
}
