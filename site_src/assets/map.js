// readinglist map: every paper as a point on a canvas, placed at build time (map/data.json) so
// that papers about the same thing sit together. The filters, the reading list and the index
// are reader.js's (window.readinglist); the header search marks its results here. No request
// leaves the site; CSP-friendly (no inline code, no HTML strings built from data).
(function () {
  "use strict";

  var rl = window.readinglist;
  var placeholder = document.getElementById("rl-map");
  if (!rl || !placeholder) return;
  var el = rl.el;

  // Ten topic colours per scheme, each at least 3:1 against the page's background.
  var PALETTES = {
    light: ["#1f6fb4", "#c92a2a", "#2b8a3e", "#8e5bb8", "#b35900", "#8c564b", "#c2255c",
      "#0b7a75", "#6b6b00", "#3b4cc0"],
    dark: ["#6cb6ff", "#ff8080", "#5bd36f", "#d2a8ff", "#ffa94d", "#e0b0a0", "#ff85c0",
      "#3bc9c0", "#e3d34f", "#a5b4ff"],
  };
  var NONE = { light: "#8a8f98", dark: "#7d8490" };
  var MAX_ZOOM = 40;
  var HIT_PX = 9; // how near a pointer must be to a point to hover it

  function dark() {
    return document.body.getAttribute("data-md-color-scheme") === "slate";
  }

  function cssVar(name, fallback) {
    var value = getComputedStyle(document.body).getPropertyValue(name).trim();
    return value || fallback;
  }

  function start(index, data) {
    var n = Math.min(data.count, index.papers.length);
    var scale = data.scale;
    var xs = new Float32Array(n);
    var ys = new Float32Array(n);
    for (var i = 0; i < n; i++) { xs[i] = data.x[i] / scale; ys[i] = data.y[i] / scale; }
    var papers = index.papers.slice(0, n);
    var bySlug = {};
    papers.forEach(function (p, i) { bySlug[p.slug] = i; });
    var state = rl.readState();
    var matched = new Uint8Array(n);
    var shownCount = 0;
    var found = null; // indices of the header search's results, or null
    var isFound = new Uint8Array(n);
    var saved = {};
    var focus = -1;
    var hover = -1;
    var view = { k: 1, cx: 0.5, cy: 0.5 };
    var size = { w: 0, h: 0, s: 0 };

    // ---- the page's parts ---------------------------------------------------------------------

    var canvas = el("canvas", { className: "rl-map__canvas", tabindex: "0", role: "application",
      "aria-roledescription": "map", "aria-describedby": "rl-map-help rl-map-words",
      "aria-label": "Map of " + n + " papers by topic" });
    var tip = el("div", { className: "rl-map__tip", "data-testid": "map-tip", "aria-hidden": "true",
      hidden: true });
    var live = el("p", { className: "rl-map__focus", "data-testid": "map-focus",
      "aria-live": "polite" });
    var help = el("p", { id: "rl-map-help", className: "rl-map__help",
      text: "Arrow keys: go to the next paper in that direction. Enter: open it. + and −: zoom. " +
        "Shift and arrows: pan. 0: the whole map. Escape: leave the paper." });
    var count = el("p", { className: "rl-count", "data-testid": "map-count", role: "status" });
    var asList = el("a", { className: "rl-map__list", "data-testid": "map-as-list" });
    function zoomButton(text, label, action) {
      var button = el("button", { type: "button", className: "rl-button rl-map__zoom",
        "aria-label": label, title: label, text: text });
      button.addEventListener("click", action);
      return button;
    }
    var tools = el("div", { className: "rl-map__tools", role: "group", "aria-label": "Zoom" }, [
      zoomButton("+", "Zoom in", function () { zoomAt(2, size.w / 2, size.h / 2); }),
      zoomButton("−", "Zoom out", function () { zoomAt(0.5, size.w / 2, size.h / 2); }),
      zoomButton("⤢", "Show the whole map", reset),
    ]);
    var legend = el("ul", { className: "rl-map__legend", "aria-label": "Colours", "data-testid": "map-legend" },
      data.topics.map(function (topic, i) {
        var swatch = el("span", { className: "rl-map__swatch", "data-colour": String(i), "aria-hidden": "true" });
        return el("li", {}, [swatch, el("a", { href: "?tag=" + encodeURIComponent(topic.slug),
          text: topic.name })]);
      }).concat([el("li", {}, [el("span", { className: "rl-map__swatch", "data-colour": "-1",
        "aria-hidden": "true" }), "other topics"])]));
    var swatches = Array.prototype.slice.call(legend.querySelectorAll(".rl-map__swatch"));
    var frame = el("div", { className: "rl-map__frame" }, [canvas, tip, tools]);
    var root = el("div", { id: "rl-map", className: "rl-map", "data-testid": "paper-map",
      "data-count": String(n) }, [
      rl.filterControls(index, state, changed, false), count, frame, live, help, legend]);
    placeholder.replaceWith(root);
    var ctx = canvas.getContext("2d");

    // ---- what is shown -----------------------------------------------------------------------

    function changed() {
      state.page = 1;
      var match = rl.matcher(state);
      shownCount = 0;
      for (var i = 0; i < n; i++) {
        matched[i] = match(papers[i]) ? 1 : 0;
        shownCount += matched[i];
      }
      rl.writeState(state);
      var query = location.search;
      asList.href = rl.base + "papers/" + query;
      asList.textContent = "see them as a list";
      var savedHere = Object.keys(saved).filter(function (id) { return index.byId[id]; }).length;
      count.replaceChildren(shownCount + " of " + n + " papers shown" +
        (found ? ", " + found.length + " search " + (found.length === 1 ? "result" : "results") +
          " marked" : "") +
        (savedHere ? ", " + savedHere + " saved " + (savedHere === 1 ? "paper" : "papers") +
          " circled" : "") + "; ", asList, ".");
      root.setAttribute("data-shown", String(shownCount));
      draw();
    }

    function loadSaved() {
      saved = {};
      var papersInStore = rl.loadStore().papers || {};
      Object.keys(papersInStore).forEach(function (id) {
        if (papersInStore[id].saved) saved[id] = true;
      });
    }

    // ---- view: map units [0, 1] to CSS pixels of the canvas ----------------------------------

    function sx(x) { return size.w / 2 + (x - view.cx) * size.s * view.k; }
    function sy(y) { return size.h / 2 + (y - view.cy) * size.s * view.k; }

    function resize() {
      var rect = canvas.getBoundingClientRect();
      var ratio = window.devicePixelRatio || 1;
      size.w = rect.width; size.h = rect.height;
      size.s = Math.min(size.w, size.h) * 0.96;
      canvas.width = Math.round(size.w * ratio);
      canvas.height = Math.round(size.h * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      draw();
    }

    function zoomAt(factor, px, py) {
      var k = Math.min(MAX_ZOOM, Math.max(1, view.k * factor));
      var mx = view.cx + (px - size.w / 2) / (size.s * view.k);
      var my = view.cy + (py - size.h / 2) / (size.s * view.k);
      view.k = k;
      view.cx = mx - (px - size.w / 2) / (size.s * k);
      view.cy = my - (py - size.h / 2) / (size.s * k);
      draw();
    }

    function pan(dx, dy) {
      view.cx -= dx / (size.s * view.k);
      view.cy -= dy / (size.s * view.k);
      draw();
    }

    function reset() {
      view = { k: 1, cx: 0.5, cy: 0.5 };
      draw();
    }

    // ---- drawing -----------------------------------------------------------------------------

    function draw() {
      if (!size.w) return;
      var scheme = dark() ? "dark" : "light";
      var palette = PALETTES[scheme];
      swatches.forEach(function (swatch) {
        var c = Number(swatch.getAttribute("data-colour"));
        swatch.style.background = c >= 0 ? palette[c] : NONE[scheme];
      });
      var fg = cssVar("--md-default-fg-color", scheme === "dark" ? "#e2e4e9" : "#000000de");
      var bg = cssVar("--md-default-bg-color", scheme === "dark" ? "#1e2129" : "#ffffff");
      ctx.clearRect(0, 0, size.w, size.h);
      var r = Math.max(1.5, Math.min(7, (n > 20000 ? 1.2 : n > 3000 ? 2 : 3.2) * Math.sqrt(view.k)));
      var anyFilter = shownCount < n;
      var i;
      // Dimmed points first, then the shown ones above them, then the marked ones.
      ctx.globalAlpha = anyFilter || found ? 0.16 : 1;
      for (i = 0; i < n; i++) {
        if (anyFilter && matched[i] && !found) continue;
        if (isFound[i]) continue;
        dot(i, r, palette);
      }
      ctx.globalAlpha = 1;
      if (anyFilter && !found) for (i = 0; i < n; i++) if (matched[i]) dot(i, r, palette);
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = fg;
      Object.keys(saved).forEach(function (id) {
        var j = index.byId[id] ? index.byId[id].order : -1;
        if (j >= 0 && j < n) ring(j, r + 2.5);
      });
      if (found) {
        found.forEach(function (j) { dot(j, r + 1.5, palette); ring(j, r + 3.5); });
      }
      labels(fg, bg);
      if (focus >= 0) { ctx.lineWidth = 2.5; ctx.strokeStyle = fg; ring(focus, r + 5); }
      if (hover >= 0 && hover !== focus) { ctx.lineWidth = 2; ctx.strokeStyle = fg; ring(hover, r + 4); }
    }

    function dot(i, r, palette) {
      var x = sx(xs[i]), y = sy(ys[i]);
      if (x < -r || y < -r || x > size.w + r || y > size.h + r) return;
      var c = data.colour[i];
      ctx.fillStyle = c >= 0 ? palette[c % palette.length] : NONE[dark() ? "dark" : "light"];
      if (r < 2.2) { ctx.fillRect(x - r, y - r, 2 * r, 2 * r); return; }
      ctx.beginPath();
      ctx.arc(x, y, r, 0, 2 * Math.PI);
      ctx.fill();
    }

    function ring(i, r) {
      ctx.beginPath();
      ctx.arc(sx(xs[i]), sy(ys[i]), r, 0, 2 * Math.PI);
      ctx.stroke();
    }

    function labels(fg, bg) {
      ctx.font = "600 13px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.lineJoin = "round";
      var drawn = [];
      data.labels.forEach(function (label) {
        var x = sx(label.x / scale), y = sy(label.y / scale);
        if (x < 0 || y < 0 || x > size.w || y > size.h) return;
        // Kept whole inside the frame: a name near an edge moves in, not off it.
        var half = ctx.measureText(label.name).width / 2 + 4;
        x = Math.min(Math.max(x, half), Math.max(half, size.w - half));
        // The labels come most marked first: one that would cover a drawn one waits for a
        // closer zoom, where they part.
        var box = [x - half, y - 10, x + half, y + 10];
        if (drawn.some(function (b) {
          return box[0] < b[2] && b[0] < box[2] && box[1] < b[3] && b[1] < box[3];
        })) return;
        drawn.push(box);
        ctx.lineWidth = 4;
        ctx.strokeStyle = bg;
        ctx.strokeText(label.name, x, y);
        ctx.fillStyle = fg;
        ctx.fillText(label.name, x, y);
      });
    }

    // ---- finding the point under a pointer, or in a direction --------------------------------

    function nearest(px, py, limit) {
      var best = -1, bestD = limit * limit;
      for (var i = 0; i < n; i++) {
        if (shownCount < n && !matched[i]) continue;
        var dx = sx(xs[i]) - px, dy = sy(ys[i]) - py, d = dx * dx + dy * dy;
        if (d < bestD) { bestD = d; best = i; }
      }
      return best;
    }

    function step(fromIndex, dx, dy) {
      // The nearest shown point within 60° of the direction, distance weighted by the angle.
      var best = -1, bestScore = Infinity;
      var ox = xs[fromIndex], oy = ys[fromIndex];
      for (var i = 0; i < n; i++) {
        if (i === fromIndex || (shownCount < n && !matched[i])) continue;
        var vx = xs[i] - ox, vy = ys[i] - oy;
        var d = Math.sqrt(vx * vx + vy * vy);
        if (d === 0) { if (i > fromIndex && bestScore > 0) { best = i; bestScore = 0; } continue; }
        var cos = (vx * dx + vy * dy) / d;
        if (cos < 0.5) continue;
        var score = d * (2 - cos);
        if (score < bestScore) { bestScore = score; best = i; }
      }
      return best;
    }

    function describe(i) {
      var p = papers[i];
      return p.title + " — " + p.conferences.join(", ") +
        (p.tags.length ? " — " + p.tags.map(function (t) { return t.name; }).join(", ") : "");
    }

    function showTip(i) {
      if (i < 0) { tip.hidden = true; return; }
      var p = papers[i];
      tip.replaceChildren(el("strong", { text: p.title }), el("br"),
        p.conferences.join(", ") + (p.track ? " · " + p.track : ""),
        p.tags.length ? el("br") : null,
        p.tags.length ? p.tags.map(function (t) { return t.name; }).join(", ") : "");
      tip.hidden = false;
      var x = sx(xs[i]), y = sy(ys[i]);
      var left = Math.min(Math.max(4, x + 12), Math.max(4, size.w - tip.offsetWidth - 4));
      var top = y + 14 + tip.offsetHeight > size.h ? y - 14 - tip.offsetHeight : y + 14;
      tip.style.left = left + "px";
      tip.style.top = Math.max(4, top) + "px";
    }

    function setFocus(i) {
      focus = i;
      if (i >= 0) {
        var x = sx(xs[i]), y = sy(ys[i]);
        if (x < 20 || y < 20 || x > size.w - 20 || y > size.h - 20) { view.cx = xs[i]; view.cy = ys[i]; }
        live.textContent = describe(i) + ". Enter opens it.";
        root.setAttribute("data-focus", papers[i].slug);
      } else {
        live.textContent = "";
        root.removeAttribute("data-focus");
      }
      draw();
      showTip(i);
    }

    function open(i) {
      location.href = rl.paperUrl(papers[i].slug);
    }

    // ---- pointer: hover, click, drag to pan, wheel and pinch to zoom -------------------------

    var pointers = {};
    var moved = 0;
    var pinch = 0;
    function local(event) {
      var rect = canvas.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    }
    canvas.addEventListener("pointerdown", function (event) {
      pointers[event.pointerId] = local(event);
      moved = 0;
      canvas.setPointerCapture(event.pointerId);
    });
    canvas.addEventListener("pointermove", function (event) {
      var at = local(event);
      var before = pointers[event.pointerId];
      var ids = Object.keys(pointers);
      if (before && ids.length === 1) {
        moved += Math.abs(at.x - before.x) + Math.abs(at.y - before.y);
        if (moved > 4) { pan(at.x - before.x, at.y - before.y); showTip(-1); }
        pointers[event.pointerId] = at;
        return;
      }
      if (before && ids.length === 2) {
        pointers[event.pointerId] = at;
        var a = pointers[ids[0]], b = pointers[ids[1]];
        var d = Math.hypot(a.x - b.x, a.y - b.y);
        if (pinch) zoomAt(d / pinch, (a.x + b.x) / 2, (a.y + b.y) / 2);
        pinch = d;
        moved = 99;
        return;
      }
      var i = nearest(at.x, at.y, HIT_PX);
      if (i !== hover) {
        hover = i;
        canvas.style.cursor = i >= 0 ? "pointer" : "grab";
        draw();
        showTip(i >= 0 ? i : focus);
      }
    });
    function release(event) {
      var at = pointers[event.pointerId];
      delete pointers[event.pointerId];
      pinch = 0;
      if (at && moved <= 4 && event.type === "pointerup") {
        var i = nearest(at.x, at.y, HIT_PX);
        if (i >= 0) open(i);
      }
    }
    canvas.addEventListener("pointerup", release);
    canvas.addEventListener("pointercancel", release);
    canvas.addEventListener("pointerleave", function () {
      if (hover >= 0) { hover = -1; draw(); showTip(focus); }
    });
    canvas.addEventListener("wheel", function (event) {
      event.preventDefault();
      var at = local(event);
      zoomAt(Math.pow(2, -event.deltaY / 300), at.x, at.y);
    }, { passive: false });

    // ---- keyboard ----------------------------------------------------------------------------

    var DIRECTIONS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    canvas.addEventListener("keydown", function (event) {
      var dir = DIRECTIONS[event.key];
      if (dir && event.shiftKey) {
        pan(-dir[0] * size.w / 8, -dir[1] * size.h / 8);
      } else if (dir) {
        var from = focus >= 0 ? focus : nearest(size.w / 2, size.h / 2, Infinity);
        var next = focus >= 0 ? step(from, dir[0], dir[1]) : from;
        if (next >= 0) setFocus(next);
      } else if (event.key === "Enter" && focus >= 0) {
        open(focus);
      } else if (event.key === "+" || event.key === "=") {
        zoomAt(2, focus >= 0 ? sx(xs[focus]) : size.w / 2, focus >= 0 ? sy(ys[focus]) : size.h / 2);
      } else if (event.key === "-" || event.key === "_") {
        zoomAt(0.5, size.w / 2, size.h / 2);
      } else if (event.key === "0") {
        reset();
      } else if (event.key === "Escape" && focus >= 0) {
        setFocus(-1);
      } else {
        return;
      }
      event.preventDefault();
    });
    canvas.addEventListener("blur", function () { if (hover < 0) showTip(-1); });
    canvas.addEventListener("focus", function () { if (focus >= 0) showTip(focus); });

    // ---- the header search, the reading list, the colour scheme, the size --------------------

    document.addEventListener("readinglist:search", function (event) {
      var pages = (event.detail && event.detail.pages) || [];
      var hits = [];
      pages.forEach(function (page) {
        var m = /papers\/([^/?#]+?)(?:\/|\.html)?(?:[?#].*)?$/.exec(decodeURIComponent(new URL(page, location.href).pathname));
        if (m && bySlug[m[1]] !== undefined) hits.push(bySlug[m[1]]);
      });
      found = hits.length ? hits : null;
      isFound.fill(0);
      hits.forEach(function (j) { isFound[j] = 1; });
      changed();
    });
    window.addEventListener("storage", function (event) {
      if (event.key === rl.storeKey) { loadSaved(); changed(); }
    });
    new MutationObserver(draw).observe(document.body,
      { attributes: true, attributeFilter: ["data-md-color-scheme"] });
    if (window.ResizeObserver) new ResizeObserver(resize).observe(canvas);
    else window.addEventListener("resize", resize);

    // For tests and tools: where paper i is drawn, in the page's coordinates.
    root.pointOf = function (i) {
      var rect = canvas.getBoundingClientRect();
      return { x: rect.left + sx(xs[i]), y: rect.top + sy(ys[i]) };
    };

    loadSaved();
    changed();
    resize();
    root.setAttribute("data-ready", "true");
  }

  Promise.all([
    rl.loadIndex(),
    fetch(rl.base + "map/data.json", { credentials: "same-origin" }).then(function (response) {
      if (!response.ok) throw new Error("map/data.json: HTTP " + response.status);
      return response.json();
    }),
  ]).then(function (both) { start(both[0], both[1]); }).catch(function (err) {
    placeholder.textContent = "The map could not be loaded (" + err.message + "). Browse the ";
    placeholder.appendChild(el("a", { href: rl.base + "papers/", text: "list of papers" }));
    placeholder.appendChild(document.createTextNode(" instead."));
  });
})();
