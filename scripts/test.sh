#!/usr/bin/env bash
# Run lint and the test suite. Installs what is missing and starts a test Neo4j (its own home
# and ports, 17687/17474) unless HINDSIGHT_TEST_NEO4J_URI names a running one.
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
ruff check .
ruff format --check .
exec python -m pytest "$@"
