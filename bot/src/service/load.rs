//! Games from the store: the row, and the `rules::Game` rebuilt from its moves.

use rules::{Color, DrawReason, Game, GameOptions, Outcome, Position, Square, Variant, WinReason};

use super::context::Ctx;
use super::{MAX_ATTEMPTS, Service, ServiceError};
use crate::command::Answered;
use crate::i18n::{RatingChange, Say};
use crate::message::User;
use crate::store::{
    EventKind, EventRow, GameRow, GameStatus, StoreError, color_from_db, color_to_db,
};

/// A game as the store has it, with its rules state.
#[derive(Debug, Clone)]
pub(crate) struct Loaded {
    pub row: GameRow,
    pub game: Game,
    /// Set when the change just committed ended a rated game.
    pub ratings: Option<crate::store::RatingChange>,
}

impl Loaded {
    pub fn variant(&self) -> Variant {
        self.game.variant()
    }

    /// Whether the game is played for giveaway (the player who cannot move wins).
    pub fn giveaway(&self) -> bool {
        self.game.options().giveaway
    }
}

impl Service {
    /// Rebuilds the game of a row (from the cache when the version matches). A game that
    /// changed between the reading of its row and of its moves is read again.
    pub(crate) async fn loaded(&self, mut row: GameRow) -> Result<Loaded, ServiceError> {
        for _ in 0..MAX_ATTEMPTS {
            if let Some(game) = self.inner.cache.get(row.id, row.version) {
                // The row must still say what the cached game says; a row changed behind the
                // bot's back is rebuilt (and refused) instead.
                if game.position().to_fen() == row.fen {
                    return Ok(Loaded {
                        row,
                        game,
                        ratings: None,
                    });
                }
            }
            let events = if row.status == GameStatus::Challenge {
                Vec::new()
            } else {
                match self.store().events_at(&row).await {
                    Ok(events) => events,
                    Err(StoreError::Stale { game }) => {
                        row = self.store().game(game).await?.ok_or(StoreError::Corrupt {
                            game,
                            reason: "the game is gone".into(),
                        })?;
                        continue;
                    }
                    Err(e) => return Err(e.into()),
                }
            };
            let game = rebuild(&row, &events)?;
            self.inner.cache.put(row.id, row.version, game.clone());
            return Ok(Loaded {
                row,
                game,
                ratings: None,
            });
        }
        Err(ServiceError::Contended(row.id, MAX_ATTEMPTS))
    }
}

/// Replays a game's stored events. The replayed position must be the row's: anything else
/// means the rows were changed behind the bot's back, and the game is refused, not guessed.
pub(crate) fn rebuild(row: &GameRow, events: &[EventRow]) -> Result<Game, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt {
        game: row.id,
        reason,
    };
    let mut game = replay(row, events)?;
    if events.len() as i64 != row.events && row.status != GameStatus::Challenge {
        return Err(corrupt(format!(
            "{} events stored but the game counts {}",
            events.len(),
            row.events
        )));
    }
    if game.position().to_fen() != row.fen {
        return Err(corrupt(format!(
            "the moves lead to {} but the game says {}",
            game.position().to_fen(),
            row.fen
        )));
    }
    if row.status == GameStatus::Finished && game.outcome().is_none() {
        // Resignation, agreement and time are not moves: the row keeps them.
        let outcome = row
            .end_reason
            .as_deref()
            .map(|code| code.strip_prefix(crate::store::ABORTED).unwrap_or(code))
            .and_then(|code| outcome_from_code(row.winner.as_deref(), code))
            .ok_or_else(|| corrupt("finished without a known end".into()))?;
        let applied = match outcome {
            Outcome::Win {
                winner,
                reason: WinReason::Resignation,
            } => game.resign(!winner),
            Outcome::Win {
                winner,
                reason: WinReason::Time,
            } => game.lose_on_time(!winner),
            Outcome::Draw(DrawReason::Agreement) => game.agree_draw(),
            Outcome::Draw(DrawReason::TimeNoWinPossible) => game.draw_on_time(),
            other => Err(rules::GameError::Over(other)),
        };
        applied.map_err(|e| corrupt(format!("end: {e}")))?;
    }
    Ok(game)
}

/// Plays stored events from the row's start position.
pub(crate) fn replay(row: &GameRow, events: &[EventRow]) -> Result<Game, StoreError> {
    replay_checking(row, events, |_, _| Ok(()))
}

/// Checks a stored game as `dama store check` does: its events replay from its start to its
/// position, each to the position stored with it, and its end is one the rules know.
pub fn verify(row: &GameRow, events: &[EventRow]) -> Result<(), StoreError> {
    replay_checking(row, events, |event, game| {
        let fen = game.position().to_fen();
        if fen == event.fen_after {
            Ok(())
        } else {
            Err(StoreError::Corrupt {
                game: row.id,
                reason: format!(
                    "event {} `{}` leads to {fen} but is stored with {}",
                    event.seq, event.text, event.fen_after
                ),
            })
        }
    })?;
    rebuild(row, events).map(drop)
}

