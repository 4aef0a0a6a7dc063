//! `!move` and `!huff`: the only commands that change the position by play.

use rules::{Color, Refusal, Square};

use super::context::Ctx;
use super::load::{Change, Loaded, clear_offer, finish_row, row_turn, with_ratings};
use super::pick::picked;
use super::{Answer, MAX_ATTEMPTS, Service, ServiceError};
use crate::i18n::MoveReport;
use crate::message::Reply;
use crate::store::{EventKind, GameStatus, NewEvent};

impl Service {
    pub(crate) async fn play_move(&self, ctx: &Ctx<'_>, id: Option<i64>, text: &str) -> Answer {
        for _ in 0..MAX_ATTEMPTS {
            let loaded = picked!(self.pick_to_move(ctx, id).await?);
            if let Some(reply) = self.refuse_unplayable(ctx, &loaded, Some(text)).await? {
                return Ok(vec![reply]);
            }
            let row = &loaded.row;
            let color = row
                .color_of(&ctx.author().id)
                .expect("refuse_unplayable checked that the author plays");
            let mut game = loaded.game.clone();
            let before = *game.position();
            let report = match game.play_text(text) {
                Ok(report) => report,
                Err(refusal) => {
                    self.store()
                        .remember_refusal(
                            row.id,
                            &ctx.author().id,
                            text,
                            refusal.rule(),
                            &before.to_fen(),
                            row.plies,
                        )
                        .await?;
                    return Ok(vec![ctx.refuse(ctx.tr.refused_move(
                        row.id,
                        text,
                        &refusal,
                        &legal_texts(&loaded, None),
                    ))]);
                }
            };
            let mut next = row.clone();
            next.fen = game.position().to_fen();
            next.plies += 1;
            next.events += 1;
            // A move answers any pending offer: the player moved on.
            clear_offer(&mut next);
            // The opponent's turn begins: their clock starts afresh.
            let now = self.now();
            next.start_turn(now);
            if let Some(outcome) = report.outcome {
                finish_row(&mut next, outcome, game.variant(), now);
            }
            let event = NewEvent {
                kind: EventKind::Move,
                text: report.ply.text.clone(),
                color,
                user_id: Some(ctx.author().id.clone()),
                fen_after: next.fen.clone(),
            };
            let change = Change {
                append: vec![event],
                ..Change::of(next, game)
            };
            let Some(done) = self.commit(change).await? else {
                continue;
            };
            let body = ctx.tr.move_caption(&MoveReport {
                game: done.row.id,
                mover: ctx.author().clone(),
                mover_color: color,
                text: report.ply.text.clone(),
                took: report
                    .ply
                    .captured
                    .iter()
                    .map(|(sq, piece)| (done.variant().square_name(*sq), piece.is_king()))
                    .collect(),
                crowned: report.ply.crowned,
                to_move: ctx.player(&done.row, done.game.turn()),
                to_move_color: done.game.turn(),
                move_number: done.game.move_number(),
                outcome: report.outcome,
                white: ctx.player(&done.row, Color::White),
                black: ctx.player(&done.row, Color::Black),
                huff: report.huff_offer.as_ref().map(|offer| {
                    let variant = done.variant();
                    (
                        offer.ignored.clone(),
                        offer
                            .squares
                            .iter()
                            .map(|&sq| variant.square_name(sq))
                            .collect(),
                    )
                }),
                counters: ctx.tr.counters(
                    done.game.counters(),
                    done.variant(),
                    report.outcome.is_some(),
                ),
            });
            let body = with_ratings(ctx, &done, body);
            return Ok(vec![self.board_reply(ctx, &done, body).await?]);
        }
        Err(ServiceError::Contended(id.unwrap_or(0), MAX_ATTEMPTS))
    }

