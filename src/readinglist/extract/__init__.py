"""Extract stage: what each paper's abstract says (title, links, tags), its slug and its
related papers. `stage.extract` runs it; the other modules are its per-paper steps.

Kept empty on purpose: importing one step (say `tags`, which the pipeline needs before it
knows whether anything changed) must not import them all (`similar` pulls in scikit-learn)."""
