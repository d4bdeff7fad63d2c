#!/usr/bin/env bash
# Counts, under callgrind, what one layout scenario costs in instructions and in reference counting:
# per activated constraint for the build (views, anchors, activation) and the first layout, per edit
# for a root resize. Unlike wall-clock times on a shared machine, these counts are the same in every
# run, so two commits can be compared one change at a time.
#
# Usage: Benchmarks/count-references.sh [shape] [N] [binary]
#   shape   tree (default), grid, chain or feed
#   N       views, or cells for the feed (default 2000: valgrind runs some 50 times slower)
#   binary  a release layout-scenarios (default Benchmarks/.build/release/layout-scenarios)
#
# Retains and releases are estimated from the instructions spent in swift_retain and swift_release
# (21 and 18 per call on the fast path, as callgrind counts them for this toolchain), because
# callgrind's call counts also include calls made while collection is toggled off. A null retain
# (of a nil optional) costs about 8 instructions and no atomic operation, so it counts as well under
# half a retain. Each counted retain or release is an atomic read-modify-write: about 17 ns apiece
# on this project's 2-core VM, a dependent pair 34 ns.
#
# The binary is copied and stripped of its debug information first: valgrind 3.19 cannot read the
# DWARF 5 that Swift emits.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
shape=${1:-tree}
n=${2:-2000}
binary=${3:-$here/.build/release/layout-scenarios}
command -v valgrind >/dev/null || { echo "count-references.sh: valgrind is not installed" >&2; exit 1; }
[ -x "$binary" ] || { echo "count-references.sh: no binary at $binary (swift build -c release --package-path Benchmarks --product layout-scenarios)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$binary" "$work/bin"
strip --strip-debug "$work/bin"

# The scenario's builder, e.g. makeTree: its mangled name holds the capitalised shape.
build_phase=make$(tr '[:lower:]' '[:upper:]' <<<"${shape:0:1}")${shape:1}
printf '%-32s %12s %10s %10s\n' phase instructions retains releases
for phase in "$build_phase:build (per constraint)" "ScenarioC6layoutyyF:first layout (per constraint)" "6resize2to:resize (per edit)"; do
  symbol=${phase%%:*}
  label=${phase#*:}
  valgrind --tool=callgrind --callgrind-out-file="$work/out" "--toggle-collect=*${symbol}*" \
    "$work/bin" "$shape" "$n" 1 2 --no-solver >"$work/line" 2>/dev/null
  callgrind_annotate --inclusive=no --threshold=100 "$work/out" >"$work/annotated" 2>/dev/null
  python3 - "$work/annotated" "$work/line" "$label" <<'PY'
import re, sys
annotated, line, label = open(sys.argv[1]).read(), open(sys.argv[2]).read(), sys.argv[3]
constraints = int(re.search(r'cns=(\d+)', line).group(1))
total = int(re.search(r'([\d,]+) \(100.0%\)\s+PROGRAM TOTALS', annotated).group(1).replace(',', ''))
def spent(function):
    pattern = r'^\s*([\d,]+) \([ \d.]+%\)\s+\?\?\?:' + re.escape(function) + r' \['
    return sum(int(m.group(1).replace(',', '')) for m in re.finditer(pattern, annotated, re.M))
retains = spent('swift_retain') / 21.0
releases = (spent('swift_release') + spent("swift_release'2")) / 18.0
per = 2 if 'resize' in label else constraints  # the scenario runs two resizes
print(f"{label:32s} {total / per:12.0f} {retains / per:10.2f} {releases / per:10.2f}")
PY
done
