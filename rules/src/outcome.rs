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
    /// Giveaway: the winner, to move, has no pieces left.
    GiveawayNoPieces,
    /// Giveaway: the winner, to move, has no legal move.
    GiveawayNoMove,
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
    /// Russian, Pool, Czech: 15 moves each with only kings moved and no capture.
    FifteenKingMoves,
    /// Russian: both sides with kings, 4 or 5 pieces, 30 moves each without a capture or a man
    /// crowned.
    RussianBalanceThirtyMoves,
    /// Russian: both sides with kings, 6 or 7 pieces, 60 moves each without a capture or a man
    /// crowned.
    RussianBalanceSixtyMoves,
    /// Russian: three kings or more against a lone king not taken by the 15th move.
    RussianThreeKingsAgainstOne,
    /// Russian: three pieces with a king against a lone king on the long diagonal, not won by
    /// the 5th move.
    RussianLongDiagonal,
    /// Russian: two kings, king and man, or a king, against a lone king, not won by the 5th move.
    RussianFewAgainstLoneKing,
    /// Pool: three kings against one king not taken within 13 moves.
    PoolThreeKingsAgainstOne,
    /// Turkish: each side has one piece left.
    TurkishOnePieceEach,
    /// Frisian: two kings against one king, 7 moves each.
    FrisianTwoKingsAgainstOne,
    /// Frisian: one king against one king, 2 moves each.
    FrisianKingAgainstKing,
    /// The player to move ran out of time, but their opponent could not have won whatever
    /// was played ([`crate::Game::time_out`]).
    TimeNoWinPossible,
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
                    WinReason::GiveawayNoPieces => {
                        write!(f, "{winner} wins (giveaway): {winner} has no pieces left")
                    }
                    WinReason::GiveawayNoMove => {
                        write!(f, "{winner} wins (giveaway): {winner} has no legal move")
                    }
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
            DrawReason::FifteenKingMoves => "15 moves each with only kings moved and no capture",
            DrawReason::RussianBalanceThirtyMoves => "with kings on both sides and 4 or 5 pieces, the balance of forces did not change for 30 moves each",
            DrawReason::RussianBalanceSixtyMoves => "with kings on both sides and 6 or 7 pieces, the balance of forces did not change for 60 moves each",
            DrawReason::RussianThreeKingsAgainstOne => "three kings against a lone king did not take it by their 15th move",
            DrawReason::RussianLongDiagonal => "three pieces against a lone king on the long diagonal did not win by their 5th move",
            DrawReason::RussianFewAgainstLoneKing => "two pieces (or a king) against a lone king did not win by their 5th move",
            DrawReason::PoolThreeKingsAgainstOne => "three kings against one did not take it within 13 moves",
            DrawReason::TurkishOnePieceEach => "each side has one piece left",
            DrawReason::FrisianTwoKingsAgainstOne => "two kings against one king were not won within 7 moves each",
            DrawReason::FrisianKingAgainstKing => "one king against one king was not won within 2 moves each",
            DrawReason::TimeNoWinPossible => {
                "time ran out, but the opponent could not have won"
            }
        })
    }
}
