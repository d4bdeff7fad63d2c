#!/usr/bin/env bash
# Instructions per cell of the feed-fitting scenario under callgrind: each path run alone
# (`feed-fitting <items> 1 --phase=<path>`) with two item counts, the difference divided by the
# difference in items, so that process start-up, the first cell's one-time costs and the feed's
# generation cancel out. The counts are the same in every run, unlike times on a shared machine.
#
# Usage: Benchmarks/count-feed-fitting.sh [low=100] [high=200] [binary]
#   binary  a release feed-fitting (default Benchmarks/.build/release/feed-fitting)
#
# Prints instructions per cell for the reused cell (configure + fit), the fresh cell (build +
# configure + fit + release), and per visual format string (the cell's views and metrics
# dictionaries and its strings made into constraints, not activated, divided by the strings).
# The binary is copied and stripped of its debug information first: valgrind 3.19 cannot read the
# DWARF 5 that Swift emits.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
low=${1:-100}
high=${2:-200}
binary=${3:-$here/.build/release/feed-fitting}
command -v valgrind >/dev/null || { echo "count-feed-fitting.sh: valgrind is not installed" >&2; exit 1; }
[ -x "$binary" ] || { echo "count-feed-fitting.sh: no binary at $binary (swift build -c release --package-path Benchmarks --product feed-fitting)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$binary" "$work/bin"
strip --strip-debug "$work/bin"

count() {  # path items -> total instructions (callgrind's summary line)
  valgrind --tool=callgrind --callgrind-out-file="$work/out" "$work/bin" "$2" 1 --phase="$1" >"$work/line" 2>/dev/null
  sed -n 's/^summary: //p' "$work/out"
}

printf '%-26s %14s %14s %14s\n' path "I($low)" "I($high)" "per item"
for path in reused fresh vfl; do
  a=$(count "$path" "$low")
  b=$(count "$path" "$high")
  strings=$(sed -n 's/.*vfl_strings=\([0-9]*\).*/\1/p' "$work/line")
  if [ "$path" = vfl ]; then
    label="vfl (per string, $strings)"
    per=$(( (b - a) / ((high - low) * strings) ))
  else
    label="$path (per cell)"
    per=$(( (b - a) / (high - low) ))
  fi
  printf '%-26s %14s %14s %14s\n' "$label" "$a" "$b" "$per"
done
