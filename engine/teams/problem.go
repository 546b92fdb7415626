package teams

// Sheet names a problem may point at. They are the sheet names of the
// workbook contract, so a reader can turn Sheet, Row and Column into a cell.
const (
	SheetResults = "Results"
	SheetTeams   = "Teams"
	SheetVPScale = "VP Scale"
	SheetEvent   = "Event"
)
