// Package words holds the research the language catalogues are built from:
// en.txt, every English word or phrase a member or director reads in
// scorebook's output and templates, and one list per language (nl, fr, de,
// el, pl, nb) of the word each country's federation or scoring program uses
// for it, with the source it was taken from (SOURCES.md). README.md says
// how the lists were made and where a word differs by context.
//
// The package has no code: its test checks that every list has exactly the
// English keys of en.txt, keeps their placeholders, and cites only sources
// SOURCES.md describes.
package words
