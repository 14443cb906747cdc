#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the e2e tests (playwright-core downloads no
# browser). The CJK fonts keep Chinese text from rendering as boxes.
set -euo pipefail

if [[ -x /usr/bin/chromium ]]; then exit 0; fi
if [[ $(id -u) -ne 0 ]]; then
  echo "ensure-chromium: /usr/bin/chromium is missing and we are not root: apt-get install -y chromium fonts-noto-cjk" >&2
  exit 1
fi
echo "ensure-chromium: installing chromium and fonts-noto-cjk with apt-get" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-noto-cjk
[[ -x /usr/bin/chromium ]] || { echo "ensure-chromium: /usr/bin/chromium still missing after install" >&2; exit 1; }
