//! What moving by tapping says (`LANG/tap.ftl`): a press that cannot play (an old board, the
//! wrong person), the Move button, the move picker's questions and its last word.

use super::{Args, Tr};
use crate::message::Span;

/// What a board with keys is of, as its messages name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardOf {
    /// Game #N.
    Game(i64),
    /// Puzzle #N.
    Puzzle(i64),
}

/// One message of moving by tapping.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TapSay {
    /// A key of a board that is no longer the game's newest (or of a game over, or of a
    /// puzzle moved on or over).
    OutOfDate { of: BoardOf },
    /// A key pressed by someone who does not play (or solve): only `player` moves on it.
    NotYourBoard { of: BoardOf, player: String },
    /// A key pressed by the player who is not to move.
    NotYourMove { game: i64 },
    /// The label of the button that opens the move picker.
    MoveButton,
    /// The picker's first question, every move in one menu.
    PickMove { of: BoardOf },
    /// The picker's first question, the pieces that can move.
    PickPiece { of: BoardOf },
    /// Where the piece on `from` goes.
    PickDestination { of: BoardOf, from: String },
    /// Which of the captures from `from` to `to`.
    PickCapture {
        of: BoardOf,
        from: String,
        to: String,
    },
    /// The picker once the move is played.
    Played { of: BoardOf, text: String },
}

impl TapSay {
    /// The message's name, for the renderer's samples.
    #[cfg(test)]
    pub(super) fn name(&self) -> &'static str {
        let of = |of: &BoardOf, game, puzzle| match of {
            BoardOf::Game(_) => game,
            BoardOf::Puzzle(_) => puzzle,
        };
        match self {
            TapSay::OutOfDate { of: o } => of(o, "TapOutOfDate", "TapPuzzleOutOfDate"),
            TapSay::NotYourBoard { of: o, .. } => of(o, "TapNotYourBoard", "TapPuzzleNotYourBoard"),
            TapSay::NotYourMove { .. } => "TapNotYourMove",
            TapSay::MoveButton => "TapMoveButton",
            TapSay::PickMove { of: o } => of(o, "TapPickMove", "TapPuzzlePickMove"),
            TapSay::PickPiece { of: o } => of(o, "TapPickPiece", "TapPuzzlePickPiece"),
            TapSay::PickDestination { of: o, .. } => {
                of(o, "TapPickDestination", "TapPuzzlePickDestination")
            }
            TapSay::PickCapture { of: o, .. } => of(o, "TapPickCapture", "TapPuzzlePickCapture"),
            TapSay::Played { of: o, .. } => of(o, "TapPlayed", "TapPuzzlePlayed"),
        }
    }

    /// One sample of each message (of a game, and of a puzzle where it has its own words).
    #[cfg(test)]
    pub(super) fn samples() -> Vec<TapSay> {
        let s = |t: &str| t.to_string();
        let mut samples = vec![TapSay::NotYourMove { game: 12 }, TapSay::MoveButton];
        for of in [BoardOf::Game(12), BoardOf::Puzzle(7)] {
            samples.extend([
                TapSay::OutOfDate { of },
                TapSay::NotYourBoard {
                    of,
                    player: s("Alice"),
                },
                TapSay::PickMove { of },
                TapSay::PickPiece { of },
                TapSay::PickDestination { of, from: s("23") },
                TapSay::PickCapture {
                    of,
                    from: s("10"),
                    to: s("26"),
                },
                TapSay::Played {
                    of,
                    text: s("10x17x26"),
                },
            ]);
        }
        samples
    }
}

impl Tr {
    pub(super) fn tap(self, say: &TapSay) -> Vec<Span> {
        // A game's message, or a puzzle's, with the number it names.
        let of = |of: &BoardOf, game: &'static str, puzzle: &'static str| match *of {
            BoardOf::Game(n) => (game, Args::new().i("game", n)),
            BoardOf::Puzzle(n) => (puzzle, Args::new().i("puzzle", n)),
        };
        let (id, args) = match say {
            TapSay::OutOfDate { of: o } => of(o, "tap-out-of-date", "tap-puzzle-out-of-date"),
            TapSay::NotYourBoard { of: o, player } => {
                let (id, args) = of(o, "tap-not-your-board", "tap-puzzle-not-your-board");
                (id, args.s("player", player))
            }
            TapSay::NotYourMove { game } => ("tap-not-your-move", Args::new().i("game", *game)),
            TapSay::MoveButton => ("tap-move-button", Args::new()),
            TapSay::PickMove { of: o } => of(o, "tap-pick-move", "tap-puzzle-pick-move"),
            TapSay::PickPiece { of: o } => of(o, "tap-pick-piece", "tap-puzzle-pick-piece"),
            TapSay::PickDestination { of: o, from } => {
                let (id, args) = of(o, "tap-pick-destination", "tap-puzzle-pick-destination");
                (id, args.s("from", from))
            }
            TapSay::PickCapture { of: o, from, to } => {
                let (id, args) = of(o, "tap-pick-capture", "tap-puzzle-pick-capture");
                (id, args.s("from", from).s("to", to))
            }
            TapSay::Played { of: o, text } => {
                let (id, args) = of(o, "tap-played", "tap-puzzle-played");
                (id, args.s("move", text))
            }
        };
        self.say(id, args).done()
    }
}
