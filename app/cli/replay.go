package cli

import "errors"

func runReplay(env Env) error {
	fs := newFlags(env, "replay", "", "")
	if err := parseFlags(fs, env, env.Args); err != nil {
		return err
	}
	return errors.New("not implemented yet")
}
