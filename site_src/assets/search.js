// readinglist search: Material's header search box, answered by Pagefind (site/pagefind/).
//
// Pagefind's index is split into small chunks, so a query fetches a few hundred kilobytes at
// most, whatever the size of the site. Titles and tags come from untrusted abstracts: they are
// inserted as text only; of an excerpt only Pagefind's <mark> highlighting is kept.
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
  let tagNames = [];
  let shown = [];
  let results = [];
  let generation = 0;

  function load() {
    if (!loading) {
      loading = import(new URL("pagefind.js", bundle).href).then(async (module) => {
        await module.options({ excerptLength: 30 });
        await module.init();
        fillFilters(await module.filters());
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

  function fillFilters(available) {
    for (const select of selects) {
      const values = Object.keys(available[select.dataset.rlFilter] || {}).sort((a, b) =>
        a.localeCompare(b),
      );
      for (const value of values) {
        const option = document.createElement("option");
        option.value = value;
        option.textContent = value;
        select.append(option);
      }
    }
    tagNames = Object.keys(available.tag || {});
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
    const search = await module.debouncedSearch(query.term || null, { filters }, DEBOUNCE_MS);
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
  }

  function describe(query, filters) {
    const count = results.length;
    const parts = [count === 0 ? "No matching papers" : `${count} matching paper${count === 1 ? "" : "s"}`];
    if (filters.tag) parts.push(`topic: ${filters.tag.all.join(" + ")}`);
    if (filters.conference) parts.push(`conference: ${filters.conference}`);
    if (filters.code) parts.push("with code");
    say(parts.join(" · "));
  }

  function resultItem(item) {
    const li = element("li", "md-search-result__item");
    const link = element("a", "md-search-result__link");
    link.href = item.url;
    link.tabIndex = -1;
    const article = element("article", "md-search-result__article md-typeset");
    article.append(element("h1", "", cleanTitle(item.meta.title || item.url)));
    const facts = element("p", "rl-search__facts");
    for (const conference of item.filters.conference || []) {
      facts.append(element("span", "rl-search__conference", conference));
    }
    for (const tag of item.filters.tag || []) facts.append(element("span", "rl-tag", tag));
    if ((item.filters.code || []).length) facts.append(element("span", "rl-search__has-code", "code"));
    article.append(facts, excerpt(bestExcerpt(item)));
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

  // Pagefind's excerpt is escaped text with <mark> around matches: keep the marks, nothing else.
  function excerpt(html) {
    const paragraph = element("p", "rl-search__excerpt");
    const parts = String(html || "").split(/(<mark>|<\/mark>)/);
    let marked = false;
    for (const part of parts) {
      if (part === "<mark>") marked = true;
      else if (part === "</mark>") marked = false;
      else if (part) {
        const text = decode(part);
        paragraph.append(marked ? element("mark", "", text) : document.createTextNode(text));
      }
    }
    return paragraph;
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
