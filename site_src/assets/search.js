// readinglist search: Material's header search box, answered by readinglist's own index
// (site/searchindex/, written by render/searchindex.py).
//
// The index is split by term: a query fetches meta.json (the first term of each shard), the
// shards holding its words, and the addresses of the results it shows; each result's title,
// topics and snippet come from the paper's own page, which the browser then keeps for the
// click. Pages hold untrusted abstracts: of a page only text and MathML are taken, MathML
// rebuilt element by element from a list of MathML names and harmless attributes.
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
  const index = new URL(root.dataset.rlSearch, document.baseURI);
  const site = new URL("../", index);
  const PAGE = 10;
  const DEBOUNCE_MS = 120;
  // Words in a snippet, and how many shards a word's prefix may span before only the word
  // itself is looked up ("con" would fetch a tenth of the index).
  const EXCERPT_WORDS = 30;
  const PREFIX_SHARDS = 3;
  const PREFIX_MIN = 3;

  let loading = null;
  let info = null; // meta.json
  let stop = new Set();
  const cache = new Map();
  let tagNames = [];
  let shown = [];
  let results = [];
  let matched = new Set();
  let generation = 0;

  function json(name) {
    if (!cache.has(name)) {
      const promise = fetch(new URL(name, index)).then((response) => {
        if (!response.ok) throw new Error(`${name}: ${response.status}`);
        return response.json();
      });
      promise.catch(() => cache.delete(name));
      cache.set(name, promise);
    }
    return cache.get(name);
  }

  function load() {
    if (!loading) {
      // The filters' values come from the generator (search-filters.json at the site's root).
      // Without the file, no filter bar.
      const values = fetch(new URL("search-filters.json", site))
        .then((response) => (response.ok ? response.json() : null))
        .catch(() => null);
      loading = json("meta.json").then(async (loaded) => {
        info = loaded;
        stop = new Set(loaded.stop || []);
        fillFilters(await values);
        if (!input.value) say("Type to search the papers");
        return loaded;
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

  // Text as the index compares it, and its words (render/searchindex.py: fold, tokens).
  const TOKEN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]|(?:(?![\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff])[\p{L}\p{N}])+/gu;
  function fold(text) {
    return text.normalize("NFKD").replace(/[\u0300-\u036f\ue000-\uf8ff]/g, "").toLowerCase();
  }
  function tokens(text) {
    return fold(text).match(TOKEN) || [];
  }

  // What a query word may match besides words that start with it: the words that start with
  // its stem ("networks": "network", "quantization": "quantized"). Plain suffix stripping, not
  // a stemmer: the index keeps words as written, so nothing here must agree with Python.
  const SUFFIXES = [["ations", ""], ["ation", ""], ["ings", ""], ["ing", ""], ["ies", "i"],
    ["ied", "i"], ["es", ""], ["ed", ""], ["s", ""]];
  function stemOf(word) {
    for (const [suffix, replacement] of SUFFIXES) {
      if (word.endsWith(suffix) && word.length - suffix.length >= 4) {
        return word.slice(0, word.length - suffix.length) + replacement;
      }
    }
    return null;
  }

  // The shard that holds a term, if any could (meta.json lists each shard's first term).
  function shardOf(term) {
    const firsts = info.shards;
    let low = 0;
    let high = firsts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (firsts[middle] <= term) low = middle + 1;
      else high = middle;
    }
    return low - 1;
  }

  async function shardsFor(from, to) {
    const first = Math.max(shardOf(from), 0);
    const last = shardOf(to);
    const loaded = [];
    for (let number = first; number <= last; number++) loaded.push(json(`terms/${number}.json`));
    return Promise.all(loaded);
  }

  // Each paper's best weight for one query word: {paper: score}, and the index's words it
  // matched (for the snippets' highlighting).
  async function lookUp(word) {
    const prefixes = [];
    if (word.length >= PREFIX_MIN) prefixes.push([word, 0.8]);
    const stem = stemOf(word);
    if (stem) prefixes.push([stem, 0.7]);
    // A paper's best weight among the word's forms, an exact one counting most. The forms
    // share one rarity, that of all the papers they match: as a stemmer's, not each form's
    // own ("quantizable", rare, outranked titles saying "quantization").
    const scores = new Map();
    const found = [];
    const take = (term, postings, factor) => {
      found.push(term);
      let paper = 0;
      for (let at = 0; at < postings.length; at += 2) {
        paper += postings[at];
        const score = factor * postings[at + 1];
        if (!(scores.get(paper) >= score)) scores.set(paper, score);
      }
    };
    const own = await shardsFor(word, word);
    for (const shard of own) if (Object.hasOwn(shard, word)) take(word, shard[word], 1);
    for (const [prefix, factor] of prefixes) {
      const end = `${prefix}\uffff`;
      if (shardOf(end) - Math.max(shardOf(prefix), 0) >= PREFIX_SHARDS) continue;
      for (const shard of await shardsFor(prefix, end)) {
        for (const term of Object.keys(shard)) {
          if (term !== word && term.startsWith(prefix) && !found.includes(term)) {
            take(term, shard[term], factor);
          }
        }
      }
    }
    const rarity = idf(scores.size);
    for (const [paper, score] of scores) scores.set(paper, score * rarity);
    return { scores, found };
  }

  function idf(count) {
    return Math.log(1 + (info.papers - count + 0.5) / (count + 0.5));
  }

  async function papersWith(name, value) {
    const term = `!${name}:${value}`;
    const papers = new Set();
    for (const shard of await shardsFor(term, term)) {
      let paper = 0;
      for (const step of shard[term] || []) {
        paper += step;
        papers.add(paper);
      }
    }
    return papers;
  }

  // The papers matching every word and every filter, best first; with no words, in the
  // index's order.
  async function find(words, filters) {
    const wanted = [];
    for (const [name, value] of Object.entries(filters)) {
      for (const one of name === "tag" ? value.all : [value]) wanted.push(papersWith(name, one));
    }
    const sets = await Promise.all(wanted);
    const looked = await Promise.all(words.map(lookUp));
    const found = new Set(looked.flatMap((one) => one.found));
    let scores = null;
    for (const { scores: mine } of looked) {
      if (scores === null) {
        scores = mine;
        continue;
      }
      const both = new Map();
      for (const [paper, score] of scores) {
        const other = mine.get(paper);
        if (other !== undefined) both.set(paper, score + other);
      }
      scores = both;
    }
    let papers;
    if (scores === null) {
      if (!sets.length) return { papers: [], found };
      sets.sort((a, b) => a.size - b.size);
      papers = [...sets[0]].sort((a, b) => a - b).map((paper) => [paper, 0]);
    } else {
      papers = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    }
    const kept = papers.filter(([paper]) => sets.every((set) => set.has(paper)));
    return { papers: kept.map(([paper]) => paper), found };
  }

  async function run() {
    const mine = ++generation;
    const query = parse(input.value);
    const filters = filtersFor(query);
    const words = [...new Set(tokens(query.term))];
    const kept = words.filter((word) => !stop.has(word));
    const filtered = Object.keys(filters).length > 0;
    if (!kept.length && !filtered) {
      clear();
      return;
    }
    try {
      await load();
      await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS));
      if (mine !== generation) return;
      const answer = await find(words.filter((word) => !stop.has(word)), filters);
      if (mine !== generation) return;
      results = answer.papers;
      matched = answer.found;
    } catch {
      if (mine === generation) say("Search is unavailable: its index could not be loaded.");
      return;
    }
    shown = [];
    list.replaceChildren();
    await more(mine);
    describe(query, filters);
  }

  async function more(mine) {
    const next = results.slice(shown.length, shown.length + PAGE);
    const data = await Promise.all(next.map(paperData));
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

  // A result's page, read: its address, and the article's title, facts and abstract nodes.
  async function paperData(paper) {
    const chunk = await json(`pages/${Math.floor(paper / info.page_chunk)}.json`);
    const url = new URL(chunk[paper % info.page_chunk], site).href;
    let article = null;
    try {
      const response = await fetch(url);
      if (response.ok) {
        const parsed = decoder.parseFromString(await response.text(), "text/html");
        article = parsed.querySelector("article") || parsed.body;
      }
    } catch {
      article = null;
    }
    return { url, article };
  }

  // The pages of the results shown so far, for the map page to mark (assets/map.js).
  function announce() {
    document.dispatchEvent(new CustomEvent("readinglist:search", {
      detail: { pages: shown.map((item) => item.url), total: results.length },
    }));
  }

  function resultItem(item) {
    const li = element("li", "md-search-result__item");
    const link = element("a", "md-search-result__link");
    link.href = item.url;
    link.tabIndex = -1;
    const article = element("article", "md-search-result__article md-typeset");
    const title = element("h1", "");
    const heading = item.article?.querySelector("h1");
    if (heading) appendClean(title, heading);
    else title.textContent = decodeURIComponent(new URL(item.url).pathname);
    article.append(title);
    const facts = element("p", "rl-search__facts");
    const line = item.article?.querySelector("p.rl-meta");
    if (line) {
      for (const node of line.querySelectorAll(".rl-conference")) {
        facts.append(element("span", "rl-search__conference", node.textContent.trim()));
      }
      for (const node of line.querySelectorAll(".rl-badge")) {
        facts.append(element("span", "rl-badge", node.textContent.trim()));
      }
      for (const node of line.querySelectorAll(".rl-tag")) {
        facts.append(element("span", "rl-tag", node.textContent.trim()));
      }
      if (line.hasAttribute("data-rl-facet")) {
        facts.append(element("span", "rl-search__has-code", "code"));
      }
    }
    article.append(facts, excerpt(item.article));
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

  // The abstract's words and formulas, in order: {text} for a word, {math} for a formula,
  // each with whether it holds a word the query matched.
  function pieces(node, into) {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        for (const word of child.data.split(/\s+/)) {
          if (word) into.push({ text: word, hit: tokens(word).some((t) => matched.has(t)) });
        }
      } else if (child.nodeType !== Node.ELEMENT_NODE) continue;
      else if (child.namespaceURI === MATHML && child.localName === "math") {
        into.push({ math: child, hit: tokens(child.textContent || "").some((t) => matched.has(t)) });
      } else pieces(child, into);
    }
    return into;
  }

  function abstractPieces(article) {
    const heading = article?.querySelector("h2#abstract");
    const found = [];
    for (let node = heading?.nextElementSibling; node && node.tagName !== "H2"; node = node.nextElementSibling) {
      pieces(node, found);
    }
    return found;
  }

  // The window of the abstract with the most matched words, its matches marked.
  function excerpt(article) {
    const paragraph = element("p", "rl-search__excerpt");
    const all = abstractPieces(article);
    let best = 0;
    let bestHits = -1;
    let hits = 0;
    for (let at = 0; at < all.length; at++) {
      if (all[at].hit) hits++;
      if (at >= EXCERPT_WORDS && all[at - EXCERPT_WORDS].hit) hits--;
      const start = Math.max(0, at - EXCERPT_WORDS + 1);
      if (hits > bestHits) {
        bestHits = hits;
        best = start;
      }
    }
    // Start a little before the first match, so that it reads in context.
    const first = all.slice(best, best + EXCERPT_WORDS).findIndex((piece) => piece.hit);
    if (first > 5) best += first - 5;
    const window = all.slice(best, best + EXCERPT_WORDS);
    if (best > 0) paragraph.append(document.createTextNode("… "));
    window.forEach((piece, at) => {
      if (at) paragraph.append(document.createTextNode(" "));
      if (piece.math) {
        const math = cleanMath(piece.math);
        paragraph.append(piece.hit ? wrap(math) : math);
      } else appendWord(paragraph, piece.text);
    });
    if (best + EXCERPT_WORDS < all.length) paragraph.append(document.createTextNode(" …"));
    return paragraph;
  }

  function wrap(node) {
    const mark = element("mark", "");
    mark.append(node);
    return mark;
  }

  // A word of the snippet, the parts of it the query matched marked ("(quantization," marks
  // "quantization").
  const PART = /(?:(?![\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff])[\p{L}\p{N}\p{M}])+|[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/gu;
  function appendWord(parent, word) {
    let last = 0;
    for (const match of word.matchAll(PART)) {
      if (!tokens(match[0]).some((t) => matched.has(t))) continue;
      if (match.index > last) parent.append(document.createTextNode(word.slice(last, match.index)));
      parent.append(element("mark", "", match[0]));
      last = match.index + match[0].length;
    }
    if (last < word.length) parent.append(document.createTextNode(word.slice(last)));
  }

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

  // Pages are parsed into an inert document: nothing in it runs or loads.
  const decoder = new DOMParser();

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
