package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The editor's tool icons: filled shapes only, since Fyne recolours an
// icon's fills (to the theme's foreground, or white on a chosen tool) but
// not its strokes. Holes are drawn by winding the inner outline the other
// way.

func toolIcon(name, paths string) fyne.Resource {
	return theme.NewThemedResource(&fyne.StaticResource{
		StaticName:    "editor-" + name + ".svg",
		StaticContent: []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">` + paths + `</svg>`),
	})
}

var (
	selectIcon = toolIcon("select", `<path d="M5 2.5 L5 19.5 L9.3 15.4 L12.2 21.6 L14.9 20.4 L12 14.3 L17.8 14.3 Z"/>`)
	brushIcon  = toolIcon("brush", `<path d="M20.3 2.3 L21.7 3.7 L12.6 14.2 L9.8 11.4 Z"/>`+
		`<path d="M8.6 12.6 L11.4 15.4 C11 18.6 8 21.3 2.5 21 C4.2 19.6 4 17.6 4.6 15.6 C5.2 13.8 6.8 12.7 8.6 12.6 Z"/>`)
	rectIcon = toolIcon("rect", `<path d="M3 5 H21 V19 H3 Z M5.2 7.2 V16.8 H18.8 V7.2 Z"/>`+
		`<path d="M7.5 9.5 H16.5 V14.5 H7.5 Z"/>`)
	fillIcon = toolIcon("fill", `<path d="M11 3 L19 11 L12 18 C11 19 9.6 19 8.6 18 L4 13.4 C3 12.4 3 11 4 10 Z"/>`+
		`<path d="M20 13.5 C21.5 15.8 22 17 22 17.9 C22 19 21.1 19.9 20 19.9 C18.9 19.9 18 19 18 17.9 C18 17 18.5 15.8 20 13.5 Z"/>`)
	pickIcon = toolIcon("pick", `<path d="M16.4 2.9 C17.5 1.8 19.2 1.8 20.3 2.9 L21.1 3.7 C22.2 4.8 22.2 6.5 21.1 7.6 L18.7 10 L19.7 11 L18.3 12.4 L11.6 5.7 L13 4.3 L14 5.3 Z"/>`+
		`<path d="M11.2 8.1 L15.9 12.8 L8.1 20.6 L5.2 21 L3.4 21.9 L2.1 20.6 L3 18.8 L3.4 15.9 Z M5.1 16.7 L4.9 18.9 L5.1 19.1 L7.3 18.9 L13.1 13.1 L10.9 10.9 Z"/>`)
	wallsIcon = toolIcon("walls", `<path d="M3 3 H21 V21 H3 Z M4.3 4.3 V19.7 H19.7 V4.3 Z"/>`+
		`<path d="M10.4 2 H13.6 V22 H10.4 Z"/>`)
	pitsIcon = toolIcon("pits", `<circle cx="6" cy="17" r="4"/><circle cx="18" cy="7" r="4"/>`+
		`<path d="M8.2 13.2 L14.6 8.6 L15.6 10 L9.2 14.6 Z"/>`)
	riverIcon    = toolIcon("river", `<path d="M2 9 C5 6 8 6 11 9 C14 12 16.5 12 18.5 10.3 L18.5 7 L23 11.5 L18.5 16 L18.5 12.9 C16 15 13 15 10 12 C7.5 9.8 5 9.8 2 12.5 Z"/>`)
	treasureIcon = toolIcon("treasure", `<path d="M7 4 H17 L21.5 9.2 L12 21 L2.5 9.2 Z M7.9 5.6 L5 9 H19 L16.1 5.6 Z"/>`)
	itemsIcon    = toolIcon("items", `<path d="M4 9 C4 6.5 5 4.6 6 4 C7 4.6 8 6.5 8 9 V20 H4 Z"/>`+
		`<path d="M10 9 C10 6.5 11 4.6 12 4 C13 4.6 14 6.5 14 9 V20 H10 Z"/>`+
		`<path d="M16 9 C16 6.5 17 4.6 18 4 C19 4.6 20 6.5 20 9 V20 H16 Z"/>`)
	shapeIcon = toolIcon("shape", `<path d="M2.5 18 A3.5 3.5 0 1 0 9.5 18 A3.5 3.5 0 1 0 2.5 18 Z M4.3 18 A1.7 1.7 0 1 1 7.7 18 A1.7 1.7 0 1 1 4.3 18 Z"/>`+
		`<path d="M14.5 18 A3.5 3.5 0 1 0 21.5 18 A3.5 3.5 0 1 0 14.5 18 Z M16.3 18 A1.7 1.7 0 1 1 19.7 18 A1.7 1.7 0 1 1 16.3 18 Z"/>`+
		`<path d="M7 14.9 L18.3 3.2 L19.6 4.4 L8.5 16.1 Z"/><path d="M17 14.9 L5.7 3.2 L4.4 4.4 L15.5 16.1 Z"/>`)
	// doorsIcon: a wall with an arrow through it; stairsIcon: steps;
	// creaturesIcon: a paw.
	doorsIcon = toolIcon("doors", `<path d="M10.4 2 H13.6 V8 H10.4 Z M10.4 16 H13.6 V22 H10.4 Z"/>`+
		`<path d="M2 10.6 H14 V6.5 L21.5 12 L14 17.5 V13.4 H2 Z"/>`)
	stairsIcon    = toolIcon("stairs", `<path d="M2 21 V16 H7 V11 H12 V6 H17 V2 H22 V21 Z"/>`)
	creaturesIcon = toolIcon("creatures", `<path d="M6 15.5 C6 12.5 9 10.5 12 10.5 C15 10.5 18 12.5 18 15.5 C18 18.5 15.5 20 12 20 C8.5 20 6 18.5 6 15.5 Z"/>`+
		`<circle cx="4.5" cy="9.5" r="2.3"/><circle cx="9" cy="5.5" r="2.3"/><circle cx="15" cy="5.5" r="2.3"/><circle cx="19.5" cy="9.5" r="2.3"/>`)
	heatIcon  = toolIcon("heat", `<path d="M12 2 C13 6 18 8 18 14 C18 18 15.3 21 12 21 C8.7 21 6 18 6 14.5 C6 11.5 8 10 8.5 7.5 C10 9 10.5 10 10.5 11.5 C12 10 12.5 6 12 2 Z"/>`)
	linksIcon = toolIcon("links", `<path d="M2 12 A3.5 3.5 0 1 0 9 12 A3.5 3.5 0 1 0 2 12 Z M3.8 12 A1.7 1.7 0 1 1 7.2 12 A1.7 1.7 0 1 1 3.8 12 Z"/>`+
		`<path d="M15 12 A3.5 3.5 0 1 0 22 12 A3.5 3.5 0 1 0 15 12 Z M16.8 12 A1.7 1.7 0 1 1 20.2 12 A1.7 1.7 0 1 1 16.8 12 Z"/>`+
		`<path d="M9.8 11.2 H11.4 V12.8 H9.8 Z M12.6 11.2 H14.2 V12.8 H12.6 Z"/>`)
)
