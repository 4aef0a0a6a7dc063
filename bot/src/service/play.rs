//! `!move` and `!huff`: the only commands that change the position by play.

use rules::{Color, PlyReport, Refusal};

use super::answer::Answer;
use super::change::{Decision, Edit, Event, committed, or_stop};
use super::clock::clock_info_ms;
use super::context::Ctx;
use super::load::{Loaded, legal_texts, rating_change, row_turn};
use super::shared::{active_player, bad_square};
use super::tap::Mark;
use super::{Answers, Service, ServiceError};
use crate::i18n::{BoardOf, MoveReport, Say, TapSay};
use crate::keys::Target;
use crate::store::EventKind;

impl Service {
    pub(crate) async fn play_move(&self, ctx: &Ctx<'_>, id: Option<i64>, text: &str) -> Answers {
        let changed = self
            .change_game(
                || self.pick_to_move(ctx, id),
                |loaded| async move {
                    if let Some((Target::Game(game), mark)) = ctx.position_guard
                        && game == loaded.row.id
                        && Mark::of(loaded.row.plies, loaded.game.position()) != mark
                    {
                        let stale = Say::Tap(TapSay::OutOfDate {
                            of: BoardOf::Game(game),
                        });
                        return Ok(Decision::Stop(Box::new(Answer::refuse(stale).for_author())));
                    }
                    let color = or_stop!(self.playable(ctx, &loaded, Some(text)).await?);
                    let mut game = loaded.game.clone();
                    match game.play_text(text) {
                        Ok(played) => {
                            let event = Event {
                                kind: EventKind::Move,
                                text: played.ply.text.clone(),
                                color,
                                by: ctx.author().id.clone(),
                            };
                            let change = loaded.change(game, Edit::Play).with_event(event);
                            Ok(Decision::Commit(change, (color, played)))
                        }
                        Err(refusal) => {
                            self.remember_refusal(ctx, &loaded, text, &refusal).await?;
                            let position = loaded.game.position();
                            let image = self
                                .refusal_image(loaded.row.id, position, text, Some(color))
                                .await?;
                            let refused = Answer::refuse(Say::Refused {
                                game: loaded.row.id,
                                text: text.to_string(),
                                refusal,
                                legal: legal_texts(&loaded, None),
                            });
                            Ok(Decision::Stop(Box::new(
                                refused.image_maybe(image).for_author(),
                            )))
                        }
                    }
                },
            )
            .await?;
        let (done, (color, played)) = committed!(changed);
        let caption = Answer::say(Say::Moved(move_report(ctx, &done, color, played)))
            .then_maybe(rating_change(ctx, &done));
        let reply = self.board_reply(ctx, &done, caption).await?;
        self.bot_turn(&done.row);
        Ok(vec![reply])
    }

    /// Soffio: removes a piece of the opponent's that ignored a capture.
    pub(crate) async fn huff(&self, ctx: &Ctx<'_>, id: Option<i64>, square: &str) -> Answers {
        let me = &ctx.author().id;
        let changed = self
            .change_game(
                || {
                    let to_move = |g: &_| row_turn(g).is_some_and(|t| g.player_id(t) == me);
                    self.pick_playing(ctx, id, to_move, "!huff #12 23")
                },
                |loaded| async move {
                    if let Err(refusal) = self.playable(ctx, &loaded, None).await? {
                        return Ok(Decision::Stop(refusal));
                    }
                    let variant = loaded.variant();
                    let Some(sq) = variant.parse_square(square) else {
                        return Ok(Decision::Stop(Box::new(bad_square(square, variant))));
                    };
                    let mut game = loaded.game.clone();
                    if let Err(error) = game.huff(sq) {
                        return Ok(Decision::refuse(Say::GameError(error)));
                    }
                    let name = variant.square_name(sq);
                    let event = Event {
                        kind: EventKind::Huff,
                        text: format!("huff {name}"),
                        // The huffer, still to move.
                        color: game.turn(),
                        by: me.clone(),
                    };
                    let change = loaded.change(game, Edit::Play).with_event(event);
                    Ok(Decision::Commit(change, name))
                },
            )
            .await?;
        let (done, square) = committed!(changed);
        let caption = Answer::say(Say::Huffed {
            game: done.row.id,
            author: ctx.author().clone(),
            square,
            outcome: done.game.outcome(),
            to_move: ctx.player(&done.row, done.game.turn()),
        });
        let caption = caption.then_maybe(rating_change(ctx, &done));
        Ok(vec![self.board_reply(ctx, &done, caption).await?])
    }

    /// The author's colour when they may play in this game now; else the refusal (not a
    /// player, not started, over, or not their turn: a refused `move_text` is remembered for
    /// `!why`).
    async fn playable(
        &self,
        ctx: &Ctx<'_>,
        loaded: &Loaded,
        move_text: Option<&str>,
    ) -> Result<Result<Color, Box<Answer>>, ServiceError> {
        let color = match active_player(ctx, loaded) {
            Ok(color) => color,
            Err(refusal) => return Ok(Err(refusal)),
        };
        let turn = loaded.game.turn();
        if color == turn {
            return Ok(Ok(color));
        }
        if let Some(text) = move_text {
            let refusal = Refusal::NotYourTurn { to_move: turn };
            self.remember_refusal(ctx, loaded, text, &refusal).await?;
        }
        Ok(Err(Box::new(Answer::refuse(Say::NotYourTurn {
            game: loaded.row.id,
            to_move: ctx.player(&loaded.row, turn),
            color: turn,
        }))))
    }

    /// Keeps a refused move for `!why`, with the position it was refused in.
    async fn remember_refusal(
        &self,
        ctx: &Ctx<'_>,
        loaded: &Loaded,
        text: &str,
        refusal: &Refusal,
    ) -> Result<(), ServiceError> {
        let row = &loaded.row;
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
        Ok(())
    }
}

/// What a committed move did, for its caption.
pub(crate) fn move_report(
    ctx: &Ctx<'_>,
    done: &Loaded,
    color: Color,
    played: PlyReport,
) -> MoveReport {
    let variant = done.variant();
    let row = &done.row;
    let game = &done.game;
    MoveReport {
        game: row.id,
        variant,
        mover: ctx.author().clone(),
        mover_color: color,
        took: played
            .ply
            .captured
            .iter()
            .map(|(sq, piece)| (variant.square_name(*sq), piece.is_king()))
            .collect(),
        text: played.ply.text,
        crowned: played.ply.crowned,
        to_move: ctx.player(row, game.turn()),
        to_move_color: game.turn(),
        move_number: game.move_number(),
        outcome: played.outcome,
        white: ctx.player(row, Color::White),
        black: ctx.player(row, Color::Black),
        huff: played.huff_offer.map(|offer| {
            let squares = offer.squares.iter().map(|&sq| variant.square_name(sq));
            (offer.ignored, squares.collect())
        }),
        counters: game.counters().clone(),
        // A live clock's time, as the move left it: the player to move's runs from now.
        clock: row
            .live
            .as_ref()
            .and_then(|_| clock_info_ms(row, row.turn_started_ms?)),
    }
}
