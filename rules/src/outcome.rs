use std::fmt;

use crate::{Color, Variant};

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win { winner: Color, reason: WinReason },
    Draw(DrawReason),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser has no pieces left.
    NoPieces,
    /// The loser, to move, has no legal move.
    NoLegalMove,
    Resignation,
    /// The loser ran out of time (declared by whoever keeps the clock).
    Time,
}

/// Which draw rule ended the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DrawReason {
    Agreement,
    /// The same position for the third time with the same player to move.
    Repetition,
    /// English: 50 moves each of kings only, no capture, while both sides have kings.
    EnglishFiftyMoves,
    /// Italian: the 40-move count a player asked for.
    ItalianFortyMoves,
    /// Italian: two kings against one not won within 20 moves of the stronger side.
    ItalianTwoKingsAgainstOne,
    /// Italian: three kings against two not won within 30 moves of the stronger side.
    ItalianThreeKingsAgainstTwo,
    /// Spanish: three kings against one not won within 12 moves each.
    SpanishThreeKingsAgainstOne,
    /// Spanish: the ending with men on 2 and 9 (or 31 and 24) and kings, 32 moves each.
    SpanishTwoNineEnding,
    /// International and Brazilian: 25 moves each with only kings moved and no capture.
    TwentyFiveKingMoves,
    /// International and Brazilian: three pieces with a king against a lone king, 16 moves each.
    SixteenMoveEnding,
    /// International and Brazilian: two kings, or king and man, against a lone king, 5 moves each.
    FiveMoveEnding,
}

impl Outcome {
    pub fn winner(&self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(*winner),
            Outcome::Draw(_) => None,
        }
    }

    /// The PDN result, scores in the order of the first player, then the second (in English
    /// draughts Black moves first, and its PDN files put Black's score first).
    pub fn pdn_result(&self, variant: Variant) -> &'static str {
        match self.winner() {
            None => "1/2-1/2",
            Some(winner) if winner == variant.first_player() => "1-0",
            Some(_) => "0-1",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => {
                let loser = !*winner;
                match reason {
                    WinReason::NoPieces => write!(f, "{winner} wins: {loser} has no pieces left"),
                    WinReason::NoLegalMove => write!(f, "{winner} wins: {loser} has no legal move"),
                    WinReason::Resignation => write!(f, "{winner} wins: {loser} resigned"),
                    WinReason::Time => write!(f, "{winner} wins: {loser} ran out of time"),
                }
            }
            Outcome::Draw(reason) => write!(f, "draw: {reason}"),
        }
    }
}

impl fmt::Display for DrawReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DrawReason::Agreement => "agreed by both players",
            DrawReason::Repetition => "the same position occurred for the third time with the same player to move",
            DrawReason::EnglishFiftyMoves => "50 moves each with only kings moved, no capture (the move count)",
            DrawReason::ItalianFortyMoves => "the 40-move count ran out with no capture and no man moved",
            DrawReason::ItalianTwoKingsAgainstOne => "two kings against one were not won within 20 moves",
            DrawReason::ItalianThreeKingsAgainstTwo => "three kings against two were not won within 30 moves",
            DrawReason::SpanishThreeKingsAgainstOne => "three kings against one were not won within 12 moves each",
            DrawReason::SpanishTwoNineEnding => "the ending with men on 2 and 9 went 32 moves each without a win, a promotion or a man taken",
            DrawReason::TwentyFiveKingMoves => "25 moves each with only kings moved and no capture",
            DrawReason::SixteenMoveEnding => "three pieces with a king against a lone king were not won within 16 moves each",
            DrawReason::FiveMoveEnding => "two pieces with a king against a lone king were not won within 5 moves each",
        })
    }
}
