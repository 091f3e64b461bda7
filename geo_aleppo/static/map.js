var geoAleppo = (function () {
  "use strict";
  var ENT = {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"};
  var SVGNS = "http://www.w3.org/2000/svg";
  function esc(s) { return s == null ? "" : String(s).replace(/[&<>"']/g, function (c) { return ENT[c]; }); }
  // A user's string in its own bidi isolate: an unclosed U+202E in it cannot reorder the text beside it.
  function iso(s) { var t = esc(s); return t ? "<bdi>" + t + "</bdi>" : ""; }
  function cite(parts) { return parts.filter(function (p) { return p; }).map(iso).join(", "); }
  function hatch(layer, color) {
    var id = "ga-hatch-" + color.replace(/[^0-9a-zA-Z]/g, "");
    function apply() {
      var path = layer._path, svg = layer._renderer && layer._renderer._container;
      if (!path || !svg || !svg.namespaceURI || svg.namespaceURI !== SVGNS) { return; }
      var defs = svg.querySelector("defs");
      if (!defs) { defs = document.createElementNS(SVGNS, "defs"); svg.insertBefore(defs, svg.firstChild); }
      if (!defs.querySelector("#" + id)) {
        var p = document.createElementNS(SVGNS, "pattern");
        p.setAttribute("id", id); p.setAttribute("width", "9"); p.setAttribute("height", "9");
        p.setAttribute("patternUnits", "userSpaceOnUse"); p.setAttribute("patternTransform", "rotate(45)");
        var bg = document.createElementNS(SVGNS, "rect");
        bg.setAttribute("width", "9"); bg.setAttribute("height", "9"); bg.setAttribute("fill", color);
        bg.setAttribute("fill-opacity", "0.18");
        var line = document.createElementNS(SVGNS, "line");
        line.setAttribute("x1", "0"); line.setAttribute("y1", "0"); line.setAttribute("x2", "0"); line.setAttribute("y2", "9");
        line.setAttribute("stroke", color); line.setAttribute("stroke-width", "3.5");
        p.appendChild(bg); p.appendChild(line); defs.appendChild(p);
      }
      path.setAttribute("fill", "url(#" + id + ")");
      path.setAttribute("fill-opacity", "0.85");
      path.classList.add("ga-besieged");
    }
    layer.on("add", apply);
    return layer;
  }
  function control(position, className, html) {
    var Ctl = L.Control.extend({
      onAdd: function () {
        var div = L.DomUtil.create("div", "ga-control " + className);
        div.innerHTML = html;
        L.DomEvent.disableClickPropagation(div);
        L.DomEvent.disableScrollPropagation(div);
        return div;
      }
    });
    return new Ctl({position: position});
  }
  function arrowIcon(deg) {
    return L.divIcon({className: "ga-arrow", iconSize: [16, 16], iconAnchor: [8, 8],
      html: '<div style="transform:rotate(' + Number(deg).toFixed(1) + 'deg)">\u25B2</div>'});
  }
  function mercY(lat) { return Math.log(Math.tan(Math.PI / 4 + lat * Math.PI / 360)) * 180 / Math.PI; }
  function bearing(a, b) { return Math.atan2(b[0] - a[0], mercY(b[1]) - mercY(a[1])) * 180 / Math.PI; }
  return {
    esc: esc,
    data: function (id) { return JSON.parse(document.getElementById(id).textContent); },
    controlAreas: function (data) {
      return L.geoJSON(data, {
        style: function (f) {
          var p = f.properties;
          return {color: p.c, weight: 2, opacity: 0.9, fillColor: p.c, fillOpacity: p.s === "besieged" ? 0.85 : 0.22,
                  dashArray: p.s === "contested" ? "6 4" : null};
        },
        onEachFeature: function (f, layer) {
          layer.bindPopup(f.properties.popup, {maxWidth: 460, maxHeight: 380, autoPanPaddingTopLeft: [20, 110]});
          layer.bindTooltip(esc(f.properties.tip), {sticky: true});
          if (f.properties.s === "besieged") { hatch(layer, f.properties.c); }
        }
      });
    },
    corridors: function (data) {
      var group = L.featureGroup([], data.attribution ? {attribution: data.attribution} : {});
      (data.features || []).forEach(function (f) {
        var legs = f.properties.legs || [{s: "road", c: f.geometry.coordinates, a: null}];
        legs.forEach(function (leg) {
          var latlngs = leg.c.map(function (c) { return [c[1], c[0]]; });
          L.polyline(latlngs, {color: "#ffffff", weight: 10, opacity: 0.85, interactive: false}).addTo(group);
          var line;
          if (leg.s === "straight") {
            line = L.polyline(latlngs, {color: "#7a0177", weight: 3, opacity: 0.9, dashArray: "4 9",
                                        className: "ga-straight"});
          } else {
            line = L.polyline.antPath(latlngs, {color: "#7a0177", pulseColor: "#f7f4f9", weight: 5, opacity: 0.95,
                                                delay: 900, dashArray: [12, 18], hardwareAcceleration: false});
          }
          line.bindPopup(f.properties.popup, {maxWidth: 480, maxHeight: 400, autoPanPaddingTopLeft: [20, 110]});
          line.bindTooltip(esc(f.properties.tip), {sticky: true});
          line.addTo(group);
          var a = leg.a || [leg.c[0], leg.c[leg.c.length - 1]];
          var at = [(a[0][1] + a[1][1]) / 2, (a[0][0] + a[1][0]) / 2];
          L.marker(at, {icon: arrowIcon(bearing(a[0], a[1])), interactive: false, keyboard: false}).addTo(group);
        });
        if (f.properties.label) {  // once per corridor, along its line: geoAleppo.labels places it
          var path = f.geometry.coordinates.map(function (c) { return [c[1], c[0]]; });
          var label = L.tooltip({permanent: true, direction: "center", className: "ga-label ga-label-corridor",
                                 interactive: false})
            .setLatLng(path[Math.floor(path.length / 2)])
            .setContent('<span class="ga-rot">' + esc(f.properties.label) +
                        (f.properties.note ? '<br><i>' + esc(f.properties.note) + "</i>" : "") + "</span>");
          label._gaLabel = {kind: "corridor", path: path, rank: 0};
          label.addTo(group);
        }
        (f.properties.inferred || []).forEach(function (p) {
          L.circleMarker([p.c[1], p.c[0]], {radius: 7, color: "#7a0177", weight: 2, dashArray: "2 3", fillOpacity: 0,
                                            className: "ga-inferred"})
            .bindTooltip(esc(p.name)).addTo(group);
        });
      });
      return group;
    },
    places: function (data) {
      return L.geoJSON(data, {
        pointToLayer: function (f, latlng) {
          var p = f.properties;
          return L.circleMarker(latlng, {radius: p.r, color: p.low ? p.c : "#ffffff", weight: p.low ? 2 : 1.5,
            fillColor: p.c, fillOpacity: p.low ? 0.12 : 0.9, dashArray: p.low ? "3 3" : null});
        },
        onEachFeature: function (f, layer) {
          var p = f.properties;
          layer.bindPopup(p.popup, {maxWidth: 460, maxHeight: 380, autoPanPaddingTopLeft: [20, 110]});
          if (p.lv) {  // a label that geoAleppo.labels places, or hides (then shown on hover)
            layer.bindTooltip(esc(p.name), {permanent: true, direction: "right", offset: [p.r, 0],
                                            className: "ga-label ga-label-" + p.lv});
            layer._gaLabel = {kind: "place", rank: p.rank || 0, r: p.r, name: p.name};
            layer.on("mouseover", function () { var t = layer.getTooltip(); if (t && t._container) {
              L.DomUtil.addClass(t._container, "ga-label-hover"); } });
            layer.on("mouseout", function () { var t = layer.getTooltip(); if (t && t._container) {
              L.DomUtil.removeClass(t._container, "ga-label-hover"); } });
          } else {
            layer.bindTooltip(esc(p.name));
          }
        }
      });
    },
    holdings: function (data) {
      // who holds what, by the latest confident claim: over the place markers, in a pane above theirs
      return L.geoJSON(data, {
        pointToLayer: function (f, latlng) {
          var p = f.properties;
          return L.circleMarker(latlng, {radius: p.r, color: p.side === "contested" ? "#222222" : "#ffffff",
            weight: 2, dashArray: p.side === "contested" ? "3 2" : null, fillColor: p.c, fillOpacity: 0.95,
            pane: "gaClaims", className: "ga-held ga-held-" + p.side});
        },
        onEachFeature: function (f, layer) {
          layer.bindPopup(f.properties.popup, {maxWidth: 460, maxHeight: 380, autoPanPaddingTopLeft: [20, 110]});
          layer.bindTooltip(esc(f.properties.tip), {direction: "top"});
        }
      });
    },
    precision: function (data) {
      return L.geoJSON({type: "FeatureCollection", features: (data.features || []).filter(function (f) {
        return f.properties.km; })}, {
        pointToLayer: function (f, latlng) {
          return L.circle(latlng, {radius: f.properties.km * 1000, color: f.properties.c, weight: 1.2, opacity: 0.6,
            dashArray: "5 5", fill: true, fillOpacity: 0.03, interactive: false});
        }
      });
    },
    incidents: function (data) {
      // Incidents reported at the same point are one marker (a cluster) that lists them all.
      var renderer = data.canvas ? L.canvas({padding: 0.5}) : undefined, groups = {}, order = [];
      data.rows.forEach(function (r, i) {
        var key = r[0] + "," + r[1];
        if (!groups[key]) { groups[key] = []; order.push(key); }
        groups[key].push(i);
      });
      function item(i) {
        var r = data.rows[i], s = data.sources[r[3]] || ["", "", ""];
        return '<div class="ga-pop"><h3>' + esc(data.topics[r[2]]) + "</h3>" +
          '<table class="ga-kv"><tr><th>Time as reported</th><td>' + (esc(r[4]) || "not given") + "</td></tr>" +
          "<tr><th>Source</th><td>" + cite([s[1] || s[0], s[2]]) + "</td></tr>" +
          (r[6] > 1 ? "<tr><th>Reports</th><td>" + reported(r) + "</td></tr>" : "") + "</table>" +
          '<ol class="ga-quotes"><li><span class="ga-q">' + iso(r[5]) + "</span></li>" +
          (r[7] || []).map(function (q) {
            var c = data.sources[q[0]] || ["", "", ""];
            return '<li><span class="ga-q">' + iso(q[1]) + '</span> <span class="ga-src">' +
              cite([c[1] || c[0], c[2]]) + "</span></li>";
          }).join("") + "</ol></div>";
      }
      function reported(r) {  // an aggregated incident: how many reports stand behind it
        return "reported " + r[6] + " times; first " + (1 + (r[7] || []).length) + " quoted";
      }
      var features = order.map(function (key) {
        var first = data.rows[groups[key][0]];
        return {type: "Feature", geometry: {type: "Point", coordinates: [first[0], first[1]]},
                properties: {items: groups[key]}};
      });
      return L.geoJSON({type: "FeatureCollection", features: features}, {
        pointToLayer: function (f, latlng) {
          var items = f.properties.items, n = items.length;
          var marker = L.circleMarker(latlng, {radius: n > 1 ? 7 + Math.min(7, 2 * Math.sqrt(n)) : 5.5,
            color: "#111111", weight: n > 1 ? 2.5 : 1.5, fillColor: data.colors[data.rows[items[0]][2]],
            fillOpacity: 0.95, renderer: renderer, className: n > 1 ? "ga-cluster" : ""});
          var reports = items.reduce(function (sum, i) { return sum + (data.rows[i][6] || 1); }, 0);
          if (n > 1) {
            marker.bindTooltip(n + " incidents reported here" + (reports > n ? " (" + reports + " reports)" : ""),
                               {direction: "top"});
          } else if (reports > 1) {
            marker.bindTooltip(esc(data.topics[data.rows[items[0]][2]]) + ": " + reported(data.rows[items[0]]),
                               {direction: "top"});
          }
          return marker;
        },
        onEachFeature: function (f, layer) {
          layer.bindPopup(function () {
            var items = f.properties.items;
            if (items.length === 1) { return item(items[0]); }
            return '<div class="ga-cluster-list"><h3 class="ga-cluster-h">' + items.length +
              " incidents reported at this point</h3>" + items.map(item).join("") + "</div>";
          }, {maxWidth: 440, maxHeight: 380, autoPanPaddingTopLeft: [20, 110]});
        }
      });
    },
    timelinePoint: function (f, latlng) {
      var p = f.properties;
      return L.circleMarker(latlng, {radius: 8, color: p.c, weight: 3, fillColor: "#ffffff", fillOpacity: 0.6})
        .bindTooltip(esc(p.when + ": " + p.topic), {direction: "top", offset: [0, -8], className: "ga-time-label"});
    },
    timelineFeature: function (f, layer) {
      var p = f.properties;
      layer.bindPopup('<div class="ga-pop"><h3>' + esc(p.topic) + "</h3>" +
        '<table class="ga-kv"><tr><th>Time as reported</th><td>' + (esc(p.reported) || "not given") + "</td></tr>" +
        "<tr><th>Read as (UTC)</th><td>" + esc(p.when) + "</td></tr>" +
        (p.where ? "<tr><th>Place</th><td>" + esc(p.where) + "</td></tr>" : "") +
        "<tr><th>Source</th><td>" + cite(p.source || []) + "</td></tr></table>" +
        '<ol class="ga-quotes"><li><span class="ga-q">' + iso(p.quote) + "</span></li></ol></div>", {maxWidth: 420, maxHeight: 380, autoPanPaddingTopLeft: [20, 110]});
    },
    formatTime: function (ms) {
      var d = new Date(ms), days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
      var months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
      function two(n) { return (n < 10 ? "0" : "") + n; }
      return days[d.getUTCDay()] + " " + d.getUTCDate() + " " + months[d.getUTCMonth()] + " " +
        two(d.getUTCHours()) + ":" + two(d.getUTCMinutes()) + " GMT";
    },
    panel: function (map, group, html) {
      var ctl = control("topleft", "ga-panel", html);
      // always after the page's other top-left controls, so that opening it pushes none of them down
      var ready = false;
      function add() { if (map.hasLayer(group) && !ctl._map) { ctl.addTo(map); } }
      group.on("add", function () { if (ready) { add(); } });
      group.on("remove", function () { ctl.remove(); });
      setTimeout(function () { ready = true; add(); }, 0);
      return ctl;
    },
    legend: function (map, html) {
      // each section shows while its layer is on: the legend lists only what is drawn
      var ctl = control("bottomright", "ga-legend", html).addTo(map), div = ctl.getContainer();
      map.on("overlayadd overlayremove", function (e) {
        Array.prototype.forEach.call(div.querySelectorAll("[data-ga-layer]"), function (s) {
          var name = s.getAttribute("data-ga-layer");
          if (e.name === name || String(e.name).indexOf(name + ":") === 0) {
            s.style.display = e.type === "overlayadd" ? "" : "none";
          }
        });
      });
      return ctl;
    },
    foldTime: function (map) {
      // a button folds the time slider away (and back): it no longer covers the map's lower left
      var el = map.getContainer().querySelector(".leaflet-timeline-control");
      if (!el) { return; }
      var button = L.DomUtil.create("button", "ga-fold", el);
      button.type = "button";
      function show(folded) {
        L.DomUtil[folded ? "addClass" : "removeClass"](el, "ga-folded");
        button.textContent = folded ? "\u25B8 Time view" : "\u25BE";
        button.title = folded ? "Show the time slider" : "Fold the time slider away";
        button.setAttribute("aria-expanded", folded ? "false" : "true");
        window.dispatchEvent(new Event("resize"));
      }
      el.insertBefore(button, el.firstChild);
      L.DomEvent.on(button, "click", function (e) { L.DomEvent.stop(e); show(!L.DomUtil.hasClass(el, "ga-folded")); });
      show(false);
    },
    title: function (map, html) {
      // a control, first in the top-left corner: it stacks with the zoom buttons, never under them
      var ctl = control("topleft", "ga-title", html).addTo(map), div = ctl.getContainer();
      div.parentNode.insertBefore(div, div.parentNode.firstChild);
      return ctl;
    }
  };
})();
