//go:build !leakprobe

package host_test

// leakProbeBuild is set in builds with the tag leakprobe, whose server
// widens an audience on purpose (leakprobe_test.go).
const leakProbeBuild = false
