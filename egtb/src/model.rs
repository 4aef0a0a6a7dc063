//! The draw rules that count moves, as the databases account for them.
//!
//! A database value is meant to be true under the variant's rules, counts included: a king
//! ending that takes 60 moves to win is a draw where 25 kings-only moves draw. Each position
//! is watched by at most one count that matters (a [`Watch`]), which starts afresh when the
//! position is reached by a *progress* move (for a kings-only count: a capture or a man's
//! move; for an ending count: a change of ending) and draws the game when it runs out. A table
//! stores, for each position, the plies the winner needs to make such progress against the
//! best defence; the position is won when that fits in what the count has left, so the same
//! table answers for any state of the count ([`budget`]).
//!
//! Russian draughts watches some positions with two counts at once (the 15 kings-only moves
//! and the 30-move balance of forces; the long diagonal, whose count restarts each time the
//! lone king steps on or off it). No single count describes them, so Russian has two tables:
//! a *strict* one, whose counts draw whenever a real one could (its wins are real wins), and a
//! *relaxed* one, whose counts draw only when a real one does (its draws are real draws). A
//! probe claims what they agree on and nothing else.

use rules::{Color, DrawCounters, Ending, Move, Position, Role, Variant, classify};

use crate::Value;

/// Which reading of the counting rules a table follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Model {
    /// The rules as they are (every variant but Russian).
    Exact,
    /// Russian: counts that run out no later than the real ones.
    Strict,
    /// Russian: counts that run out no sooner than the real ones.
    Relaxed,
}

impl Model {
    /// The tables a variant has.
    pub fn of(variant: Variant) -> &'static [Model] {
        if variant == Variant::Russian {
            &[Model::Strict, Model::Relaxed]
        } else {
            &[Model::Exact]
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Model::Exact => "exact",
            Model::Strict => "strict",
            Model::Relaxed => "relaxed",
        }
    }
}

/// How an ending's count runs out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Count {
    /// When each side has made this many moves.
    Each(u16),
    /// When the stronger side has made this many moves.
    Strong(Color, u16),
}

/// The count that watches a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Watch {
    /// No count: the game goes on as long as the players can.
    Free,
    /// Plies of king moves without a capture, reset by a capture or a man's move.
    Plies(u16),
    /// Italian: the 40-move count a player may ask for at any time (the defender asks at
    /// once), reset by a capture or a man's move.
    Requested,
    /// A watched ending ([`rules::classify`]) and its count, reset when the ending changes.
    Ending(Ending, Count),
    /// Russian, strict: three pieces with a king against a lone king, where the long
    /// diagonal's count restarts as the lone king comes and goes: 9 plies after the capture
    /// that began it.
    RussianLone,
    /// Russian, strict: both sides with kings and men, 4 to 7 pieces: 30 plies after the last
    /// capture or crowning.
    RussianBalance,
    /// Russian: a king against a king. The rules count the moves of White (it is always the
    /// "stronger" side there), so the count is not the same for both colours.
    RussianKingAgainstKing,
}

/// "Never runs out".
pub(crate) const UNBOUNDED: u16 = u16::MAX;

/// Turkish: one piece each is a draw at once.
pub(crate) fn drawn_by_material(variant: Variant, pos: &Position) -> bool {
    variant == Variant::Turkish
        && pos.count_side(Color::White) == 1
        && pos.count_side(Color::Black) == 1
}

fn ending_count(ending: Ending) -> Count {
    match ending {
        Ending::TwoKingsAgainstOne { strong } => Count::Strong(strong, 20),
        Ending::ThreeKingsAgainstTwo { strong } => Count::Strong(strong, 30),
        Ending::ThreeKingsAgainstOne { .. } => Count::Each(12),
        Ending::TwoNine => Count::Each(32),
        Ending::ThreeAgainstLoneKing { .. } => Count::Each(16),
        Ending::TwoAgainstLoneKing { .. } => Count::Each(5),
        Ending::RussianKingsAgainstLoneKing { strong } => Count::Strong(strong, 15),
        Ending::RussianLongDiagonal { strong } => Count::Strong(strong, 5),
        Ending::RussianFewAgainstLoneKing { strong } => Count::Strong(strong, 5),
        Ending::PoolThreeKingsAgainstOne { strong } => Count::Strong(strong, 13),
        Ending::FrisianTwoKingsAgainstOne { .. } => Count::Each(7),
        Ending::FrisianKingAgainstKing => Count::Each(2),
    }
}

