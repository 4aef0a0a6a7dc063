//! The draw rules that count moves, and the ending classes they watch.

use crate::{Color, DrawReason, Move, Position, Role, Variant};

/// An ending that a draw rule watches, with the stronger side where it matters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ending {
    /// Italian: two kings against one king.
    TwoKingsAgainstOne { strong: Color },
    /// Italian: three kings against two kings.
    ThreeKingsAgainstTwo { strong: Color },
    /// Spanish: three kings against one king.
    ThreeKingsAgainstOne { strong: Color },
    /// Spanish: a man on 2 and an enemy man on 9 (or on 31 and 24), the rest kings.
    TwoNine,
    /// International and Brazilian: three pieces, one at least a king, against a lone king.
    ThreeAgainstLoneKing { strong: Color },
    /// International and Brazilian: two kings, or a king and a man, against a lone king.
    TwoAgainstLoneKing { strong: Color },
    /// Russian: three kings or more (and nothing else) against a lone king (FSR 7.2.4).
    RussianKingsAgainstLoneKing { strong: Color },
    /// Russian: three pieces with a king against a lone king on the long diagonal a1–h8 (7.2.7).
    RussianLongDiagonal { strong: Color },
    /// Russian: two kings, a king and a man, or a king, against a lone king (7.2.8).
    RussianFewAgainstLoneKing { strong: Color },
    /// Pool: three kings against one king.
    PoolThreeKingsAgainstOne { strong: Color },
    /// Frisian: two kings against one king, nothing else on the board.
    FrisianTwoKingsAgainstOne { strong: Color },
    /// Frisian: one king against one king.
    FrisianKingAgainstKing,
}

/// An Italian 40-move count asked for by a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RequestedCount {
    pub by: Color,
    /// The requester's moves since the count started or last restarted.
    pub moves: u32,
}

/// The move counters of the draw rules. Updated after every move by [`DrawCounters::after_move`].
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct DrawCounters {
    /// Consecutive moves (plies) that moved a king and took nothing (English: while both sides
    /// have kings).
    pub king_plies: u32,
    /// Russian: consecutive moves (plies), while both sides have kings and 4 to 7 pieces are
    /// on the board, with no capture and no man crowned (FSR 7.2.6).
    pub balance_plies: u32,
    /// Russian: the pieces on the board while `balance_plies` counts (4–5: 30 moves each,
    /// 6–7: 60 moves each).
    pub balance_pieces: u32,
    /// The watched ending on the board, if any.
    pub ending: Option<Ending>,
    /// Moves each side (White, Black) has made since that ending arose.
    pub ending_moves: [u32; 2],
    /// The Italian 40-move count, once requested.
    pub requested: Option<RequestedCount>,
}

impl DrawCounters {
    /// Counts a move and says which draw rule, if any, it completes.
    pub fn after_move(
        &mut self,
        variant: Variant,
        before: &Position,
        mv: &Move,
        after: &Position,
    ) -> Option<DrawReason> {
        // Every rule counts with a king on the board (the Italian count asked for counts any
        // move): a move of men alone, most of a game's and nearly all of a search's, stops
        // every count and completes none.
        if self.requested.is_none() && before.kings().is_empty() && after.kings().is_empty() {
            self.king_plies = 0;
            self.balance_plies = 0;
            self.balance_pieces = after.occupied().len() as u32;
            if self.ending.is_some() {
                self.ending = None;
                self.ending_moves = [0, 0];
            }
            return None;
        }
        self.count_move(variant, before, mv, after)
    }

