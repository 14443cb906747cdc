#!/usr/bin/env bash
# A throwaway PostgreSQL server for tests: a temp cluster on 127.0.0.1 and a free port, with
# database console_test.
#   tests/support/postgres-server.sh CMD ARGS...   runs CMD with DATABASE_URL and TEST_PG_ADMIN_URL
#                                                 exported, then stops the server and deletes it
#   tests/support/postgres-server.sh               prints the URLs and keeps running until Ctrl-C
# With PG_STATEMENT_LOG=1 the server logs every statement (log_statement=all, JSON lines) into a folder
# of its temp dir, exported to CMD as PG_STATEMENT_LOG_DIR (the SQL-shape check of issue 30 reads it
# before the server and its folder go away).
# As root, initdb and pg_ctl refuse to run, so they run as the unprivileged user `postgres`.
set -uo pipefail

PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [[ -z "$PG_BIN" || ! -x "$PG_BIN/initdb" ]]; then
  echo "postgres-server: no initdb under /usr/lib/postgresql (run tests/setup/ensure-postgres.sh)" >&2
  exit 2
fi

tmp=$(mktemp -d /tmp/pg-test.XXXXXX)
data="$tmp/data"
run_pg() {
  if [[ $(id -u) -eq 0 ]]; then (cd "$tmp" && runuser -u postgres -- "$@"); else (cd "$tmp" && "$@"); fi
}
[[ $(id -u) -eq 0 ]] && chown postgres:postgres "$tmp"
chmod 700 "$tmp"

cleanup() {
  trap - EXIT INT TERM
  if [[ -f "$data/postmaster.pid" ]]; then
    if ! run_pg "$PG_BIN/pg_ctl" -D "$data" -m fast -w -t 30 stop >/dev/null 2>&1; then
      # pg_ctl gave up: kill the postmaster named in its pid file so nothing outlives the run.
      kill -9 "$(head -n 1 "$data/postmaster.pid")" 2>/dev/null
    fi
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT
child=
# Forward a stop request to the command so it ends before the server goes away.
trap '[[ -n "$child" ]] && kill -TERM "$child" 2>/dev/null && wait "$child"; exit 130' INT TERM

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

run_pg "$PG_BIN/initdb" -D "$data" -U postgres --auth=trust -E UTF8 --no-locale --no-sync >"$tmp/initdb.log" 2>&1 || {
  cat "$tmp/initdb.log" >&2
  echo "postgres-server: initdb failed" >&2
  exit 2
}

log_options=
if [[ "${PG_STATEMENT_LOG:-}" == 1 ]]; then
  log_options="-c logging_collector=on -c log_destination=jsonlog -c log_directory=$tmp/statements -c log_statement=all -c log_file_mode=0644"
  export PG_STATEMENT_LOG_DIR="$tmp/statements"
fi

# Another process may take the free port between the check and the start: try a few ports.
started=0
for attempt in 1 2 3; do
  port=$(free_port)
  # A postmaster that died without cleanup leaves postmaster.pid behind and blocks the next start.
  rm -f "$data/postmaster.pid"
  if run_pg "$PG_BIN/pg_ctl" -D "$data" -l "$tmp/server.log" -w -t 60 \
    -o "-h 127.0.0.1 -p $port -k $tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off $log_options" start >/dev/null; then
    started=1
    break
  fi
  run_pg "$PG_BIN/pg_ctl" -D "$data" -m immediate stop >/dev/null 2>&1
done
if [[ $started -ne 1 ]]; then
  cat "$tmp/server.log" >&2
  echo "postgres-server: could not start PostgreSQL" >&2
  exit 2
fi

"$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U postgres console_test || exit 2

export TEST_PG_ADMIN_URL="postgres://postgres@127.0.0.1:$port/postgres"
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/console_test"
echo "postgres-server: $("$PG_BIN/postgres" --version) on 127.0.0.1:$port, data in $data"
echo "DATABASE_URL=$DATABASE_URL"
echo "TEST_PG_ADMIN_URL=$TEST_PG_ADMIN_URL"

if [[ $# -eq 0 ]]; then
  echo "postgres-server: running; Ctrl-C stops and deletes it"
  while sleep 3600; do :; done
fi
# In the background so the INT/TERM trap runs at once instead of after the command.
"$@" &
child=$!
wait "$child"
exit $?
