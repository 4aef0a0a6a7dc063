"""pydraughts' HubEngine drives `dama hub`: a few moves of International and Italian draughts,
each checked legal by pydraughts' own board.

    python pydraughts_hub.py path/to/dama

(Run by run_matches.py in a virtual environment of its own: pydraughts and py-draughts are both
imported as `draughts`.) pydraughts' English and Brazilian Hub positions name the colours the
other way round from its own moves, so those two are not driven.
"""

import sys

import draughts
import draughts.engine
from draughts.engines.hub import HubEngine


def main():
    engine = HubEngine([sys.argv[1], "hub"])
    assert engine.id["name"] == "dama", engine.id
    engine.init()
    for variant in ["standard", "italian"]:
        if variant != "standard":
            engine.setoption("variant", variant)
        board = draughts.Board(variant=variant)
        for _ in range(20):
            result = engine.play(board, draughts.engine.Limit(movetime=0.05), ponder=False)
            board.push(result.move)
        print(variant, " ".join(m.pdn_move for m in board.move_stack), engine.info.get("score"))
    engine.quit()
    engine.kill_process()


if __name__ == "__main__":
    main()
