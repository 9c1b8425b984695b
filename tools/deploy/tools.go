//go:build tools

// Package tools pins the third-party command-line tools that
// scripts/validate-deploy.sh builds (go build -o .data/bin/<name> <pkg>).
package tools

import (
	_ "sigs.k8s.io/kustomize/kustomize/v5"
)
