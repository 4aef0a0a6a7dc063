//! The bot's moves. When a change leaves the bot to move, its search is queued in the engine
//! pool, off the async threads; the move found is committed through [`Service::change_game`]
//! like a player's (guarded by the position it was searched in: a take-back or a
//! resignation meanwhile drops it) and posted in the game's channel. A process that stops
//! while the bot thinks plays the move after its restart ([`Service::resume_bot_games`]).

use std::sync::atomic::Ordering;
use std::time::Duration;

use super::{DEFAULT_LEVEL, bot_color, bot_to_move};
use crate::i18n::Say;
use crate::message::{Incoming, Outbound, User, Via};
use crate::service::answer::Answer;
use crate::service::change::{Changed, Decision, Edit, Event};
use crate::service::clock::{channel_of, player_of};
use crate::service::context::{Ctx, LooksFor};
use crate::service::load::rating_change;
use crate::service::play::move_report;
use crate::service::pool::{Asked, person_key};
use crate::service::{Service, ServiceError};
use crate::store::{BOT_ID, EventKind, GameRow};

/// Removes a game from those the bot thinks about when its turn is over, however it ends.
struct Thinking<'a> {
    service: &'a Service,
    game: i64,
}

impl Drop for Thinking<'_> {
    fn drop(&mut self) {
        self.service
            .inner
            .computer
            .thinking
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.game);
    }
}

impl Service {
    /// Starts the bot's turn in a game just changed, if it is the bot's move there: its move
    /// is searched, committed and posted in the background.
    pub(crate) fn bot_turn(&self, row: &GameRow) {
        if !bot_to_move(row) {
            return;
        }
        let service = self.clone();
        let game = row.id;
        self.inner.background.spawn(async move {
            if let Err(error) = service.play_bot_move(game).await {
                tracing::warn!(game, %error, "the bot's move failed");
            }
        });
    }

    /// Plays the bot's moves left unplayed when the process stopped. Runs once, when the
    /// first adapter listens for the service's own messages (the moves are posted there).
    pub(crate) fn resume_bot_games(&self) {
        if self.inner.computer.resumed.swap(true, Ordering::SeqCst) {
            return;
        }
        let service = self.clone();
        self.inner.background.spawn(async move {
            match service.store().active_bot_games().await {
                Ok(rows) => rows.iter().for_each(|row| service.bot_turn(row)),
                Err(error) => tracing::warn!(%error, "the games waiting for the bot"),
            }
        });
    }

