package main

import (
	"path/filepath"

	"github.com/scorebook/scorebook/xlsx"
)

// teams scores a teams event.
func (j *job) teams(book *xlsx.Book) outcome {
	return j.fail(&xlsx.Error{Msg: filepath.Base(j.path) + " is a teams event, which this version of scorebook cannot score yet"})
}
