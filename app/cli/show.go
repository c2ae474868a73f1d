package cli

import "errors"

func runShow(env Env) error {
	fs := newFlags(env, "show", "", "")
	if err := parseFlags(fs, env, env.Args); err != nil {
		return err
	}
	return errors.New("not implemented yet")
}
