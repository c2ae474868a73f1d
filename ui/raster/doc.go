// Package raster draws straight into the pixels of an image.RGBA, for
// views that paint their content as one cached picture rather than as
// thousands of canvas objects (which Fyne would lay out and upload one by
// one): text in the theme's bold font, shapes rendered once into
// anti-aliased coverage masks and laid over the picture in a colour, flat
// fills, and the colour arithmetic their palettes are made with.
//
// Such a picture covers the view, not what is drawn, and is kept between
// frames (Cache): a Grid places the view's squares on it, a Painter
// repaints any part of it from the squares alone, and the cache asks for
// only the squares that changed and, after a pan, the strips that came
// into view.
//
// Fonts are parsed once per process. A Faces caches rendered glyphs and is
// not safe for concurrent use, so each painter makes its own; masks are
// only read once made.
//
// Two ways of laying a colour through a mask exist, DrawMask (image/draw's
// "over", to the bit) and DrawMask8 (the same in 8-bit arithmetic, a level
// or two apart on partly covered pixels). They are not interchangeable: a
// view moving from one to the other would change the shade of every
// anti-aliased edge it draws.
package raster
