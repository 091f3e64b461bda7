"""Five short reports of late 2024, written for the tests (our own sentences, not any outlet's).

They name Aleppo most, then Tal Rifaat and Saraqib, then Sheikh Maqsoud and Manbij; Damascus
once, as the far end of a road. Their control claims: the opposition holds Aleppo, Saraqib and
Maarat al-Numan, the SDF Sheikh Maqsoud; two reports of the same day disagree on Tal Rifaat.
One gives a length for the 2016 evacuation corridor (30 km), which a map of 2016 must not take.
"""

from __future__ import annotations

from pathlib import Path

REPORTS = {  # file: (outlet, date, text)
    "one.txt": ("Wire One", "2024-11-30",
                "Opposition fighters seized control of most of Aleppo on Saturday after a rapid advance from "
                "Idlib, a war monitor said. Government troops withdrew from Aleppo International Airport. The "
                "fighters also captured Saraqib, a town on the road between Aleppo and Damascus. Residents of "
                "Aleppo said the streets were quiet on Saturday evening.\n"),
    "two.txt": ("Wire Two", "2024-11-30",
                "Rebels took control of Saraqib and Maarat al-Numan on Saturday, cutting the highway south of "
                "Aleppo. In Aleppo, the Kurdish-led SDF still holds the Sheikh Maqsoud district, a Kurdish "
                "official said. Families from Sheikh Maqsoud said they feared being cut off.\n"),
    "three.txt": ("Wire Three", "2024-12-01",
                  "Turkish-backed opposition fighters captured Tal Rifaat from the Kurdish-led SDF on Sunday, a "
                  "monitoring group said. Thousands of people fled Tal Rifaat towards Manbij and Tabqa. Aleppo was "
                  "calm.\n"),
    "four.txt": ("Wire Four", "2024-12-01",
                 "Tal Rifaat remains under the control of the SDF, a spokesman for the Kurdish-led force said on "
                 "Sunday. He said fighting continued on the edge of Tal Rifaat and near Nubl.\n"),
    "five.txt": ("Wire Five", "2024-12-02",
                 "Opposition fighters held Aleppo and Saraqib on Monday. Government aircraft struck Idlib and "
                 "Saraqib overnight, and clashes were reported near Manbij. The evacuation corridor from Ramouseh "
                 "to Khan al-Asal is 30km long, a local official said, and buses used it on Monday to leave "
                 "Aleppo.\n"),
}


def write_reports(folder: Path, seeds: dict | None = None) -> Path:
    """Write the reports and their manifest into ``folder`` (and the seed articles too, when given)."""
    folder.mkdir(parents=True, exist_ok=True)
    rows = ["id,file,outlet,date"]
    for name, article in (seeds or {}).items():
        (folder / name).write_text(article.text, encoding="utf-8")
        rows.append(f"{name[:-4]},{name},{article.outlet},{article.date}")
    for name, (outlet, date, text) in REPORTS.items():
        (folder / name).write_text(text, encoding="utf-8")
        rows.append(f"{name[:-4]},{name},{outlet},{date}")
    (folder / "manifest.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    return folder
