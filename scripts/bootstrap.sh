# Sourced by run.sh and test.sh: makes sure Java, Maven and the Python environment exist.
# Installs only what is missing; a second run does no network work.
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${HINDSIGHT_VENV:-$HOME/.local/share/hindsight/venv}"
PYTHON_BIN="${HINDSIGHT_PYTHON:-python3}"

need_apt=()
command -v java >/dev/null 2>&1 || need_apt+=(openjdk-17-jre-headless)
command -v mvn >/dev/null 2>&1 || need_apt+=(maven)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "bootstrap: installing ${need_apt[*]} with apt-get" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
  else
    echo "bootstrap: please install ${need_apt[*]} (Java 17+ and Maven run the local Neo4j)" >&2
    exit 1
  fi
fi

if [ ! -x "$VENV/bin/python" ]; then
  echo "bootstrap: creating the Python environment in $VENV" >&2
  mkdir -p "$(dirname "$VENV")"
  "$PYTHON_BIN" -m venv "$VENV"
  "$VENV/bin/python" -m pip install -q --upgrade pip
fi

# Reinstall when pyproject.toml changed or the environment points at another checkout.
stamp="$VENV/.hindsight-install"
want="$(sha256sum "$REPO/pyproject.toml" | cut -c1-16) $REPO"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "bootstrap: installing Python dependencies (the first time this downloads torch, ~3 GB)" >&2
  log="$VENV/.hindsight-pip.log"
  if ! "$VENV/bin/python" -m pip install -e "$REPO[dev]" >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "bootstrap: pip install failed (full log: $log)" >&2
    exit 1
  fi
  echo "$want" > "$stamp"
fi

export PATH="$VENV/bin:$PATH"
export HF_HUB_OFFLINE=1
cd "$REPO"
