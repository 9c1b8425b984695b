//go:build tools

// Package tools pins the Go programs the local infrastructure runs
// (see scripts/infra.sh and docs/infrastructure.md).
package tools

import (
	_ "github.com/FerretDB/FerretDB/cmd/ferretdb"
	_ "github.com/stripe/stripe-mock"
)
