// readinglist search: Material's header search box, answered by Pagefind (site/pagefind/).
//
// Pagefind's index is split into chunks, so a query fetches the chunks of its words, the list
// of pages (about 7 bytes a paper) and the results shown. Titles and tags come from untrusted
// abstracts: they are inserted as text only; of an excerpt only Pagefind's <mark> highlighting
// is kept, and the formulas the search stage marked in it are shown as the page's MathML (the
// `math` meta value), rebuilt element by element from a list of MathML names and harmless
// attributes.
(() => {
  "use strict";

  const root = document.querySelector(".rl-search[data-rl-search]");
  const toggle = document.getElementById("__search");
  if (!root || !toggle) return;

  const input = root.querySelector("input.md-search__input");
  const form = root.querySelector("form");
  const meta = root.querySelector(".md-search-result__meta");
  const list = root.querySelector(".md-search-result__list");
  const filterBar = root.querySelector(".rl-search__filters");
  const selects = Array.from(root.querySelectorAll("select[data-rl-filter]"));
  const codeBox = root.querySelector("input[data-rl-filter=code]");
  const bundle = new URL(root.dataset.rlSearch, document.baseURI);
  const PAGE = 10;
  const DEBOUNCE_MS = 120;

  let loading = null;
  let hidden = {};
  let tagNames = [];
  let shown = [];
  let results = [];
  let generation = 0;

  function load() {
    if (!loading) {
      // The filters' values come from the generator (search-filters.json at the site's root,
      // beside pagefind/), not from Pagefind's filters(): that fetches every filter index, a
      // quarter of a first search's bytes at 10,000 papers. Without the file, no filter bar.
      const values = fetch(new URL("../search-filters.json", bundle))
        .then((response) => (response.ok ? response.json() : null))
        .catch(() => null);
      // Past 20,000 papers the index comes in several bundles: bundles.json lists those to
      // merge into this one (they share its script and WebAssembly), and the filter that
      // hides the page of the whole vocabulary each bundle holds (render/search.py).
      const listed = fetch(new URL("bundles.json", bundle))
        .then((response) => (response.ok ? response.json() : null))
        .catch(() => null);
      loading = import(new URL("pagefind.js", bundle).href).then(async (module) => {
        await module.options({ excerptLength: 30 });
        await module.init();
        const bundles = (await listed) || {};
        const merged = Array.isArray(bundles.merge) ? bundles.merge : [];
        await Promise.all(merged.map((path) => module.mergeIndex(new URL(path, bundle).href)));
        if (merged.length && bundles.hide) hidden = { [bundles.hide]: { none: ["yes"] } };
        fillFilters(await values);
        if (!input.value) say("Type to search the papers");
        return module;
      });
      loading.catch(() => {
        loading = null;
        say("Search is unavailable: its index could not be loaded.");
      });
    }
    return loading;
  }

  // `available`: each filter's values, e.g. {"tag": ["Graph learning", …], "conference": […]}.
  function fillFilters(available) {
    if (!available) return;
    const listed = (name) => (Array.isArray(available[name]) ? available[name].map(String) : []);
    for (const select of selects) {
      const values = listed(select.dataset.rlFilter).sort((a, b) => a.localeCompare(b));
      for (const value of values) {
        const option = document.createElement("option");
        option.value = value;
        option.textContent = value;
        select.append(option);
      }
      // A filter with no values (no list gave a track) is not offered.
      if (values.length) select.hidden = false;
    }
    tagNames = listed("tag");
    filterBar.hidden = false;
  }

  // A tag name typed into the box becomes a tag filter; a trailing "code" asks for papers
  // with a code link ("code generation" stays a plain search).
  function parse(text) {
    let term = ` ${text.toLowerCase().replace(/\s+/g, " ").trim()} `;
    const tags = [];
    for (const name of tagNames) {
      const needle = ` ${name.toLowerCase()} `;
      if (term.includes(needle)) {
        tags.push(name);
        term = term.replace(needle, " ");
      }
    }
    let code = false;
    const words = term.trim().split(" ").filter(Boolean);
    if (words.length && words[words.length - 1] === "code") {
      code = true;
      words.pop();
    }
    return { term: words.join(" "), tags, code };
  }

  function filtersFor(query) {
    const filters = {};
    const tags = [...query.tags];
    for (const select of selects) {
      if (!select.value) continue;
      if (select.dataset.rlFilter === "tag") tags.push(select.value);
      else filters[select.dataset.rlFilter] = select.value;
    }
    if (tags.length) filters.tag = { all: [...new Set(tags)] };
    if (query.code || codeBox.checked) filters.code = codeBox.value;
    return filters;
  }

  async function run() {
    const mine = ++generation;
    const query = parse(input.value);
    const filters = filtersFor(query);
    const filtered = Object.keys(filters).length > 0;
    if (!query.term && !filtered) {
      clear();
      return;
    }
    const module = await load();
    if (mine !== generation) return;
    const search = await module.debouncedSearch(
      query.term || null, { filters: { ...filters, ...hidden } }, DEBOUNCE_MS);
    if (search === null || mine !== generation) return;
    results = search.results;
    shown = [];
    list.replaceChildren();
    await more(mine);
    describe(query, filters);
  }

  async function more(mine) {
    const next = results.slice(shown.length, shown.length + PAGE);
    const data = await Promise.all(next.map((result) => result.data()));
    if (mine !== generation) return;
    list.querySelector(".rl-search__more")?.remove();
    for (const item of data) {
      shown.push(item);
      list.append(resultItem(item));
    }
    if (shown.length < results.length) list.append(moreButton(mine));
    announce();
  }

  function describe(query, filters) {
    const count = results.length;
    const parts = [count === 0 ? "No matching papers" : `${count} matching paper${count === 1 ? "" : "s"}`];
    if (filters.tag) parts.push(`topic: ${filters.tag.all.join(" + ")}`);
    if (filters.conference) parts.push(`conference: ${filters.conference}`);
    if (filters.track) parts.push(`track: ${filters.track}`);
    if (filters.code) parts.push("with code");
    say(parts.join(" · "));
  }

  function pageOf(item) {
    return item.meta.page ? new URL(item.meta.page, new URL("../", bundle)).href : item.url;
  }

  // The pages of the results shown so far, for the map page to mark (assets/map.js).
  function announce() {
    document.dispatchEvent(new CustomEvent("readinglist:search", {
      detail: { pages: shown.map(pageOf), total: results.length },
    }));
  }

  function resultItem(item) {
    const li = element("li", "md-search-result__item");
    const link = element("a", "md-search-result__link");
    // Search documents are not the pages themselves: the page's path comes as meta.
    link.href = pageOf(item);
    link.tabIndex = -1;
    const article = element("article", "md-search-result__article md-typeset");
    const formulas = formulasOf(item);
    const title = element("h1", "");
    appendText(title, cleanTitle(item.meta.title || item.url), formulas);
    article.append(title);
    const facts = element("p", "rl-search__facts");
    for (const conference of item.filters.conference || []) {
      facts.append(element("span", "rl-search__conference", conference));
    }
    for (const track of item.filters.track || []) facts.append(element("span", "rl-badge", track));
    for (const tag of item.filters.tag || []) facts.append(element("span", "rl-tag", tag));
    if ((item.filters.code || []).length) facts.append(element("span", "rl-search__has-code", "code"));
    article.append(facts, excerpt(bestExcerpt(item), formulas));
    link.append(article);
    li.append(link);
    return li;
  }

  function moreButton(mine) {
    const li = element("li", "rl-search__more");
    const button = element("button", "md-button", `Show more (${results.length - shown.length} left)`);
    button.type = "button";
    button.addEventListener("click", () => more(mine));
    li.append(button);
    return li;
  }

  // The abstract's own excerpt when the match is there, rather than one around the title.
  function bestExcerpt(item) {
    const abstract = (item.sub_results || []).find(
      (sub) => sub.url.endsWith("#abstract") && (sub.locations || []).length > 0,
    );
    return abstract ? abstract.excerpt : item.excerpt;
  }

  // Pagefind's excerpt is escaped text with <mark> around matches: keep the marks, nothing else,
  // except that a marked formula (\ue000 index \ue001 plain text \ue002) becomes its MathML.
  function excerpt(html, formulas) {
    const paragraph = element("p", "rl-search__excerpt");
    const parts = String(html || "").split(/(<mark>|<\/mark>|\ue000[\ue010-\ue019]+\ue001|\ue002)/);
    let marked = false;
    let formula = null; // the formula being read: { index, marked, text (its plain reading) }
    for (const part of parts) {
      if (part === "<mark>") {
        marked = true;
        if (formula) formula.marked = true;
      } else if (part === "</mark>") marked = false;
      else if (part.startsWith(OPEN)) formula = { index: indexOf(part), marked, text: "" };
      else if (part === CLOSE) {
        if (formula) paragraph.append(mathNode(formulas, formula.index, formula.marked, formula.text));
        formula = null;
      } else if (formula) formula.text += plain(decode(part));
      else if (part) {
        const text = plain(decode(part));
        if (text) paragraph.append(marked ? element("mark", "", text) : document.createTextNode(text));
      }
    }
    // The excerpt ends inside a formula: show the whole formula.
    if (formula) paragraph.append(mathNode(formulas, formula.index, formula.marked, formula.text));
    return paragraph;
  }

  // Plain text (a title) that may hold marked formulas.
  function appendText(parent, text, formulas) {
    const parts = String(text).split(/(\ue000[\ue010-\ue019]+\ue001[^\ue000-\ue002]*\ue002)/);
    for (const part of parts) {
      if (part.startsWith(OPEN)) {
        const linear = part.slice(part.indexOf(MID) + 1, -1).trim();
        parent.append(mathNode(formulas, indexOf(part), false, linear));
      } else if (part) parent.append(document.createTextNode(plain(part)));
    }
  }

  const OPEN = "\ue000";
  const MID = "\ue001";
  const CLOSE = "\ue002";
  const MATHML = "http://www.w3.org/1998/Math/MathML";
  const MATH_TAGS = new Set([
    "math", "mi", "mn", "mo", "ms", "mtext", "mspace", "mrow", "mfrac", "msqrt", "mroot",
    "mstyle", "merror", "mpadded", "mphantom", "msub", "msup", "msubsup", "munder", "mover",
    "munderover", "mmultiscripts", "mprescripts", "none", "mtable", "mtr", "mtd", "menclose",
    "semantics", "annotation",
  ]);
  const MATH_ATTRIBUTES = new Set([
    "display", "displaystyle", "scriptlevel", "mathvariant", "mathsize", "dir", "stretchy",
    "fence", "separator", "lspace", "rspace", "form", "largeop", "movablelimits", "symmetric",
    "minsize", "maxsize", "accent", "accentunder", "linethickness", "width", "height", "depth",
    "voffset", "notation", "columnalign", "rowalign", "columnspan", "rowspan", "columnlines",
    "rowlines", "columnspacing", "rowspacing", "frame", "framespacing", "encoding", "align",
  ]);

  function indexOf(opening) {
    let index = 0;
    for (const char of opening.slice(1, -1)) index = index * 10 + (char.charCodeAt(0) - 0xe010);
    return index;
  }

  // Marker characters left over (a formula cut at the excerpt's start) are dropped.
  function plain(text) {
    return text.replace(/[\ue000-\ue01f]/g, "");
  }

  function formulasOf(item) {
    try {
      const list = JSON.parse(item.meta.math || "[]");
      return Array.isArray(list) ? list : [];
    } catch {
      return [];
    }
  }

  // The index-th formula as a sanitised <math> element; its plain text if it cannot be had.
  function mathNode(formulas, index, marked, fallback) {
    const source = formulas[index];
    let node = null;
    if (typeof source === "string") {
      const parsed = decoder.parseFromString(`<!doctype html><body>${source}`, "text/html");
      const math = parsed.body.firstElementChild;
      if (math && math.namespaceURI === MATHML && math.localName === "math") node = cleanMath(math);
    }
    if (!node) node = document.createTextNode(fallback);
    if (!marked) return node;
    const mark = element("mark", "");
    mark.append(node);
    return mark;
  }

  // Only MathML elements and harmless attributes are rebuilt; any other element leaves its text.
  function cleanMath(source) {
    const copy = document.createElementNS(MATHML, source.localName);
    for (const attribute of Array.from(source.attributes)) {
      const name = attribute.name.toLowerCase();
      if (MATH_ATTRIBUTES.has(name) && !/[<>]|url\(|javascript:/i.test(attribute.value)) {
        copy.setAttribute(name, attribute.value);
      }
    }
    appendClean(copy, source);
    return copy;
  }

  function appendClean(target, source) {
    for (const child of Array.from(source.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) target.append(document.createTextNode(child.data));
      else if (child.nodeType !== Node.ELEMENT_NODE) continue;
      else if (child.namespaceURI === MATHML && MATH_TAGS.has(child.localName)) {
        target.append(cleanMath(child));
      } else target.append(document.createTextNode(child.textContent || ""));
    }
  }

  const decoder = new DOMParser();
  function decode(text) {
    // An inert document: nothing in it runs or loads; only its text is taken.
    return decoder.parseFromString(`<!doctype html><body>${text}`, "text/html").body.textContent;
  }

  function cleanTitle(text) {
    return text.replace(/\s*¶\s*$/, "");
  }

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function say(text) {
    meta.textContent = text;
  }

  function clear() {
    results = [];
    shown = [];
    list.replaceChildren();
    say("Type to search the papers");
    announce();
  }

  function open() {
    if (!toggle.checked) {
      toggle.checked = true;
      toggle.dispatchEvent(new Event("change"));
    }
    load();
  }

  function close() {
    if (toggle.checked) {
      toggle.checked = false;
      toggle.dispatchEvent(new Event("change"));
    }
    input.blur();
  }

  function editable(target) {
    return target instanceof HTMLElement &&
      (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  }

  function links() {
    return Array.from(list.querySelectorAll("a.md-search-result__link"));
  }

  function move(step) {
    const all = links();
    if (!all.length) return;
    const index = all.indexOf(document.activeElement);
    const next = index < 0 ? (step > 0 ? 0 : all.length - 1) : index + step;
    if (next < 0) input.focus();
    else all[Math.min(next, all.length - 1)].focus();
  }

  input.addEventListener("focus", open);
  input.addEventListener("input", run);
  for (const select of selects) select.addEventListener("change", run);
  codeBox.addEventListener("change", run);
  toggle.addEventListener("change", () => {
    if (toggle.checked && document.activeElement !== input) input.focus();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    links()[0]?.click();
  });
  form.addEventListener("reset", () => {
    setTimeout(() => {
      run();
      input.focus();
    });
  });

  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (toggle.checked) {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
      } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (editable(event.target) && event.target !== input) return;
        event.preventDefault();
        move(event.key === "ArrowDown" ? 1 : -1);
      }
      return;
    }
    if (editable(event.target)) return;
    if (event.key === "/" || event.key === "s" || event.key === "f") {
      event.preventDefault();
      event.stopImmediatePropagation();
      open();
      input.focus();
      input.select();
    }
  }, true);
})();
