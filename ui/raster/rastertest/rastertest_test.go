package rastertest

import (
	"image"
	"image/color"
	"os"
	"path/filepath"
	"testing"
)

func picture(c color.RGBA) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, 4, 3))
	for y := range 3 {
		for x := range 4 {
			img.SetRGBA(x, y, c)
		}
	}
	return img
}

func TestCompareAndDiff(t *testing.T) {
	a := picture(color.RGBA{R: 100, A: 255})
	b := Clone(a)
	b.SetRGBA(1, 1, color.RGBA{R: 110, A: 255})
	b.SetRGBA(2, 1, color.RGBA{R: 140, A: 255})
	for _, tc := range []struct {
		name  string
		tol   int
		bad   int
		total int
	}{
		{"to the bit", 0, 2, 12},
		{"within a shade", 24, 1, 12},
		{"within anything", 255, 0, 12},
	} {
		if bad, total := Compare(a, b, tc.tol); bad != tc.bad || total != tc.total {
			t.Errorf("%s: %d of %d differ, want %d of %d", tc.name, bad, total, tc.bad, tc.total)
		}
	}
	if bad, total := Compare(a, image.NewRGBA(image.Rect(0, 0, 2, 2)), 255); bad != total || total != 12 {
		t.Errorf("other sizes: %d of %d differ, want all", bad, total)
	}
	if n := Diff(a, b); n != 2 {
		t.Errorf("Diff = %d, want 2", n)
	}
	if RGBA(a) != a {
		t.Error("RGBA copied an *image.RGBA")
	}
	if n := Diff(a, RGBA(image.NewNRGBA(a.Rect))); n != 12 {
		t.Errorf("an NRGBA picture converted differs in %d pixels, want all 12", n)
	}
}

func TestPoisonOutside(t *testing.T) {
	img := picture(color.RGBA{G: 200, A: 255})
	PoisonOutside(img, image.Rect(0, 0, 1, 1), image.Rect(3, 2, 4, 3))
	for y := range 3 {
		for x := range 4 {
			kept := x == 0 && y == 0 || x == 3 && y == 2
			if got := img.RGBAAt(x, y); (got == Poison) == kept {
				t.Errorf("(%d,%d) is %v", x, y, got)
			}
		}
	}
}

func TestGoldenSavesWhatFailed(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	img := picture(color.RGBA{B: 200, A: 255})
	t.Setenv("RASTERTEST_UPDATE", "1")
	Golden(t, img, "pic.png", "RASTERTEST_UPDATE")
	t.Setenv("RASTERTEST_UPDATE", "")
	Golden(t, img, "pic.png", "RASTERTEST_UPDATE")
	if got := LoadPNG(t, filepath.Join("testdata", "pic.png"), "RASTERTEST_UPDATE"); Diff(got, img) != 0 {
		t.Error("the golden picture read back differs")
	}
	if _, err := os.Stat(filepath.Join("testdata", "failed")); err == nil {
		t.Error("a passing comparison saved a failed picture")
	}
}