    /// [`DrawCounters::after_move`] by every rule in turn.
    fn count_move(
        &mut self,
        variant: Variant,
        before: &Position,
        mv: &Move,
        after: &Position,
    ) -> Option<DrawReason> {
        let mover = before.turn();
        let king_move = before.kings().contains(mv.from());
        let capture = mv.is_capture();
        let crowned = before.crowns(mv);

        let both_have_kings = before.count(Color::White, Role::King) > 0
            && before.count(Color::Black, Role::King) > 0;
        let counts_king_plies = match variant {
            Variant::English => both_have_kings,
            Variant::International
            | Variant::Brazilian
            | Variant::Canadian
            | Variant::Russian
            | Variant::Pool
            | Variant::Czech => true,
            _ => false,
        };
        self.king_plies = if counts_king_plies && king_move && !capture {
            self.king_plies + 1
        } else {
            0
        };
        let pieces_after = after.count_side(Color::White) + after.count_side(Color::Black);
        let kings_after =
            after.count(Color::White, Role::King) > 0 && after.count(Color::Black, Role::King) > 0;
        self.balance_plies = if variant == Variant::Russian
            && both_have_kings
            && kings_after
            && (4..=7).contains(&pieces_after)
            && !capture
            && !crowned
        {
            self.balance_plies + 1
        } else {
            0
        };
        self.balance_pieces = pieces_after as u32;

        let ending = classify(variant, after);
        let man_taken = mv
            .captured()
            .iter()
            .any(|sq| before.piece_at(sq).is_some_and(|p| p.role == Role::Man));
        let restart_two_nine = ending == Some(Ending::TwoNine) && (crowned || man_taken);
        if ending != self.ending || restart_two_nine {
            self.ending = ending;
            self.ending_moves = [0, 0];
        } else if ending.is_some() {
            self.ending_moves[mover as usize] += 1;
        }

        if let Some(count) = &mut self.requested {
            if capture || !king_move {
                count.moves = 0;
            } else if mover == count.by {
                count.moves += 1;
            }
        }

        self.completed(variant)
    }

    /// The draw rule whose count has run out, if any.
    pub fn completed(&self, variant: Variant) -> Option<DrawReason> {
        match variant {
            Variant::English if self.king_plies >= 100 => {
                return Some(DrawReason::EnglishFiftyMoves);
            }
            Variant::International | Variant::Brazilian | Variant::Canadian
                if self.king_plies >= 50 =>
            {
                return Some(DrawReason::TwentyFiveKingMoves);
            }
            Variant::Russian | Variant::Pool | Variant::Czech if self.king_plies >= 30 => {
                return Some(DrawReason::FifteenKingMoves);
            }
            _ => {}
        }
        if variant == Variant::Russian && self.balance_plies > 0 {
            // The phase's piece count is the position's; `balance_plies` restarts when it
            // changes, since only a capture changes it.
            let (needed, reason) = match self.balance_pieces {
                4 | 5 => (60, DrawReason::RussianBalanceThirtyMoves),
                _ => (120, DrawReason::RussianBalanceSixtyMoves),
            };
            if self.balance_plies >= needed {
                return Some(reason);
            }
        }
        if let Some(count) = self.requested
            && count.moves >= 40
        {
            return Some(DrawReason::ItalianFortyMoves);
        }
        let [white, black] = self.ending_moves;
        let each = white.min(black);
        let moves_of = |c: Color| self.ending_moves[c as usize];
        match self.ending? {
            Ending::TwoKingsAgainstOne { strong } if moves_of(strong) >= 20 => {
                Some(DrawReason::ItalianTwoKingsAgainstOne)
            }
            Ending::ThreeKingsAgainstTwo { strong } if moves_of(strong) >= 30 => {
                Some(DrawReason::ItalianThreeKingsAgainstTwo)
            }
            Ending::ThreeKingsAgainstOne { .. } if each >= 12 => {
                Some(DrawReason::SpanishThreeKingsAgainstOne)
            }
            Ending::TwoNine if each >= 32 => Some(DrawReason::SpanishTwoNineEnding),
            Ending::ThreeAgainstLoneKing { .. } if each >= 16 => {
                Some(DrawReason::SixteenMoveEnding)
            }
            Ending::TwoAgainstLoneKing { .. } if each >= 5 => Some(DrawReason::FiveMoveEnding),
            Ending::RussianKingsAgainstLoneKing { strong } if moves_of(strong) >= 15 => {
                Some(DrawReason::RussianThreeKingsAgainstOne)
            }
            Ending::RussianLongDiagonal { strong } if moves_of(strong) >= 5 => {
                Some(DrawReason::RussianLongDiagonal)
            }
            Ending::RussianFewAgainstLoneKing { strong } if moves_of(strong) >= 5 => {
                Some(DrawReason::RussianFewAgainstLoneKing)
            }
            Ending::PoolThreeKingsAgainstOne { strong } if moves_of(strong) >= 13 => {
                Some(DrawReason::PoolThreeKingsAgainstOne)
            }
            Ending::FrisianTwoKingsAgainstOne { .. } if each >= 7 => {
                Some(DrawReason::FrisianTwoKingsAgainstOne)
            }
            Ending::FrisianKingAgainstKing if each >= 2 => Some(DrawReason::FrisianKingAgainstKing),
            _ => None,
        }
    }

