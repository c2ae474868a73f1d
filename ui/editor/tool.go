package editor

import (
	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/ui/planview"
)

// tool is one of the editor's tools: what a click and a drag on the plan
// do. As in fyne-io/pixeledit, each tool is a value of its own type
// (tools lists them in the toolbar's order, the tools_*.go files hold
// them); the screen hands the tool on show its clicks and drags and never
// asks which tool it is.
type tool interface {
	// about describes the tool: its button, tooltip and key, and how the
	// screen treats it (toolInfo).
	about() *toolInfo
	// tap is a click on the plan; secondary: a right-click.
	tap(e *Screen, ev planview.TapEvent, secondary bool)
	// drag follows a drag with the primary button, in the state d the
	// screen keeps for it: once as it begins, at every move, once as it
	// ends (after the screen ended its stroke and took the preview away).
	drag(e *Screen, ev planview.DragEvent, phase dragPhase, d *dragState)
}

// dragPhase is where a drag is.
type dragPhase uint8

const (
	dragBegin dragPhase = iota
	dragMove
	dragEnd
)

// toolInfo describes a tool for its button, its tooltip and the F1 sheet
// (its key is in shell.EditorKeys, by the ID "tool."+id), and says how the
// screen treats it. Every tool embeds it, which gives it about.
type toolInfo struct {
	id    string
	name  string
	what  string
	how   string // the options row's hint: what the mouse does
	group int    // buttons of one group sit together
	icon  fyne.Resource
	hover planview.HoverMode
	// paints: the tool paints the kind chosen with the swatches (1 to 4);
	// the eyedropper and the kind keys go back to the last such tool.
	paints bool
	// showsSelection: the selected cell keeps its outline on the plan.
	showsSelection bool
	// describesSides: the status line names the side under the pointer.
	describesSides bool
	// ownReadout: while it drags, the tool writes the status line itself.
	ownReadout bool
}

func (ti *toolInfo) about() *toolInfo { return ti }

// optioner is a tool with options: the widgets the options row shows after
// the tool's name, and the hint it shows then (ti.how when it has no
// better one).
type optioner interface {
	options(e *Screen) (objs []fyne.CanvasObject, how string)
}

// hoverer is a tool that shows something where the pointer rests, when no
// drag is on.
type hoverer interface {
	hovered(e *Screen, h planview.Hit)
}

// chooser is a tool that sets something up when it is chosen.
type chooser interface {
	chosen(e *Screen)
}

// clicks is the drag of the tools that work by clicks: a small slip of
// the hand while clicking is taken as the click.
type clicks struct{}

func (clicks) drag(e *Screen, ev planview.DragEvent, phase dragPhase, _ *dragState) {
	if phase == dragEnd && len(ev.Cells) == 1 {
		e.tap(planview.TapEvent{Hit: ev.Start, Modifier: ev.Modifier}, false)
	}
}

