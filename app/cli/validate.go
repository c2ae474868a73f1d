package cli

import "errors"

func runValidate(env Env) error {
	fs := newFlags(env, "validate", "", "")
	if err := parseFlags(fs, env, env.Args); err != nil {
		return err
	}
	return errors.New("not implemented yet")
}
