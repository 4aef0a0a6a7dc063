#!/bin/bash
# Perft speed as instructions per node: the instructions of perft from the start position to
# DEPTH, less those of depth 1 (start-up), over the nodes added. Counted by callgrind, so the
# figure is the same on a busy machine, where timings are not (the criterion bench `perft`
# gives the nodes per second). Issue 13 point 6 compares each variant with International.
#
# usage: rules/benches/instructions-per-node.sh [VARIANT DEPTH]...
# without arguments: every variant at a depth of about a million nodes.
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo build --release -q -p rules --example perft
perft=target/release/examples/perft
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$perft" "$1" "$2" 2>&1 |
        awk '/refs:/ { gsub(",", "", $4); print $4 }'
}
if [ $# -eq 0 ]; then
    set -- english 8 italian 8 spanish 8 international 7 brazilian 8 dameo 4 russian 8 \
        turkish 6 pool 8 czech 8 frisian 7 canadian 6
fi
while [ $# -ge 2 ]; do
    variant=$1 depth=$2
    shift 2
    nodes=$("$perft" "$variant" "$depth")
    base_nodes=$("$perft" "$variant" 1)
    total=$(instructions "$variant" "$depth")
    base=$(instructions "$variant" 1)
    awk -v v="$variant" -v d="$depth" -v n="$nodes" -v t="$total" -v b="$base" -v bn="$base_nodes" \
        'BEGIN { printf "%-14s depth %d  %11d nodes  %6.1f instructions/node\n", v, d, n, (t - b) / (n - bn) }'
done