    /// Lines for people: the counts under way ("the 40-move count: 12 of 40").
    pub fn describe(&self, variant: Variant) -> Vec<String> {
        let mut lines = Vec::new();
        match variant {
            Variant::English if self.king_plies > 0 => {
                lines.push(format!(
                    "move count (kings only, no capture): {} of 50 moves each",
                    self.king_plies.div_ceil(2)
                ));
            }
            Variant::International | Variant::Brazilian | Variant::Canadian
                if self.king_plies > 0 =>
            {
                lines.push(format!(
                    "kings only, no capture: {} of 25 moves each",
                    self.king_plies.div_ceil(2)
                ));
            }
            Variant::Russian | Variant::Pool | Variant::Czech if self.king_plies > 0 => {
                let what = if variant == Variant::Czech {
                    "no capture, no man moved"
                } else {
                    "kings only, no capture"
                };
                lines.push(format!(
                    "{what}: {} of 15 moves each",
                    self.king_plies.div_ceil(2)
                ));
            }
            _ => {}
        }
        if variant == Variant::Russian && self.balance_plies > 0 {
            let of = if self.balance_pieces <= 5 { 30 } else { 60 };
            lines.push(format!(
                "balance of forces unchanged with kings on both sides: {} of {of} moves each",
                self.balance_plies.div_ceil(2)
            ));
        }
        if let Some(count) = self.requested {
            lines.push(format!(
                "40-move count asked by {}: {} of 40",
                count.by, count.moves
            ));
        }
        let moves_of = |c: Color| self.ending_moves[c as usize];
        let each = self.ending_moves[0].min(self.ending_moves[1]);
        if let Some(ending) = self.ending {
            lines.push(match ending {
                Ending::TwoKingsAgainstOne { strong } => format!(
                    "two kings against one: {strong} has {} of 20 moves to win",
                    moves_of(strong)
                ),
                Ending::ThreeKingsAgainstTwo { strong } => format!(
                    "three kings against two: {strong} has {} of 30 moves to win",
                    moves_of(strong)
                ),
                Ending::ThreeKingsAgainstOne { .. } => {
                    format!("three kings against one: {each} of 12 moves each")
                }
                Ending::TwoNine => format!("the 2 and 9 ending: {each} of 32 moves each"),
                Ending::ThreeAgainstLoneKing { .. } => {
                    format!("three pieces against a lone king: {each} of 16 moves each")
                }
                Ending::TwoAgainstLoneKing { .. } => {
                    format!("two pieces against a lone king: {each} of 5 moves each")
                }
                Ending::RussianKingsAgainstLoneKing { strong } => format!(
                    "three kings against a lone king: {strong} has {} of 15 moves to take it",
                    moves_of(strong)
                ),
                Ending::RussianLongDiagonal { strong } => format!(
                    "three pieces against a lone king on the long diagonal: {strong} has {} of 5 moves to win",
                    moves_of(strong)
                ),
                Ending::RussianFewAgainstLoneKing { strong } => format!(
                    "against a lone king: {strong} has {} of 5 moves to win",
                    moves_of(strong)
                ),
                Ending::PoolThreeKingsAgainstOne { strong } => format!(
                    "three kings against one: {strong} has {} of 13 moves to take it",
                    moves_of(strong)
                ),
                Ending::FrisianTwoKingsAgainstOne { .. } => {
                    format!("two kings against one: {each} of 7 moves each")
                }
                Ending::FrisianKingAgainstKing => {
                    format!("king against king: {each} of 2 moves each")
                }
            });
        }
        lines
    }
}

