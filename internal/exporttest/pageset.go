package exporttest

import (
	"fmt"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
)

// PageSet is a web page written as a set of linked pages (a congress's:
// NAME.html and the pages in NAME_files/ beside it), as a reader finds it
// by following its links.
type PageSet struct {
	Main *Page
	// Pages are the pages of the folder, by their path from the page's
	// folder ("NAME_files/travellers-1.html"); Sizes are every file's
	// size in bytes, the page's too.
	Pages map[string]*Page
	Sizes map[string]int64
	// Problems are each page's problems (its path before them) and every
	// link that leads nowhere: to a file that is not there, to a place a
	// page does not have, out of the set; and a file of the folder no
	// link leads to.
	Problems []string
}

// ReadPageSet reads the page at file and every page its links lead to,
// and checks every link of every page.
func ReadPageSet(file string) (*PageSet, error) {
	root := filepath.Dir(file)
	mainName := filepath.Base(file)
	folder := strings.TrimSuffix(mainName, filepath.Ext(mainName)) + "_files"
	set := &PageSet{Pages: map[string]*Page{}, Sizes: map[string]int64{}}
	pages := map[string]*Page{}
	var queue []string
	read := func(rel string) (*Page, error) {
		if p, ok := pages[rel]; ok {
			return p, nil
		}
		data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(rel)))
		if err != nil {
			return nil, err
		}
		p, err := readPage(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", rel, err)
		}
		pages[rel] = p
		set.Sizes[rel] = int64(len(data))
		queue = append(queue, rel)
		for _, pr := range p.Problems {
			set.Problems = append(set.Problems, rel+": "+pr)
		}
		return p, nil
	}
	main, err := read(mainName)
	if err != nil {
		return nil, err
	}
	set.Main = main
	for len(queue) > 0 {
		rel := queue[0]
		queue = queue[1:]
		p := pages[rel]
		for _, h := range p.Hrefs {
			u, err := url.Parse(h)
			if err != nil || u.Scheme != "" || u.Host != "" || strings.HasPrefix(h, "/") {
				set.Problems = append(set.Problems, fmt.Sprintf("%s: a link to %q, off the set", rel, h))
				continue
			}
			target := rel
			if u.Path != "" {
				target = path.Clean(path.Join(path.Dir(rel), u.Path))
				if target != mainName && !strings.HasPrefix(target, folder+"/") {
					set.Problems = append(set.Problems, fmt.Sprintf("%s: a link to %q, off the set", rel, h))
					continue
				}
			}
			tp, err := read(target)
			if err != nil {
				set.Problems = append(set.Problems, fmt.Sprintf("%s: a link to %q, a page that is not there", rel, h))
				continue
			}
			if u.Fragment != "" && !tp.IDs[u.Fragment] {
				set.Problems = append(set.Problems, fmt.Sprintf("%s: a link to %q, which %s does not have", rel, h, target))
			}
		}
	}
	for rel, p := range pages {
		if rel != mainName {
			set.Pages[rel] = p
		}
	}
	if entries, err := os.ReadDir(filepath.Join(root, folder)); err == nil {
		for _, e := range entries {
			if _, ok := pages[folder+"/"+e.Name()]; !ok {
				set.Problems = append(set.Problems, fmt.Sprintf("%s/%s: no link leads to it", folder, e.Name()))
			}
		}
	}
	sort.Strings(set.Problems)
	return set, nil
}

// Names are the paths of the folder's pages, in order.
func (s *PageSet) Names() []string {
	var names []string
	for n := range s.Pages {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
