//! The correspondence clock and reminders on the service's side: ending a game on time,
//! warning and reminding its player to move. [`crate::scheduler`] decides when; each change
//! here is one version-guarded transaction, re-checked against the game as it is when
//! committed, and announced only after the commit.

use std::sync::Arc;

use rules::{Color, Outcome};
use tokio::sync::Notify;

use super::context::Ctx;
use super::load::{Change, Loaded, finish_row, row_turn};
use super::pick::Picked;
use super::{MAX_ATTEMPTS, Service, ServiceError};
use crate::i18n::{ClockInfo, Lang, Reminder, Tr};
use crate::message::{Channel, Outbound, Platform, Reply, User};
use crate::scheduler::{Due, due};
use crate::store::{GameRow, GameStatus, GameUpdate, StoreError, UserPrefs};

/// A game just ended on time.
pub(crate) struct TimedOut {
    pub done: Loaded,
    pub outcome: Outcome,
}

/// Whether a game under way has run out of time at `now`.
pub(crate) fn overdue(row: &GameRow, now: i64) -> bool {
    row.status == GameStatus::Active && row.deadline_at.is_some_and(|d| d <= now)
}

/// The game's clock for a caption: days per move and the time left at `now`.
pub(crate) fn clock_info(row: &GameRow, now: i64) -> Option<ClockInfo> {
    if row.status != GameStatus::Active {
        return None;
    }
    Some(ClockInfo {
        days_per_move: row.days_per_move?,
        left: (row.deadline_at? - now).max(0),
    })
}

/// Where a game is played, to post in it unasked (its thread or topic when it has one).
pub(crate) fn channel_of(row: &GameRow) -> Option<Channel> {
    Some(Channel {
        platform: Platform::parse(&row.platform)?,
        id: row.channel_id.clone(),
        thread: row.thread_id.clone(),
        community: row.community.clone(),
    })
}

/// A player of a game, to mention.
pub(crate) fn player_of(row: &GameRow, platform: Platform, color: Color) -> User {
    User {
        platform,
        id: row.player_id(color).to_string(),
        name: row.player_name(color).to_string(),
        username: None,
    }
}

impl Service {
    /// Sends a message on the bot's own behalf to the adapters; `false` when none listens.
    pub(crate) fn announce(&self, out: Outbound) -> bool {
        self.inner.outbound.send(out).is_ok()
    }

    /// Wakes the background scheduler, e.g. after a setting changed what is due.
    pub fn wake_scheduler(&self) {
        self.inner.wake.notify_one();
    }

    pub(crate) fn scheduler_wake(&self) -> Arc<Notify> {
        self.inner.wake.clone()
    }

    /// Ends game `id` on time if its deadline has passed at `now`, in one version-guarded
    /// transaction (ratings included). `None`: nothing to do, the game is no longer under
    /// way or has a later deadline (a move got in first).
    pub(crate) async fn expire(&self, id: i64, now: i64) -> Result<Option<TimedOut>, ServiceError> {
        for _ in 0..MAX_ATTEMPTS {
            let Some(row) = self.store().game(id).await? else {
                return Ok(None);
            };
            if !overdue(&row, now) {
                return Ok(None);
            }
            let deadline = row.deadline_at.unwrap_or(now);
            let loaded = self.loaded(row).await?;
            let mut game = loaded.game.clone();
            let Ok(outcome) = game.lose_on_time(game.turn()) else {
                return Ok(None);
            };
            let mut next = loaded.row.clone();
            // The game ended when the time ran out, whenever that was noticed.
            finish_row(&mut next, outcome, game.variant(), deadline.min(now));
            let change = Change::of(next, game);
            if let Some(done) = self.commit(change).await? {
                return Ok(Some(TimedOut { done, outcome }));
            }
        }
        Err(ServiceError::Contended(id, MAX_ATTEMPTS))
    }

    /// The announcement of a time-out, in `tr`'s language.
    pub(crate) fn timed_out_body(
        &self,
        tr: Tr,
        out: &TimedOut,
        platform: Platform,
    ) -> Vec<crate::message::Span> {
        let row = &out.done.row;
        tr.timed_out(
            row.id,
            &out.outcome,
            &player_of(row, platform, Color::White),
            &player_of(row, platform, Color::Black),
            row.days_per_move.unwrap_or(0),
            out.done
                .ratings
                .as_ref()
                .map(|change| (change, out.done.variant())),
        )
    }

    /// The scheduler's time-out: ends the game and says so in its channel.
    pub(crate) async fn time_out_notice(
        &self,
        id: i64,
        now: i64,
    ) -> Result<Option<Outbound>, ServiceError> {
        let Some(out) = self.expire(id, now).await? else {
            return Ok(None);
        };
        let Some(channel) = channel_of(&out.done.row) else {
            return Ok(None);
        };
        let tr = self.channel_tr(&channel).await?;
        let reply = Reply {
            body: self.timed_out_body(tr, &out, channel.platform),
            game: Some(id),
            ..Reply::default()
        };
        Ok(Some(Outbound { channel, reply }))
    }

