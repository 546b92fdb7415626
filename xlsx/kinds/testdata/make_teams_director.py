#!/usr/bin/python3
"""Writes teams-director.xlsx: a small Swiss teams event as a director might
keep it, with their own formulas, comments, validations, merged cells, a
chart, a defined name and a custom VP scale, made by another spreadsheet
program (openpyxl). teams-director-lo.xlsx is the same workbook saved by
LibreOffice:

    /usr/bin/python3 make_teams_director.py && \
    soffice --headless --convert-to xlsx --outdir lo teams-director.xlsx && \
    mv lo/teams-director.xlsx teams-director-lo.xlsx && rmdir lo

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
ev.append(["Setting", "Value", "Note"])
ev.append(["Title", "Spring Swiss"])
ev.append(["VP scale", "Custom", "our county's table"])
ev.append(["Bye VP", 18])
ev["A1"].comment = Comment("settings go here", "Director")
ev["B2"].font = Font(bold=True, color="C00000")
dv = DataValidation(type="list", formula1='"WBF continuous,WBF discrete,Custom,None"', allow_blank=True)
ev.add_data_validation(dv)
dv.add("B3")

t = wb.create_sheet("Teams")
t.append(["Team", "Name", "Players", "Paid"])
for i in range(1, 6):
    t.append([i, f"Team {chr(64 + i)}", f"P{i}a, P{i}b, P{i}c, P{i}d", f"=IF(LEN(B{i + 1})>0,\"yes\",\"no\")"])
t.merge_cells("F1:G2")
t["F1"] = "merged note"
t["F1"].fill = PatternFill("solid", fgColor="FFFF00")

# Two rounds of 4-board matches for five teams: round 1, 1 v 2 and 3 v 4,
# team 5 has a bye; round 2, 1 v 3 and 2 v 5, team 4 has a bye.
r = wb.create_sheet("Results")
r.append(["Round", "Board", "NS", "EW", "Score", "Check"])
random.seed(4)
# Scores that can happen at each board's vulnerability (boards 1-4: none,
# NS, EW, all).
scores = {1: [420, 450, -50, -100, 170, 140, 0], 2: [620, 650, -100, 50, 170, 140, 0],
          3: [420, 450, -50, 100, 170, 140, 0], 4: [620, 650, -100, 100, 170, 140, 0]}
rows = []
for rnd, matches in ((1, ((1, 2), (3, 4))), (2, ((1, 3), (2, 5)))):
    for home, away in matches:
        for b in range(1, 5):
            rows.append([rnd, b, home, away, random.choice(scores[b])])
            rows.append([rnd, b, away, home, random.choice(scores[b])])
for i, row in enumerate(rows):
    r.append(row + [f"=E{i + 2}*2"])
r["E3"].comment = Comment("checked with traveller", "TD")
r.freeze_panes = "A2"

v = wb.create_sheet("VP Scale")
v.append(["IMPs from", "IMPs to", "Winner VP", "Loser VP"])
for row in ([0, 1, 15, 15], [2, 5, 17, 13], [6, 11, 20, 10], [12, 19, 23, 7], [20, None, 25, 5]):
    v.append(row)

s = wb.create_sheet("Stats")
s.append(["Board", "Avg"])
for b in range(1, 5):
    s.append([b, f"=AVERAGEIF(Results!B:B,{b},Results!E:E)"])
ch = BarChart()
ch.add_data(Reference(s, min_col=2, min_row=1, max_row=5), titles_from_data=True)
s.add_chart(ch, "D2")

wb.defined_names.append(DefinedName("Scores", attr_text="Results!$E$2:$E$33"))
wb.save("teams-director.xlsx")
