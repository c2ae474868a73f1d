package drive

import (
	_ "unsafe" // go:linkname

	"fyne.io/fyne/v2"
)

// cachedRenderer is the renderer Fyne keeps for a widget that has been
// drawn, and false for one that never was (so nothing is created by
// looking). Fyne keeps renderers in an internal cache; its test package
// reads it with test.WidgetRenderer, but importing that package in the
// app would swap in a test app at start-up, so the hook names the cache's
// function directly. TestWalkSeesInsideWidgets fails if a Fyne upgrade
// renames it (the build would fail first: the symbol would be missing).
//
//go:linkname cachedRenderer fyne.io/fyne/v2/internal/cache.CachedRenderer
func cachedRenderer(fyne.Widget) (fyne.WidgetRenderer, bool)