/// [`replay`], calling `check` after each event with the game as it then stands.
fn replay_checking(
    row: &GameRow,
    events: &[EventRow],
    mut check: impl FnMut(&EventRow, &Game) -> Result<(), StoreError>,
) -> Result<Game, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt {
        game: row.id,
        reason,
    };
    let variant: Variant = row.variant.parse().map_err(|e| corrupt(format!("{e}")))?;
    let start = Position::from_fen(variant, &row.start_fen)
        .map_err(|e| corrupt(format!("start FEN: {e}")))?;
    let options = GameOptions {
        soffio: row.soffio,
        giveaway: row.giveaway,
    };
    let mut game = Game::from_position(start, options).map_err(|e| corrupt(e.to_string()))?;
    for event in events {
        match event.kind {
            EventKind::Move => {
                game.play_text(&event.text)
                    .map_err(|e| corrupt(format!("move {} `{}`: {e}", event.seq, event.text)))?;
            }
            EventKind::Huff => {
                let square = event
                    .text
                    .strip_prefix("huff ")
                    .and_then(|s| variant.parse_square(s))
                    .ok_or_else(|| corrupt(format!("event {} `{}`", event.seq, event.text)))?;
                game.huff(square)
                    .map_err(|e| corrupt(format!("huff {}: {e}", event.seq)))?;
            }
            EventKind::Count => {
                let color = color_from_db(&event.color)
                    .ok_or_else(|| corrupt(format!("event {} colour", event.seq)))?;
                game.request_count(color)
                    .map_err(|e| corrupt(format!("count {}: {e}", event.seq)))?;
            }
        }
        check(event, &game)?;
    }
    Ok(game)
}

/// The side to move in a row, from its FEN (`W:…` or `B:…`).
pub(crate) fn row_turn(row: &GameRow) -> Option<Color> {
    row.fen.chars().next().and_then(Color::from_letter)
}

/// Whether the game has a pending offer made to the player of `color`.
pub(crate) fn offer_to(game: &GameRow, color: Color) -> bool {
    game.offer_kind.is_some()
        && game.offer_by.as_deref() == Some(color_to_db(!color))
        && game.offer_plies == Some(game.plies)
}
/// What the offer pending in a game is, if one is (an offer lapses with the next move).
pub(crate) fn pending_kind(row: &GameRow) -> Option<Answered> {
    let kind = row.offer_kind.as_deref()?;
    if row.offer_plies != Some(row.plies) {
        return None;
    }
    // Only undo and draw offers are stored; anything else reads as a draw offer.
    Some(Answered::parse(kind).unwrap_or(Answered::Draw))
}

/// The legal moves of the side to move (only those from `from` when given), as text, sorted
/// (soffio moves included when on).
pub(crate) fn legal_texts(loaded: &Loaded, from: Option<Square>) -> Vec<String> {
    let position = loaded.game.position();
    let mut texts: Vec<String> = loaded
        .game
        .legal_moves()
        .iter()
        .filter(|mv| from.is_none_or(|sq| mv.from() == sq))
        .map(|mv| position.move_text(mv))
        .collect();
    texts.sort();
    texts.dedup();
    texts
}
/// How a game's end moved the ratings, when it was rated.
pub(crate) fn rating_change(ctx: &Ctx<'_>, done: &Loaded) -> Option<Say> {
    let white = ctx.player(&done.row, Color::White);
    let black = ctx.player(&done.row, Color::Black);
    rating_line(done, white, black)
}

/// The same, naming the players as given.
pub(crate) fn rating_line(done: &Loaded, white: User, black: User) -> Option<Say> {
    let change = done.ratings.as_ref()?;
    Some(Say::RatingChange(RatingChange {
        variant: done.variant(),
        giveaway: done.giveaway(),
        live: done.row.live.is_some(),
        white,
        black,
        white_before: change.white_before.rating,
        white_after: change.white_after.rating,
        black_before: change.black_before.rating,
        black_after: change.black_after.rating,
    }))
}

