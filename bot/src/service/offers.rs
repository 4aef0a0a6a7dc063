//! `!undo`, `!draw` (and `!draw count`), `!resign`, and the answers to undo and draw offers.

use rules::{Color, Outcome};

use super::challenge::answer_buttons;
use super::context::Ctx;
use super::load::{Change, Loaded, clear_offer, finish_row, replay, with_ratings};
use super::pick::{offer_to, picked};
use super::play::refuse_inactive;
use super::{Answer, MAX_ATTEMPTS, Service, ServiceError};
use crate::command::Answered;
use crate::message::Reply;
use crate::store::{EventKind, NewEvent, StoreError, color_to_db};

/// Some(replies) when done, None when the game changed meanwhile (try again).
type Attempt = Result<Option<Vec<Reply>>, ServiceError>;

const UNDO: &str = Answered::Undo.as_str();
const DRAW: &str = Answered::Draw.as_str();

impl Service {
    pub(crate) async fn undo(&self, ctx: &Ctx<'_>, id: Option<i64>) -> Answer {
        for _ in 0..MAX_ATTEMPTS {
            let loaded = picked!(self.pick_playing(ctx, id, |_| false, "!undo #12").await?);
            if let Some(reply) = refuse_inactive(ctx, &loaded) {
                return Ok(vec![reply]);
            }
            let row = &loaded.row;
            let color = row.color_of(&ctx.author().id).expect("checked: a player");
            let opponent = ctx.player(row, !color);
            // The author's last move and any reply after it.
            let plies: Vec<&rules::Ply> = loaded.game.plies().collect();
            let Some(cut) = plies.iter().rposition(|p| p.color == color) else {
                return Ok(vec![ctx.refuse(ctx.tr.nothing_to_undo(row.id))]);
            };
            let taken: Vec<String> = plies[cut..].iter().map(|p| p.text.clone()).collect();
            if let Some(reply) = self.pending_offer(ctx, &loaded, color) {
                return Ok(vec![reply]);
            }
            let mut next = row.clone();
            next.offer_kind = Some(UNDO.into());
            next.offer_by = Some(color_to_db(color).into());
            next.offer_plies = Some(row.plies);
            let body = ctx
                .tr
                .undo_requested(row.id, ctx.author(), &opponent, &taken);
            let change = Change::of(next, loaded.game.clone());
            if self.commit(change).await?.is_some() {
                let mut reply = ctx.say(body);
                reply.game = Some(row.id);
                reply.buttons = answer_buttons(ctx, row.id, Answered::Undo);
                return Ok(vec![reply]);
            }
        }
        Err(ServiceError::Contended(id.unwrap_or(0), MAX_ATTEMPTS))
    }

    pub(crate) async fn draw(&self, ctx: &Ctx<'_>, id: Option<i64>, count: bool) -> Answer {
        for _ in 0..MAX_ATTEMPTS {
            let me = ctx.author().id.clone();
            let loaded = picked!(
                self.pick_playing(
                    ctx,
                    id,
                    |g| g.color_of(&me).is_some_and(|c| offer_to(g, c))
                        && g.offer_kind.as_deref() == Some(DRAW),
                    "!draw #12",
                )
                .await?
            );
            if let Some(reply) = refuse_inactive(ctx, &loaded) {
                return Ok(vec![reply]);
            }
            let attempt = if count {
                self.request_count(ctx, &loaded).await
            } else {
                self.offer_draw(ctx, loaded).await
            };
            if let Some(replies) = attempt? {
                return Ok(replies);
            }
        }
        Err(ServiceError::Contended(id.unwrap_or(0), MAX_ATTEMPTS))
    }

    async fn offer_draw(&self, ctx: &Ctx<'_>, loaded: Loaded) -> Attempt {
        let row = &loaded.row;
        let color = row.color_of(&ctx.author().id).expect("checked: a player");
        if offer_to(row, color) && row.offer_kind.as_deref() == Some(DRAW) {
            // `!draw` after the opponent's offer accepts it.
            return self.answer_offer(ctx, loaded, true).await;
        }
        if let Some(reply) = self.pending_offer(ctx, &loaded, color) {
            return Ok(Some(vec![reply]));
        }
        let mut next = row.clone();
        next.offer_kind = Some(DRAW.into());
        next.offer_by = Some(color_to_db(color).into());
        next.offer_plies = Some(row.plies);
        let change = Change::of(next, loaded.game.clone());
        Ok(self.commit(change).await?.map(|_| {
            let mut reply = ctx.say(ctx.tr.draw_offered(
                row.id,
                ctx.author(),
                &ctx.player(row, !color),
            ));
            reply.game = Some(row.id);
            reply.buttons = answer_buttons(ctx, row.id, Answered::Draw);
            vec![reply]
        }))
    }

    /// Italian: the 40-move count, asked for by a player.
    async fn request_count(&self, ctx: &Ctx<'_>, loaded: &Loaded) -> Attempt {
        let row = &loaded.row;
        let color = row.color_of(&ctx.author().id).expect("checked: a player");
        let mut game = loaded.game.clone();
        if let Err(error) = game.request_count(color) {
            return Ok(Some(vec![ctx.refuse(ctx.tr.game_error(&error))]));
        }
        let mut next = row.clone();
        next.events += 1;
        let event = NewEvent {
            kind: EventKind::Count,
            text: "count".into(),
            color,
            user_id: Some(ctx.author().id.clone()),
            fen_after: row.fen.clone(),
        };
        let change = Change {
            append: vec![event],
            ..Change::of(next, game)
        };
        Ok(self
            .commit(change)
            .await?
            .map(|_| vec![ctx.say(ctx.tr.count_started(row.id, ctx.author(), color))]))
    }

