#!/bin/bash
# All the national-scale measurements of BENCHMARKS.md ("Library at national
# scale"), in sequence, logged to /work/big/m-*.log. It waits for the dump:
#   saosgen -n 500000 -gzip -out /work/big/saos-500k-v2 > /work/big/gen-500k-v2.log
# and needs /work/big/cg-lib-a and cg-lib-b (../shared/devset/mklib.py), rj-a and
# rj-b (the same without saos-tm-extractor/links-input-txts) and rj-memos (those
# 90 judgments, one .txt each).
set -u
R=/work/wt-library
B=/work/big
cd $R
go build -o /tmp/citeguard ./cmd/citeguard
go build -o /tmp/saosgen ./tools/cmd/saosgen
while ! grep -q "judgments in" $B/gen-500k-v2.log 2>/dev/null; do sleep 20; done
uptime > $B/m-import.log
rm -rf $B/state-500k-v2
/usr/bin/time -v /tmp/citeguard library -state $B/state-500k-v2 import saos $B/saos-500k-v2 >> $B/m-import.log 2>&1
uptime >> $B/m-import.log
C=$B/state-500k-v2/library/collection
rm -rf $B/saos-add1k-v2 && /tmp/saosgen -n 1000 -seed 99 -repertory Yadd -first-id 20000000 -out $B/saos-add1k-v2 -library /work/shared/testdata/library > $B/m-add.log 2>&1
uptime >> $B/m-add.log
/usr/bin/time -f "wall %e s, user %U s, sys %S s, max RSS %M KB" /tmp/citeguard library -state $B/state-500k-v2 import saos $B/saos-add1k-v2 >> $B/m-add.log 2>&1
uptime > $B/m-national.log
go test ./library -run XXX -bench National -benchtime 2000x -count 2 -collection $C -dump $B/saos-500k-v2 >> $B/m-national.log 2>&1
uptime > $B/m-checkwarm.log
go test ./check -run XXX -bench CheckWarm -benchtime 20x -count 3 -collection $C >> $B/m-checkwarm.log 2>&1
go test ./check -run XXX -bench CheckWarm -benchtime 20x -count 3 >> $B/m-checkwarm.log 2>&1
uptime > $B/m-watch.log
timeout 1500 sh tools/bench/watch-rss.sh /tmp/citeguard $C $B/watchrun >> $B/m-watch.log 2>&1
# devset with and without the collection
cd $B
rm -rf cg-lib-a.state cg-lib-b.state && mkdir -p cg-lib-b.state/library && ln -s $C cg-lib-b.state/library/collection
uptime > $B/m-devset.log
for x in a b; do python3 /work/shared/devset/score.py --bin /tmp/citeguard --library $B/cg-lib-$x -v > $B/devset-$x.txt 2>&1; tail -1 $B/devset-$x.txt >> $B/m-devset.log; done
diff <(sed 's/cg-lib-a/X/g' $B/devset-a.txt) <(sed 's/cg-lib-b/X/g' $B/devset-b.txt) > /dev/null && echo IDENTICAL >> $B/m-devset.log || echo DIFFERENT >> $B/m-devset.log
# real judgments as memos
rm -rf rj-a.state rj-b.state && mkdir -p rj-b.state/library && ln -s $C rj-b.state/library/collection
uptime > $B/m-rj.log
for x in a b; do /usr/bin/time -f "$x: wall %e s, max RSS %M KB" /tmp/citeguard check -library rj-$x -state rj-$x.state -json rj-memos/*.txt > rj-$x.jsonl 2> rj-$x.err; tail -1 rj-$x.err >> $B/m-rj.log; done
python3 $R/tools/bench/rjcompare.py >> $B/m-rj.log 2>&1
echo DONE >> $B/m-rj.log
