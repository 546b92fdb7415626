#!/usr/bin/python3
"""Writes grading-director.xlsx: a croquet grading workbook as a ranking
officer might keep it, with their own formulas, comments, validations, merged
cells, a chart and defined names, made by another spreadsheet program
(openpyxl). grading-director-lo.xlsx is the same workbook saved by
LibreOffice:

    /usr/bin/python3 make_grading_director.py && \
    soffice --headless --convert-to xlsx --outdir lo grading-director.xlsx && \
    mv lo/grading-director.xlsx grading-director-lo.xlsx && rmdir lo

The files are committed; this script records how they were made."""
import datetime
import random
import openpyxl
from openpyxl.comments import Comment
from openpyxl.worksheet.datavalidation import DataValidation
from openpyxl.workbook.defined_name import DefinedName
from openpyxl.chart import BarChart, Reference
from openpyxl.styles import Font, PatternFill

random.seed(2001)
wb = openpyxl.Workbook()
g = wb.active
g.title = "Grading"
g.append(["Setting", "Value", "Note"])
g.append(["Title", "Officer's list"])
g.append(["Minimum games", 4])
g.append(["Precision", "Published"])
g["A1"].comment = Comment("settings for the monthly run", "Officer")
g["B2"].font = Font(bold=True, color="C00000")

names = ["Ann Abbot", "Bill Baker", "Cath Cole", "Dan Drew", "Eve Ellis", "Fred Fox", "Gill Gray", "Hal Hunt"]
p = wb.create_sheet("Players")
p.append(["Player", "Index", "Grade", "Club", "Index check"])
for i, n in enumerate(names):
    start = random.randint(1500, 2300)
    p.append([n, start, start + random.randint(-30, 30), random.choice(["Ryde", "Bath"]), f"=B{i+2}-C{i+2}"])
p.merge_cells("G1:H2")
p["G1"] = "merged note"
p["G1"].fill = PatternFill("solid", fgColor="FFFF00")
dv = DataValidation(type="list", formula1='"Ryde,Bath"', allow_blank=True)
p.add_data_validation(dv)
dv.add("D2:D9")

gm = wb.create_sheet("Games")
gm.append(["Date", "Event", "Class", "Winner", "Loser", "Score", "Type", "Check"])
day = datetime.date(2025, 4, 5)
rows = []
for k in range(60):
    w, l = random.sample(names, 2)
    d = day + datetime.timedelta(days=k * 2 + random.randint(0, 1))
    cls = random.choice([None, None, 1, 3])
    typ = random.choice([None, None, None, "AS", "Handicap"]) if k % 9 == 4 else None
    rows.append([d, "Club event", cls, w, l, f"26-{random.randint(0, 24)}", typ])
random.shuffle(rows[40:])  # the last results came in out of order
for i, row in enumerate(rows):
    gm.append(row + [f'=IF(D{i+2}=E{i+2},"same","")'])
    gm.cell(row=i + 2, column=1).number_format = "dd/mm/yyyy"
gm["A3"].comment = Comment("moved from the Saturday", "Officer")
gm.freeze_panes = "A2"

s = wb.create_sheet("Stats")
s.append(["Player", "Wins"])
for i, n in enumerate(names):
    s.append([n, f'=COUNTIF(Games!D:D,A{i+2})'])
ch = BarChart()
ch.add_data(Reference(s, min_col=2, min_row=1, max_row=9), titles_from_data=True)
s.add_chart(ch, "D2")

wb.defined_names.append(DefinedName("Winners", attr_text="Games!$D$2:$D$61"))
wb.save("grading-director.xlsx")
