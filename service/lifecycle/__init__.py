"""Keeping a bank fit over time: re-embedding (and, later, consolidation and forgetting)."""