    /// Searches, commits and posts the bot's move in game `id`, if it is still the bot's move
    /// and no other task of this process is thinking about it.
    async fn play_bot_move(&self, id: i64) -> Result<(), ServiceError> {
        {
            let mut thinking = self
                .inner
                .computer
                .thinking
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            if !thinking.insert(id) {
                return Ok(());
            }
        }
        let _thinking = Thinking {
            service: self,
            game: id,
        };
        let Some(row) = self.store().game(id).await? else {
            return Ok(());
        };
        if !bot_to_move(&row) {
            return Ok(());
        }
        let level = self.store().bot_level(id).await?.unwrap_or(DEFAULT_LEVEL);
        let level = engine::Level::new(i64::from(level))
            .unwrap_or(engine::Level::new(i64::from(DEFAULT_LEVEL)).expect("a level"));
        let loaded = self.loaded(row).await?;
        let searched_fen = loaded.game.position().to_fen();
        let game = loaded.game.clone();
        // The same game and move number give the same choice: a restart replays no dice.
        let seed = (id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ loaded.row.plies as u64;
        // On a live clock, within a share of the time the bot has left.
        let within = think_limits(
            &loaded.row,
            self.now_ms(),
            self.options().engine.full_strength_time,
        )
        .with_tablebase(self.options().engine.endgames.clone());
        // Counted against the person the bot plays: many games against it are one queue.
        let bot_side = bot_color(&loaded.row).unwrap_or(rules::Color::White);
        let person = person_key(&loaded.row.platform, loaded.row.player_id(!bot_side));
        let ticket = self
            .inner
            .pool
            .ticket(&person, Asked::Owed)
            .map_err(|_| ServiceError::Engine("an owed search was refused".into()))?;
        // Level 10 searches with the cores free; the node-bounded levels with one.
        let threads = if level == engine::Level::STRONGEST {
            self.options().engine.search_threads
        } else {
            1
        };
        let choice = ticket
            .run_wide(threads, move |stop, threads| {
                let within = within.with_stop(stop).with_threads(threads);
                engine::play_within(&game, level, seed, &within)
            })
            .await?;
        let Some(choice) = choice else {
            return Ok(());
        };
        let changed = self
            .change_game(
                || self.load_if(id, bot_to_move),
                |loaded| {
                    let (searched_fen, text) = (&searched_fen, &choice.text);
                    async move {
                        // Searched in another position (a take-back, a restart's twin): drop it.
                        if loaded.game.position().to_fen() != *searched_fen {
                            return Ok(Decision::Stop(()));
                        }
                        let Some(color) = bot_color(&loaded.row) else {
                            return Ok(Decision::Stop(()));
                        };
                        let mut game = loaded.game.clone();
                        let Ok(played) = game.play_text(text) else {
                            return Ok(Decision::Stop(()));
                        };
                        let event = Event {
                            kind: EventKind::Move,
                            text: played.ply.text.clone(),
                            color,
                            by: BOT_ID.to_string(),
                        };
                        let change = loaded.change(game, Edit::Play).with_event(event);
                        Ok(Decision::Commit(change, (color, played)))
                    }
                },
            )
            .await?;
        let Changed::Done(done, (color, played)) = changed else {
            return Ok(());
        };
        let Some(channel) = channel_of(&done.row) else {
            return Ok(());
        };
        // Put into words for the person playing the bot, in their language.
        let person = player_of(&done.row, channel.platform, !color);
        let bot = User {
            name: done.row.player_name(color).to_string(),
            ..player_of(&done.row, channel.platform, color)
        };
        let incoming = Incoming {
            channel: channel.clone(),
            author: bot,
            text: String::new(),
            mentions: Vec::new(),
            author_is_admin: false,
            via: Via::Text,
            // Not a message: the person's own choice, else the channel's, decides below.
            locale: None,
        };
        let mut ctx = Ctx::new(self, &incoming, LooksFor::Nothing).await;
        ctx.lang = self.player_lang(&channel, &person).await;
        let caption = Answer::say(Say::Moved(move_report(&ctx, &done, color, played)))
            .then_maybe(rating_change(&ctx, &done));
        let answer = self.board_reply(&ctx, &done, caption).await?;
        self.tell_watchers(&channel, &done.row, answer.clone())
            .await;
        let mut reply = answer.render(ctx.lang, Via::Text);
        // The keys of the person's last board go; the new board carries the live ones.
        reply.retire = self.buttons_to_retire(id).await;
        if reply.keyboard.is_some() {
            reply.retire.extend(self.older_boards(id).await);
        }
        self.hush(std::slice::from_mut(&mut reply), None, self.now())
            .await;
        self.announce(Outbound::to_channel(channel, reply));
        Ok(())
    }
}

/// How long the bot may think about its move in the game of `row` at `now_ms`: its
/// full-strength time, spent whole, or on a live clock a share of what it has left, less
/// when its time is short ([`live_share_ms`]), which a search that ends early saves.
fn think_limits(row: &GameRow, now_ms: i64, full: Duration) -> engine::Limits {
    match (row.live_clock(), row.live_left_now(now_ms)) {
        (Some(clock), Some(left)) => {
            let full_ms = i64::try_from(full.as_millis()).unwrap_or(i64::MAX);
            let share = live_share_ms(left, clock.increment_ms(), full_ms) as u64;
            engine::Limits::clock_share(Duration::from_millis(share))
        }
        _ => engine::Limits::time(full),
    }
}

/// The share of `left_ms` the bot spends on one move of a live game with `increment_ms` a
/// move: a thirtieth of what it has and most of the increment, as a player keeps time for
/// the moves to come; never more than `full_ms`, nor more than a third of what is left
/// (the search's own bookkeeping, the pool's queue and the commit come on top).
fn live_share_ms(left_ms: i64, increment_ms: i64, full_ms: i64) -> i64 {
    let share = left_ms / 30 + increment_ms * 3 / 4;
    share.min(left_ms / 3).min(full_ms).max(1)
}

#[cfg(test)]
mod tests {
    use super::live_share_ms;

    #[test]
    fn the_bot_keeps_time_on_a_live_clock() {
        let full = 2_000;
        // 3+2 at the start: a tenth of a minute's thinking is more than full strength needs.
        assert_eq!(live_share_ms(180_000, 2_000, full), 2_000);
        // 1+0 with 15 s left: half a second.
        assert_eq!(live_share_ms(15_000, 0, full), 500);
        // 3 s left and a 2 s increment: never more than a third of what is left.
        assert_eq!(live_share_ms(3_000, 2_000, full), 1_000);
        // Nothing left: the least, still a move.
        assert_eq!(live_share_ms(0, 0, full), 1);
        // Whatever it has, the bot never thinks past its time.
        for left in [1, 10, 999, 5_000, 60_000, 3_600_000] {
            for increment in [0, 1_000, 30_000] {
                let share = live_share_ms(left, increment, full);
                assert!(
                    share <= full && (share <= left / 3 || share == 1),
                    "{left} {increment}"
                );
            }
        }
    }
}
