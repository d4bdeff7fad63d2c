#!/usr/bin/env bash
# Runs kiwi_bench's chain / tree / grid scenarios on kiwi (C++) and on our Cassowary solver
# (Benchmarks' solver-scenarios executable) with identical arguments, and prints a Markdown table.
#
# Usage: Benchmarks/compare-kiwi.sh [options] [kind:N[:phases][:ours] ...]
#   kind:N[:phases][:ours]  scenarios to run instead of the default list, e.g. tree:1000 chain:1000:sdoc
#                     chain:1000:j:ours; phases given here apply to that scenario only (to both
#                     solvers), ":ours" skips kiwi for it
#   --quick           only scenarios with N <= 1000
#   --ours-only       never run kiwi (kiwi columns show —)
#   --reps R          reps per scenario, medians reported (default 3, as run.sh)
#   --phases P        phases for every scenario, any of s d j o c (default sdjoc, as run.sh)
#   --edits E         edits per resize phase (default 100)
#   --add MODE        batch (default) or each: how our build / churn add constraints
#   --timeout S       seconds before a kiwi run is abandoned (default 180; 0 = no limit)
#   --ours-timeout S  seconds before one of our runs is abandoned (default 0 = no limit)
#   --kiwi PATH       kiwi's run.sh (default: <repo>/../shared/bench/kiwi-baseline/run.sh)
#   --no-build        use the already built release solver-scenarios
#   --raw             also print every raw result line after the table
#
# Default list: chain 100, 1000; tree and grid 100, 1000, 10000 on both solvers; chain 10000 and
# tree / grid 100000 on ours only, since kiwi does not finish them (its build is quadratic: chain
# 10000 runs for over 10 minutes), so those kiwi columns show —. Chain 1000 and 10000 run without
# the jump phase (sdoc): one jump edit takes kiwi ~2.6 s at chain 1000 and us ~20 s at chain 10000.
# Ratios are kiwi / ours: above 1 means ours is faster. Exit status 1 if any of our runs failed
# (a solver error or a failed correctness check: see the Failures section).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
kiwi="$root/../shared/bench/kiwi-baseline/run.sh"

quick=0 oursOnly=0 reps=3 phases=sdjoc edits=100 addMode=batch kiwiTimeout=180 oursTimeout=0 build=1 raw=0
specs=()
usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=1 ;;
    --ours-only) oursOnly=1 ;;
    --reps) reps=$2; shift ;;
    --phases) phases=$2; shift ;;
    --edits) edits=$2; shift ;;
    --add) addMode=$2; shift ;;
    --timeout) kiwiTimeout=$2; shift ;;
    --ours-timeout) oursTimeout=$2; shift ;;
    --kiwi) kiwi=$2; shift ;;
    --no-build) build=0 ;;
    --raw) raw=1 ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "unknown option $1" >&2; usage >&2; exit 2 ;;
    *) specs+=("$1") ;;
  esac
  shift
done

if [ ${#specs[@]} -eq 0 ]; then
  specs=(chain:100 chain:1000:sdoc tree:100 tree:1000 tree:10000 grid:100 grid:1000 grid:10000
         chain:10000:sdoc:ours tree:100000:ours grid:100000:ours)
fi

if [ "$build" = 1 ]; then
  echo "building solver-scenarios (release)..." >&2
  if ! swift build -c release --package-path "$here" --product solver-scenarios >&2; then
    # SwiftPM can keep a stale build plan after files of the parent package are renamed ("missing
    # inputs"); drop the cached plan and try once more.
    echo "build failed; retrying with a fresh build plan..." >&2
    rm -f "$here/.build/release.yaml" "$here"/.build/*/release/description.json
    swift build -c release --package-path "$here" --product solver-scenarios >&2
  fi
fi
bin="$(swift build -c release --package-path "$here" --show-bin-path)/solver-scenarios"
[ -x "$bin" ] || { echo "no solver-scenarios at $bin; build it or drop --no-build" >&2; exit 1; }
if [ "$oursOnly" = 0 ] && [ ! -x "$kiwi" ]; then
  echo "kiwi's run.sh not found at $kiwi (use --kiwi PATH or --ours-only)" >&2; exit 1
fi

# field <line> <key>: the value of key=value in a result line, empty when absent.
field() { sed -n "s/.* $2=\([^ ]*\).*/\1/p" <<<" $1"; }
# num <value>: the value, or "n/a" for kiwi_bench's -1 (phase not run) and empty.
# (kiwi_bench prints build/churn as median/1000, so an unrun churn shows as -0.001.)
num() { case "$1" in ''|-1|-1.0|-1.00|-1.000|-0.001) echo "n/a" ;; *) echo "$1" ;; esac; }
# ratio <kiwi> <ours>: kiwi / ours to 2 decimals, or — when either is missing.
ratio() {
  awk -v k="$1" -v o="$2" 'BEGIN {
    if (k == "" || o == "" || k+0 < 0 || o+0 <= 0 || k !~ /^[0-9.]+$/ || o !~ /^[0-9.]+$/) print "—";
    else printf "%.2f\n", k / o }'
}
# run <timeout> <cmd...>: the command's stdout; on failure prints a marker line starting with "!".
run() {
  local limit=$1; shift
  local out err status=0
  err=$(mktemp)
  if [ "$limit" = 0 ]; then out=$("$@" 2>"$err") || status=$?
  else out=$(timeout "$limit" "$@" 2>"$err") || status=$?; fi
  if [ $status -eq 124 ]; then echo "!timeout after ${limit}s"
  elif [ $status -ne 0 ]; then
    local msg; msg=$(tr '\n' ' ' <"$err" | sed 's/ *$//')
    echo "!exit $status${msg:+: $msg}"
  else echo "$out"; fi
  rm -f "$err"
}