    /// Soffio: removes a piece of the opponent's that ignored a capture.
    pub(crate) async fn huff(&self, ctx: &Ctx<'_>, id: Option<i64>, square: &str) -> Answer {
        for _ in 0..MAX_ATTEMPTS {
            let loaded = picked!(
                self.pick_playing(
                    ctx,
                    id,
                    |g| row_turn(g).is_some_and(|t| g.player_id(t) == ctx.author().id),
                    "!huff #12 23",
                )
                .await?
            );
            if let Some(reply) = self.refuse_unplayable(ctx, &loaded, None).await? {
                return Ok(vec![reply]);
            }
            let row = &loaded.row;
            let variant = loaded.variant();
            let Some(sq) = variant.parse_square(square) else {
                return Ok(vec![ctx.refuse(ctx.tr.bad_square(square, variant))]);
            };
            let mut game = loaded.game.clone();
            if let Err(error) = game.huff(sq) {
                return Ok(vec![ctx.refuse(ctx.tr.game_error(&error))]);
            }
            let color = game.turn();
            let mut next = row.clone();
            next.fen = game.position().to_fen();
            next.events += 1;
            if let Some(outcome) = game.outcome() {
                finish_row(&mut next, outcome, variant, self.now());
            }
            let event = NewEvent {
                kind: EventKind::Huff,
                text: format!("huff {}", variant.square_name(sq)),
                color,
                user_id: Some(ctx.author().id.clone()),
                fen_after: next.fen.clone(),
            };
            let outcome = game.outcome();
            let change = Change {
                append: vec![event],
                ..Change::of(next, game)
            };
            let Some(done) = self.commit(change).await? else {
                continue;
            };
            let body = ctx.tr.huffed(
                done.row.id,
                ctx.author(),
                &variant.square_name(sq),
                outcome,
                &ctx.player(&done.row, done.game.turn()),
            );
            let body = with_ratings(ctx, &done, body);
            return Ok(vec![self.board_reply(ctx, &done, body).await?]);
        }
        Err(ServiceError::Contended(id.unwrap_or(0), MAX_ATTEMPTS))
    }

    /// The answer when the author cannot play in this game now: not a player, not started,
    /// over, or not their turn (a refused `move_text` is remembered for `!why`).
    async fn refuse_unplayable(
        &self,
        ctx: &Ctx<'_>,
        loaded: &Loaded,
        move_text: Option<&str>,
    ) -> Result<Option<Reply>, ServiceError> {
        if let Some(reply) = refuse_inactive(ctx, loaded) {
            return Ok(Some(reply));
        }
        let row = &loaded.row;
        let turn = loaded.game.turn();
        if row.color_of(&ctx.author().id) == Some(turn) {
            return Ok(None);
        }
        if let Some(text) = move_text {
            let refusal = Refusal::NotYourTurn { to_move: turn };
            self.store()
                .remember_refusal(
                    row.id,
                    &ctx.author().id,
                    text,
                    refusal.rule(),
                    &loaded.game.position().to_fen(),
                    row.plies,
                )
                .await?;
        }
        Ok(Some(ctx.refuse(ctx.tr.not_your_turn(
            row.id,
            &ctx.player(row, turn),
            turn,
        ))))
    }
}

/// The answer when the author cannot act in this game at all: not a player, not started,
/// over.
pub(crate) fn refuse_inactive(ctx: &Ctx<'_>, loaded: &Loaded) -> Option<Reply> {
    let row = &loaded.row;
    if !row.is_player(&ctx.author().id) {
        return Some(ctx.refuse(ctx.tr.not_a_player(
            row.id,
            &ctx.player(row, Color::White),
            &ctx.player(row, Color::Black),
        )));
    }
    match row.status {
        GameStatus::Active => None,
        GameStatus::Challenge => Some(ctx.refuse(ctx.tr.not_started(row.id))),
        GameStatus::Finished => Some(ctx.refuse(ctx.tr.game_over(row.id, loaded.game.outcome()))),
        GameStatus::Declined | GameStatus::Cancelled => {
            Some(ctx.refuse(ctx.tr.no_such_game(row.id)))
        }
    }
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
