package main

import (
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/compose-spec/compose-go/v2/cli"
	"github.com/compose-spec/compose-go/v2/types"
)

func runCompose(args []string) error {
	if len(args) != 1 {
		return fmt.Errorf("compose: want exactly one file")
	}
	file, err := filepath.Abs(args[0])
	if err != nil {
		return err
	}
	dir := filepath.Dir(file)
	// Load as `docker compose` (v2) does: schema validation, interpolation,
	// normalization and consistency checks (unknown services, networks, volumes).
	// The environment is left empty so the result does not depend on the caller's.
	opts, err := cli.NewProjectOptions([]string{file},
		cli.WithWorkingDirectory(dir),
		cli.WithEnv(nil),
		cli.WithName("pickup"),
		cli.WithConsistency(true),
	)
	if err != nil {
		return err
	}
	project, err := opts.LoadProject(context.Background())
	if err != nil {
		return fmt.Errorf("compose: %w", err)
	}

	var p problems
	dockerfiles := map[string]*dockerfileInfo{}
	names := project.ServiceNames()
	sort.Strings(names)
	for _, name := range names {
		svc := project.Services[name]
		if svc.Build != nil {
			ctxDir := svc.Build.Context
			if st, err := os.Stat(ctxDir); err != nil || !st.IsDir() {
				p.add("%s: build context %s is not a directory", name, ctxDir)
			}
			df := svc.Build.Dockerfile
			if df == "" {
				df = "Dockerfile"
			}
			if !filepath.IsAbs(df) {
				df = filepath.Join(ctxDir, df)
			}
			if _, err := os.Stat(df); err != nil {
				p.add("%s: dockerfile %s not found", name, df)
			} else {
				checkBuildTarget(&p, name, svc.Build, df, dockerfiles)
			}
			if svc.Image == "" {
				p.add("%s: built services need an image name (the tag k8s overlays refer to)", name)
			}
			if ws, ok := svc.Build.Args["WORKSPACE"]; ok && ws != nil {
				if _, err := os.Stat(filepath.Join(ctxDir, *ws, "package.json")); err != nil {
					p.add("%s: build arg WORKSPACE=%s is not a workspace (no package.json)", name, *ws)
				}
			}
		} else if img := svc.Image; img == "" || !strings.Contains(lastPathElem(img), ":") || strings.HasSuffix(img, ":latest") {
			p.add("%s: third-party image %q must be pinned to a tag other than latest", name, img)
		}
		for dep, d := range svc.DependsOn {
			target, ok := project.Services[dep]
			if !ok {
				p.add("%s: depends on unknown service %s", name, dep)
				continue
			}
			if d.Condition == types.ServiceConditionHealthy && (target.HealthCheck == nil || target.HealthCheck.Disable || len(target.HealthCheck.Test) == 0) {
				p.add("%s: waits for %s to be healthy but %s has no healthcheck in the compose file", name, dep, dep)
			}
		}
		if want, ok := requiredEnv[name]; ok {
			// A variable may also be exported by the service's command wrapper
			// (identity reads its generated key file that way).
			command := strings.Join(svc.Command, " ")
			for _, k := range want {
				if v, ok := svc.Environment[k]; (!ok || v == nil || *v == "") && !strings.Contains(command, "export "+k+"=") {
					p.add("%s: environment lacks %s", name, k)
				}
			}
			if port := servicePorts[name]; svc.Environment["PORT"] != nil && *svc.Environment["PORT"] != port {
				p.add("%s: PORT is %s, the platform fixes it at %s", name, *svc.Environment["PORT"], port)
			}
			if svc.HealthCheck == nil || len(svc.HealthCheck.Test) == 0 {
				p.add("%s: node services need a healthcheck (GET /healthz)", name)
			}
		}
	}
	if cyc := composeCycle(project); cyc != "" {
		p.add("depends_on cycle: %s", cyc)
	}
	if err := p.err("compose"); err != nil {
		return err
	}
	fmt.Printf("compose: %d services valid\n", len(names))
	return nil
}

// checkBuildTarget: a Dockerfile with several targets is built with one named
// explicitly, a final stage (not an intermediate one); every build arg given is
// declared by that target's stages, and every ARG they declare without a
// default is given.
func checkBuildTarget(p *problems, name string, b *types.BuildConfig, df string, cache map[string]*dockerfileInfo) {
	info, ok := cache[df]
	if !ok {
		dt, err := os.ReadFile(df)
		if err == nil {
			info, err = parseDockerfile(dt)
		}
		if err != nil {
			p.add("%s: dockerfile %s: %v", name, df, err)
		}
		cache[df] = info
	}
	if info == nil {
		return
	}
	targets := info.targets()
	i := len(info.stages) - 1
	switch {
	case b.Target == "" && len(targets) > 1:
		p.add("%s: build names no target; %s has several (%s)", name, df, strings.Join(targets, ", "))
		return
	case b.Target != "":
		if i = info.stage(b.Target); i < 0 {
			p.add("%s: build target %q is not a stage of %s (targets: %s)", name, b.Target, df, strings.Join(targets, ", "))
			return
		}
		if !slices.Contains(targets, info.stages[i].name) {
			p.add("%s: build target %q is an intermediate stage of %s (targets: %s)", name, b.Target, df, strings.Join(targets, ", "))
			return
		}
	}
	declared := info.buildArgs(i)
	for _, k := range slices.Sorted(maps.Keys(b.Args)) {
		if _, ok := declared[k]; !ok {
			p.add("%s: build arg %s is not declared by target %q of %s", name, k, info.stages[i].name, df)
		}
	}
	for _, k := range slices.Sorted(maps.Keys(declared)) {
		if v, ok := b.Args[k]; !declared[k] && !predefinedArgs[k] && (!ok || v == nil || *v == "") {
			p.add("%s: target %q of %s needs build arg %s", name, info.stages[i].name, df, k)
		}
	}
}

func lastPathElem(img string) string {
	if i := strings.LastIndex(img, "/"); i >= 0 {
		return img[i+1:]
	}
	return img
}

func composeCycle(project *types.Project) string {
	state := map[string]int{}
	var stack []string
	var visit func(string) string
	visit = func(n string) string {
		switch state[n] {
		case 1:
			return strings.Join(append(stack, n), " -> ")
		case 2:
			return ""
		}
		state[n] = 1
		stack = append(stack, n)
		for dep := range project.Services[n].DependsOn {
			if c := visit(dep); c != "" {
				return c
			}
		}
		stack = stack[:len(stack)-1]
		state[n] = 2
		return ""
	}
	for _, n := range project.ServiceNames() {
		if c := visit(n); c != "" {
			return c
		}
	}
	return ""
}
