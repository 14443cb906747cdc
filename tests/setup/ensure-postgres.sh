#!/usr/bin/env bash
# Makes sure PostgreSQL server binaries are installed (Debian 12: postgresql-15). Prints the bin
# folder on success. CI runs as root on a fresh machine, where only apt can bring them.
set -euo pipefail

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

bin_dir=$(find_bin)
if [[ -z "$bin_dir" || ! -x "$bin_dir/initdb" ]]; then
  if [[ $(id -u) -ne 0 ]]; then
    echo "ensure-postgres: no initdb under /usr/lib/postgresql and not root, cannot apt-get install" >&2
    exit 1
  fi
  echo "ensure-postgres: installing postgresql with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  bin_dir=$(find_bin)
fi
[[ -x "$bin_dir/initdb" ]] || { echo "ensure-postgres: initdb still missing after install" >&2; exit 1; }
echo "$bin_dir"
