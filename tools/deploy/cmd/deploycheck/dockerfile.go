package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/moby/buildkit/client/llb"
	"github.com/moby/buildkit/client/llb/sourceresolver"
	"github.com/moby/buildkit/frontend/dockerfile/dockerfile2llb"
	"github.com/moby/buildkit/frontend/dockerfile/instructions"
	"github.com/moby/buildkit/frontend/dockerfile/parser"
	"github.com/moby/buildkit/frontend/dockerui"
	"github.com/moby/buildkit/solver/pb"
	digest "github.com/opencontainers/go-digest"
)

// offlineResolver answers BuildKit's image-config lookups without a registry:
// every base image is taken to be a Linux image with the usual PATH.
type offlineResolver struct{}

func (offlineResolver) ResolveImageConfig(_ context.Context, ref string, _ sourceresolver.Opt) (string, digest.Digest, []byte, error) {
	cfg := []byte(`{"architecture":"amd64","os":"linux","rootfs":{"type":"layers","diff_ids":[]},` +
		`"config":{"Env":["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"]}}`)
	return ref, digest.FromBytes(cfg), cfg, nil
}

// runDockerfile lints each file with BuildKit's rules, once over all stages
// and once per target (what `docker build --check --target T` reports), and
// checks its targets: every stage is named, and with -targets the final stages
// (those no other stage builds on or copies from) are exactly that set, with
// -default the last stage (what a build without --target produces) is that one.
func runDockerfile(args []string) error {
	fs := flag.NewFlagSet("dockerfile", flag.ContinueOnError)
	wantTargets := fs.String("targets", "", "comma-separated final stages each file must have, no more, no fewer")
	wantDefault := fs.String("default", "", "the stage each file must end with (its default target)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	files := fs.Args()
	if len(files) == 0 {
		return fmt.Errorf("dockerfile: no files given")
	}
	var p problems
	for _, f := range files {
		dt, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		info, err := parseDockerfile(dt)
		if err != nil {
			p.add("%s: %v", f, err)
			continue
		}
		targets := info.targets()
		if len(info.stages) > 1 {
			for i, st := range info.stages {
				if st.name == "" {
					p.add("%s: stage %d (FROM %s) has no name (FROM ... AS <name>)", f, i, st.base)
				}
			}
		}
		if *wantTargets != "" {
			want := strings.Split(*wantTargets, ",")
			for _, t := range want {
				if i := info.stage(t); i < 0 {
					p.add("%s: has no stage %q (expected targets: %s)", f, t, *wantTargets)
				} else if !slices.Contains(targets, t) {
					p.add("%s: stage %q is not a target: another stage builds on it or copies from it", f, t)
				}
			}
			for _, t := range targets {
				if !slices.Contains(want, t) {
					p.add("%s: stage %q is a target nothing expects (no stage builds on it or copies from it; expected targets: %s)", f, t, *wantTargets)
				}
			}
		}
		if last := info.stages[len(info.stages)-1].name; *wantDefault != "" && last != *wantDefault {
			p.add("%s: the last stage (the default target) is %q, want %q", f, last, *wantDefault)
		}

		seen := map[string]bool{}
		lint := func(target string) {
			for _, s := range lintDockerfile(f, dt, target) {
				if !seen[s] {
					seen[s] = true
					p.add("%s", s)
				}
			}
		}
		lint("") // every stage
		for _, t := range targets {
			if t != "" {
				lint(t)
			}
		}
		if len(p) == 0 {
			fmt.Printf("dockerfile: %s: targets %s (default %s)\n", f, strings.Join(targets, ", "), info.stages[len(info.stages)-1].name)
		}
	}
	return p.err("dockerfile")
}

// lintDockerfile returns what BuildKit reports for target ("" = all stages).
func lintDockerfile(f string, dt []byte, target string) []string {
	where := f
	if target != "" {
		where = f + " (target " + target + ")"
	}
	smap := llb.NewSourceMap(nil, f, "Dockerfile", dt)
	smap.Definition = &llb.Definition{}
	opt := dockerfile2llb.ConvertOpt{
		Config:       dockerui.Config{BuildArgs: map[string]string{}, Target: target},
		MetaResolver: offlineResolver{},
		SourceMap:    smap,
	}
	res, err := dockerfile2llb.DockerfileLint(context.Background(), dt, opt)
	if err != nil {
		return []string{fmt.Sprintf("%s: %v", where, err)}
	}
	var out []string
	if res.Error != nil {
		out = append(out, fmt.Sprintf("%s: %s (line %d)", where, res.Error.Message, firstLine(res.Error.Location.Ranges)))
	}
	for _, w := range res.Warnings {
		line := 0
		if w.Location != nil {
			line = firstLine(w.Location.Ranges)
		}
		// Not keyed by target: the same finding reached from two targets is reported once.
		out = append(out, fmt.Sprintf("%s:%d: %s: %s", f, line, w.RuleName, w.Detail))
	}
	return out
}

func firstLine(ranges []*pb.Range) int {
	if len(ranges) == 0 || ranges[0].Start == nil {
		return 0
	}
	return int(ranges[0].Start.Line)
}

// dockerfileInfo is the stage graph of a Dockerfile.
type dockerfileInfo struct {
	stages   []dfStage
	metaArgs map[string]bool // ARGs before the first FROM -> has a default
}

type dfStage struct {
	name string          // lower case, "" when unnamed
	base string          // the FROM argument
	deps []int           // stages it builds on (FROM) or copies/mounts from
	args map[string]bool // ARGs declared in the stage -> has a default
}

func parseDockerfile(dt []byte) (*dockerfileInfo, error) {
	ast, err := parser.Parse(bytes.NewReader(dt))
	if err != nil {
		return nil, err
	}
	stages, metaArgs, err := instructions.Parse(ast.AST, nil)
	if err != nil {
		return nil, err
	}
	if len(stages) == 0 {
		return nil, fmt.Errorf("no stages")
	}
	info := &dockerfileInfo{metaArgs: map[string]bool{}}
	for _, a := range metaArgs {
		for _, kv := range a.Args {
			info.metaArgs[kv.Key] = kv.Value != nil
		}
	}
	for i, st := range stages {
		s := dfStage{name: strings.ToLower(st.Name), base: st.BaseName, args: map[string]bool{}}
		ref := func(from string) {
			if from == "" {
				return
			}
			if n, err := strconv.Atoi(from); err == nil && n >= 0 && n < i {
				s.deps = append(s.deps, n)
				return
			}
			for j := range i {
				if info.stages[j].name != "" && info.stages[j].name == strings.ToLower(from) {
					s.deps = append(s.deps, j)
					return
				}
			}
		}
		ref(st.BaseName)
		for _, c := range st.Commands {
			switch c := c.(type) {
			case *instructions.CopyCommand:
				ref(c.From)
			case *instructions.RunCommand:
				for _, m := range instructions.GetMounts(c) {
					ref(m.From)
				}
			case *instructions.ArgCommand:
				for _, kv := range c.Args {
					s.args[kv.Key] = kv.Value != nil
				}
			}
		}
		info.stages = append(info.stages, s)
	}
	return info, nil
}

// stage is the index of the stage named name, or -1.
func (d *dockerfileInfo) stage(name string) int {
	for i, s := range d.stages {
		if s.name != "" && s.name == strings.ToLower(name) {
			return i
		}
	}
	return -1
}

// targets are the final stages, in file order: no other stage depends on them.
func (d *dockerfileInfo) targets() []string {
	used := map[int]bool{}
	for _, s := range d.stages {
		for _, j := range s.deps {
			used[j] = true
		}
	}
	var out []string
	for i, s := range d.stages {
		if !used[i] {
			out = append(out, s.name)
		}
	}
	return out
}

// closure is the stage at index i and every stage it needs.
func (d *dockerfileInfo) closure(i int) []int {
	seen := map[int]bool{}
	var walk func(int)
	walk = func(j int) {
		if seen[j] {
			return
		}
		seen[j] = true
		for _, k := range d.stages[j].deps {
			walk(k)
		}
	}
	walk(i)
	out := make([]int, 0, len(seen))
	for j := range seen {
		out = append(out, j)
	}
	slices.Sort(out)
	return out
}

// buildArgs of the stage at index i: every ARG it or a stage it needs declares,
// plus the global ones, each mapped to whether it has a default.
func (d *dockerfileInfo) buildArgs(i int) map[string]bool {
	out := map[string]bool{}
	for k, v := range d.metaArgs {
		out[k] = v
	}
	for _, j := range d.closure(i) {
		for k, v := range d.stages[j].args {
			// A stage's ARG without a value takes the global default, if any.
			out[k] = out[k] || v || d.metaArgs[k]
		}
	}
	return out
}

// predefinedArgs are set by the builder itself; a Dockerfile declares them without a value.
var predefinedArgs = map[string]bool{
	"TARGETPLATFORM": true, "TARGETOS": true, "TARGETARCH": true, "TARGETVARIANT": true,
	"BUILDPLATFORM": true, "BUILDOS": true, "BUILDARCH": true, "BUILDVARIANT": true,
	"TARGETSTAGE": true, "SOURCE_DATE_EPOCH": true,
	"HTTP_PROXY": true, "HTTPS_PROXY": true, "FTP_PROXY": true, "NO_PROXY": true, "ALL_PROXY": true,
	"http_proxy": true, "https_proxy": true, "ftp_proxy": true, "no_proxy": true, "all_proxy": true,
}
