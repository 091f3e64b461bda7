// The offline "Plain map" (geo_aleppo/maps/basemap/*.geojson) and the switch to it when no tile loads.
(function (ga) {
  "use strict";
  var STYLE = {
    sea: {stroke: false, fillColor: "#cfe1f2", fillOpacity: 1},
    lakes: {color: "#7fa9cf", weight: 0.8, fillColor: "#cfe1f2", fillOpacity: 1},
    coast: {color: "#7fa9cf", weight: 1.2},
    rivers: {color: "#5b9bd5", weight: 1.8, opacity: 0.9},
    governorates: {color: "#8c8c8c", weight: 1, dashArray: "5 4"},
    borders: {color: "#4d4d4d", weight: 2.2}
  };
  function pane(map, name, z) {
    if (!map.getPane(name)) { map.createPane(name).style.zIndex = z; }
    return name;
  }
  function credit(source) {
    return ga.esc(source.attribution) + " (" + ga.esc(source.licence) + ")";
  }
  function label(p) {  // text nodes only: a name never becomes markup; Arabic in its own right-to-left isolate
    var span = document.createElement("span"), ar = document.createElement("bdi");
    span.appendChild(document.createTextNode(p.name));
    if (p.name_ar) {
      ar.setAttribute("dir", "rtl"); ar.setAttribute("lang", "ar"); ar.className = "ga-base-ar";
      ar.appendChild(document.createTextNode(p.name_ar));
      span.appendChild(document.createTextNode(" ")); span.appendChild(ar);
    }
    return span;
  }
  var Plain = L.LayerGroup.extend({
    onAdd: function (map) {
      pane(map, "gaBase", 250); pane(map, "gaBaseLabels", 390);
      L.DomUtil.addClass(map.getContainer(), "ga-plain");
      if (!this._built) { this._build(); }
      L.LayerGroup.prototype.onAdd.call(this, map);
    },
    onRemove: function (map) {
      L.DomUtil.removeClass(map.getContainer(), "ga-plain");
      L.LayerGroup.prototype.onRemove.call(this, map);
    },
    _build: function () {
      var data = this._data, skip = Object.create(null), self = this;
      this._built = true;
      data.skip.forEach(function (k) { skip[k] = true; });
      data.order.forEach(function (name) {
        var fc = data.layers[name];
        if (name === "cities") {
          self.addLayer(L.geoJSON(fc, {
            attribution: credit(fc.source),
            filter: function (f) { return !skip[f.properties.name]; },
            pointToLayer: function (f, latlng) {
              return L.circleMarker(latlng, {pane: "gaBase", radius: 3, weight: 1.5, color: "#333", fillColor: "#fff",
                fillOpacity: 1, interactive: false, className: "ga-base-city"})
                .bindTooltip(label(f.properties), {permanent: true, direction: "right", offset: [4, 0],
                  pane: "gaBaseLabels", className: "ga-base-label"});
            }
          }));
          return;
        }
        self.addLayer(L.geoJSON(fc, {
          pane: "gaBase", interactive: false, attribution: credit(fc.source),
          style: function (f) {
            var cls = "ga-base-" + name + (name === "borders" && f.properties.syria ? " ga-base-syria" : "");
            return L.extend({className: cls}, STYLE[name]);
          }
        }));
      });
    }
  });
  ga.plainMap = function (data) {
    var layer = new Plain();
    layer._data = data;
    return layer;
  };
  // Tiles first; when the first tile fails before any has loaded (no network), the plain map instead,
  // and no minimap (it would be an empty grey box).
  ga.baseFallback = function (map, plain, minimap) {
    var tiles = [], loaded = false, swapped = false;
    map.eachLayer(function (l) { if (l instanceof L.TileLayer) { tiles.push(l); } });
    function noMinimap() { if (minimap && minimap._map) { minimap.remove(); } }
    function swap() {
      if (swapped || loaded) { return; }
      swapped = true;
      tiles.forEach(function (t) { map.removeLayer(t); });
      if (!map.hasLayer(plain)) { map.addLayer(plain); }
      noMinimap();
    }
    if (!tiles.length) {
      if (!map.hasLayer(plain)) { map.addLayer(plain); }
      noMinimap();
      return;
    }
    tiles.forEach(function (t) {
      t.on("tileload", function () { loaded = true; });
      t.on("tileerror", swap);
    });
  };
})(geoAleppo);
