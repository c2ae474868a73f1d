package shell

import (
	"os/user"
	"strings"
)

// UserFirstName is the first name of the person logged in to this
// computer (the first word of his full name), or his login, or "" when
// the system does not say: a guess at the name he plays under or calls his
// game by, until he has typed one.
func UserFirstName() string {
	u, err := user.Current()
	if err != nil {
		return ""
	}
	if first, _, _ := strings.Cut(strings.TrimSpace(u.Name), " "); first != "" {
		return first
	}
	return u.Username
}
