#!/bin/sh
# Resident memory of `citeguard watch` with its workers, idle and while
# checking, on the devset library (mklib.py) plus a collection opened
# read-only: BENCHMARKS.md, "Library at national scale".
#
#   sh tools/bench/watch-rss.sh /tmp/citeguard /work/big/state-500k/library/collection /work/big/watchrun
set -eu
BIN=$1 COLL=$2 W=$3
rm -rf "$W" && mkdir -p "$W/inbox"
python3 ../shared/devset/mklib.py "$W/lib" >/dev/null
cat > "$W/cfg.yaml" <<CFG
folders:
  - path: inbox
    profile: inbox
library: [lib]
collection: $COLL
collection_read_only: true
state: state
settle: 500ms
CFG
"$BIN" watch -config "$W/cfg.yaml" 2> "$W/watch.log" &
PID=$!
# The daemon and its worker processes (isolation: process): resident memory
# now (sum) and the sum of each process's peak (an upper bound of the peak).
procs() { echo $PID $(pgrep -P $PID); }
total() { t=0; for p in $(procs); do r=$(awk '/VmRSS/ {print int($2/1024)}' /proc/$p/status 2>/dev/null || echo 0); t=$((t+${r:-0})); done; echo $t; }
rss() { t=0; h=0; n=0; for p in $(procs); do
    r=$(awk '/VmRSS/ {print int($2/1024)}' /proc/$p/status 2>/dev/null); m=$(awk '/VmHWM/ {print int($2/1024)}' /proc/$p/status 2>/dev/null)
    t=$((t+${r:-0})); h=$((h+${m:-0})); n=$((n+1)); done
  echo "processes $n: VmRSS sum $t MB, VmHWM sum $h MB"; }
# Idle: the library indexed, nothing to check.
until grep -q "library updated\|library ready\|watching" "$W/watch.log" 2>/dev/null; do sleep 1; done
sleep 20
echo "idle (library indexed, 20 s later):"; rss
# Checking: the 10 devset memos as PDF and DOCX, 5 copies each (100 memos).
n=0
for k in 1 2 3 4 5; do
  for f in ../shared/devset/memos/memo_d*.pdf ../shared/devset/memos/memo_d*.docx; do
    b=$(basename "$f"); cp "$f" "$W/inbox/c$k-$b"; n=$((n+1))
  done
done
start=$(date +%s)
max=0
while [ "$(ls "$W/reports" 2>/dev/null | grep -c '\.json$' || true)" -lt "$n" ]; do
  r=$(total); [ "$r" -gt "$max" ] && max=$r
  sleep 0.5
  if [ $(( $(date +%s) - start )) -gt 1800 ]; then echo "timeout"; break; fi
done
echo "checked $n memos in $(( $(date +%s) - start )) s; max VmRSS sum sampled while checking: $max MB"; rss
kill -TERM $PID; wait $PID || true
