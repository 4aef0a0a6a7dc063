//! `!undo`, `!draw` (and `!draw count`), `!resign`, and the answers to undo and draw offers.

use rules::{Color, Outcome};

use super::answer::Answer;
use super::change::{Decision, Edit, Event, committed, or_stop};
use super::context::Ctx;
use super::load::{Loaded, offer_to, pending_kind, rating_change, replay};
use super::shared::{active_player, with_answer_buttons};
use super::{Answers, Service, ServiceError};
use crate::command::Answered;
use crate::i18n::Say;
use crate::message::User;
use crate::store::{EventKind, GameRow, StoreError, color_to_db};

/// A decision about a game: the change and what to say after it, or a refusal.
pub(crate) type Decided<T> = Result<Decision<T, Box<Answer>>, ServiceError>;

/// What an answer to an undo or draw offer did.
pub(crate) enum OfferAnswered {
    Declined { kind: Answered, offerer: User },
    Drawn(Outcome),
    TookBack { taken: Vec<String> },
}

/// What `!undo` did: an offer to the opponent, or the bot's answer at its level.
enum UndoStep {
    Asked(Color, Vec<String>),
    Bot(OfferAnswered, engine::Level),
}

/// What `!draw` did.
enum DrawStep {
    Count(Color),
    Offered(Color),
    Answered(OfferAnswered),
    /// The bot accepted the draw at once.
    BotAccepted(OfferAnswered),
}

impl<T, S> Decision<T, S> {
    /// The same decision, finishing with `f(t)`.
    pub(crate) fn map<U>(self, f: impl FnOnce(T) -> U) -> Decision<U, S> {
        match self {
            Decision::Stop(stop) => Decision::Stop(stop),
            Decision::Commit(change, then) => Decision::Commit(change, f(then)),
            Decision::Again => Decision::Again,
        }
    }
}

impl Service {
    pub(crate) async fn undo(&self, ctx: &Ctx<'_>, id: Option<i64>) -> Answers {
        let changed = self
            .change_game(
                || self.pick_playing(ctx, id, |_| false, "!undo #12"),
                |loaded| async move {
                    let color = or_stop!(active_player(ctx, &loaded));
                    // The author's last move and any reply after it.
                    let plies: Vec<&rules::Ply> = loaded.game.plies().collect();
                    let Some(cut) = plies.iter().rposition(|p| p.color == color) else {
                        let game = loaded.row.id;
                        return Ok(Decision::refuse(Say::NothingToUndo { game }));
                    };
                    let taken: Vec<String> = plies[cut..].iter().map(|p| p.text.clone()).collect();
                    if let Some(refusal) = pending_offer(ctx, &loaded.row, color) {
                        return Ok(Decision::Stop(refusal));
                    }
                    if let Some(level) = self.bot_level_in(&loaded.row).await? {
                        // The bot answers at once: no offer waits for it.
                        let decided = self.bot_answers_undo(ctx, loaded, color, level).await?;
                        return Ok(decided.map(|answered| UndoStep::Bot(answered, level)));
                    }
                    let offer = Edit::Offer {
                        kind: Answered::Undo,
                        by: color,
                    };
                    Ok(Decision::Commit(
                        loaded.edit(offer),
                        UndoStep::Asked(color, taken),
                    ))
                },
            )
            .await?;
        let (done, step) = committed!(changed);
        let (color, taken) = match step {
            UndoStep::Asked(color, taken) => (color, taken),
            UndoStep::Bot(answered, level) => {
                let granted = Say::BotGrantsTakeback {
                    game: done.row.id,
                    bot: ctx.player(&done.row, !done.game.turn()),
                    level: level.number(),
                };
                let reply = self.offer_answered(ctx, &done, answered).await?;
                let reply = reply.first(granted);
                self.bot_turn(&done.row);
                return Ok(vec![reply]);
            }
        };
        let game = done.row.id;
        let asked = Answer::say(Say::UndoRequested {
            game,
            author: ctx.author().clone(),
            opponent: ctx.player(&done.row, !color),
            taken,
        });
        Ok(vec![with_answer_buttons(
            asked.about(game),
            &done.row,
            Answered::Undo,
        )])
    }

