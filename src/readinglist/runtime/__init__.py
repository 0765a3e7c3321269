"""What the stages run on: parallel maps over every core, the memo that lets `serve` redo only
what changed, and progress reporting."""
