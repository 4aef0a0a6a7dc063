#!/usr/bin/env python3
"""Runs the strength bench of the engine: every match of the README's table.

    python3 engine/benches/matches/run_matches.py [--only international-dame,english-py-draughts,self]

Sets up its own virtual environment under target/bench-venv with the peers `dame-rs` (the
search engine of a Rust International draughts library) and `py-draughts` (its alpha-beta
SimpleEngine), builds the bench in release mode, and plays at 0.1 s a move, 100 games a match
from the committed openings (each opening twice, colours swapped). Prints each match's score.
"""

import argparse
import os
import subprocess
import sys
import venv

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
VENV = os.path.join(ROOT, "target", "bench-venv")
PEERS = os.path.join(ROOT, "engine", "benches", "matches", "peers.py")
PYTHON = os.path.join(VENV, "bin", "python")
OPENINGS = os.path.join(ROOT, "engine", "benches", "matches", "openings")


def setup_peers():
    if not os.path.exists(PYTHON):
        venv.create(VENV, with_pip=True)
    subprocess.run([PYTHON, "-m", "pip", "install", "-q", "dame-rs", "py-draughts"], check=True)


def bench(*args):
    command = ["cargo", "bench", "-q", "-p", "engine", "--bench", "matches", "--", *args]
    print("+", " ".join(command), flush=True)
    subprocess.run(command, cwd=ROOT, check=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "--only", default="international-dame,english-py-draughts,self,timing,pydraughts-hub"
    )
    parser.add_argument("--time", default="0.1")
    parser.add_argument("--games", default="100")
    parser.add_argument("--jobs", default="2")
    args = parser.parse_args()
    wanted = set(args.only.split(","))
    setup_peers()
    # The match's processes get the CPU first (a scheduling group of their own at the highest
    # priority, where the rights allow): each side of a game thinks in turn, on a core.
    common = ["--time", args.time, "--games", args.games, "--priority"]
    if "international-dame" in wanted:
        bench("peer", "--variant", "international", "--peer", f"{PYTHON} {PEERS} dame", *common)
    if "english-py-draughts" in wanted:
        bench("peer", "--variant", "english", "--peer", f"{PYTHON} {PEERS} py-draughts", *common)
    if "self" in wanted:
        # Every variant of `rules` has an openings file; two games at a time keeps a 2-core
        # machine busy and each side still thinks alone on its core.
        for variant in sorted(f[:-4] for f in os.listdir(OPENINGS) if f.endswith(".txt")):
            bench("self", "--variant", variant, "--jobs", args.jobs, *common)
    if "pydraughts-hub" in wanted:
        # pydraughts imports as `draughts` too: a virtual environment of its own.
        env = os.path.join(ROOT, "target", "pydraughts-venv")
        python = os.path.join(env, "bin", "python")
        if not os.path.exists(python):
            venv.create(env, with_pip=True)
        subprocess.run([python, "-m", "pip", "install", "-q", "pydraughts"], check=True)
        subprocess.run(["cargo", "build", "-q", "--release", "-p", "bot"], cwd=ROOT, check=True)
        dama = os.path.join(ROOT, "target", "release", "dama")
        script = os.path.join(ROOT, "engine", "benches", "matches", "pydraughts_hub.py")
        subprocess.run([python, script, dama], check=True)
    if "timing" in wanted:
        for variant in ["international", "english", "dameo"]:
            bench("timing", "--variant", variant)


if __name__ == "__main__":
    sys.exit(main())
