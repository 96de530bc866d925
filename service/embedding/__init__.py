"""Models that turn text into numbers: embedders (``base``, ``loader`` and one module per
backend), the cross-encoder reranker and the token counter. No I/O beyond loading model files
that installed packages ship."""
