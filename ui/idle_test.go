package ui

import (
	"fmt"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Idle is idle: a window where nothing happens draws nothing. A real
// display draws a frame whenever a canvas object asks to be refreshed, and
// at every vsync while an animation runs; an infinite progress bar left
// running in a hidden dialog once kept the editor at a whole CPU core for
// a minute after each Generate. The test app draws no frames, so its
// driver is watched instead: idleProbe counts the refreshes asked for and
// the animations running while the test waits with its hands off.

// idleWatch is how long a test waits, hands off, for a screen to stay
// still: long enough for timers a screen arms (tooltips, analysis,
// autosave in tests run at 0) to fire.
const idleWatch = 300 * time.Millisecond

// probedApp is the test app whose driver is an idleProbe.
type probedApp struct {
	fyne.App
	probe *idleProbe
}

func (a *probedApp) Driver() fyne.Driver { return a.probe }

// idleProbe wraps the test driver. It tracks every animation started and
// stopped, and while watching it hands out canvases that count refreshes.
type idleProbe struct {
	fyne.Driver
	// ui, once timers are let run (letTimersRun), is the "UI goroutine":
	// fyne.Do runs one function at a time.
	ui       sync.Mutex
	timers   bool
	mu       sync.Mutex
	watching bool
	redraws  []string                      // what asked to be redrawn while watching
	running  map[*fyne.Animation]time.Time // started and not stopped, with when each ends (zero: never)
}

// probeIdle makes a the current app, its driver watched.
func probeIdle(a fyne.App) fyne.App {
	p := &probedApp{App: a, probe: &idleProbe{Driver: a.Driver(), running: map[*fyne.Animation]time.Time{}}}
	fyne.SetCurrentApp(p)
	return p
}

// DoFromGoroutine runs f at once, as the test driver does; once timers
// are let run, one at a time, so that they never touch the widgets
// together (a test that acts while they run does so through onUI too).
func (p *idleProbe) DoFromGoroutine(f func(), wait bool) {
	if p.timers {
		p.ui.Lock()
		defer p.ui.Unlock()
	}
	p.Driver.DoFromGoroutine(f, wait)
}

// letTimersRun makes fyne.Do serial, before a test arms the screens' own
// timers (which call it from their goroutines).
func letTimersRun() {
	fyne.CurrentApp().(*probedApp).probe.timers = true
}

func (p *idleProbe) StartAnimation(a *fyne.Animation) {
	p.mu.Lock()
	end := time.Time{}
	if a.RepeatCount != fyne.AnimationRepeatForever {
		d := a.Duration * time.Duration(a.RepeatCount+1)
		if a.AutoReverse {
			d *= 2
		}
		end = time.Now().Add(d)
	}
	p.running[a] = end
	p.mu.Unlock()
	p.Driver.StartAnimation(a)
}

func (p *idleProbe) StopAnimation(a *fyne.Animation) {
	p.mu.Lock()
	delete(p.running, a)
	p.mu.Unlock()
	p.Driver.StopAnimation(a)
}

func (p *idleProbe) CanvasForObject(o fyne.CanvasObject) fyne.Canvas {
	c := p.Driver.CanvasForObject(o)
	p.mu.Lock()
	defer p.mu.Unlock()
	if c == nil || !p.watching {
		return c
	}
	return &countingCanvas{Canvas: c, probe: p}
}

// countingCanvas notes each refresh asked of it.
type countingCanvas struct {
	fyne.Canvas
	probe *idleProbe
}

func (c *countingCanvas) Refresh(o fyne.CanvasObject) {
	c.probe.mu.Lock()
	c.probe.redraws = append(c.probe.redraws, fmt.Sprintf("%T", o))
	c.probe.mu.Unlock()
	c.Canvas.Refresh(o)
}

// watch waits d, hands off, and says what was redrawn meanwhile and which
// animations still run at its end.
func (p *idleProbe) watch(d time.Duration) (redraws, animations []string) {
	p.mu.Lock()
	p.watching, p.redraws = true, nil
	p.mu.Unlock()
	time.Sleep(d)
	p.mu.Lock()
	defer p.mu.Unlock()
	p.watching = false
	now := time.Now()
	for a, end := range p.running {
		if end.IsZero() || end.After(now) {
			animations = append(animations, animationName(a))
		}
	}
	return p.redraws, animations
}

// animationName is the function an animation ticks, which names its owner
// ("widget.(*infProgressRenderer).updateBar-fm").
func animationName(a *fyne.Animation) string {
	if a.Tick == nil {
		return "an animation"
	}
	name := runtime.FuncForPC(reflect.ValueOf(a.Tick).Pointer()).Name()
	return name[strings.LastIndex(name, "/")+1:]
}

// assertIdle fails the test unless the window stays still for idleWatch:
// no refresh asked for, no animation running.
func assertIdle(t *testing.T, what string) {
	t.Helper()
	a, ok := fyne.CurrentApp().(*probedApp)
	if !ok {
		t.Fatal("the test app is not probed: build it with newTestScreen")
	}
	redraws, animations := a.probe.watch(idleWatch)
	if len(redraws) > 0 {
		t.Errorf("%s: nothing happened for %v, yet %d redraws were asked for: %s", what, idleWatch, len(redraws), summarise(redraws))
	}
	if len(animations) > 0 {
		t.Errorf("%s: nothing happened, yet %d animations still run, each drawing the window again at every frame: %s",
			what, len(animations), strings.Join(animations, ", "))
	}
}

// summarise counts repeated names: "*canvas.Rectangle ×40, *widget.Label".
func summarise(names []string) string {
	var order []string
	n := map[string]int{}
	for _, s := range names {
		if n[s] == 0 {
			order = append(order, s)
		}
		n[s]++
	}
	for i, s := range order {
		if n[s] > 1 {
			order[i] = fmt.Sprintf("%s ×%d", s, n[s])
		}
	}
	return strings.Join(order, ", ")
}

func TestTheStartScreenIsIdle(t *testing.T) {
	newTestScreen(t)
	assertIdle(t, "the start screen")
}

func TestTheEditorIsIdle(t *testing.T) {
	e, _ := newTestEditor(t, sampleFile(t, "sample-5x5.json"))
	assertIdle(t, "the editor")
	e.say("a refusal, with its cells", at(1, 1))
	assertIdle(t, "the editor with a warning shown")
}

// After Generate the progress dialog is gone and the notice says what was
// generated; nothing may go on moving (the progress bar did).
func TestTheEditorIsIdleAfterGenerating(t *testing.T) {
	e, w := newTestEditor(t, blank(6, 6))
	shortcut(e, withShortcutModifier(fyne.KeyG))
	tapDialogButton(t, w, "Generate")
	if !strings.HasPrefix(e.notice.message(), "Generated in") {
		t.Fatalf("the editor says %q after generating", e.notice.message())
	}
	assertIdle(t, "the editor after generating, its notice shown")
}

// The screens' own timers run too, at a period short enough to fire
// several times while the test watches: a timer that redraws something
// each time is a frame a second on a real display.
const idleTimer = 20 * time.Millisecond

func TestTheEditorIsIdleWithItsAutosaveRunning(t *testing.T) {
	s, w := newTestScreen(t)
	letTimersRun()
	s.editor.autosaveEvery = idleTimer
	w.Resize(editorSize)
	var e *editorScreen
	onUI(func() {
		e = s.openEditorWith(sampleFile(t, "sample-5x5.json")(s.editor.cfg))
		e.doc.Paint(maze.Hospital, at(1, 2)) // unsaved: autosaved once, then nothing to do
	})
	t.Cleanup(func() { onUI(func() { e.doc.Close(); e.leave() }) })
	time.Sleep(3 * idleTimer)
	assertIdle(t, "the editor, autosaving")
}

func TestASoloGameIsIdle(t *testing.T) {
	g, _ := newTestSolo(t, "2,1")
	soloPress(g, fyne.KeyRight)
	assertIdle(t, "a solo game after a move")
}

func TestASoloGameIsIdleWithItsAutosaveRunning(t *testing.T) {
	s, w := newTestScreen(t)
	letTimersRun()
	s.solo = testSoloEnv(t)
	s.solo.autosaveEvery = idleTimer
	w.Resize(editorSize)
	start := maze.At(1, 0)
	sess, title, err := s.solo.begin(soloSetup{maze: soloTestMaze(t), mazeName: "small.json", rules: rules.Reference(), start: &start, player: "Ann", gameSeed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var g *soloScreen
	onUI(func() {
		g = s.openSession(sess, title)
		soloPress(g, fyne.KeyRight)
	})
	t.Cleanup(func() { onUI(g.close) })
	time.Sleep(3 * idleTimer)
	assertIdle(t, "a solo game, its notebook autosaving")
}
