//! What moving by tapping says (`LANG/tap.ftl`): a press that cannot play (an old board, the
//! wrong person), the Move button, the move picker's questions and its last word.

use super::{Args, Tr};
use crate::message::Span;

/// One message of moving by tapping.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TapSay {
    /// A key of a board that is no longer the game's newest (or of a game over).
    OutOfDate { game: i64 },
    /// A key pressed by someone who does not play: only `player` moves on it.
    NotYourBoard { game: i64, player: String },
    /// A key pressed by the player who is not to move.
    NotYourMove { game: i64 },
    /// The label of the button that opens the move picker.
    MoveButton,
    /// The picker's first question, every move in one menu.
    PickMove { game: i64 },
    /// The picker's first question, the pieces that can move.
    PickPiece { game: i64 },
    /// Where the piece on `from` goes.
    PickDestination { game: i64, from: String },
    /// Which of the captures from `from` to `to`.
    PickCapture { game: i64, from: String, to: String },
    /// The picker once the move is played.
    Played { game: i64, text: String },
}

impl TapSay {
    /// The message's name, for the renderer's samples.
    #[cfg(test)]
    pub(super) fn name(&self) -> &'static str {
        match self {
            TapSay::OutOfDate { .. } => "TapOutOfDate",
            TapSay::NotYourBoard { .. } => "TapNotYourBoard",
            TapSay::NotYourMove { .. } => "TapNotYourMove",
            TapSay::MoveButton => "TapMoveButton",
            TapSay::PickMove { .. } => "TapPickMove",
            TapSay::PickPiece { .. } => "TapPickPiece",
            TapSay::PickDestination { .. } => "TapPickDestination",
            TapSay::PickCapture { .. } => "TapPickCapture",
            TapSay::Played { .. } => "TapPlayed",
        }
    }

    /// One sample of each message.
    #[cfg(test)]
    pub(super) fn samples() -> Vec<TapSay> {
        let game = 12;
        let s = |t: &str| t.to_string();
        vec![
            TapSay::OutOfDate { game },
            TapSay::NotYourBoard {
                game,
                player: s("Alice"),
            },
            TapSay::NotYourMove { game },
            TapSay::MoveButton,
            TapSay::PickMove { game },
            TapSay::PickPiece { game },
            TapSay::PickDestination {
                game,
                from: s("23"),
            },
            TapSay::PickCapture {
                game,
                from: s("10"),
                to: s("26"),
            },
            TapSay::Played {
                game,
                text: s("10x17x26"),
            },
        ]
    }
}

impl Tr {
    pub(super) fn tap(self, say: &TapSay) -> Vec<Span> {
        let game = |game: &i64| Args::new().i("game", *game);
        let (id, args) = match say {
            TapSay::OutOfDate { game: g } => ("tap-out-of-date", game(g)),
            TapSay::NotYourBoard { game: g, player } => {
                ("tap-not-your-board", game(g).s("player", player))
            }
            TapSay::NotYourMove { game: g } => ("tap-not-your-move", game(g)),
            TapSay::MoveButton => ("tap-move-button", Args::new()),
            TapSay::PickMove { game: g } => ("tap-pick-move", game(g)),
            TapSay::PickPiece { game: g } => ("tap-pick-piece", game(g)),
            TapSay::PickDestination { game: g, from } => {
                ("tap-pick-destination", game(g).s("from", from))
            }
            TapSay::PickCapture { game: g, from, to } => {
                ("tap-pick-capture", game(g).s("from", from).s("to", to))
            }
            TapSay::Played { game: g, text } => ("tap-played", game(g).s("move", text)),
        };
        self.say(id, args).done()
    }
}
