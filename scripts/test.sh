#!/usr/bin/env bash
# Run lint and the test suite. Installs what is missing and starts a test Neo4j (its own home
# and ports, 17687/17474) unless HINDSIGHT_TEST_NEO4J_URI names a running one.
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
# The browser tests (the /ui/ inspector, the Neo4j Browser screenshot) drive Debian's chromium.
if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "test: installing chromium with apt-get" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "test: please install chromium (the browser tests drive it)" >&2
    exit 1
  fi
fi
ruff check .
ruff format --check .
exec python -m pytest "$@"
