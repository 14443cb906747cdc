#!/usr/bin/env bash
# Type-checks the whole tree (tsconfig.json: the editor's view, browser and Node at once) and each
# part alone with only its own platform: schema (neither), client (DOM), server (Node). Two at a
# time: tsc is single-threaded and the machine has two cores.
set -uo pipefail
cd "$(dirname "$0")/../.."
check() { npx tsc --noEmit -p "$1" && echo "typecheck $1: ok"; }
check tsconfig.json & all=$!
check tsconfig.client.json & client=$!
wait $all; rc_all=$?
wait $client; rc_client=$?
check tsconfig.server.json & server=$!
check tsconfig.schema.json; rc_schema=$?
wait $server; rc_server=$?
exit $((rc_all || rc_client || rc_server || rc_schema))
