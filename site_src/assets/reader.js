// readinglist reader tools: the filterable list of papers, save/read marks on paper pages and
// the reading list with notes, exports and import. Everything stays in this browser
// (localStorage); the only request is a same-site fetch of papers/index.json.
// CSP-friendly: no inline handlers, no eval, no HTML strings built from data.
(function () {
  "use strict";

  var STORE_KEY = "readinglist:v1";
  var PAGE_SIZE = 50;
  var script = document.currentScript;
  var BASE = siteBase();
  var indexPromise = null;
  var liveTools = []; // every toggle pair built, so a change in another tab shows here too

  // ---- site base and the compact index ------------------------------------------------------

  function siteBase() {
    // reader.js lives at <base>/assets/reader.js, whatever path the site is served under.
    if (script && script.src) return new URL("../", script.src).href;
    var config = document.getElementById("__config");
    var base = config ? JSON.parse(config.textContent).base : ".";
    return new URL(base.replace(/\/?$/, "/"), location.href).href;
  }

  function paperUrl(slug) {
    return BASE + "papers/" + encodeURIComponent(slug) + "/";
  }

  function fold(text) {
    return String(text).normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }

  function loadIndex() {
    if (!indexPromise) {
      indexPromise = fetch(BASE + "papers/index.json", { credentials: "same-origin" })
        .then(function (response) {
          if (!response.ok) throw new Error("papers/index.json: HTTP " + response.status);
          return response.json();
        })
        .then(prepareIndex);
    }
    return indexPromise;
  }

  function prepareIndex(raw) {
    var index = { tags: raw.tags, conferences: raw.conferences, tracks: raw.tracks || [],
      papers: [], byId: {}, bySlug: {} };
    var authors = raw.authors || [];
    raw.papers.forEach(function (p, order) {
      var paper = {
        id: p.id, slug: p.slug, title: p.title, code: !!p.code, order: order,
        tags: p.tags.map(function (i) { return raw.tags[i]; }),
        conferences: p.conferences.map(function (i) { return raw.conferences[i]; }),
        authors: (p.authors || []).map(function (i) { return authors[i]; }),
        track: p.track === undefined ? "" : index.tracks[p.track],
      };
      paper.haystack = fold([paper.title].concat(paper.tags.map(function (t) { return t.name; }),
        paper.conferences, paper.authors, [paper.track]).join(" "));
      index.papers.push(paper);
      index.byId[paper.id] = paper;
      index.bySlug[paper.slug] = paper;
    });
    var collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
    index.byTitle = index.papers.slice().sort(function (a, b) {
      return collator.compare(a.title, b.title) || a.order - b.order;
    });
    return index;
  }

  // ---- the reading list in localStorage ------------------------------------------------------

  function loadStore() {
    try {
      var data = JSON.parse(localStorage.getItem(STORE_KEY));
      if (data && typeof data.papers === "object" && data.papers) return data;
    } catch (err) { /* unreadable: start afresh */ }
    return { version: 1, papers: {} };
  }

  function saveStore(store) {
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify(store));
    } catch (err) { /* storage full or disabled: marks last for this page only */ }
  }

  function entryOf(store, paper) {
    var entry = store.papers[paper.id];
    if (!entry) {
      entry = store.papers[paper.id] = { saved: false, read: false, note: "", t: 0 };
    }
    entry.slug = paper.slug;
    entry.title = paper.title;
    return entry;
  }

  function update(paper, change) {
    var store = loadStore(); // re-read: another tab may have changed it
    var entry = entryOf(store, paper);
    change(entry);
    if (entry.saved && !entry.t) entry.t = Date.now();
    if (!entry.saved) entry.t = 0;
    if (!entry.saved && !entry.read && !entry.note) delete store.papers[paper.id];
    saveStore(store);
    return entry;
  }

  // ---- small DOM helpers ---------------------------------------------------------------------

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) {
      var value = attrs[name];
      if (value === null || value === undefined || value === false) return;
      if (name === "text") node.textContent = value;
      else if (name === "className") node.className = value;
      else node.setAttribute(name, value === true ? "" : value);
    });
    (children || []).forEach(function (child) {
      if (child) node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  function tagLink(tag) {
    return el("a", { className: "rl-tag", href: BASE + "tags/" + encodeURIComponent(tag.slug) + "/",
      text: tag.name });
  }

  function toggleButton(testid, label, icons, pressed, hint) {
    var button = el("button", { type: "button", className: "rl-toggle", "data-testid": testid,
      "aria-pressed": String(!!pressed), title: hint });
    var icon = el("span", { className: "rl-toggle__icon", "aria-hidden": "true" });
    button.appendChild(icon);
    button.appendChild(document.createTextNode(label));
    button.setPressed = function (on) {
      button.setAttribute("aria-pressed", String(!!on));
      icon.textContent = on ? icons[1] : icons[0];
    };
    button.setPressed(pressed);
    return button;
  }

  // Save and read toggles for one paper; `onChange(entry)` runs after each change.
  function paperTools(paper, onChange) {
    var entry = loadStore().papers[paper.id] || {};
    var save = toggleButton("save-paper", "Save", ["☆", "★"], entry.saved,
      "Keep this paper in your reading list");
    var read = toggleButton("mark-read", "Read", ["○", "✓"], entry.read,
      "Mark this paper as read");
    save.addEventListener("click", function () {
      var next = update(paper, function (e) { e.saved = !e.saved; });
      save.setPressed(next.saved);
      if (onChange) onChange(next);
    });
    read.addEventListener("click", function () {
      var next = update(paper, function (e) { e.read = !e.read; });
      read.setPressed(next.read);
      if (onChange) onChange(next);
    });
    // The group's name tells which paper the many "Save" buttons of a list belong to.
    var tools = el("span", { className: "rl-tools", role: "group",
      "aria-label": "Reading list: " + paper.title }, [save, read]);
    tools.sync = function (entry) {
      save.setPressed(entry && entry.saved);
      read.setPressed(entry && entry.read);
    };
    liveTools.push({ id: paper.id, tools: tools });
    return tools;
  }

  function download(name, type, text) {
    var url = URL.createObjectURL(new Blob([text], { type: type }));
    var link = el("a", { href: url, download: name, hidden: true });
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 1000);
  }

  // ---- paper pages ---------------------------------------------------------------------------

  function pagePath() {
    var path = decodeURIComponent(location.pathname).replace(/index\.html$/, "");
    var root = decodeURIComponent(new URL(BASE).pathname);
    return path.indexOf(root) === 0 ? path.slice(root.length) : path;
  }

  function initPaperPage(slug) {
    var heading = document.querySelector("article h1, .md-content h1");
    if (!heading) return;
    function place(paper) {
      var tools = paperTools(paper);
      tools.classList.add("rl-tools--page");
      tools.setAttribute("data-testid", "paper-tools");
      heading.insertAdjacentElement("afterend", tools);
    }
    // The heading names the paper (render/paperpage.py): no need for the whole index.
    if (heading.dataset.rlId) {
      var text = heading.cloneNode(true);
      text.querySelectorAll(".headerlink").forEach(function (link) { link.remove(); });
      place({ id: heading.dataset.rlId, slug: slug, title: text.textContent.trim() });
      return;
    }
    loadIndex().then(function (index) {
      if (index.bySlug[slug]) place(index.bySlug[slug]);
    }).catch(function () { /* the page reads fine without the toggles */ });
  }

  // ---- the papers page -----------------------------------------------------------------------

  function readState() {
    var params = new URLSearchParams(location.search);
    return {
      tags: params.getAll("tag"),
      conf: params.get("conf") || "",
      track: params.get("track") || "",
      code: params.get("code") === "1",
      q: params.get("q") || "",
      sort: params.get("sort") === "title" ? "title" : "list",
      page: Math.max(1, parseInt(params.get("page"), 10) || 1),
    };
  }

  function writeState(state) {
    var params = new URLSearchParams();
    state.tags.forEach(function (slug) { params.append("tag", slug); });
    if (state.conf) params.set("conf", state.conf);
    if (state.track) params.set("track", state.track);
    if (state.code) params.set("code", "1");
    if (state.q) params.set("q", state.q);
    if (state.sort !== "list") params.set("sort", state.sort);
    if (state.page > 1) params.set("page", String(state.page));
    var query = params.toString();
    history.replaceState(history.state, "", location.pathname + (query ? "?" + query : "") +
      location.hash);
  }

  function matcher(state) {
    var words = fold(state.q).split(/\s+/).filter(Boolean);
    var tags = state.tags;
    return function (paper) {
      if (state.code && !paper.code) return false;
      if (state.conf && paper.conferences.indexOf(state.conf) < 0) return false;
      if (state.track && paper.track !== state.track) return false;
      if (tags.length && !paper.tags.some(function (t) { return tags.indexOf(t.slug) >= 0; })) {
        return false;
      }
      return words.every(function (w) { return paper.haystack.indexOf(w) >= 0; });
    };
  }

  // `sortable` false: no sort control (the map has no order to choose).
  function filterControls(index, state, changed, sortable) {
    var text = el("input", { type: "search", id: "rl-filter-text", "data-testid": "filter-text",
      value: state.q, autocomplete: "off", placeholder: "e.g. graph diffusion" });
    var conf = el("select", { id: "rl-filter-conf", "data-testid": "filter-conference" },
      [el("option", { value: "", text: "All conferences" })].concat(index.conferences.map(
        function (c) { return el("option", { value: c, text: c, selected: c === state.conf }); })));
    var track = el("select", { id: "rl-filter-track", "data-testid": "filter-track" },
      [el("option", { value: "", text: "All tracks" })].concat(index.tracks.map(
        function (t) { return el("option", { value: t, text: t, selected: t === state.track }); })));
    var code = el("input", { type: "checkbox", id: "rl-filter-code", "data-testid": "filter-code",
      checked: state.code });
    var sort = el("select", { id: "rl-sort", "data-testid": "sort" }, [
      el("option", { value: "list", text: "List order" }),
      el("option", { value: "title", text: "Title (A–Z)", selected: state.sort === "title" }),
    ]);
    var counts = {};
    index.papers.forEach(function (p) {
      p.tags.forEach(function (t) { counts[t.slug] = (counts[t.slug] || 0) + 1; });
    });
    var boxes = index.tags.map(function (tag) {
      return el("label", { className: "rl-tag-option" }, [
        el("input", { type: "checkbox", value: tag.slug, checked: state.tags.indexOf(tag.slug) >= 0 }),
        " " + tag.name + " (" + (counts[tag.slug] || 0) + ")",
      ]);
    });
    // A disclosure button, not <details>: Material styles every <details> as an admonition.
    var toggle = el("button", { type: "button", className: "rl-button rl-tag-toggle",
      "data-testid": "filter-tags-toggle", "aria-expanded": String(state.tags.length > 0),
      "aria-controls": "rl-filter-tags" });
    var tagBox = el("fieldset", { id: "rl-filter-tags", className: "rl-tag-filter",
      "data-testid": "filter-tags", hidden: state.tags.length === 0 },
    [el("legend", { text: "Show papers with any of these topics" })].concat(boxes));
    toggle.addEventListener("click", function () {
      var open = toggle.getAttribute("aria-expanded") !== "true";
      toggle.setAttribute("aria-expanded", String(open));
      tagBox.hidden = !open;
      setSummary();
    });
    var reset = el("button", { type: "button", className: "rl-button", "data-testid": "filter-reset",
      text: "Clear filters" });

    function setSummary() {
      toggle.textContent = "Topics" + (state.tags.length ? " (" + state.tags.length +
        " selected)" : "") + (toggle.getAttribute("aria-expanded") === "true" ? " ▴" : " ▾");
    }
    function read() {
      state.q = text.value.trim();
      state.conf = conf.value;
      state.track = track.value;
      state.code = code.checked;
      state.sort = sort.value;
      state.tags = boxes.map(function (b) { return b.firstChild; })
        .filter(function (b) { return b.checked; }).map(function (b) { return b.value; });
      state.page = 1;
      setSummary();
      changed();
    }
    var timer = 0;
    text.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(read, 150); });
    [conf, track, code, sort, tagBox].forEach(function (c) { c.addEventListener("change", read); });
    reset.addEventListener("click", function () {
      text.value = ""; conf.value = ""; track.value = ""; code.checked = false;
      boxes.forEach(function (b) { b.firstChild.checked = false; });
      read();
      text.focus();
    });
    setSummary();
    var form = el("form", { className: "rl-filters", role: "search", "aria-label": "Filter papers" }, [
      el("div", { className: "rl-field rl-field--text" },
        [el("label", { for: "rl-filter-text", text: "Words in title, topics or authors" }), text]),
      el("div", { className: "rl-field" },
        [el("label", { for: "rl-filter-conf", text: "Conference" }), conf]),
      // Offered only when a list gave tracks (Oral, Poster, Findings…).
      index.tracks.length ? el("div", { className: "rl-field" },
        [el("label", { for: "rl-filter-track", text: "Track" }), track]) : null,
      sortable === false ? null
        : el("div", { className: "rl-field" }, [el("label", { for: "rl-sort", text: "Sort by" }), sort]),
      el("div", { className: "rl-field rl-field--check" },
        [code, el("label", { for: "rl-filter-code", text: "Only papers with code" })]),
      el("div", { className: "rl-filter-buttons" }, [toggle, reset]),
      tagBox,
    ]);
    form.addEventListener("submit", function (event) { event.preventDefault(); read(); });
    return form;
  }

  function paperRow(paper) {
    var meta = el("div", { className: "rl-row__meta" }, [
      el("span", { className: "rl-row__conf", text: paper.conferences.join(" · ") }),
      paper.track ? el("span", { className: "rl-badge", "data-testid": "track-badge",
        text: paper.track }) : null,
      paper.code ? el("span", { className: "rl-code", "data-testid": "code-marker", text: "code",
        title: "has a code link" }) : null,
    ].concat(paper.tags.map(tagLink)));
    return el("li", { className: "rl-row", "data-testid": "paper-row", "data-id": paper.id }, [
      el("div", { className: "rl-row__main" }, [
        el("a", { className: "rl-row__title", href: paperUrl(paper.slug), text: paper.title }),
        paper.authors.length ? el("div", { className: "rl-row__authors", "data-testid": "paper-authors",
          text: shortAuthors(paper.authors) }) : null,
        meta,
      ]),
      paperTools(paper),
    ]);
  }

  // Five names at most in a row; the paper's page lists them all.
  function shortAuthors(names) {
    return names.length > 5 ? names.slice(0, 5).join(", ") + " et al." : names.join(", ");
  }

  function initPapers(placeholder) {
    loadIndex().then(function (index) {
      var state = readState();
      var count = el("p", { className: "rl-count", "data-testid": "paper-count", role: "status" });
      var list = el("ol", { className: "rl-rows", "data-testid": "paper-list" });
      var prev = el("button", { type: "button", className: "rl-button", "data-testid": "page-prev",
        text: "← Previous" });
      var next = el("button", { type: "button", className: "rl-button", "data-testid": "page-next",
        text: "Next →" });
      var where = el("span", { className: "rl-pager__where", "data-testid": "page-number" });
      var pager = el("nav", { className: "rl-pager", "aria-label": "Pages of papers" },
        [prev, where, next]);

      function render() {
        var source = state.sort === "title" ? index.byTitle : index.papers;
        var shown = source.filter(matcher(state));
        var pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
        state.page = Math.min(state.page, pages);
        var start = (state.page - 1) * PAGE_SIZE;
        var rows = document.createDocumentFragment();
        shown.slice(start, start + PAGE_SIZE).forEach(function (p) { rows.appendChild(paperRow(p)); });
        list.replaceChildren(rows);
        liveTools = liveTools.filter(function (item) { return item.tools.isConnected; });
        list.setAttribute("start", String(start + 1));
        count.textContent = shown.length + " of " + index.papers.length + " papers" +
          (pages > 1 ? ", showing " + (start + 1) + "–" + Math.min(start + PAGE_SIZE, shown.length) : "");
        where.textContent = "Page " + state.page + " of " + pages;
        prev.disabled = state.page <= 1;
        next.disabled = state.page >= pages;
        pager.hidden = pages <= 1;
        writeState(state);
      }
      function turn(delta) {
        state.page += delta;
        render();
        count.scrollIntoView({ block: "nearest" });
      }
      prev.addEventListener("click", function () { turn(-1); });
      next.addEventListener("click", function () { turn(1); });
      var root = el("div", { id: "rl-papers", className: "rl-papers", "data-testid": "papers" },
        [filterControls(index, state, render), count, list, pager]);
      placeholder.replaceWith(root);
      render();
      root.setAttribute("data-ready", "true");
    }).catch(function (err) {
      placeholder.textContent = "The list of papers could not be loaded (" + err.message + ").";
    });
  }

  // ---- the reading list page -----------------------------------------------------------------

  function savedPapers(index, store) {
    return Object.keys(store.papers).map(function (id) {
      var entry = store.papers[id];
      var paper = index.byId[id] || index.bySlug[entry.slug];
      return { id: id, entry: entry, paper: paper };
    }).filter(function (item) { return item.entry.saved; })
      .sort(function (a, b) { return (a.entry.t - b.entry.t) || (a.id < b.id ? -1 : 1); })
      .map(function (item) {
        var p = item.paper;
        return {
          id: item.id, slug: p ? p.slug : item.entry.slug || "", title: p ? p.title : item.entry.title || item.id,
          url: p ? paperUrl(p.slug) : "", conferences: p ? p.conferences : [],
          authors: p ? p.authors : [], track: p ? p.track : "",
          tags: p ? p.tags.map(function (t) { return t.name; }) : [],
          read: !!item.entry.read, note: item.entry.note || "", saved_at: item.entry.t,
          known: !!p,
        };
      });
  }

  function noteField(paper, value) {
    var id = "rl-note-" + paper.id;
    var area = el("textarea", { id: id, rows: "2", "data-testid": "paper-note",
      placeholder: "Your notes on this paper" });
    area.value = value;
    area.addEventListener("input", function () {
      update(paper, function (e) { e.note = area.value; });
    });
    return el("div", { className: "rl-note" }, [el("label", { for: id, text: "Notes" }), area]);
  }

  function readingItem(index, item, changed) {
    var paper = index.byId[item.id] || { id: item.id, slug: item.slug, title: item.title };
    var title = item.url ? el("a", { href: item.url, text: item.title })
      : el("span", { text: item.title + " (no longer on this site)" });
    return el("li", { className: "rl-item", "data-testid": "reading-item", "data-id": item.id }, [
      el("div", { className: "rl-item__head" }, [
        el("div", { className: "rl-row__main" }, [
          el("span", { className: "rl-row__title" }, [title]),
          el("div", { className: "rl-row__meta", text: item.conferences.join(" · ") }),
        ]),
        paperTools(paper, changed),
      ]),
      noteField(paper, item.note),
    ]);
  }

  function initReadingList(placeholder) {
    loadIndex().then(function (index) {
      var status = el("p", { className: "rl-count", role: "status", "data-testid": "reading-status" });
      var list = el("ol", { className: "rl-items" });
      function describe() {
        var items = savedPapers(index, loadStore());
        var read = items.filter(function (i) { return i.read; }).length;
        status.textContent = items.length ? items.length + " saved " +
          (items.length === 1 ? "paper" : "papers") + ", " + read + " read." :
          "No saved papers yet: use the Save button on a paper's page or in the list of papers.";
      }
      // An unsaved paper stays on the page until reload, so a slip can be undone.
      function render() {
        list.replaceChildren.apply(list, savedPapers(index, loadStore()).map(function (item) {
          return readingItem(index, item, describe);
        }));
        describe();
      }
      var root = el("section", { id: "rl-reading-list", className: "rl-reading",
        "data-testid": "reading-list", "aria-label": "Saved papers" },
      [exportBar(index, function (message) { render(); status.textContent += " " + message; }),
        status, list]);
      placeholder.replaceWith(root);
      render();
      root.setAttribute("data-ready", "true");
    }).catch(function (err) {
      placeholder.textContent = "The reading list could not be loaded (" + err.message + ").";
    });
  }

  function exportBar(index, imported) {
    function items() { return savedPapers(index, loadStore()); }
    var formats = [
      ["export-markdown", "Markdown", "reading-list.md", "text/markdown", toMarkdown],
      ["export-csv", "CSV", "reading-list.csv", "text/csv", toCsv],
      ["export-bibtex", "BibTeX", "reading-list.bib", "application/x-bibtex", toBibtex],
      ["export-json", "JSON", "reading-list.json", "application/json", toJson],
    ];
    var buttons = formats.map(function (f) {
      var button = el("button", { type: "button", className: "rl-button", "data-testid": f[0],
        text: "Export " + f[1] });
      button.addEventListener("click", function () { download(f[2], f[3], f[4](items())); });
      return button;
    });
    var file = el("input", { type: "file", accept: ".json,application/json",
      "data-testid": "import-json", className: "rl-visually-hidden" });
    file.addEventListener("change", function () {
      if (!file.files.length) return;
      file.files[0].text().then(function (text) {
        imported(importJson(index, text));
      }).catch(function (err) {
        imported("Import failed: " + err.message);
      }).then(function () { file.value = ""; });
    });
    var label = el("label", { className: "rl-button rl-import" }, ["Import JSON", file]);
    return el("div", { className: "rl-actions", role: "group", "aria-label": "Export and import" },
      buttons.concat([label]));
  }

  // ---- exports and import --------------------------------------------------------------------

  function toJson(items) {
    return JSON.stringify({
      format: "readinglist", version: 1,
      papers: items.map(function (i) {
        return { id: i.id, slug: i.slug, title: i.title, url: i.url, authors: i.authors,
          conferences: i.conferences, track: i.track, tags: i.tags, read: i.read, note: i.note,
          saved_at: i.saved_at };
      }),
    }, null, 2) + "\n";
  }

  function mdEscape(text) {
    return String(text).replace(/[\\`*_{}\[\]()<>#+!|]/g, "\\$&").replace(/\s+/g, " ");
  }

  function toMarkdown(items) {
    var lines = ["# Reading list", ""];
    items.forEach(function (i) {
      var title = i.url ? "[" + mdEscape(i.title) + "](<" + i.url + ">)" : mdEscape(i.title);
      var meta = i.conferences.concat(i.track ? [i.track] : [], i.tags).map(mdEscape).join(" · ");
      var by = i.authors.length ? " — " + i.authors.map(mdEscape).join(", ") : "";
      lines.push("- [" + (i.read ? "x" : " ") + "] " + title + by + (meta ? " — " + meta : ""));
      if (i.note.trim()) {
        i.note.trim().split(/\r?\n/).forEach(function (line) { lines.push("  > " + mdEscape(line)); });
      }
    });
    return lines.join("\n") + "\n";
  }

  function csvCell(value) {
    var text = String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = "'" + text; // no formulas when opened in a spreadsheet
    return '"' + text.replace(/"/g, '""') + '"';
  }

  function toCsv(items) {
    // New columns go last: a spreadsheet that reads the earlier ones by position still works.
    var rows = [["title", "url", "conference", "tags", "read", "note", "authors", "track"]].concat(
      items.map(function (i) {
        return [i.title, i.url, i.conferences.join("; "), i.tags.join("; "), i.read ? "yes" : "no",
          i.note, i.authors.join("; "), i.track];
      }));
    return rows.map(function (r) { return r.map(csvCell).join(","); }).join("\r\n") + "\r\n";
  }

  var TEX = { "\\": "\\textbackslash{}", "{": "\\{", "}": "\\}", $: "\\$", "&": "\\&", "%": "\\%",
    "#": "\\#", _: "\\_", "^": "\\textasciicircum{}", "~": "\\textasciitilde{}" };

  function texEscape(text) {
    return String(text).replace(/\s+/g, " ").trim().replace(/[\\{}$&%#_^~]/g, function (c) {
      return TEX[c];
    });
  }

  function bibKey(slug, used) {
    var base = (slug || "paper").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")
      .slice(0, 48) || "paper";
    var key = base;
    for (var n = 2; used[key]; n++) key = base + "-" + n;
    used[key] = true;
    return key;
  }

  function toBibtex(items) {
    var used = {};
    return items.map(function (i) {
      var note = [i.conferences.join(", "), i.note].filter(function (s) { return s.trim(); })
        .join("; ");
      var fields = ["  title = {{" + texEscape(i.title) + "}}"];
      if (i.authors.length) {
        fields.push("  author = {" + i.authors.map(texEscape).join(" and ") + "}");
      }
      if (i.url) fields.push("  howpublished = {\\url{" + i.url.replace(/[{}%#\\]/g, "\\$&") + "}}");
      if (note) fields.push("  note = {" + texEscape(note) + "}");
      return "@misc{" + bibKey(i.slug, used) + ",\n" + fields.join(",\n") + "\n}\n";
    }).join("\n");
  }

  function importJson(index, text) {
    var data = JSON.parse(text);
    var papers = data && Array.isArray(data.papers) ? data.papers : null;
    if (!papers) throw new Error("not a reading list exported from this site");
    var store = loadStore();
    var added = 0;
    var unknown = 0;
    papers.forEach(function (item, position) {
      var paper = item && (index.byId[item.id] || index.bySlug[item.slug]);
      if (!paper) { unknown += 1; return; }
      var entry = entryOf(store, paper);
      if (!entry.saved) added += 1;
      entry.saved = true;
      entry.t = entry.t || Number(item.saved_at) || Date.now() + position;
      entry.read = entry.read || !!item.read;
      var note = typeof item.note === "string" ? item.note : "";
      if (note && entry.note.indexOf(note) < 0) entry.note = entry.note ? entry.note + "\n" + note : note;
    });
    saveStore(store);
    return "Imported " + added + " new " + (added === 1 ? "paper" : "papers") +
      (unknown ? "; " + unknown + " not on this site were skipped." : ".");
  }

  function syncFromOtherTab(event) {
    if (event.key !== STORE_KEY) return;
    var papers = loadStore().papers;
    liveTools = liveTools.filter(function (item) { return item.tools.isConnected; });
    liveTools.forEach(function (item) { item.tools.sync(papers[item.id]); });
  }

  // ---- start ---------------------------------------------------------------------------------

  function start() {
    var papers = document.getElementById("rl-papers");
    var reading = document.getElementById("rl-reading-list");
    if (papers) initPapers(papers);
    if (reading) initReadingList(reading);
    var match = /^papers\/([^/]+)\/$/.exec(pagePath());
    if (match && !papers) initPaperPage(match[1]);
  }

  // What the map page's script (assets/map.js) shares with these pages: one index, one store,
  // the same filters and the same address for them.
  window.readinglist = { base: BASE, el: el, loadIndex: loadIndex, loadStore: loadStore,
    storeKey: STORE_KEY, paperUrl: paperUrl, readState: readState, writeState: writeState,
    matcher: matcher, filterControls: filterControls };

  window.addEventListener("storage", syncFromOtherTab);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