// The tools, one value each; tools is the toolbar's order.
var (
	toolSelect = &selectTool{toolInfo: toolInfo{id: "select", name: "Select", what: "inspect a cell: its kind, treasures, items and pit loop",
		how: "Click a cell to see and change what lies on it. [ and ] jump along a pit loop; Delete clears the cell.", group: 0, icon: selectIcon, hover: planview.HoverCells,
		showsSelection: true, describesSides: true}}
	toolBrush = &brushTool{toolInfo: toolInfo{id: "brush", name: "Brush", what: "paint cells by clicking or dragging",
		how: "Click or drag to paint; Alt+click picks.", group: 1, icon: brushIcon, hover: planview.HoverCells, paints: true}}
	toolRect = &rectTool{toolInfo: toolInfo{id: "rect", name: "Rectangle", what: "drag a rectangle of cells to paint",
		how: "Drag from corner to corner.", group: 1, icon: rectIcon, hover: planview.HoverCells, paints: true}}
	toolFill = &fillTool{toolInfo: toolInfo{id: "fill", name: "Fill", what: "paint the connected cells of one kind, up to the walls",
		how: "Click: fill; Shift+click: through walls.", group: 1, icon: fillIcon, hover: planview.HoverCells, paints: true}}
	toolPick = &pickTool{toolInfo: toolInfo{id: "pick", name: "Eyedropper", what: "pick the kind of a cell, and the tool that draws it",
		how: "Click a cell to paint its kind.", group: 1, icon: pickIcon, hover: planview.HoverCells}}
	toolWalls = &wallsTool{toolInfo: toolInfo{id: "walls", name: "Walls", what: "walls on the sides of cells, exits on the border",
		how: "Click a side: wall on or off; border: monolith, open exit, closed exit. Right-click: open, wall, indestructible. Drag: a run.", group: 2, icon: wallsIcon, hover: planview.HoverEdges,
		describesSides: true}}
	toolDoors = &doorsTool{toolInfo: toolInfo{id: "doors", name: "Doors and windows", what: "one-way doors and windows in walls, locks on exits",
		how: "Click a side: a one-way door (again: the other way, again: none) or a window. Border: lock or unlock an exit. Right-click takes it away.", group: 2, icon: doorsIcon, hover: planview.HoverEdges,
		describesSides: true}}
	toolPits = &pitsTool{toolInfo: toolInfo{id: "pits", name: "Pits", what: "build a pit loop by clicking its pits in order",
		how: "Click cells in order, each the next pit of the loop; Enter or Esc finishes. Right-click removes a pit.", group: 2, icon: pitsIcon, hover: planview.HoverCells,
		showsSelection: true}}
	toolRiver = &riverTool{toolInfo: toolInfo{id: "river", name: "River", what: "drag a river from its source to its delta",
		how: "Drag from the source along the flow; the end becomes the delta, and ending in a river merges into it. Right-click erases a river cell.", group: 2, icon: riverIcon, hover: planview.HoverCells,
		ownReadout: true}}
	toolTreasure = &treasureTool{toolInfo: toolInfo{id: "treasure", name: "Treasures", what: "place the true treasure, fake ones, or the Key",
		how: "Click: on top of the stack (the true one moves). Right-click: the top one goes.", group: 3, icon: treasureIcon, hover: planview.HoverCells,
		showsSelection: true}}
	toolItems = &itemsTool{toolInfo: toolInfo{id: "items", name: "Loose items", what: "put bullets, grenades, landmines, corpses, knives, boats, boomerangs or cement on a cell",
		how: "Click adds one, right-click takes one away.", group: 3, icon: itemsIcon, hover: planview.HoverCells,
		showsSelection: true}}
	toolStairs = &stairsTool{toolInfo: toolInfo{id: "stairs", name: "Stairs", what: "staircases between a cell and the cell above it",
		how: "Click a cell: a staircase up to the floor above (on the top floor: down to the floor below), or away again.", group: 3, icon: stairsIcon, hover: planview.HoverCells,
		showsSelection: true}}
	toolCreatures = &creaturesTool{toolInfo: toolInfo{id: "creatures", name: "Creatures", what: "a bear or a leprechaun, its cave and the path it walks",
		how: "Drag the path from its cave; right-click removes.", group: 3, icon: creaturesIcon, hover: planview.HoverCells,
		showsSelection: true, ownReadout: true}}
	toolShape = &shapeTool{toolInfo: toolInfo{id: "shape", name: "Shape", what: "cut cells out of the labyrinth or put them back",
		how: "Click or drag over cells to cut them out of the shape; starting outside the shape puts cells back.", group: 3, icon: shapeIcon, hover: planview.HoverCells}}

	tools = []tool{toolSelect, toolBrush, toolRect, toolFill, toolPick, toolWalls, toolDoors, toolPits, toolRiver, toolTreasure, toolItems, toolStairs, toolCreatures, toolShape}
)
