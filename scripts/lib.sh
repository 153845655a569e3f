# Shared helpers for the top-level scripts (sourced, not executed).
# They make the two README commands work on a fresh machine that has only Node (>= 20.19) and npm.

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PNPM_VERSION=12.21.0

log() { printf '\033[1;33m[tavola]\033[0m %s\n' "$*"; }
fail() { printf '\033[1;31m[tavola] %s\033[0m\n' "$*" >&2; exit 1; }

require_node() {
  command -v node >/dev/null || fail "Node.js >= 20.19 is required (https://nodejs.org)."
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' \
    || fail "Node.js >= 20.19 is required; this is $(node --version)."
}

# pnpm through npm, because corepack fails on signature checks with pnpm 12.
ensure_pnpm() {
  if command -v pnpm >/dev/null && [ "$(pnpm --version 2>/dev/null | cut -d. -f1)" = "12" ]; then return; fi
  log "Installing pnpm $PNPM_VERSION with npm"
  if ! npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
    # No rights to the global prefix: install into a user prefix instead.
    npm install -g --prefix "$HOME/.local" "pnpm@$PNPM_VERSION" >/dev/null || fail "Could not install pnpm with npm."
    export PATH="$HOME/.local/bin:$PATH"
  fi
}

install_dependencies() {
  log "Installing dependencies (pnpm install)"
  (cd "$ROOT" && CI=true pnpm install --frozen-lockfile --prefer-offline) || fail "pnpm install failed."
}

# N (default 1) distinct loopback TCP ports that are free at this moment, one per line. The
# throwaway servers of the test command take these rather than fixed numbers, which a busy shared
# host may hold already. They are drawn at random below the kernel's ephemeral range
# (ip_local_port_range): a port the kernel handed out could be handed out again, to another test's
# listen(0) or outgoing connection, in the seconds before the server that was given it starts.
free_port() {
  node -e "
    const { readFileSync } = require('fs');
    const net = require('net');
    let ephemeralStart = 32768;
    try {
      ephemeralStart = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\\s+/)[0]) || 32768;
    } catch {}
    const low = 20000;
    const high = Math.max(low + 1000, ephemeralStart);
    const wanted = Number(process.argv[1] || 1);
    const tryPort = (port) =>
      new Promise((done) => {
        const server = net.createServer();
        server.once('error', () => done(null));
        server.listen(port, '127.0.0.1', () => done(server));
      });
    (async () => {
      const held = new Map();
      for (let attempt = 0; held.size < wanted && attempt < 1000; attempt++) {
        const port = low + Math.floor(Math.random() * (high - low));
        if (held.has(port)) continue;
        const server = await tryPort(port);
        if (server) held.set(port, server);
      }
      if (held.size < wanted) throw new Error('no free loopback ports between ' + low + ' and ' + high);
      console.log([...held.keys()].join('\\n'));
      for (const server of held.values()) server.close();
    })();
  " "${1:-1}"
}

# Debian packages (chromium for Playwright, postgresql for the second API test run).
apt_install() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} -eq 0 ] && return
  local sudo=""
  if [ "$(id -u)" != "0" ]; then
    command -v sudo >/dev/null || fail "Missing Debian packages: ${missing[*]} (install them as root)."
    sudo="sudo -n"
  fi
  log "Installing Debian packages: ${missing[*]}"
  $sudo apt-get update -qq >/dev/null || fail "apt-get update failed."
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null \
    || fail "apt-get install ${missing[*]} failed."
}
