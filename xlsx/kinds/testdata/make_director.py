#!/usr/bin/python3
"""Writes director.xlsx: a pairs event as a director might keep it, full of
their own formulas, comments, validations, merged cells, a chart and defined
names, made by another spreadsheet program (openpyxl). director-lo.xlsx is the
same workbook saved by LibreOffice:

    /usr/bin/python3 make_director.py && \
    soffice --headless --convert-to xlsx --outdir lo director.xlsx && mv lo/director.xlsx director-lo.xlsx

The files are committed; this script records how they were made."""
import random
import openpyxl
from openpyxl.comments import Comment
from openpyxl.worksheet.datavalidation import DataValidation
from openpyxl.workbook.defined_name import DefinedName
from openpyxl.chart import BarChart, Reference
from openpyxl.styles import Font, PatternFill

wb = openpyxl.Workbook()
ev = wb.active
ev.title = "Event"
ev.append(["Setting", "Value"])
ev.append(["Title", "Director's night"])
ev.append(["Scoring", "Matchpoints"])
ev["A1"].comment = Comment("settings go here", "Director")
ev["B2"].font = Font(bold=True, color="C00000")

p = wb.create_sheet("Pairs")
p.append(["Pair", "Player 1", "Player 2", "Notes"])
for i in range(1, 9):
    p.append([i, f"North{i}", f"South{i}", f"=LEN(B{i+1})"])
p.merge_cells("F1:G2")
p["F1"] = "merged note"
p["F1"].fill = PatternFill("solid", fgColor="FFFF00")
dv = DataValidation(type="list", formula1='"NS,EW"', allow_blank=True)
p.add_data_validation(dv)
dv.add("E2:E9")

r = wb.create_sheet("Results")
r.append(["Board", "NS", "EW", "Score", "Check"])
random.seed(3)
rows = []
for b in range(1, 5):
    for t in range(4):
        ns = t + 1
        ew = 5 + ((t + b) % 4)
        rows.append([b, ns, ew, random.choice([420, 450, -50, -100, 170, 140])])
for i, row in enumerate(rows):
    r.append(row + [f"=D{i+2}*2"])
r["D3"].comment = Comment("checked with traveller", "TD")
r.freeze_panes = "A2"

s = wb.create_sheet("Stats")
s.append(["Board", "Avg"])
for b in range(1, 5):
    s.append([b, f"=AVERAGEIF(Results!A:A,{b},Results!D:D)"])
ch = BarChart()
ch.add_data(Reference(s, min_col=2, min_row=1, max_row=5), titles_from_data=True)
s.add_chart(ch, "D2")

wb.defined_names.append(DefinedName("Scores", attr_text="Results!$D$2:$D$17"))
wb.save("director.xlsx")
