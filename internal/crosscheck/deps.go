package crosscheck

// Linked only so that go test's cache is invalidated when the code the
// scorebook binary is built from changes (doc.go).
import (
	_ "github.com/scorebook/scorebook/engine/pairs"
	_ "github.com/scorebook/scorebook/xlsx"
)
