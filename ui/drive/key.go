package drive

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
)

// Key is a key with its modifiers, as the key command names it.
type Key struct {
	Name     fyne.KeyName
	Modifier fyne.KeyModifier
}

// keyNames are the names a key may be given, case aside, beside the
// single letters and digits.
var keyNames = map[string]fyne.KeyName{}

func init() {
	for _, k := range []fyne.KeyName{
		fyne.KeyEscape, fyne.KeyReturn, fyne.KeyTab, fyne.KeyBackspace, fyne.KeyInsert,
		fyne.KeyDelete, fyne.KeyRight, fyne.KeyLeft, fyne.KeyDown, fyne.KeyUp,
		fyne.KeyPageUp, fyne.KeyPageDown, fyne.KeyHome, fyne.KeyEnd, fyne.KeySpace,
		fyne.KeyEnter, fyne.KeyF1, fyne.KeyF2, fyne.KeyF3, fyne.KeyF4, fyne.KeyF5,
		fyne.KeyF6, fyne.KeyF7, fyne.KeyF8, fyne.KeyF9, fyne.KeyF10, fyne.KeyF11,
		fyne.KeyF12, fyne.KeyPlus, fyne.KeyMinus, fyne.KeyEqual, fyne.KeyComma,
		fyne.KeyPeriod, fyne.KeySlash,
	} {
		keyNames[strings.ToLower(string(k))] = k
	}
	keyNames["enter"] = fyne.KeyReturn // what people call the main Enter key
	keyNames["esc"] = fyne.KeyEscape
}

var modifierNames = map[string]fyne.KeyModifier{
	"ctrl": fyne.KeyModifierControl, "control": fyne.KeyModifierControl,
	"shift": fyne.KeyModifierShift, "alt": fyne.KeyModifierAlt,
	"super": fyne.KeyModifierSuper,
}

// ParseKey reads "Return", "F1", "a", "Ctrl+Q", "Ctrl+Shift+Z".
func ParseKey(s string) (Key, error) {
	parts := strings.Split(s, "+")
	var k Key
	for _, m := range parts[:len(parts)-1] {
		mod, ok := modifierNames[strings.ToLower(m)]
		if !ok {
			return Key{}, fmt.Errorf("unknown modifier %q in %q (Ctrl, Shift, Alt, Super)", m, s)
		}
		k.Modifier |= mod
	}
	name := parts[len(parts)-1]
	switch {
	case name == "":
		return Key{}, fmt.Errorf("no key in %q", s)
	case len(name) == 1 && (name[0] >= 'a' && name[0] <= 'z' || name[0] >= 'A' && name[0] <= 'Z' || name[0] >= '0' && name[0] <= '9'):
		k.Name = fyne.KeyName(strings.ToUpper(name))
	default:
		n, ok := keyNames[strings.ToLower(name)]
		if !ok {
			return Key{}, fmt.Errorf("unknown key %q (Return, Escape, Tab, Up, F1, a letter or a digit...)", name)
		}
		k.Name = n
	}
	return k, nil
}
