#!/usr/bin/env bash
# Builds the layout-file fuzz target with libFuzzer and AddressSanitizer and runs it for a bounded time
# on a scratch corpus seeded with Examples/Layouts and corpus/. Exits non-zero when the build fails or
# the fuzzer finds a crash (libFuzzer exits non-zero and leaves crash-* files in .build/artifacts, which
# are printed; replay one with `.build/release/LayoutFuzz FILE`).
# Usage: Tools/layout-fuzz/run-bounded.sh [seconds (default 60)] [extra libFuzzer options…]
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-60}
shift || true

swift build --scratch-path .build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
artifacts=.build/artifacts
rm -rf "$artifacts"
mkdir -p "$work/corpus" "$artifacts"
cp ../../Examples/Layouts/*.layout corpus/* "$work/corpus/"

status=0
.build/release/LayoutFuzz "$work/corpus" -dict=layout.dict -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
  -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$artifacts/" "$@" || status=$?
if (( status != 0 )) || compgen -G "$artifacts/*" >/dev/null; then
  echo "layout-fuzz found a failure (exit $status):" >&2
  for artifact in "$artifacts"/*; do
    [[ -e $artifact ]] || continue
    echo "== $(basename "$artifact")" >&2
    head -c 2000 "$artifact" >&2
    echo >&2
  done
  exit 1
fi