fn lone_king(pos: &Position, color: Color) -> bool {
    pos.count_side(color) == 1 && pos.count(color, Role::King) == 1
}

/// The count that watches `pos` under `model`.
pub(crate) fn watch(variant: Variant, model: Model, pos: &Position) -> Watch {
    let ending = classify(variant, pos);
    let both_kings =
        pos.count(Color::White, Role::King) > 0 && pos.count(Color::Black, Role::King) > 0;
    let watched = |fallback: Watch| match ending {
        Some(e) => Watch::Ending(e, ending_count(e)),
        None => fallback,
    };
    match variant {
        Variant::English if both_kings => Watch::Plies(100),
        Variant::English => Watch::Free,
        Variant::International | Variant::Brazilian | Variant::Canadian => {
            watched(Watch::Plies(50))
        }
        Variant::Pool => watched(Watch::Plies(30)),
        Variant::Czech => Watch::Plies(30),
        Variant::Italian => watched(Watch::Requested),
        Variant::Spanish | Variant::Frisian => watched(Watch::Free),
        Variant::Dameo | Variant::Turkish => Watch::Free,
        Variant::Russian => russian_watch(model, pos, both_kings, ending),
    }
}

fn russian_watch(model: Model, pos: &Position, both_kings: bool, ending: Option<Ending>) -> Watch {
    let pieces = pos.occupied().len();
    let three_against_lone = Color::ALL.into_iter().any(|strong| {
        lone_king(pos, !strong) && pos.count_side(strong) == 3 && pos.count(strong, Role::King) > 0
    });
    let men = pos.count(Color::White, Role::Man) + pos.count(Color::Black, Role::Man) > 0;
    if lone_king(pos, Color::White) && lone_king(pos, Color::Black) {
        Watch::RussianKingAgainstKing
    } else if three_against_lone {
        match model {
            Model::Relaxed => Watch::Plies(30),
            _ => Watch::RussianLone,
        }
    } else if both_kings && men && (4..=7).contains(&pieces) {
        match model {
            Model::Relaxed => Watch::Plies(30),
            _ => Watch::RussianBalance,
        }
    } else {
        match ending {
            Some(e) => Watch::Ending(e, ending_count(e)),
            None => Watch::Plies(30),
        }
    }
}

/// The plies a count watching `pos` allows when it starts there: for a win of the side to
/// move, and for its loss.
pub(crate) fn limits(watch: Watch, model: Model, pos: &Position) -> (u16, u16) {
    let both = |n: u16| (n, n);
    match watch {
        Watch::Free => both(UNBOUNDED),
        Watch::Plies(n) => both(n),
        // The defender asks for the count; its 40th move ends the game.
        Watch::Requested => (80, 79),
        Watch::Ending(_, Count::Each(n)) => both(2 * n),
        Watch::Ending(_, Count::Strong(strong, n)) => both(2 * n - u16::from(pos.turn() == strong)),
        Watch::RussianLone => both(9),
        Watch::RussianBalance => both(30),
        // White's 5th move: the 9th ply or the 10th, by who moves first; which colour a table
        // position is depends on how it is turned, so take the worst for the table's model.
        Watch::RussianKingAgainstKing => both(if model == Model::Relaxed { 10 } else { 9 }),
    }
}

/// Whether the move from `before` (watched by `from`) to `after` (watched by `to`) starts the
/// count of `after` afresh.
pub(crate) fn restarts(
    model: Model,
    before: &Position,
    from: Watch,
    mv: &Move,
    after: &Position,
    to: Watch,
) -> bool {
    if from != to {
        // Two kings (or a king and a man) against a king, a piece taken: the rules keep counting
        // when White was the stronger side, and start again when Black was.
        let keeps_counting = model == Model::Strict
            && to == Watch::RussianKingAgainstKing
            && matches!(
                from,
                Watch::Ending(Ending::RussianFewAgainstLoneKing { .. }, _)
            );
        return !keeps_counting;
    }
    let capture = mv.is_capture();
    match from {
        Watch::Free | Watch::Plies(_) | Watch::Requested => !reversible(before, mv),
        Watch::Ending(Ending::TwoNine, _) => {
            before.crowns(mv)
                || mv
                    .captured()
                    .iter()
                    .any(|sq| before.piece_at(sq).is_some_and(|p| p.role == Role::Man))
        }
        Watch::RussianBalance => capture || before.crowns(mv),
        Watch::Ending(..) | Watch::RussianLone | Watch::RussianKingAgainstKing => {
            let _ = after;
            false
        }
    }
}

