"""The peer engines of the match bench, behind one line protocol on stdin/stdout.

    python peers.py dame        # the search engine of the `dame-rs` package (International)
    python peers.py py-draughts # the alpha-beta engine (SimpleEngine) of `py-draughts` (English)

Each request is one line, `go <seconds> <fen> <start fen> [<move> ...]`, where the moves are
those played from the start position in Hub notation (`32-28`, `28x19x23`). The answer is one
line, `<from> <to> [<captured> ...]`, square numbers of the standard numbering, or `over <why>`
when the peer's own rules say the game has ended. `quit` ends.
"""

import sys


class GameOver(Exception):
    """The peer's own rules say the game is over: answered as `over <why>`."""


def dame_peer():
    import dame

    engine = dame.Engine(hash_mb=64)

    def play(seconds, fen, start, moves):
        try:
            board = dame.Board(start)
            for text in moves:
                board.push(text)
        except dame.IllegalMoveError as e:
            # Should not happen; if the histories part, the current position still counts.
            print(f"peers: {e}; searching from the current position alone", file=sys.stderr)
            board = dame.Board(fen)
        if board.is_game_over():
            outcome = board.outcome()
            raise GameOver(f"{outcome.termination} {outcome.result()}")
        result = engine.search(board, time=seconds)
        mv = result.best_move
        return [mv.from_square, mv.to_square, *mv.captured]

    return play


def py_draughts_peer():
    from draughts import AmericanBoard, SimpleEngine

    class EnglishBoard(AmericanBoard):
        """py-draughts' American board offers quiet moves beside captures; English draughts
        (and `rules`) make a capture compulsory, so the peer is given the real rules."""

        @property
        def legal_moves(self):
            moves = super().legal_moves
            captures = [m for m in moves if m.captured_list]
            return captures or moves

    def play(seconds, fen, start, moves):
        engine = SimpleEngine(depth_limit=64, time_limit=seconds)
        board = EnglishBoard.from_fen(fen)
        mv = engine.get_best_move(board)
        return [mv.square_list[0] + 1, mv.square_list[-1] + 1, *(c + 1 for c in mv.captured_list)]

    return play


def main():
    which = sys.argv[1]
    play = {"dame": dame_peer, "py-draughts": py_draughts_peer}[which]()
    print("ready", flush=True)
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "quit":
            break
        if words[0] == "go":
            seconds, fen, start, moves = float(words[1]), words[2], words[3], words[4:]
            try:
                squares = play(seconds, fen, start, moves)
            except GameOver as over:
                print(f"over {over}", flush=True)
                continue
            print(" ".join(str(s) for s in squares), flush=True)


if __name__ == "__main__":
    main()
