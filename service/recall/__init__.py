"""Recall: from a query to a ranked, explained set of memories and a context block."""
