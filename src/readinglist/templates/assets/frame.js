{#-
  assets/frame.js, rendered once per build (a static template, see plugin.on_config): the parts
  of a paper page's frame (templates/paper.html) that Material's scripts use or show, written
  into the page as it loads, from Material's own partials, so that tens of thousands of pages
  need not each carry them. Pages other than papers render the same partials inline.
-#}
{%- import "partials/language.html" as lang with context -%}
{%- set features = config.theme.features or [] -%}
{%- set palette = config.theme.palette and config.theme.palette is not mapping -%}
{%- set toggles -%}
<input class="md-toggle" data-md-toggle="drawer" type="checkbox" id="__drawer" autocomplete="off">
<input class="md-toggle" data-md-toggle="search" type="checkbox" id="__search" autocomplete="off">
{%- endset -%}
{#- An image logo is in the page: its address is relative to the page, not to this file. #}
{%- set logo -%}{% if not config.theme.logo %}{% include "partials/logo.html" %}{% endif %}{%- endset -%}
{%- set controls -%}
{%- if palette %}{% include "partials/palette.html" %}{% endif -%}
{%- if "material/search" in config.plugins and (config.plugins["material/search"] | attr("config")).enabled -%}
<label class="md-header__button md-icon" for="__search">
{%- set icon = config.theme.icon.search or "material/magnify" %}{% include ".icons/" ~ icon ~ ".svg" -%}
</label>
{%- include "partials/search.html" -%}
{%- endif -%}
{%- endset -%}
{%- set palette_script -%}{% if palette %}{% include "partials/javascripts/palette.html" %}{% endif %}{%- endset -%}
{%- set footer -%}
<footer class="md-footer"><div class="md-footer-meta md-typeset"><div class="md-footer-meta__inner md-grid">{% include "partials/copyright.html" %}{% if config.extra.social %}{% include "partials/social.html" %}{% endif %}</div></div></footer>
{%- endset -%}
{%- set top -%}{% if "navigation.top" in features %}{% include "partials/top.html" %}{% endif %}{%- endset -%}
{%- set toc_title = lang.t("toc") -%}
{%- if config.mdx_configs.toc and config.mdx_configs.toc.title %}{% set toc_title = config.mdx_configs.toc.title %}{% endif -%}
// readinglist: what of a paper page's frame works with JavaScript only, or is there for
// Material's scripts: the drawer and search toggles, the logo, the page title the header shows
// once the heading is scrolled away, the colour-scheme toggle, the search box, the table of
// contents, the headings' permalinks, the footer and "back to top". It runs where it stands in
// the header, before Material's bundle.
(() => {
  "use strict";
  const script = document.currentScript;
  const bar = script.parentElement;
  const tag = (name, className, text) => {
    const el = document.createElement(name);
    el.className = className;
    if (text !== undefined) el.textContent = text;
    return el;
  };

  // Material's storage helpers (its partials/javascripts/base.html), scoped to the site's root:
  // this file sits in assets/, one folder below it.
  const scope = new URL({{ (config.extra.scope or "..") | tojson }}, script.src);
  Object.assign(window, {
    __md_scope: scope,
    __md_hash: (e) => [...e].reduce((e, _) => (e << 5) - e + _.charCodeAt(0), 0),
    __md_get: (e, _ = localStorage, t = __md_scope) => JSON.parse(_.getItem(t.pathname + "." + e)),
    __md_set: (e, _, t = localStorage, a = __md_scope) => {
      try {
        t.setItem(a.pathname + "." + e, JSON.stringify(_));
      } catch (e) {}
    },
  });

  // Before the header, where Material's stylesheet expects them (its `~` selectors).
  document.body.insertAdjacentHTML("afterbegin", {{ toggles | readinglist_compact | tojson }});
  const logo = bar.querySelector(".md-logo");
  const icon = {{ logo | trim | readinglist_compact | tojson }};
  if (logo && icon && !logo.firstElementChild) logo.innerHTML = icon;

  // The page's title, which <title> holds with the site's name after it.
  const suffix = {{ (" - " ~ config.site_name) | tojson }};
  const topics = bar.querySelector(".md-header__ellipsis");
  if (topics && document.title.endsWith(suffix)) {
    const topic = topics.appendChild(tag("div", "md-header__topic"));
    topic.dataset.mdComponent = "header-topic";
    topic.append(tag("span", "md-ellipsis", document.title.slice(0, -suffix.length)));
  }

  script.insertAdjacentHTML("beforebegin", {{ controls | readinglist_compact | tojson }});
  // Links in the markup were written relative to this file.
  for (const el of bar.querySelectorAll("[data-rl-search]")) {
    el.dataset.rlSearch = new URL(el.dataset.rlSearch, script.src).href;
  }
  // The reader's colour scheme, set before the page is drawn (Material's own script).
  {{ palette_script | replace("<script>", "") | replace("</script>", "") | trim }}

  // The table of contents, as Material's partials/toc.html writes it: the page's sections.
  function tableOfContents() {
    const sidebar = document.querySelector(".md-sidebar--secondary .md-sidebar__inner:empty");
    const headings = document.querySelectorAll(".md-content article h2[id]");
    if (!sidebar || !headings.length) return;
    const nav = sidebar.appendChild(tag("nav", "md-nav md-nav--secondary"));
    const title = {{ toc_title | tojson }};
    nav.setAttribute("aria-label", title);
    const label = nav.appendChild(tag("label", "md-nav__title"));
    label.htmlFor = "__toc";
    label.append(tag("span", "md-nav__icon md-icon"), title);
    const list = nav.appendChild(tag("ul", "md-nav__list"));
    list.dataset.mdComponent = "toc";
    list.setAttribute("data-md-scrollfix", "");
    for (const heading of headings) {
      const link = list.appendChild(tag("li", "md-nav__item")).appendChild(tag("a", "md-nav__link"));
      link.href = "#" + heading.id;
      const text = [...heading.childNodes].filter((node) => !node.classList?.contains("headerlink"));
      link.append(tag("span", "md-ellipsis", text.map((node) => node.textContent).join("").trim()));
    }
  }

  // Each heading's permalink, as Python-Markdown's toc extension writes it.
  function permalinks() {
    for (const heading of document.querySelectorAll(".md-content article :is(h1, h2)[id]")) {
      if (heading.querySelector(".headerlink")) continue;
      const link = heading.appendChild(tag("a", "headerlink", "\u00b6"));
      link.href = "#" + heading.id;
      link.title = "Permanent link";
    }
  }

  // Material mounts its components once the document is loaded: after this listener.
  document.addEventListener("DOMContentLoaded", () => {
    tableOfContents();
    permalinks();
    document.querySelector(".md-container")?.insertAdjacentHTML("beforeend", {{ footer | readinglist_compact | tojson }});
    document.querySelector(".md-main")?.insertAdjacentHTML("beforeend", {{ top | readinglist_compact | tojson }});
  }, { once: true });
})();
