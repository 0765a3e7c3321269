"""Render stage: entries in, the generated pages, papers.json and search documents out
(`stage.render_site`); and what MkDocs does with them at build time (`pages`, `csp`,
`search`) through the plugin."""
