package solo

import (
	"log"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/app/bot"
	"github.com/labyrinth-game/labyrinth/app/cli"
	"github.com/labyrinth-game/labyrinth/app/rulebook"
	"github.com/labyrinth-game/labyrinth/app/seat"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/play"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// Env is what solo practice needs from around it, kept between its
// openings. Tests replace the parts that would touch the player's files or
// wait for a person.
type Env struct {
	// gamesDir is where games are journaled (session.GamesDir).
	gamesDir func() (string, error)
	now      func() time.Time
	// rules is the store of named rules configurations
	// (rulebook.DefaultStore); nil offers none.
	rules *rulebook.Store
	// chooseOpen asks for a maze file (or a rules file).
	chooseOpen func(w fyne.Window, dir string, done func(path string))
	// background runs generation off the UI goroutine.
	background func(func())
	// Play is the game screen's environment.
	Play play.Env
	// current is the game on show, if any; lobby the lobby.
	current *play.Screen
	lobby   *lobby
	// computers are the computer players of the game begun last (also
	// listed beside its journal).
	computers []session.Computer
}

// NewEnv is solo practice's environment in the app: games in the games
// directory (session.GamesDir), Fyne's file dialogs, generation on its own
// goroutine.
func NewEnv() *Env {
	e := &Env{
		gamesDir:   session.GamesDir,
		rules:      defaultRules(),
		now:        time.Now,
		chooseOpen: widgets.ChooseOpenFile,
		background: func(f func()) { go f() },
		Play:       play.DefaultEnv(),
	}
	// The computer game master on this computer answers in the time it
	// takes to journal a move: a move is said and answered at once, as
	// fast as the keys are pressed.
	e.Play.Send = nil
	return e
}

// NewEnvIn is NewEnv with the games under dir rather than in the games
// directory, and the game screen's timers off and its seat's news taken
// in by whoever calls (the screen's own requests): for tests of the
// screens around solo practice.
func NewEnvIn(dir string) *Env {
	env := NewEnv()
	env.gamesDir = func() (string, error) { return dir, nil }
	env.rules = &rulebook.Store{Dir: filepath.Join(filepath.Dir(dir), "rules")}
	env.Play.AutosaveEvery, env.Play.After, env.Play.Watch = 0, nil, nil
	return env
}

// OpenSession shows a practice game played on this computer: a new one
// (sess fresh from session.NewSolo) or a resumed one, through the solo
// player's seat, with the computer as game master. A game on show before
// is closed (it stays saved).
// Computer players listed beside its journal sit at it again, at the
// steady pace.
func OpenSession(f shell.Frame, env *Env, sess *session.Session, title string) *play.Screen {
	return openSession(f, env, sess, title, bot.DefaultPace)
}

// openSession shows a practice game; its computer players, if any, speak
// at pace.
func openSession(f shell.Frame, env *Env, sess *session.Session, title string, pace time.Duration) *play.Screen {
	computers := env.computers
	env.computers = nil
	if path := sess.JournalPath(); path != "" && computers == nil {
		var err error
		if computers, err = session.ReadComputers(path); err != nil {
			log.Printf("%s: %v; the other seats are played by standard computer players", path, err)
		}
	}
	computers = seatEveryone(sess, computers)
	var s seat.Seat
	if len(computers) > 0 {
		practice, err := bot.Practice(sess, computers, pace, func(name string, err error) {
			log.Printf("computer player %s stopped: %v", name, err)
		})
		if err == nil {
			s = practice
		} else {
			log.Printf("the computer players cannot be seated: %v", err)
		}
	}
	if s == nil {
		s = seat.NewLocal(sess, session.SoloSeat)
	}
	g := play.Game{Seat: s, Title: title, Journal: sess.JournalPath(),
		NewGame: func() { OpenLobby(f, env) }}
	if m := sess.Maze(); strings.HasPrefix(m.Title, "Generated ") {
		g.Remake = func() ([]string, bool) { return cli.GenCommand(m) }
	}
	if env.current != nil {
		env.current.Close()
	}
	env.current = play.Open(f, &env.Play, g)
	return env.current
}

// seatEveryone completes the computer players of a practice game: a seat
// after the person's with nobody listed for it (the list beside the
// journal was lost or cannot be read) gets a standard computer player, and
// so does a listed one of a level this program does not know, so that the
// game goes on.
func seatEveryone(sess *session.Session, cs []session.Computer) []session.Computer {
	names := sess.Names()
	listed := map[int]bool{}
	var kept []session.Computer
	for _, c := range cs {
		if c.Seat < 1 || c.Seat >= len(names) || listed[c.Seat] {
			continue // not a seat of this game
		}
		if _, err := bot.ParseLevel(c.Level); err != nil {
			log.Printf("computer player %s: %v; it plays as a standard one", c.Name, err)
			c.Level = bot.Standard.String()
		}
		listed[c.Seat] = true
		kept = append(kept, c)
	}
	cs = kept
	for i := 1; i < len(names); i++ {
		if !listed[i] {
			cs = append(cs, session.Computer{Seat: i, Name: names[i], Level: bot.Standard.String(), Seed: uint64(i)})
		}
	}
	return cs
}

// defaultRules is the store of named rules configurations in the
// user's configuration directory, nil when there is none.
func defaultRules() *rulebook.Store {
	s, err := rulebook.DefaultStore()
	if err != nil {
		return nil
	}
	return s
}

// namedRules reports whether r are the rules of the preset or the saved
// configuration called name: what the lobby starts from next time.
func (env *Env) namedRules(name string, r rules.Rules) bool {
	if p, ok := rules.Preset(name); ok {
		return p.Equal(r)
	}
	store := env.rules
	if store == nil || name == "" {
		return false
	}
	saved, err := store.Load(name)
	return err == nil && saved.Equal(r)
}

// game is the game on show, nil when none is (it was closed).
func (env *Env) game() *play.Screen {
	if env.current != nil && !env.current.Closed() {
		return env.current
	}
	return nil
}
