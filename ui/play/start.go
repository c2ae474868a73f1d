package play

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/ui/planview"
	"github.com/labyrinth-game/labyrinth/ui/shell"
)

// startPanel is the first private step of a network game (§6.1): "each
// player, secretly from the others, points to the game master the location
// where he would like to start at his own (blank) labyrinth plan". It
// takes the notebook's place until play begins: the labyrinth's outline,
// known to all, where the player clicks a cell and says it to the game
// master alone (seat.ChooseStart). The game master may declare every
// choice invalid — the player then chooses again, not the same cell — or
// place the player himself; his refusals are shown in his words. A solo
// game's start is chosen in its lobby, before the screen opens.
type startPanel struct {
	g *Screen

	root    *fyne.Container
	view    *planview.View
	msg     *widget.RichText
	hover   *widget.Label
	sayBtn  *widget.Button
	picked  *maze.Pos
	lastErr error
}

func newStartPanel(g *Screen) *startPanel {
	p := &startPanel{g: g}
	p.view = planview.New(planview.Blank(g.info.Outline))
	p.view.SetHoverMode(planview.HoverCells)
	p.view.OnTap = p.tapped
	p.view.OnHover = func(h planview.Hit) {
		if h.InGrid && g.info.Outline.Inside(h.Cell) {
			p.hover.SetText(fmt.Sprintf("%v — column %d, row %d", h.Cell, h.Cell.X+1, h.Cell.Y+1))
		} else {
			p.hover.SetText("")
		}
	}
	p.msg = widget.NewRichText()
	p.msg.Wrapping = fyne.TextWrapWord
	p.hover = widget.NewLabel("")
	p.sayBtn = widget.NewButtonWithIcon("Start here", theme.ConfirmIcon(), p.say)
	p.sayBtn.Importance = widget.HighImportance
	head := widget.NewLabelWithStyle("Your start cell (§6.1)", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	top := container.NewVBox(head, p.msg)
	p.root = container.NewBorder(top, container.NewBorder(nil, nil, nil, p.sayBtn, p.hover), nil, nil, p.view)
	p.refresh()
	return p
}

func (p *startPanel) content() fyne.CanvasObject { return p.root }

// choosing reports whether the player has a start cell to choose now:
// not while the game master chooses it for him (§6.1, G2).
func (p *startPanel) choosing() bool {
	return p.g.me >= 0 && p.g.Seat.State().Phase == game.Choosing && !p.g.info.Rules.CommonStart && !p.g.known().Placed &&
		p.g.info.Rules.Starts != rules.StartsMaster
}

func (p *startPanel) tapped(e planview.TapEvent) {
	if !e.InGrid || !p.g.info.Outline.Inside(e.Cell) || !p.choosing() {
		return
	}
	c := e.Cell
	p.picked = &c
	p.lastErr = nil
	p.refresh()
}

// say tells the game master the cell picked, in secret.
func (p *startPanel) say() {
	if p.picked == nil || p.g.sending != "" {
		return
	}
	cell := *p.picked
	p.g.request("start on "+cell.String(), func() error { return p.g.Seat.ChooseStart(cell) }, func(err error) {
		p.lastErr = err
		if err == nil {
			p.picked = nil
		}
		p.refresh()
	})
}

// refresh says where the choice stands: what to do, what was chosen, the
// game master's refusal.
func (p *startPanel) refresh() {
	k := p.g.known()
	if k.Placed {
		p.picked = nil // the game master chose for him
	}
	var text string
	colour := fyne.ThemeColorName(theme.ColorNameForeground)
	switch {
	case p.g.me < 0:
		text = "The players are choosing their start cells, each in secret."
	case p.g.info.Rules.CommonStart:
		text = "Everyone starts on one cell the game master chooses, without bullets and grenades (§7.6): he begins the game when he is ready."
	case k.Placed:
		text = "The game master chooses your start cell (§6.1) and does not say where: you hear its type when the game begins."
	case p.g.info.Rules.Starts == rules.StartsMaster:
		text = "The game master places every player in this game (G2) and does not say where: you hear your cell's type when the game begins."
	case p.lastErr != nil:
		text = "Not accepted: " + refusalText(p.lastErr) + "."
		colour = theme.ColorNameError
	case p.g.sending != "":
		text = "Telling the game master…"
		if !p.g.Seat.Link().Connected {
			text = "Waiting for the connection to come back to tell the game master…"
		}
	case p.picked != nil:
		text = fmt.Sprintf("Start on %v? \"Start here\" tells the game master alone; click another cell to change.", *p.picked)
	case k.Chose:
		text = fmt.Sprintf("You chose %v; only the game master knows it. The game begins once every player has chosen and he has accepted the choices. Click another cell to change your mind.", k.Start)
	case p.invalidated():
		text = fmt.Sprintf("The game master declared the choices invalid (§6.1); he gives no reason. Choose again — not %v.", k.Start)
		colour = theme.ColorNameWarning
	default:
		text = "Click the cell you want to start on. The game master hears it alone; the outline shows no walls and no cell types: you know as little as on paper."
	}
	p.msg.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: text, Style: widget.RichTextStyle{ColorName: colour}}}
	p.msg.Refresh()
	var tokens []planview.Token
	switch {
	case p.picked != nil:
		tokens = append(tokens, planview.Token{At: *p.picked, Label: "S"})
	case k.Chose:
		tokens = append(tokens, planview.Token{At: k.Start, Label: "S", Color: shell.ThemeColor(theme.ColorNameSuccess)})
	}
	p.view.SetTokens(tokens...)
	if p.picked != nil && p.choosing() && p.g.sending == "" {
		p.sayBtn.Enable()
	} else {
		p.sayBtn.Disable()
	}
	if !p.choosing() {
		p.sayBtn.Hide()
	} else {
		p.sayBtn.Show()
	}
}

// invalidated reports whether the player's choice was declared invalid:
// he chose, and the game master voided every choice since.
func (p *startPanel) invalidated() bool {
	chose := false
	for _, e := range p.g.Seat.Events(0) {
		switch {
		case e.Code == game.StartChosen && e.Player == p.g.me:
			chose = true
		case e.Code == game.StartsInvalid:
			return chose
		}
	}
	return false
}

// message is the panel's text, for tests.
func (p *startPanel) message() string { return p.msg.String() }