/// Whether a move can be taken back, so that it is no progress: it captures nothing and moves
/// a king, or a man along its rank (a Turkish man's step sideways). A man that crowns has
/// changed rank. The build keeps these moves inside their slice; the check and the choice of
/// a move in a won ending count them as the build does.
pub(crate) fn reversible(before: &Position, mv: &Move) -> bool {
    let variant = before.variant();
    !mv.is_capture()
        && (before.kings().contains(mv.from())
            || variant.coords(mv.from()).1 == variant.coords(mv.to()).1)
}

/// The plies the count watching `pos` has left, in a game whose counters are `counters`, for
/// a win of `winner`; `None` when the table's model cannot tell.
pub(crate) fn budget(
    variant: Variant,
    model: Model,
    pos: &Position,
    counters: &DrawCounters,
    winner: Color,
) -> Option<u16> {
    let w = watch(variant, model, pos);
    let turn = pos.turn();
    let strong_budget = |strong: Color, n: u16, made: u32| {
        let left = u32::from(n).saturating_sub(made);
        Some((2 * left).saturating_sub(u32::from(turn == strong)) as u16)
    };
    match w {
        Watch::Free => Some(UNBOUNDED),
        Watch::Plies(n) => Some(n.saturating_sub(counters.king_plies.min(u32::from(n)) as u16)),
        Watch::Requested => match counters.requested {
            None => Some(80 - u16::from(turn != winner)),
            Some(count) if count.by != winner => strong_budget(count.by, 40, count.moves),
            // A count asked for by the winning side runs on the winner's moves, which the
            // table's values (made with the defender asking) do not follow.
            Some(_) => None,
        },
        Watch::Ending(ending, count) => {
            if counters.ending != Some(ending) {
                // The rules start the count after the next move, which it does not count.
                return Some(match count {
                    Count::Each(n) => 2 * n + 1,
                    Count::Strong(strong, n) => 2 * n + u16::from(turn == strong),
                });
            }
            let [white, black] = counters.ending_moves;
            match count {
                Count::Each(n) => Some((2 * u32::from(n)).saturating_sub(white + black) as u16),
                Count::Strong(strong, n) => {
                    strong_budget(strong, n, counters.ending_moves[strong as usize])
                }
            }
        }
        Watch::RussianLone => None,
        Watch::RussianBalance => Some(30u32.saturating_sub(counters.balance_plies) as u16),
        Watch::RussianKingAgainstKing => {
            let ending = Ending::RussianFewAgainstLoneKing {
                strong: Color::White,
            };
            if counters.ending == Some(ending) {
                strong_budget(Color::White, 5, counters.ending_moves[0])
            } else {
                Some(10 + u16::from(turn == Color::White))
            }
        }
    }
}

/// A table's value judged against what the count has left: decisive if the progress fits,
/// else a draw.
/// A value reached by a move that restarts the draw count: decisive only within the fresh
/// count's limits (`(win, loss)`, as [`limits`] gives them).
pub(crate) fn within_limits(value: Value, (win, loss): (u16, u16)) -> Value {
    match value {
        Value::Win(d) if d > win => Value::Draw,
        Value::Loss(d) if d > loss => Value::Draw,
        v => v,
    }
}