    /// Warns the player to move that 80% of their time is gone, once per move.
    pub(crate) async fn warn(
        &self,
        id: i64,
        reminder_hours: i64,
        now: i64,
    ) -> Result<Option<Outbound>, ServiceError> {
        let Some(row) = self
            .mark(id, reminder_hours, now, Due::Warning, |row| {
                row.warned = true;
                // The warning names the player: it counts as this period's reminder.
                row.reminded_at = Some(now);
            })
            .await?
        else {
            return Ok(None);
        };
        let (Some(channel), Some(turn), Some(clock)) =
            (channel_of(&row), row_turn(&row), clock_info(&row, now))
        else {
            return Ok(None);
        };
        let to_move = player_of(&row, channel.platform, turn);
        let opponent = player_of(&row, channel.platform, !turn);
        let tr = self.player_tr(&channel, &to_move).await?;
        let reply = Reply {
            body: tr.clock_warning(row.id, &to_move, &opponent, &clock),
            game: Some(row.id),
            ..Reply::default()
        };
        Ok(Some(Outbound { channel, reply }))
    }

    /// Reminds the player to move that the game waits for them, once per period.
    pub(crate) async fn remind(
        &self,
        id: i64,
        reminder_hours: i64,
        now: i64,
    ) -> Result<Option<Outbound>, ServiceError> {
        let Some(row) = self
            .mark(id, reminder_hours, now, Due::Reminder, |row| {
                row.reminded_at = Some(now);
            })
            .await?
        else {
            return Ok(None);
        };
        let (Some(channel), Some(turn)) = (channel_of(&row), row_turn(&row)) else {
            return Ok(None);
        };
        let to_move = player_of(&row, channel.platform, turn);
        let reminder = Reminder {
            game: row.id,
            variant: row.variant.parse().unwrap_or(rules::Variant::English),
            opponent: player_of(&row, channel.platform, !turn),
            waiting: now - row.turn_start(),
            clock: clock_info(&row, now),
            to_move,
        };
        let tr = self.player_tr(&channel, &reminder.to_move).await?;
        let reply = Reply {
            body: tr.reminder(&reminder),
            game: Some(row.id),
            ..Reply::default()
        };
        Ok(Some(Outbound { channel, reply }))
    }

    /// Records that `what` was done in game `id` if it is still what is due there at `now`:
    /// one version-guarded update of the row (the position and moves are untouched, so the
    /// cached game moves on to the new version). Returns the row as committed.
    async fn mark(
        &self,
        id: i64,
        reminder_hours: i64,
        now: i64,
        what: Due,
        change: impl Fn(&mut GameRow),
    ) -> Result<Option<GameRow>, ServiceError> {
        for _ in 0..MAX_ATTEMPTS {
            let Some(row) = self.store().game(id).await? else {
                return Ok(None);
            };
            if due(&row, reminder_hours, now) != Some(what) {
                return Ok(None);
            }
            let mut next = row.clone();
            change(&mut next);
            let update = GameUpdate {
                game: &next,
                keep_events: None,
                append: &[],
                challenge: None,
            };
            match self.store().update_game(update).await {
                Ok(version) => {
                    if let Some(game) = self.inner.cache.get(id, row.version) {
                        self.inner.cache.put(id, version, game);
                    }
                    next.version = version;
                    return Ok(Some(next));
                }
                Err(StoreError::Stale { .. }) => continue,
                Err(error) => return Err(error.into()),
            }
        }
        Err(ServiceError::Contended(id, MAX_ATTEMPTS))
    }

    /// The channel's language. What is announced here is committed already: a settings
    /// lookup that fails must not cost the announcement, which then goes out in English.
    async fn channel_tr(&self, channel: &Channel) -> Result<Tr, ServiceError> {
        match self.store().channel_settings(channel).await {
            Ok(settings) => Ok(Tr::new(Lang::parse(&settings.language).unwrap_or_default())),
            Err(error) => {
                tracing::warn!(%error, "channel language unknown; announcing in English");
                Ok(Tr::new(Lang::default()))
            }
        }
    }

    /// The language of a message for one player: theirs, else the channel's.
    async fn player_tr(&self, channel: &Channel, user: &User) -> Result<Tr, ServiceError> {
        let prefs: UserPrefs = self.store().user_prefs(user).await.unwrap_or_else(|error| {
            tracing::warn!(%error, "player's language unknown; using the channel's");
            UserPrefs::default()
        });
        match prefs.language.as_deref().and_then(Lang::parse) {
            Some(lang) => Ok(Tr::new(lang)),
            None => self.channel_tr(channel).await,
        }
    }

    /// A game for a command: loaded, unless its time ran out — then it ends on time first and
    /// the time-out is the answer (a move sent after the deadline is never played, whether
    /// or not the scheduler has noticed the deadline yet).
    pub(crate) async fn current(
        &self,
        ctx: &Ctx<'_>,
        row: GameRow,
    ) -> Result<Picked, ServiceError> {
        let now = self.now();
        if !overdue(&row, now) {
            return Ok(Picked::Game(Box::new(self.loaded(row).await?)));
        }
        if let Some(out) = self.expire(row.id, now).await? {
            let mut reply =
                ctx.say(self.timed_out_body(ctx.tr, &out, ctx.incoming.channel.platform));
            reply.game = Some(row.id);
            return Ok(Picked::Answer(Box::new(reply)));
        }
        // The scheduler (or another command) ended it first: as it is now.
        match self.store().game(row.id).await? {
            Some(row) => Ok(Picked::Game(Box::new(self.loaded(row).await?))),
            None => Ok(Picked::Answer(Box::new(
                ctx.refuse(ctx.tr.no_such_game(row.id)),
            ))),
        }
    }
}
