(function (ga) {
  "use strict";
  // The page's layout: controls kept clear of each other, the view framed around the subject with
  // padding measured from the controls, and labels placed so that no two overlap.
  function box(el) { return el.getBoundingClientRect(); }
  function overlapX(a, b) { return a.left < b.right && b.left < a.right; }
  function shown(el) {
    var b = box(el), s = window.getComputedStyle(el);
    return b.width > 0 && b.height > 0 && s.display !== "none" && s.visibility !== "hidden";
  }
  function controlsOf(c, sel) {
    return Array.prototype.slice.call(c.querySelectorAll(sel + " > .leaflet-control"));
  }
  // Every control that covers the map, as a box relative to the map's container.
  function obstacles(c) {
    var cb = box(c);
    return controlsOf(c, ".leaflet-control-container > div").filter(shown).map(function (el) {
      var b = box(el);
      return {left: b.left - cb.left, top: b.top - cb.top, right: b.right - cb.left, bottom: b.bottom - cb.top};
    });
  }
  // Oriented boxes {x, y (centre), w, h, a (radians)}: separating axis test.
  function corners(b) {
    var c = Math.cos(b.a || 0), s = Math.sin(b.a || 0), hw = b.w / 2, hh = b.h / 2;
    return [[-hw, -hh], [hw, -hh], [hw, hh], [-hw, hh]].map(function (p) {
      return [b.x + p[0] * c - p[1] * s, b.y + p[0] * s + p[1] * c];
    });
  }
  function overlaps(a, b) {
    var pa = corners(a), pb = corners(b), axes = [a.a || 0, (a.a || 0) + Math.PI / 2, b.a || 0, (b.a || 0) + Math.PI / 2];
    return axes.every(function (t) {
      var ux = Math.cos(t), uy = Math.sin(t);
      function range(ps) {
        var v = ps.map(function (p) { return p[0] * ux + p[1] * uy; });
        return [Math.min.apply(null, v), Math.max.apply(null, v)];
      }
      var ra = range(pa), rb = range(pb);
      return ra[0] < rb[1] && rb[0] < ra[1];
    });
  }
  // Boxes by the 64 px cells their bounds touch: a label is tested only against its neighbours.
  function Grid() { this.cells = {}; this.n = 0; }
  Grid.prototype.keys = function (b) {
    var ps = corners(b), xs = ps.map(function (p) { return p[0]; }), ys = ps.map(function (p) { return p[1]; });
    var out = [], x0 = Math.floor(Math.min.apply(null, xs) / 64), x1 = Math.floor(Math.max.apply(null, xs) / 64);
    var y0 = Math.floor(Math.min.apply(null, ys) / 64), y1 = Math.floor(Math.max.apply(null, ys) / 64);
    for (var i = x0; i <= x1; i++) { for (var j = y0; j <= y1; j++) { out.push(i + "," + j); } }
    return out;
  };
  Grid.prototype.add = function (b, tag) {
    var entry = {b: b, tag: tag, id: this.n++}, cells = this.cells;
    this.keys(b).forEach(function (k) { (cells[k] = cells[k] || []).push(entry); });
  };
  Grid.prototype.hits = function (b) {  // the entries whose box overlaps b
    var seen = {}, out = [], cells = this.cells;
    this.keys(b).forEach(function (k) {
      (cells[k] || []).forEach(function (e) {
        if (!seen[e.id]) { seen[e.id] = true; if (overlaps(b, e.b)) { out.push(e); } }
      });
    });
    return out;
  };
  function gridOf(boxes) { var g = new Grid(); boxes.forEach(function (b) { g.add(b); }); return g; }
  function rectBox(r) { return {x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2, w: r.right - r.left, h: r.bottom - r.top, a: 0}; }
  function inside(b, w, h) {
    return corners(b).every(function (p) { return p[0] >= 2 && p[1] >= 2 && p[0] <= w - 2 && p[1] <= h - 2; });
  }

  ga.panes = function (map) {
    if (!map.getPane("gaClaims")) { map.createPane("gaClaims").style.zIndex = 450; }  // over the places (400)
  };

  // The controls at their smallest: the layer list, the legend and the time slider folded.
  function compact(c) {
    var layers = c.querySelector(".leaflet-control-layers"), open = c.querySelector(".ga-legend details");
    var slider = c.querySelector(".leaflet-timeline-control");
    if (layers) { L.DomUtil.removeClass(layers, "leaflet-control-layers-expanded"); }
    if (open) { open.open = false; }
    var fold = slider && slider.querySelector(".ga-fold");  // geoAleppo.foldTime's button
    if (fold && !L.DomUtil.hasClass(slider, "ga-folded")) { fold.click(); }
  }

  ga.layout = function (map) {
    // Keep every control clear of the others at any size: the top corners (title, zoom, layers) come
    // first; the legend and the sources panel get the height left between the top and bottom corners.
    var c = map.getContainer(), first = true, pending = false, last = "";
    function fit() {
      pending = false;
      var cb = box(c), small = cb.width < 900 || cb.height < 650;
      var layers = c.querySelector(".leaflet-control-layers"), legend = c.querySelector(".ga-legend");
      var title = c.querySelector(".ga-title"), panel = c.querySelector(".ga-panel");
      var opening = first && layers;
      if (opening) {
        first = false;
        if (small) { compact(c); }
        var toggle = layers.querySelector(".leaflet-control-layers-toggle");
        if (toggle) {
          L.DomEvent.on(toggle, "click", function (e) {
            L.DomEvent.preventDefault(e);
            if (L.DomUtil.hasClass(layers, "leaflet-control-layers-expanded")) {
              L.DomUtil.removeClass(layers, "leaflet-control-layers-expanded");
            } else { L.DomUtil.addClass(layers, "leaflet-control-layers-expanded"); }
            later();
          });
        }
      }
      var right = c.querySelector(".leaflet-top.leaflet-right");
      var rightWidth = right ? box(right).width : 0;
      if (title) { title.style.maxWidth = Math.max(140, cb.width - rightWidth - 40) + "px"; }
      if (panel) { panel.style.maxWidth = Math.max(140, Math.min(440, cb.width - rightWidth - 40)) + "px"; }
      var corner = c.querySelector(".leaflet-bottom.leaflet-left"), credit = c.querySelector(".leaflet-control-attribution");
      if (corner && credit) {  // a narrow screen: the scale and the slider sit above the credits, not under them
        corner.style.bottom = "";
        var kb = box(corner), ab = box(credit);
        if (overlapX(kb, ab) && kb.bottom > ab.top) { corner.style.bottom = Math.ceil(cb.bottom - ab.top) + "px"; }
      }
      var tops = controlsOf(c, ".leaflet-top.leaflet-left").concat(controlsOf(c, ".leaflet-top.leaflet-right"));
      var bottoms = controlsOf(c, ".leaflet-bottom.leaflet-left").concat(controlsOf(c, ".leaflet-bottom.leaflet-right"));
      if (legend) {  // anchored at the bottom: it may grow up to the lowest top control above it
        legend.style.maxWidth = Math.max(150, Math.min(340, cb.width - 20)) + "px";
        legend.style.marginBottom = "";
        var lb = box(legend), lift = 0;  // on a narrow screen: above the time slider, not beside it
        controlsOf(c, ".leaflet-bottom.leaflet-left").forEach(function (el) {
          var b = box(el);
          if (overlapX(b, lb) && b.height && b.top < lb.bottom) { lift = Math.max(lift, lb.bottom - b.top + 8); }
        });
        if (lift) { legend.style.marginBottom = (10 + lift) + "px"; lb = box(legend); }
        var ceiling = cb.top;
        tops.forEach(function (el) { var b = box(el); if (overlapX(b, lb) && b.height) { ceiling = Math.max(ceiling, b.bottom); } });
        legend.style.maxHeight = Math.max(36, lb.bottom - ceiling - 12) + "px";
      }
      if (panel) {  // anchored at the top: it may grow down to the highest bottom control under it
        var pb = box(panel), floor = cb.bottom;
        bottoms.forEach(function (el) { var b = box(el); if (overlapX(b, pb) && b.height) { floor = Math.min(floor, b.top); } });
        panel.style.maxHeight = Math.max(36, floor - pb.top - 12) + "px";
      }
      // the labels are placed again whenever a control moves or changes size
      var sig = obstacles(c).map(function (o) {
        return [o.left, o.top, o.right, o.bottom].map(Math.round).join(",");
      }).join(";");
      if (opening) { map.fire("ga:layout"); } else if (sig !== last) { map.fire("ga:controls"); }
      last = sig;
    }
    function later() { if (!pending) { pending = true; window.requestAnimationFrame(fit); } }
    window.addEventListener("load", later);
    window.addEventListener("resize", later);
    map.on("resize overlayadd overlayremove", later);
    c.addEventListener("toggle", later, true);
    c.addEventListener("mouseover", later);
    setTimeout(later, 0);
    map._gaCompact = function () { compact(c); fit(); };
    map._gaFit = fit;
    return fit;
  };

  // The largest-scale view of the subject that the controls leave free: of the rectangles bounded
  // by the map's edges and the controls' edges, the one in which the subject's bounds fit biggest.
  function freeArea(map, bounds) {
    var size = map.getSize(), W = size.x, H = size.y, obs = obstacles(map.getContainer());
    var z = map.getZoom(), sw = map.project(bounds.getSouthWest(), z), ne = map.project(bounds.getNorthEast(), z);
    var bw = Math.max(1, Math.abs(ne.x - sw.x)), bh = Math.max(1, Math.abs(ne.y - sw.y));
    var lefts = [0], rights = [W], tops = [0], bottoms = [H], best = null;
    obs.forEach(function (o) { lefts.push(o.right); rights.push(o.left); tops.push(o.bottom); bottoms.push(o.top); });
    lefts.forEach(function (l) { rights.forEach(function (r) { tops.forEach(function (t) { bottoms.forEach(function (b) {
      if (r - l < 60 || b - t < 60) { return; }
      var clear = obs.every(function (o) { return o.right <= l || o.left >= r || o.bottom <= t || o.top >= b; });
      if (!clear) { return; }
      var scale = Math.min((r - l) / bw, (b - t) / bh), area = (r - l) * (b - t);
      if (!best || scale > best.scale + 1e-9 || (Math.abs(scale - best.scale) <= 1e-9 && area > best.area)) {
        best = {l: l, r: r, t: t, b: b, scale: scale, area: area};
      }
    }); }); }); });
    return best && {topLeft: [best.l, best.t], bottomRight: [W - best.r, H - best.b], w: best.r - best.l,
                    h: best.b - best.t};
  }

  ga.frame = function (map, data) {
    var bounds = L.latLngBounds(data.bounds), margin = 26;
    map.fitBounds(bounds, {maxZoom: data.maxZoom, animate: false});
    map.once("ga:layout", function () {
      var free = freeArea(map, bounds), size = map.getSize();
      if ((!free || free.w < 0.5 * size.x || free.h < 0.5 * size.y) && map._gaCompact) {  // too little is left
        map._gaCompact();
        free = freeArea(map, bounds);
      }
      var tl = free ? free.topLeft : [0, 0], br = free ? free.bottomRight : [0, 0];
      map.fitBounds(bounds, {paddingTopLeft: [tl[0] + margin, tl[1] + margin],
                             paddingBottomRight: [br[0] + margin, br[1] + margin], maxZoom: data.maxZoom, animate: false});
    });
  };

  // Labels, greedy by rank: the five most-named places, then the corridors, then the other places.
  // Each takes the first position that overlaps no label placed before it, no control and no edge,
  // covering as few place markers as it can; a label with no such position is hidden (shown on hover).
  ga.labels = function (map) {
    var c = map.getContainer(), pending = false, count = 0;
    function collect() {
      var places = [], corridors = [];
      map.eachLayer(function (l) {
        var info = l._gaLabel;
        if (!info) { return; }
        if (info.kind === "place") {
          var t = l.getTooltip && l.getTooltip();
          if (t && t._container && map.hasLayer(l)) { places.push({layer: l, tip: t, el: t._container, info: info}); }
        } else if (info.kind === "corridor" && l._container) {
          corridors.push({layer: l, tip: l, el: l._container, info: info});
        }
      });
      places.sort(function (a, b) { return b.info.rank - a.info.rank || (a.info.name < b.info.name ? -1 : 1); });
      return places.slice(0, 5).concat(corridors, places.slice(5));
    }
    function placeCandidates(item, size) {
      var p = map.latLngToContainerPoint(item.layer.getLatLng()), r = item.info.r, w = item.w, h = item.h, g = 6;
      if (p.x < -w || p.y < -h || p.x > size.x + w || p.y > size.y + h) { return []; }
      return [
        {dir: "right", offset: [r, 0], b: {x: p.x + r + g + w / 2, y: p.y, w: w, h: h, a: 0}},
        {dir: "left", offset: [-r, 0], b: {x: p.x - r - g - w / 2, y: p.y, w: w, h: h, a: 0}},
        {dir: "top", offset: [0, -r], b: {x: p.x, y: p.y - r - g - h / 2, w: w, h: h, a: 0}},
        {dir: "bottom", offset: [0, r], b: {x: p.x, y: p.y + r + g + h / 2, w: w, h: h, a: 0}}
      ];
    }
    function corridorCandidates(item) {
      // beside the line, turned to the chord of the stretch of line as long as the label
      var pts = item.info.path.map(function (ll) { return map.latLngToContainerPoint(ll); }), total = 0, lens = [];
      for (var i = 1; i < pts.length; i++) { lens.push(pts[i].distanceTo(pts[i - 1])); total += lens[i - 1]; }
      if (!total) { return []; }
      function at(dist) {
        var run = 0, k = 0;
        dist = Math.max(0, Math.min(total, dist));
        while (k < lens.length - 1 && run + lens[k] < dist) { run += lens[k]; k++; }
        var a = pts[k], b = pts[k + 1], t = lens[k] ? (dist - run) / lens[k] : 0;
        return L.point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
      }
      var half = Math.min(item.w / 2, total / 2), out = [];
      var fractions = total > item.w ? [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8] : [0.5];
      fractions.forEach(function (f) {
        var mid = Math.max(half, Math.min(total - half, f * total)), p = at(mid);
        var a = at(mid - half), b = at(mid + half), ang = Math.atan2(b.y - a.y, b.x - a.x);
        if (ang > Math.PI / 2) { ang -= Math.PI; } else if (ang <= -Math.PI / 2) { ang += Math.PI; }
        var d = item.h / 2 + 6;
        [-1, 1].forEach(function (side) {  // above the line first
          var nx = Math.sin(ang) * d * side, ny = -Math.cos(ang) * d * side;
          out.push({at: L.point(p.x - nx, p.y - ny), ang: ang, b: {x: p.x - nx, y: p.y - ny, w: item.w, h: item.h, a: ang}});
        });
      });
      return out;
    }
    function markers() {
      var out = [];
      map.eachLayer(function (l) {
        if ((l._gaLabel && l._gaLabel.kind === "place") || (l.options && l.options.pane === "gaClaims" && l.getLatLng)) {
          var p = map.latLngToContainerPoint(l.getLatLng()), r = l.getRadius ? l.getRadius() : 6;
          out.push({layer: l, b: {x: p.x, y: p.y, w: 2 * r, h: 2 * r, a: 0}});
        }
      });
      return out;
    }
    function place() {
      pending = false;
      if (map._gaFit) { map._gaFit(); }  // the controls where they will be (credits change with the base map)
      var size = map.getSize(), items = collect(), controls = obstacles(c).map(rectBox), dots = markers();
      var placed = gridOf(controls), around = new Grid();
      dots.forEach(function (d) { around.add(d.b, d.layer); });
      items.forEach(function (item) {  // all the writes, then all the reads: one layout, not one per label
        L.DomUtil.removeClass(item.el, "ga-label-off");
        item.inner = item.el.querySelector(".ga-rot") || item.el;
      });
      items.forEach(function (item) { item.w = item.inner.offsetWidth; item.h = item.inner.offsetHeight; });
      items.forEach(function (item) {
        var cands = item.info.kind === "place" ? placeCandidates(item, size) : corridorCandidates(item), best = null;
        cands.forEach(function (cand) {
          if (!inside(cand.b, size.x, size.y)) { return; }
          if (placed.hits(cand.b).length) { return; }  // a control or a label placed before
          var covered = around.hits(cand.b).filter(function (d) { return d.tag !== item.layer; }).length;
          if (!best || covered < best.covered) { best = {cand: cand, covered: covered}; }
        });
        if (!best) { L.DomUtil.addClass(item.el, "ga-label-off"); return; }
        var cand = best.cand;
        if (item.info.kind === "place") {  // as Leaflet would place it (no read of the page: no layout per label)
          item.tip.options.direction = cand.dir;
          item.tip.options.offset = cand.offset;
          var at = map.latLngToLayerPoint(item.layer.getLatLng()), w = item.w, h = item.h, r = item.info.r;
          var shift = {right: [r, -h / 2], left: [-r - w, -h / 2], top: [-w / 2, -r - h], bottom: [-w / 2, r]}[cand.dir];
          ["right", "left", "top", "bottom"].forEach(function (d) { L.DomUtil.removeClass(item.el, "leaflet-tooltip-" + d); });
          L.DomUtil.addClass(item.el, "leaflet-tooltip-" + cand.dir);
          L.DomUtil.setPosition(item.el, at.add(L.point(shift[0], shift[1])));
        } else {
          item.inner.style.transform = "rotate(" + (cand.ang * 180 / Math.PI).toFixed(2) + "deg)";
          item.inner.setAttribute("data-angle", (cand.ang * 180 / Math.PI).toFixed(2));
          item.tip.setLatLng(map.containerPointToLatLng(cand.at));
        }
        placed.add(cand.b);
        item.box = cand.b;
      });
      var kept = verify(items);
      base(gridOf(kept.concat(controls, dots.map(function (d) { return d.b; }))), size);
      count += 1;
      c.setAttribute("data-ga-labels", String(count));
    }
    // What the page drew, measured: a label that overlaps one of higher rank after all is hidden.
    function verify(items) {
      var cb = box(c), kept = [], grid = new Grid();
      items.forEach(function (item) {
        if (L.DomUtil.hasClass(item.el, "ga-label-off")) { return; }
        var r = box(item.inner), b = {x: (r.left + r.right) / 2 - cb.left, y: (r.top + r.bottom) / 2 - cb.top,
                                      w: item.w, h: item.h, a: item.box.a};
        if (grid.hits(b).length) { L.DomUtil.addClass(item.el, "ga-label-off"); return; }
        kept.push(b);
        grid.add(b);
      });
      return kept;
    }
    // The plain map's city names come last: one that would overlap a label, a control, a place or another
    // city's name, or leave the screen, is hidden.
    function base(taken, size) {
      var cb = box(c);
      Array.prototype.forEach.call(c.querySelectorAll(".leaflet-tooltip.ga-base-label"), function (el) {
        L.DomUtil.removeClass(el, "ga-label-off");
        var r = box(el);
        if (!r.width) { return; }
        var b = rectBox({left: r.left - cb.left, top: r.top - cb.top, right: r.right - cb.left, bottom: r.bottom - cb.top});
        if (!inside(b, size.x, size.y) || taken.hits(b).length) {
          L.DomUtil.addClass(el, "ga-label-off");
          return;
        }
        taken.add(b);
      });
    }
    function later() { if (!pending) { pending = true; window.requestAnimationFrame(place); } }
    map.once("ga:layout", function () {
      place();
      map.on("zoomend moveend resize overlayadd overlayremove baselayerchange ga:controls", later);
      map.on("layeradd", function (e) { if (e.layer instanceof L.LayerGroup) { later(); } });  // the plain map
      window.addEventListener("resize", later);
    });
    return place;
  };
})(geoAleppo);
