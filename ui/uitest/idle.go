package uitest

import (
	"fmt"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
)

// Idle is idle: a window where nothing happens draws nothing. A real
// display draws a frame whenever a canvas object asks to be refreshed, and
// at every vsync while an animation runs; an infinite progress bar left
// running in a hidden dialog once kept the editor at a whole CPU core for
// a minute after each Generate. The test app draws no frames, so its
// driver is watched instead: idleProbe counts the refreshes asked for and
// the animations running while the test waits with its hands off.

// IdleWatch is how long a test waits, hands off, for a screen to stay
// still: long enough for timers a screen arms (tooltips, analysis,
// autosave in tests run at 0) to fire.
const IdleWatch = 300 * time.Millisecond

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
	// ui, once timers are let run (LetTimersRun), is the "UI goroutine":
	// fyne.Do runs one function at a time.
	ui       sync.Mutex
	timers   bool
	mu       sync.Mutex
	watching bool
	redraws  []string                      // what asked to be redrawn while watching
	running  map[*fyne.Animation]time.Time // started and not stopped, with when each ends (zero: never)
}

// ProbeIdle makes a the current app, its driver watched.
func ProbeIdle(a fyne.App) fyne.App {
	p := &probedApp{App: a, probe: &idleProbe{Driver: a.Driver(), running: map[*fyne.Animation]time.Time{}}}
	fyne.SetCurrentApp(p)
	return p
}

// DoFromGoroutine runs f at once, as the test driver does; once timers
// are let run, one at a time, so that they never touch the widgets
// together (a test that acts while they run does so through shell.OnUI too).
func (p *idleProbe) DoFromGoroutine(f func(), wait bool) {
	if p.timers {
		p.ui.Lock()
		defer p.ui.Unlock()
	}
	p.Driver.DoFromGoroutine(f, wait)
}

// LetTimersRun makes fyne.Do serial, before a test arms the screens' own
// timers (which call it from their goroutines).
func LetTimersRun() {
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

// AssertIdle fails the test unless the window stays still for IdleWatch:
// no refresh asked for, no animation running.
func AssertIdle(t *testing.T, what string) {
	t.Helper()
	a, ok := fyne.CurrentApp().(*probedApp)
	if !ok {
		t.Fatal("the test app is not probed: make it with uitest.ProbeIdle")
	}
	redraws, animations := a.probe.watch(IdleWatch)
	if len(redraws) > 0 {
		t.Errorf("%s: nothing happened for %v, yet %d redraws were asked for: %s", what, IdleWatch, len(redraws), summarise(redraws))
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

// IdleTimer is the period tests give the screens' own timers: short
// enough to fire several times while AssertIdle watches, so that a timer
// that redraws something each time (a frame a second on a real display)
// is caught.
const IdleTimer = 20 * time.Millisecond
