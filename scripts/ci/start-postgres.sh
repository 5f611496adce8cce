# shellcheck shell=bash
# Sourced by .ci/run before `npm test`: starts a throwaway PostgreSQL cluster on 127.0.0.1:54322 and
# exports DATABASE_URL, so the backend tests also run on a real server. The cluster stops when the
# calling script exits (an EXIT trap), so a second run on the same machine finds the port free.
# Runs under the caller's `set -euo pipefail`, so every step either works or stops CI.

CI_PG_PORT="${CI_PG_PORT:-54322}"

ci_pg_bindir() {
  local found
  found="$(command -v initdb 2>/dev/null || true)"
  if [ -n "$found" ] && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(readlink -f "$found")"
    return
  fi
  found="$(find /usr/lib/postgresql -maxdepth 3 -name initdb -type f 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$found" ]; then dirname "$found"; fi
}

CI_PG_BIN="$(ci_pg_bindir)"
if [ -z "$CI_PG_BIN" ]; then
  echo "Installing Debian's postgresql"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  CI_PG_BIN="$(ci_pg_bindir)"
fi
if [ -z "$CI_PG_BIN" ]; then
  echo "start-postgres: initdb not found after installing postgresql" >&2
  return 1
fi

# PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
if [ "$(id -u)" -eq 0 ]; then
  if ! id -u postgres >/dev/null 2>&1; then
    useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin postgres
  fi
  CI_PG_USER=postgres
else
  CI_PG_USER="$(id -un)"
fi

ci_pg_run() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u "$CI_PG_USER" -- "$@"
  else
    "$@"
  fi
}

CI_PG_DIR="$(mktemp -d /tmp/ci-postgres.XXXXXX)"
chmod 700 "$CI_PG_DIR"
if [ "$(id -u)" -eq 0 ]; then chown "$CI_PG_USER" "$CI_PG_DIR"; fi

ci_pg_run "$CI_PG_BIN/initdb" -D "$CI_PG_DIR/data" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null
ci_pg_run "$CI_PG_BIN/pg_ctl" -D "$CI_PG_DIR/data" -l "$CI_PG_DIR/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $CI_PG_PORT -k $CI_PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null
ci_pg_stop() {
  ci_pg_run "$CI_PG_BIN/pg_ctl" -D "$CI_PG_DIR/data" stop -m fast >/dev/null 2>&1 || true
}
trap ci_pg_stop EXIT
ci_pg_run "$CI_PG_BIN/createdb" -h 127.0.0.1 -p "$CI_PG_PORT" -U postgres acct_ci

export CI_PG_DIR
export DATABASE_URL="postgresql://postgres@127.0.0.1:${CI_PG_PORT}/acct_ci"
echo "PostgreSQL $("$CI_PG_BIN/postgres" --version | awk '{print $3}') ready: DATABASE_URL=$DATABASE_URL"