/// The watched ending on the board, if any.
pub fn classify(variant: Variant, pos: &Position) -> Option<Ending> {
    // Every ending below has a king in it; a search asks at every node, mostly of men alone.
    if pos.kings().is_empty() {
        return None;
    }
    let men = |c: Color| pos.count(c, Role::Man);
    let kings = |c: Color| pos.count(c, Role::King);
    let total = |c: Color| pos.count_side(c);
    for strong in Color::ALL {
        let weak = !strong;
        match variant {
            Variant::Italian if men(strong) == 0 && men(weak) == 0 => {
                if kings(strong) == 2 && kings(weak) == 1 {
                    return Some(Ending::TwoKingsAgainstOne { strong });
                }
                if kings(strong) == 3 && kings(weak) == 2 {
                    return Some(Ending::ThreeKingsAgainstTwo { strong });
                }
            }
            Variant::Spanish
                if men(strong) == 0 && men(weak) == 0 && kings(strong) == 3 && kings(weak) == 1 =>
            {
                return Some(Ending::ThreeKingsAgainstOne { strong });
            }
            Variant::International | Variant::Brazilian | Variant::Canadian => {
                let lone_king = total(weak) == 1 && kings(weak) == 1;
                if lone_king && kings(strong) >= 1 {
                    if total(strong) == 3 {
                        return Some(Ending::ThreeAgainstLoneKing { strong });
                    }
                    if total(strong) == 2 {
                        return Some(Ending::TwoAgainstLoneKing { strong });
                    }
                }
            }
            Variant::Russian => {
                let lone_king = total(weak) == 1 && kings(weak) == 1;
                if lone_king && kings(strong) >= 1 {
                    if total(strong) == 3 && on_long_diagonal(pos, weak) {
                        return Some(Ending::RussianLongDiagonal { strong });
                    }
                    if total(strong) >= 3 && men(strong) == 0 {
                        return Some(Ending::RussianKingsAgainstLoneKing { strong });
                    }
                    if total(strong) <= 2 {
                        return Some(Ending::RussianFewAgainstLoneKing { strong });
                    }
                }
            }
            Variant::Pool
                if men(strong) == 0 && men(weak) == 0 && kings(strong) == 3 && kings(weak) == 1 =>
            {
                return Some(Ending::PoolThreeKingsAgainstOne { strong });
            }
            Variant::Frisian if men(strong) == 0 && men(weak) == 0 => {
                if kings(strong) == 2 && kings(weak) == 1 {
                    return Some(Ending::FrisianTwoKingsAgainstOne { strong });
                }
                if kings(strong) == 1 && kings(weak) == 1 {
                    return Some(Ending::FrisianKingAgainstKing);
                }
            }
            _ => {}
        }
    }
    if variant == Variant::Spanish && is_two_nine(pos) {
        return Some(Ending::TwoNine);
    }
    None
}

/// Russian: whether `color`'s pieces stand on the long diagonal a1–h8 (the "main road").
fn on_long_diagonal(pos: &Position, color: Color) -> bool {
    pos.pieces()
        .filter(|(_, p)| p.color == color)
        .all(|(sq, _)| {
            let (file, rank) = pos.variant().coords(sq);
            file == rank
        })
}

/// Spanish: exactly two men, of different colours, on 2 and 9 (or 31 and 24), and kings.
fn is_two_nine(pos: &Position) -> bool {
    let variant = Variant::Spanish;
    let men: Vec<_> = pos.pieces().filter(|(_, p)| p.role == Role::Man).collect();
    if men.len() != 2 || men[0].1.color == men[1].1.color || pos.kings().is_empty() {
        return false;
    }
    let numbers: Vec<u8> = {
        let mut v: Vec<u8> = men
            .iter()
            .filter_map(|(sq, _)| variant.number_of(*sq))
            .collect();
        v.sort();
        v
    };
    numbers == [2, 9] || numbers == [24, 31]
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

        /// Along random games of every variant, the shortcut for moves of men alone counts
        /// as every rule in turn does.
        #[test]
        fn men_alone_count_as_every_rule_does(
            variant in prop::sample::select(Variant::ALL.to_vec()),
            choices in prop::collection::vec(any::<usize>(), 0..250),
        ) {
            let mut pos = Position::start(variant);
            let (mut fast, mut full) = (DrawCounters::default(), DrawCounters::default());
            for choice in choices {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[choice % moves.len()];
                let after = pos.play(&mv);
                let reason = fast.after_move(variant, &pos, &mv, &after);
                prop_assert_eq!(reason, full.count_move(variant, &pos, &mv, &after));
                prop_assert_eq!(&fast, &full, "{} {}", variant, pos.to_fen());
                if reason.is_some() {
                    break;
                }
                pos = after;
            }
        }
    }
}
