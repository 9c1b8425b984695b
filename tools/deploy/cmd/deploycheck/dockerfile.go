package main

import (
	"context"
	"fmt"
	"os"

	"github.com/moby/buildkit/client/llb"
	"github.com/moby/buildkit/client/llb/sourceresolver"
	"github.com/moby/buildkit/frontend/dockerfile/dockerfile2llb"
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

func runDockerfile(files []string) error {
	if len(files) == 0 {
		return fmt.Errorf("dockerfile: no files given")
	}
	var p problems
	for _, f := range files {
		dt, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		smap := llb.NewSourceMap(nil, f, "Dockerfile", dt)
		smap.Definition = &llb.Definition{}
		opt := dockerfile2llb.ConvertOpt{
			Config:       dockerui.Config{BuildArgs: map[string]string{}},
			MetaResolver: offlineResolver{},
			SourceMap:    smap,
		}
		res, err := dockerfile2llb.DockerfileLint(context.Background(), dt, opt)
		if err != nil {
			p.add("%s: %v", f, err)
			continue
		}
		if res.Error != nil {
			p.add("%s: %s (line %d)", f, res.Error.Message, firstLine(res.Error.Location.Ranges))
		}
		for _, w := range res.Warnings {
			line := 0
			if w.Location != nil {
				line = firstLine(w.Location.Ranges)
			}
			p.add("%s:%d: %s: %s", f, line, w.RuleName, w.Detail)
		}
	}
	return p.err("dockerfile")
}

func firstLine(ranges []*pb.Range) int {
	if len(ranges) == 0 || ranges[0].Start == nil {
		return 0
	}
	return int(ranges[0].Start.Line)
}