    pub(crate) async fn draw(&self, ctx: &Ctx<'_>, id: Option<i64>, count: bool) -> Answers {
        let me = &ctx.author().id;
        let changed = self
            .change_game(
                || {
                    let offered_to_me = |g: &GameRow| {
                        g.color_of(me).is_some_and(|c| offer_to(g, c))
                            && pending_kind(g) == Some(Answered::Draw)
                    };
                    self.pick_playing(ctx, id, offered_to_me, "!draw #12")
                },
                |loaded| async move {
                    let color = or_stop!(active_player(ctx, &loaded));
                    if count {
                        return Ok(request_count(ctx, &loaded, color));
                    }
                    let row = &loaded.row;
                    if offer_to(row, color) && pending_kind(row) == Some(Answered::Draw) {
                        // `!draw` after the opponent's offer accepts it.
                        let decided = self.decide_offer(ctx, loaded, true).await?;
                        return Ok(decided.map(DrawStep::Answered));
                    }
                    if let Some(refusal) = pending_offer(ctx, row, color) {
                        return Ok(Decision::Stop(refusal));
                    }
                    if self.bot_level_in(row).await?.is_some() {
                        let decided = self.bot_answers_draw(ctx, loaded, color).await?;
                        return Ok(decided.map(DrawStep::BotAccepted));
                    }
                    let offer = Edit::Offer {
                        kind: Answered::Draw,
                        by: color,
                    };
                    Ok(Decision::Commit(
                        loaded.edit(offer),
                        DrawStep::Offered(color),
                    ))
                },
            )
            .await?;
        let (done, step) = committed!(changed);
        let game = done.row.id;
        let author = ctx.author().clone();
        Ok(vec![match step {
            DrawStep::Count(color) => Answer::say(Say::CountStarted {
                game,
                author,
                color,
            }),
            DrawStep::Offered(color) => {
                let offered = Answer::say(Say::DrawOffered {
                    game,
                    author,
                    opponent: ctx.player(&done.row, !color),
                });
                with_answer_buttons(offered.about(game), &done.row, Answered::Draw)
            }
            DrawStep::Answered(answered) => self.offer_answered(ctx, &done, answered).await?,
            DrawStep::BotAccepted(answered) => {
                let accepted = Say::BotAnswersDraw {
                    game,
                    bot: ctx.player(
                        &done.row,
                        !done.row.color_of(&author.id).unwrap_or(Color::White),
                    ),
                    accepted: true,
                };
                self.offer_answered(ctx, &done, answered)
                    .await?
                    .first(accepted)
            }
        }])
    }

    pub(crate) async fn resign(&self, ctx: &Ctx<'_>, id: Option<i64>) -> Answers {
        let changed = self
            .change_game(
                || self.pick_playing(ctx, id, |_| false, "!resign #12"),
                |loaded| async move {
                    let color = or_stop!(active_player(ctx, &loaded));
                    let mut game = loaded.game.clone();
                    Ok(match game.resign(color) {
                        Ok(outcome) => Decision::Commit(loaded.change(game, Edit::Play), outcome),
                        Err(error) => Decision::refuse(Say::GameError(error)),
                    })
                },
            )
            .await?;
        let (done, outcome) = committed!(changed);
        Ok(vec![ended(ctx, &done, outcome)])
    }

    /// `!accept` / `!decline` of an undo or draw offer made to the author.
    pub(crate) async fn decide_offer(
        &self,
        ctx: &Ctx<'_>,
        loaded: Loaded,
        accept: bool,
    ) -> Decided<OfferAnswered> {
        let color = or_stop!(active_player(ctx, &loaded));
        let row = &loaded.row;
        let opponent = ctx.player(row, !color);
        if !offer_to(row, color) {
            if offer_to(row, !color) {
                return Ok(Decision::refuse(Say::OwnOffer {
                    game: row.id,
                    opponent,
                }));
            }
            return Ok(Decision::refuse(Say::NothingToAnswer));
        }
        let kind = pending_kind(row).unwrap_or(Answered::Draw);
        if !accept {
            let declined = OfferAnswered::Declined {
                kind,
                offerer: opponent,
            };
            return Ok(Decision::Commit(loaded.edit(Edit::ClearOffer), declined));
        }
        if kind != Answered::Undo {
            let mut game = loaded.game.clone();
            return Ok(match game.agree_draw() {
                Ok(outcome) => Decision::Commit(
                    loaded.change(game, Edit::Play),
                    OfferAnswered::Drawn(outcome),
                ),
                Err(error) => Decision::refuse(Say::GameError(error)),
            });
        }
        self.take_back(loaded, !color).await
    }

