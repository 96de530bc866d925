#!/usr/bin/env bash
# Serve the memory API. Installs what is missing, starts the managed local Neo4j when
# HINDSIGHT_NEO4J_URI is not set, and listens on HINDSIGHT_HOST:HINDSIGHT_PORT (127.0.0.1:8000).
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
exec hindsight serve "$@"
