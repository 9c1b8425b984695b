// Command deploycheck runs the offline checks of scripts/validate-deploy.sh
// that no off-the-shelf tool covers:
//
//	deploycheck compose FILE              load FILE as docker compose v2 does (compose-spec schema,
//	                                      interpolation, references) and check our own rules
//	deploycheck dockerfile [-targets T,T] [-default T] FILE...
//	                                      parse and lint Dockerfiles with BuildKit's rules
//	                                      (what `docker build --check` reports), offline, over
//	                                      all stages and per target; check the set of targets
//	                                      (final stages) and the default (last) one
//	deploycheck k8s -schemas WHEEL -versions V[,V] FILE...
//	                                      validate every object of each rendered kustomization
//	                                      against the Kubernetes JSON schemas (strict), then check
//	                                      the references between the objects and our policies
//
// Each subcommand prints problems on stderr and exits 1 when there is any.
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	switch os.Args[1] {
	case "compose":
		err = runCompose(os.Args[2:])
	case "dockerfile":
		err = runDockerfile(os.Args[2:])
	case "k8s":
		err = runK8s(os.Args[2:])
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "deploycheck:", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: deploycheck compose FILE | dockerfile [-targets T,T] [-default T] FILE... | k8s -schemas WHEEL -versions V[,V] FILE...")
	os.Exit(2)
}

// problems collects findings so a run reports all of them, not just the first.
type problems []string

func (p *problems) add(format string, args ...any) { *p = append(*p, fmt.Sprintf(format, args...)) }

func (p problems) err(what string) error {
	if len(p) == 0 {
		return nil
	}
	for _, s := range p {
		fmt.Fprintln(os.Stderr, "  -", s)
	}
	return fmt.Errorf("%s: %d problem(s)", what, len(p))
}