/// A stable name for how a game ended, as stored in `games.end_reason`.
pub fn outcome_code(outcome: &Outcome) -> &'static str {
    match outcome {
        Outcome::Win { reason, .. } => match reason {
            WinReason::NoPieces => "no-pieces",
            WinReason::NoLegalMove => "no-legal-move",
            WinReason::Resignation => "resignation",
            WinReason::Time => "time",
            WinReason::GiveawayNoPieces => "giveaway-no-pieces",
            WinReason::GiveawayNoMove => "giveaway-no-move",
        },
        Outcome::Draw(reason) => match reason {
            DrawReason::Agreement => "draw-agreement",
            DrawReason::Repetition => "draw-repetition",
            DrawReason::EnglishFiftyMoves => "draw-english-50",
            DrawReason::ItalianFortyMoves => "draw-italian-40",
            DrawReason::ItalianTwoKingsAgainstOne => "draw-italian-2v1",
            DrawReason::ItalianThreeKingsAgainstTwo => "draw-italian-3v2",
            DrawReason::SpanishThreeKingsAgainstOne => "draw-spanish-3v1",
            DrawReason::SpanishTwoNineEnding => "draw-spanish-2-9",
            DrawReason::TwentyFiveKingMoves => "draw-25-king-moves",
            DrawReason::SixteenMoveEnding => "draw-16-moves",
            DrawReason::FiveMoveEnding => "draw-5-moves",
            DrawReason::FifteenKingMoves => "draw-15-king-moves",
            DrawReason::RussianBalanceThirtyMoves => "draw-russian-balance-30",
            DrawReason::RussianBalanceSixtyMoves => "draw-russian-balance-60",
            DrawReason::RussianThreeKingsAgainstOne => "draw-russian-3v1",
            DrawReason::RussianLongDiagonal => "draw-russian-long-diagonal",
            DrawReason::RussianFewAgainstLoneKing => "draw-russian-5-moves",
            DrawReason::PoolThreeKingsAgainstOne => "draw-pool-3v1",
            DrawReason::TurkishOnePieceEach => "draw-turkish-one-each",
            DrawReason::FrisianTwoKingsAgainstOne => "draw-frisian-2v1",
            DrawReason::FrisianKingAgainstKing => "draw-frisian-1v1",
            DrawReason::TimeNoWinPossible => "draw-time-no-win",
        },
    }
}

/// Reads back [`outcome_code`] with the stored winner.
pub fn outcome_from_code(winner: Option<&str>, code: &str) -> Option<Outcome> {
    let draw = |reason| Some(Outcome::Draw(reason));
    let win = |reason| {
        Some(Outcome::Win {
            winner: color_from_db(winner?)?,
            reason,
        })
    };
    match code {
        "no-pieces" => win(WinReason::NoPieces),
        "no-legal-move" => win(WinReason::NoLegalMove),
        "resignation" => win(WinReason::Resignation),
        "time" => win(WinReason::Time),
        "draw-agreement" => draw(DrawReason::Agreement),
        "draw-repetition" => draw(DrawReason::Repetition),
        "draw-english-50" => draw(DrawReason::EnglishFiftyMoves),
        "draw-italian-40" => draw(DrawReason::ItalianFortyMoves),
        "draw-italian-2v1" => draw(DrawReason::ItalianTwoKingsAgainstOne),
        "draw-italian-3v2" => draw(DrawReason::ItalianThreeKingsAgainstTwo),
        "draw-spanish-3v1" => draw(DrawReason::SpanishThreeKingsAgainstOne),
        "draw-spanish-2-9" => draw(DrawReason::SpanishTwoNineEnding),
        "draw-25-king-moves" => draw(DrawReason::TwentyFiveKingMoves),
        "draw-16-moves" => draw(DrawReason::SixteenMoveEnding),
        "draw-5-moves" => draw(DrawReason::FiveMoveEnding),
        "giveaway-no-pieces" => win(WinReason::GiveawayNoPieces),
        "giveaway-no-move" => win(WinReason::GiveawayNoMove),
        "draw-15-king-moves" => draw(DrawReason::FifteenKingMoves),
        "draw-russian-balance-30" => draw(DrawReason::RussianBalanceThirtyMoves),
        "draw-russian-balance-60" => draw(DrawReason::RussianBalanceSixtyMoves),
        "draw-russian-3v1" => draw(DrawReason::RussianThreeKingsAgainstOne),
        "draw-russian-long-diagonal" => draw(DrawReason::RussianLongDiagonal),
        "draw-russian-5-moves" => draw(DrawReason::RussianFewAgainstLoneKing),
        "draw-pool-3v1" => draw(DrawReason::PoolThreeKingsAgainstOne),
        "draw-turkish-one-each" => draw(DrawReason::TurkishOnePieceEach),
        "draw-frisian-2v1" => draw(DrawReason::FrisianTwoKingsAgainstOne),
        "draw-frisian-1v1" => draw(DrawReason::FrisianKingAgainstKing),
        "draw-time-no-win" => draw(DrawReason::TimeNoWinPossible),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcome_codes_read_back() {
        let outcomes = [
            Outcome::Win {
                winner: Color::White,
                reason: WinReason::NoPieces,
            },
            Outcome::Win {
                winner: Color::Black,
                reason: WinReason::Resignation,
            },
            Outcome::Draw(DrawReason::ItalianFortyMoves),
            Outcome::Draw(DrawReason::FiveMoveEnding),
        ];
        for outcome in outcomes {
            let winner = outcome.winner().map(color_to_db);
            assert_eq!(
                outcome_from_code(winner, outcome_code(&outcome)),
                Some(outcome)
            );
        }
    }
}
