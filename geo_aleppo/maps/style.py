"""Colours, sizes and names of a geo_aleppo map: one place to change how it looks."""

from __future__ import annotations

from collections import OrderedDict

DEFAULT_TILES = "Esri.WorldGrayCanvas"

#: The sides, in the Okabe–Ito palette (told apart with any of the common colour-vision deficiencies);
#: the same colours fill the curated areas, the places coloured by their claims and the legend.
CONTROLLER_COLORS = OrderedDict([
    ("government", "#D55E00"),   # vermillion
    ("opposition", "#009E73"),   # bluish green
    ("sdf", "#F0E442"),          # yellow
    ("isis", "#000000"),         # black
    ("contested", "#CC79A7"),    # reddish purple
])
_UNKNOWN_COLOR = "#969696"
_CONTROLLER_LABELS = {"government": "Government and allies", "opposition": "Opposition (rebels)",
                      "sdf": "SDF (Kurdish-led)", "isis": "Islamic State", "contested": "Contested"}

LAYER_NAMES = OrderedDict([
    ("control_areas", "Control areas"),
    ("corridors", "Corridors"),
    ("places", "Places"),
    ("incidents", "Incidents"),
    ("timeline", "Time view"),
    ("sources", "Sources and figures"),
    ("beyond", "Beyond Syria"),
    ("control_claims", "Control claims"),  # instead of the control areas when none fits the dates
])

#: Place type -> (colour, base radius in px, legend label)
_PLACE_STYLE = {
    "city": ("#08306b", 7, "City"),
    "town": ("#2171b5", 6, "Town"),
    "village": ("#6baed6", 5, "Village"),
    "district": ("#525252", 4, "District of a city"),
    "crossing": ("#d94801", 6, "Border crossing"),
    "border": ("#d94801", 6, "Border"),
    "landmark": ("#8c510a", 5, "Landmark"),
    "region": ("#01665e", 6, "Region, governorate, country"),
    "governorate": ("#01665e", 6, "Region, governorate, country"),
    "country": ("#01665e", 6, "Region, governorate, country"),
    "continent": ("#01665e", 6, "Region, governorate, country"),
}
_LOW_PRECISION_KM = 2.5      # coarser than this: hollow dashed marker and a circle of the precision
_MAX_CIRCLE_KM = 25.0        # wider than this (governorates, countries) the circle hides the map; the ring stays dashed
_LABELLED_TYPES = {"city", "town", "village", "crossing", "district", "region", "governorate"}

_TOPIC_COLORS = {
    "convoy shot at": "#b2182b", "sniper": "#d6604d", "car bomb": "#67001f", "shelling": "#f46d43",
    "air strikes": "#8e0152", "clashes": "#c51b7d", "ceasefire": "#2166ac", "collapse": "#542788",
    "convoy": "#1b7837",
}
_EXTRA_COLORS = ("#e08214", "#35978f", "#7f3b08", "#4d9221", "#de77ae", "#3288bd", "#bf812d", "#66bd63")
_MAX_TIMED_EVENTS = 2000     # the time view is for the story of two days, not for bulk data
_CANVAS_THRESHOLD = 2000     # more incidents than this draw on a canvas, not as SVG paths
_MAX_QUOTES = 6
#: A map of a large corpus lists this many articles (sources panel, a place's reporters, a figure's
#: values) and says how many more there are: the datasets and the exports hold them all.
_MAX_LISTED = 200
_MAX_QUOTE_CHARS = 320
