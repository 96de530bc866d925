#!/usr/bin/env bash
# Run lint and the test suite. Installs what is missing and starts a test Neo4j (its own home
# and ports, 17687/17474) unless HINDSIGHT_TEST_NEO4J_URI names a running one.
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
# The browser tests (the /ui/ inspector, Neo4j Browser, the screenshot) drive Debian's
# chromium; a CJK font lets it draw Chinese captions.
need_browser=()
command -v chromium >/dev/null 2>&1 || need_browser+=(chromium)
fc-list 2>/dev/null | grep -qi "wenquanyi\|noto sans cjk" || need_browser+=(fonts-wqy-microhei)
if [ ${#need_browser[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "test: installing ${need_browser[*]} with apt-get" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_browser[@]}" >/dev/null
  elif ! command -v chromium >/dev/null 2>&1; then
    echo "test: please install chromium (the browser tests drive it)" >&2
    exit 1
  fi
fi
ruff check .
ruff format --check .
exec python -m pytest "$@"