    /// Takes back the requester's last move and everything after it.
    pub(crate) async fn take_back(
        &self,
        loaded: Loaded,
        requester: Color,
    ) -> Decided<OfferAnswered> {
        let row = &loaded.row;
        let events = match self.store().events_at(row).await {
            Ok(events) => events,
            // The game moved on since its row was read: decide again on what it is now.
            Err(StoreError::Stale { .. }) => return Ok(Decision::Again),
            Err(e) => return Err(e.into()),
        };
        let Some(cut) = events
            .iter()
            .rposition(|e| e.kind == EventKind::Move && e.color == color_to_db(requester))
        else {
            return Ok(Decision::refuse(Say::NothingToUndo { game: row.id }));
        };
        let taken: Vec<String> = events[cut..]
            .iter()
            .filter(|e| e.kind == EventKind::Move)
            .map(|e| e.text.clone())
            .collect();
        let kept = &events[..cut];
        let game = replay(row, kept)?;
        let change = loaded.change(game, Edit::Play).keeping(kept.len() as i64);
        Ok(Decision::Commit(change, OfferAnswered::TookBack { taken }))
    }

    /// What an answered offer says once committed.
    pub(crate) async fn offer_answered(
        &self,
        ctx: &Ctx<'_>,
        done: &Loaded,
        answered: OfferAnswered,
    ) -> Result<Answer, ServiceError> {
        let game = done.row.id;
        let turn = done.game.turn();
        Ok(match answered {
            OfferAnswered::Declined { kind, offerer } => Answer::say(Say::OfferDeclined {
                game,
                kind,
                decliner: ctx.author().clone(),
                offerer,
                to_move: ctx.player(&done.row, turn),
            }),
            OfferAnswered::Drawn(outcome) => ended(ctx, done, outcome),
            OfferAnswered::TookBack { taken } => {
                let undone = Answer::say(Say::Undone {
                    game,
                    taken,
                    to_move: ctx.player(&done.row, turn),
                    color: turn,
                    move_number: done.game.move_number(),
                });
                self.board_reply(ctx, done, undone).await?
            }
        })
    }
}

/// Italian: the 40-move count, asked for by a player.
fn request_count(ctx: &Ctx<'_>, loaded: &Loaded, color: Color) -> Decision<DrawStep, Box<Answer>> {
    let mut game = loaded.game.clone();
    if let Err(error) = game.request_count(color) {
        return Decision::refuse(Say::GameError(error));
    }
    let event = Event {
        kind: EventKind::Count,
        text: "count".into(),
        color,
        by: ctx.author().id.clone(),
    };
    let change = loaded.change(game, Edit::Play).with_event(event);
    Decision::Commit(change, DrawStep::Count(color))
}

/// A game that just ended: how, and how the ratings moved.
pub(crate) fn ended(ctx: &Ctx<'_>, done: &Loaded, outcome: Outcome) -> Answer {
    if done.row.is_aborted() {
        return Answer::say(Say::GameAborted {
            game: done.row.id,
            outcome,
            white: ctx.player(&done.row, Color::White),
            black: ctx.player(&done.row, Color::Black),
        })
        .about(done.row.id);
    }
    let ended = Answer::say(Say::GameEnded {
        game: done.row.id,
        outcome,
        white: ctx.player(&done.row, Color::White),
        black: ctx.player(&done.row, Color::Black),
    });
    ended
        .then_maybe(rating_change(ctx, done))
        .about(done.row.id)
}

/// The answer when an offer is already pending in the game: the author's own, or the
/// opponent's that they should answer first.
fn pending_offer(ctx: &Ctx<'_>, row: &GameRow, color: Color) -> Option<Box<Answer>> {
    let kind = pending_kind(row)?;
    let opponent = ctx.player(row, !color);
    let say = if offer_to(row, !color) {
        Say::OwnOffer {
            game: row.id,
            opponent,
        }
    } else {
        Say::AnswerFirst {
            game: row.id,
            kind,
            opponent,
        }
    };
    Some(Box::new(Answer::refuse(say)))
}