pub(crate) fn within(value: Value, budget: u16) -> Value {
    match value.distance() {
        Some(d) if d <= budget => value,
        Some(_) => Value::Draw,
        None => value,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Game;

    /// A king move that takes nothing, gives nothing to take and leads to a position seen at
    /// most once before (repetition must not end the game first); varied with the ply.
    fn quiet_king_move(game: &Game) -> Option<rules::Move> {
        let pos = *game.position();
        let seen: Vec<u64> = game.positions().iter().map(|p| p.hash()).collect();
        let candidates: Vec<rules::Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| {
                let after = pos.play(m);
                let times = seen.iter().filter(|&&h| h == after.hash()).count();
                !m.is_capture()
                    && pos.kings().contains(m.from())
                    && !after.has_capture()
                    && times <= 1
                    && !after.legal_moves().is_empty()
            })
            .collect();
        let n = candidates.len();
        (n > 0).then(|| candidates[(seen.len() * 7) % n])
    }

    /// Plays quiet king moves and returns the ply at which the rules declare a draw.
    fn plies_to_draw(game: &mut Game) -> Option<u32> {
        for ply in 1..=200 {
            let mv = quiet_king_move(game)?;
            game.play(&mv).ok()?;
            if game.is_over() {
                return Some(ply);
            }
        }
        None
    }

    /// Each count's length in plies, as the model reads it, is where the rules draw.
    #[test]
    fn counts_run_out_where_the_rules_draw() {
        let cases = [
            (Variant::English, "W:WK1,K3:BK30,K32", 100),
            (Variant::International, "W:WK1,K2,K3:BK50,K49", 50),
            (Variant::International, "W:WK1,K3:BK50", 10),
            (Variant::International, "W:WK1,K3,K5:BK50", 32),
            (Variant::Pool, "W:WK1,K2,K3:BK30", 25),
            (Variant::Pool, "B:WK1,K2,K3:BK30", 26),
            (Variant::Czech, "W:WKa1,Kc1:BKh8,Kf8", 30),
            (Variant::Italian, "W:WK1,K3:BK30", 39),
            (Variant::Italian, "B:WK1,K3:BK30", 40),
            (Variant::Spanish, "W:WK1,K3,K5:BK30", 24),
            (Variant::Frisian, "W:WK1,K3:BK50", 14),
            (Variant::Russian, "W:WKa1,Kc1,Ke1,Kg1:BKh6", 29),
            (Variant::Russian, "B:WKa1,Kc1,Ke1,Kg1:BKh6", 30),
            (Variant::Russian, "B:WKa1,Kc1:BKb6", 10),
        ];
        for (variant, fen, expected) in cases {
            let pos = Position::from_fen(variant, fen).unwrap();
            let w = watch(variant, Model::Exact, &pos);
            let model = Model::of(variant)[0];
            let w = if variant == Variant::Russian {
                watch(variant, model, &pos)
            } else {
                w
            };
            let (limit, _) = limits(w, model, &pos);
            let mut game = Game::from_position(pos, Default::default()).unwrap();
            assert_eq!(limit, expected, "{variant} {fen}: the model's count");
            assert_eq!(
                plies_to_draw(&mut game),
                Some(u32::from(limit)),
                "{variant} {fen}"
            );
            // Along the way, the budget falls by one a ply.
            let mut game = Game::from_position(pos, Default::default()).unwrap();
            for used in 0..limit.min(6) {
                let b = budget(variant, model, game.position(), game.counters(), pos.turn());
                assert_eq!(b, Some(limit - used), "{variant} {fen} after {used}");
                let mv = quiet_king_move(&game).unwrap();
                game.play(&mv).unwrap();
            }
        }
    }

    /// Where Russian counts overlap, the strict table's count runs out no later than the
    /// rules' and the relaxed one's no sooner.
    #[test]
    fn russian_tables_bound_the_rules() {
        for fen in [
            "B:WKa1,Kc1,Ka3:BKh6",
            "W:WKa1,Kc1,a3:BKh6",
            "W:WKa1,c3:BKh8,b6",
        ] {
            let pos = Position::from_fen(Variant::Russian, fen).unwrap();
            let mut game = Game::from_position(pos, Default::default()).unwrap();
            let Some(real) = plies_to_draw(&mut game) else {
                continue;
            };
            let strict = limits(
                watch(Variant::Russian, Model::Strict, &pos),
                Model::Strict,
                &pos,
            );
            let relaxed = limits(
                watch(Variant::Russian, Model::Relaxed, &pos),
                Model::Relaxed,
                &pos,
            );
            assert!(
                u32::from(strict.0) <= real,
                "{fen}: strict {strict:?}, rules {real}"
            );
            assert!(
                u32::from(relaxed.0) >= real,
                "{fen}: relaxed {relaxed:?}, rules {real}"
            );
        }
    }
}
