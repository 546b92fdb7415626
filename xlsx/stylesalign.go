package xlsx

import (
	"encoding/xml"
	"reflect"

	"github.com/scorebook/scorebook/xlsx/internal/guard"
	"github.com/xuri/excelize/v2"
)

// styleFields are excelize's fields of each list of the styles part: the
// list's field in its style sheet and the field of the list's entries.
var styleFields = map[string][2]string{
	"numFmts": {"NumFmts", "NumFmt"}, "fonts": {"Fonts", "Font"}, "fills": {"Fills", "Fill"},
	"borders": {"Borders", "Border"}, "cellStyleXfs": {"CellStyleXfs", "Xf"}, "cellXfs": {"CellXfs", "Xf"},
	"cellStyles": {"CellStyles", "CellStyle"}, "dxfs": {"Dxfs", "Dxfs"},
}

// alignStyles gives excelize, for each entry of the styles part it could
// not read (an mc:AlternateContent, which Hancell writes), the entry's
// fallback, so that excelize numbers the entries as the file does: the
// styles it adds then get the numbers they have in the part written back
// (guard.MergeStyles), and a style it finds already there is the file's.
// excelize's types are its own: they are reached by reflection. When an
// entry cannot be given, the workbook is left as excelize read it; the part
// is then written as excelize writes it (guard.MergeStyles finds fewer
// entries than the file's).
func alignStyles(f *excelize.File, orig []byte) {
	if f.Styles == nil || orig == nil {
		return
	}
	entries, err := guard.StyleEntries(orig)
	if err != nil {
		return
	}
	sheet := reflect.ValueOf(f.Styles).Elem()
	for list, es := range entries {
		fields, ok := styleFields[list]
		direct := 0
		for _, e := range es {
			if e.Direct {
				direct++
			}
		}
		if !ok || direct == len(es) {
			continue
		}
		l := sheet.FieldByName(fields[0])
		if !l.IsValid() || l.Kind() != reflect.Pointer || l.IsNil() {
			continue
		}
		slice := l.Elem().FieldByName(fields[1])
		if !slice.IsValid() || slice.Kind() != reflect.Slice || slice.Len() != direct || !slice.CanSet() {
			continue
		}
		elem := slice.Type().Elem()
		out := reflect.MakeSlice(slice.Type(), 0, len(es))
		next := 0
		whole := true
		for _, e := range es {
			if e.Direct {
				out = reflect.Append(out, slice.Index(next))
				next++
				continue
			}
			v := reflect.New(elem)
			target := v.Interface()
			if elem.Kind() == reflect.Pointer {
				v.Elem().Set(reflect.New(elem.Elem()))
				target = v.Elem().Interface()
			}
			if e.Raw == nil || xml.Unmarshal(e.Raw, target) != nil {
				whole = false
				break
			}
			out = reflect.Append(out, v.Elem())
		}
		if !whole {
			continue
		}
		slice.Set(out)
		if c := l.Elem().FieldByName("Count"); c.IsValid() && c.CanSet() && c.Kind() == reflect.Int {
			c.SetInt(int64(out.Len()))
		}
	}
}