    pub(crate) async fn resign(&self, ctx: &Ctx<'_>, id: Option<i64>) -> Answer {
        for _ in 0..MAX_ATTEMPTS {
            let loaded = picked!(self.pick_playing(ctx, id, |_| false, "!resign #12").await?);
            if let Some(reply) = refuse_inactive(ctx, &loaded) {
                return Ok(vec![reply]);
            }
            let row = &loaded.row;
            let color = row.color_of(&ctx.author().id).expect("checked: a player");
            let mut game = loaded.game.clone();
            let outcome = match game.resign(color) {
                Ok(outcome) => outcome,
                Err(error) => return Ok(vec![ctx.refuse(ctx.tr.game_error(&error))]),
            };
            let mut next = row.clone();
            finish_row(&mut next, outcome, game.variant(), self.now());
            let change = Change::of(next, game);
            if let Some(done) = self.commit(change).await? {
                let body = ctx.tr.game_ended(
                    done.row.id,
                    &outcome,
                    &ctx.player(&done.row, Color::White),
                    &ctx.player(&done.row, Color::Black),
                );
                return Ok(vec![ctx.say(with_ratings(ctx, &done, body))]);
            }
        }
        Err(ServiceError::Contended(id.unwrap_or(0), MAX_ATTEMPTS))
    }

    /// `!accept` / `!decline` of an undo or draw offer.
    pub(crate) async fn answer_offer(
        &self,
        ctx: &Ctx<'_>,
        loaded: Loaded,
        accept: bool,
    ) -> Attempt {
        if let Some(reply) = refuse_inactive(ctx, &loaded) {
            return Ok(Some(vec![reply]));
        }
        let row = &loaded.row;
        let color = row.color_of(&ctx.author().id).expect("checked: a player");
        let opponent = ctx.player(row, !color);
        if !offer_to(row, color) {
            let own = row.offer_kind.is_some()
                && row.offer_by.as_deref() == Some(color_to_db(color))
                && row.offer_plies == Some(row.plies);
            let body = if own {
                ctx.tr.own_offer(row.id, &opponent)
            } else {
                ctx.tr.nothing_to_answer()
            };
            return Ok(Some(vec![ctx.refuse(body)]));
        }
        let kind = row.offer_kind.clone().unwrap_or_default();
        let mut next = row.clone();
        clear_offer(&mut next);
        if !accept {
            let change = Change::of(next, loaded.game.clone());
            let turn = loaded.game.turn();
            return Ok(self.commit(change).await?.map(|done| {
                vec![ctx.say(ctx.tr.offer_declined(
                    done.row.id,
                    &kind,
                    ctx.author(),
                    &opponent,
                    &ctx.player(&done.row, turn),
                ))]
            }));
        }
        if kind == DRAW {
            let mut game = loaded.game.clone();
            let outcome: Outcome = match game.agree_draw() {
                Ok(outcome) => outcome,
                Err(error) => return Ok(Some(vec![ctx.refuse(ctx.tr.game_error(&error))])),
            };
            finish_row(&mut next, outcome, game.variant(), self.now());
            let change = Change::of(next, game);
            return Ok(self.commit(change).await?.map(|done| {
                let body = ctx.tr.game_ended(
                    done.row.id,
                    &outcome,
                    &ctx.player(&done.row, Color::White),
                    &ctx.player(&done.row, Color::Black),
                );
                vec![ctx.say(with_ratings(ctx, &done, body))]
            }));
        }
        // Take back the requester's last move and everything after it.
        let requester = !color;
        let events = match self.store().events_at(row).await {
            Ok(events) => events,
            // The game moved on since its row was read: decide again on what it is now.
            Err(StoreError::Stale { .. }) => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        let Some(cut) = events
            .iter()
            .rposition(|e| e.kind == EventKind::Move && e.color == color_to_db(requester))
        else {
            return Ok(Some(vec![ctx.refuse(ctx.tr.nothing_to_undo(row.id))]));
        };
        let taken: Vec<String> = events[cut..]
            .iter()
            .filter(|e| e.kind == EventKind::Move)
            .map(|e| e.text.clone())
            .collect();
        let kept = &events[..cut];
        let game = replay(row, kept)?;
        next.fen = game.position().to_fen();
        next.plies = kept.iter().filter(|e| e.kind == EventKind::Move).count() as i64;
        next.events = kept.len() as i64;
        // The requester is to move again, with the time of a new turn.
        next.start_turn(self.now());
        let change = Change {
            keep_events: Some(kept.len() as i64),
            ..Change::of(next, game)
        };
        let Some(done) = self.commit(change).await? else {
            return Ok(None);
        };
        let turn = done.game.turn();
        let body = ctx.tr.undone(
            done.row.id,
            &taken,
            &ctx.player(&done.row, turn),
            turn,
            done.game.move_number(),
        );
        Ok(Some(vec![self.board_reply(ctx, &done, body).await?]))
    }

    /// The answer when an offer is already pending in the game: the author's own, or the
    /// opponent's that they should answer first.
    fn pending_offer(&self, ctx: &Ctx<'_>, loaded: &Loaded, color: Color) -> Option<Reply> {
        let row = &loaded.row;
        let kind = row.offer_kind.as_deref()?;
        if row.offer_plies != Some(row.plies) {
            return None;
        }
        let opponent = ctx.player(row, !color);
        if row.offer_by.as_deref() == Some(color_to_db(color)) {
            Some(ctx.refuse(ctx.tr.own_offer(row.id, &opponent)))
        } else {
            Some(ctx.refuse(ctx.tr.answer_first(row.id, kind, &opponent)))
        }
    }
}