rows=() failures=() rawLines=() notes=()
for spec in "${specs[@]}"; do
  IFS=: read -r kind n extra1 extra2 <<<"$spec"
  case "$kind" in chain|tree|grid) ;; *) echo "bad scenario '$spec' (want chain|tree|grid:N[:phases])" >&2; exit 2 ;; esac
  [[ "$n" =~ ^[0-9]+$ ]] || { echo "bad N in '$spec'" >&2; exit 2; }
  if [ "$quick" = 1 ] && [ "$n" -gt 1000 ]; then continue; fi
  who=both p=$phases
  for extra in "$extra1" "$extra2"; do
    case "$extra" in
      '') ;;
      ours) who=ours ;;
      *[!sdjoc]*) echo "bad phases '$extra' in '$spec' (any of s d j o c)" >&2; exit 2 ;;
      *) p=$extra ;;
    esac
  done
  [ "$oursOnly" = 1 ] && who=ours
  if [ "$kind" = chain ] && [ "$n" -ge 10000 ] && [ "$who" = both ]; then
    who=ours; notes+=("chain $n: kiwi not run (it does not finish chain N=10000 in 10 minutes).")
  fi
  args=("$kind" "$n" "$reps" "$p" "$edits")

  kiwiLine=""
  if [ "$who" = both ]; then
    echo "kiwi: ${args[*]}" >&2
    kiwiLine=$(run "$kiwiTimeout" "$kiwi" "${args[@]}")
    rawLines+=("kiwi  $kiwiLine")
    if [[ "$kiwiLine" == !* ]]; then notes+=("$kind $n: kiwi ${kiwiLine#!}."); kiwiLine="!"; fi
  fi
  echo "ours: ${args[*]} --add=$addMode" >&2
  oursLine=$(run "$oursTimeout" "$bin" "${args[@]}" "--add=$addMode")
  rawLines+=("ours  $oursLine")
  if [[ "$oursLine" == !* ]]; then
    failures+=("$kind N=$n phases=$p: ${oursLine#!}"); oursLine="!"
  fi

  # kiwi column text: the number, "n/a" (phase not run), "timeout"/"failed", or — (not run).
  kcol() {
    if [ "$who" = ours ]; then echo "—"
    elif [ "$kiwiLine" = "!" ]; then echo "failed"
    else num "$(field "$kiwiLine" "$1")"; fi
  }
  ocol() { if [ "$oursLine" = "!" ]; then echo "FAILED"; else num "$(field "$oursLine" "$1")"; fi; }
  row="| $kind | $n | $p"
  for key in build_ms slack_us drag_us jump_us toggle1_us churn_ms; do
    k=$(kcol "$key"); o=$(ocol "$key")
    row+=" | $k | $o | $(ratio "$k" "$o")"
  done
  row+=" | $(ocol bytes_per_constraint) |"
  rows+=("$row")
done

echo "Kiwi $( [ "$oursOnly" = 1 ] && echo "(not run)" || echo "1.5.1 via run.sh") vs ours (solver-scenarios, add=$addMode); reps=$reps (medians), phases=$phases, edits=$edits; $(uname -m), $(nproc) cores."
echo "Ratios are kiwi / ours (above 1: ours faster). Per-edit and toggle times in µs, build and churn in ms."
echo
echo "| scenario | N | phases | kiwi build ms | ours build ms | ratio | kiwi slack µs | ours slack µs | ratio | kiwi drag µs | ours drag µs | ratio | kiwi jump µs | ours jump µs | ratio | kiwi toggle µs | ours toggle µs | ratio | kiwi churn ms | ours churn ms | ratio | ours bytes/constraint |"
echo "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for row in "${rows[@]}"; do echo "$row"; done
echo
echo "— : not run on kiwi (kiwi does not finish chain N=10000 nor tree/grid N=100000); n/a : phase not run."
for note in "${notes[@]+"${notes[@]}"}"; do echo "- $note"; done
if [ ${#failures[@]} -gt 0 ]; then
  echo
  echo "### Failures (ours)"
  for f in "${failures[@]}"; do echo "- $f"; done
fi
if [ "$raw" = 1 ]; then
  echo
  echo '```'
  for line in "${rawLines[@]}"; do echo "$line"; done
  echo '```'
fi
[ ${#failures[@]} -eq 0 ]
