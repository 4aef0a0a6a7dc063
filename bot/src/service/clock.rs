//! The correspondence clock and reminders on the service's side: ending a game on time,
//! warning and reminding its player to move. [`crate::scheduler`] decides when; each change
//! here is one version-guarded transaction, re-checked against the game as it is when
//! committed, and announced only after the commit.

use std::sync::Arc;

use rules::{Color, Outcome};
use tokio::sync::Notify;

use super::answer::Answer;
use super::change::{Changed, Decision, Edit};
use super::context::Ctx;
use super::due::{Due, due};
use super::load::{Loaded, rating_line, row_turn};
use super::pick::Picked;
use super::{Service, ServiceError};
use crate::i18n::{BankClock, ClockInfo, Lang, LiveClockInfo, Reminder, Say};
use crate::message::{Channel, Outbound, Platform, User, Via};
use crate::store::{GameRow, GameStatus, UserPrefs};

/// A game just ended on time.
pub(crate) struct TimedOut {
    pub done: Loaded,
    pub outcome: Outcome,
}

/// Whether a game under way has run out of time at `now_ms` (Unix milliseconds).
pub(crate) fn overdue(row: &GameRow, now_ms: i64) -> bool {
    row.status == GameStatus::Active && row.out_of_time(now_ms)
}

/// The game's clock for a caption: days per move and the time left at `now` (Unix
/// seconds); a live clock's, at `now` to the second.
pub(crate) fn clock_info(row: &GameRow, now: i64) -> Option<ClockInfo> {
    clock_info_ms(row, now * 1_000)
}

/// [`clock_info`] at `now_ms` (Unix milliseconds): a live clock shows the time to the moment.
pub(crate) fn clock_info_ms(row: &GameRow, now_ms: i64) -> Option<ClockInfo> {
    if row.status != GameStatus::Active {
        return None;
    }
    let now = now_ms.div_euclid(1_000);
    if let (Some(rule), Some(turn)) = (row.live_clock(), row.turn()) {
        let to_move = row.live_left_now(now_ms)?;
        let side = |color: Color| {
            if color == turn {
                to_move
            } else {
                row.live_left(color).unwrap_or(0)
            }
        };
        return Some(ClockInfo {
            days_per_move: 0,
            left: crate::store::ceil_seconds(to_move),
            bank: None,
            live: Some(LiveClockInfo {
                rule,
                white: side(Color::White),
                black: side(Color::Black),
            }),
        });
    }
    let left = (row.deadline_at? - now).max(0);
    if let Some(rule) = row.time_bank() {
        let turn = row.turn()?;
        let banked = |color: Color| {
            if color == turn {
                left
            } else {
                row.banked(color).unwrap_or(0)
            }
        };
        return Some(ClockInfo {
            days_per_move: 0,
            left,
            bank: Some(BankClock {
                rule,
                white: banked(Color::White),
                black: banked(Color::Black),
            }),
            live: None,
        });
    }
    Some(ClockInfo {
        days_per_move: row.days_per_move?,
        left,
        bank: None,
        live: None,
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
    /// What concerns a game played where the bot is no member goes to its players
    /// privately instead (see [`super::private`]).
    pub(crate) fn announce(&self, out: Outbound) -> bool {
        if out.channel.is_private_place() && out.direct.is_none() && out.reply.game.is_some() {
            let listening = self.listeners() > 0;
            self.announce_in_private_place(out);
            return listening;
        }
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
    pub(crate) async fn expire(
        &self,
        id: i64,
        now_ms: i64,
    ) -> Result<Option<TimedOut>, ServiceError> {
        let now = now_ms.div_euclid(1_000);
        let changed = self
            .change_game(
                || self.load_if(id, move |row| overdue(row, now_ms)),
                |loaded| async move {
                    let mut game = loaded.game.clone();
                    if !overdue(&loaded.row, now_ms) {
                        return Ok(Decision::Stop(()));
                    }
                    // A loss, or a draw when the opponent could not have won.
                    let Ok(outcome) = game.time_out(game.turn()) else {
                        return Ok(Decision::Stop(()));
                    };
                    // The game ended when the time ran out, whenever that was noticed.
                    let at = loaded.row.deadline_at.unwrap_or(now).min(now);
                    let change = loaded.change(game, Edit::TimedOut { at });
                    Ok(Decision::Commit(change, outcome))
                },
            )
            .await?;
        Ok(match changed {
            Changed::Stopped(()) => None,
            Changed::Done(done, outcome) => Some(TimedOut { done, outcome }),
        })
    }

    /// Game `id` loaded, when its row is as `wanted` says; `Err(())` otherwise.
    pub(crate) async fn load_if(
        &self,
        id: i64,
        wanted: impl Fn(&GameRow) -> bool,
    ) -> Result<Result<Loaded, ()>, ServiceError> {
        match self.store().game(id).await? {
            Some(row) if wanted(&row) => Ok(Ok(self.loaded(row).await?)),
            _ => Ok(Err(())),
        }
    }

    /// The announcement of a time-out, with the ratings when they moved.
    fn timed_out(&self, out: &TimedOut, platform: Platform) -> Answer {
        let row = &out.done.row;
        let white = player_of(row, platform, Color::White);
        let black = player_of(row, platform, Color::Black);
        if row.is_aborted() {
            return Answer::say(Say::GameAborted {
                game: row.id,
                outcome: out.outcome,
                white,
                black,
            })
            .about(row.id);
        }
        let answer = Answer::say(Say::TimedOut {
            game: row.id,
            outcome: out.outcome,
            white: white.clone(),
            black: black.clone(),
            days_per_move: row.days_per_move.unwrap_or(0),
            bank: row.bank.clone(),
            live: row.live.clone(),
        });
        answer
            .then_maybe(rating_line(&out.done, white, black))
            .about(row.id)
    }

    /// The scheduler's time-out at `now_ms` (Unix milliseconds): ends the game and says so in
    /// its channel.
    pub(crate) async fn time_out_notice(
        &self,
        id: i64,
        now_ms: i64,
    ) -> Result<Option<Outbound>, ServiceError> {
        let Some(out) = self.expire(id, now_ms).await? else {
            return Ok(None);
        };
        let Some(channel) = channel_of(&out.done.row) else {
            return Ok(None);
        };
        let lang = self.channel_lang(&channel).await;
        let mut reply = self
            .timed_out(&out, channel.platform)
            .render(lang, Via::Text);
        // The last board's keys answer nothing any more.
        reply.retire = self.buttons_to_retire(id).await;
        Ok(Some(Outbound::to_channel(channel, reply)))
    }

    /// Warns the player to move that 80% of their time is gone, once per move.
    pub(crate) async fn warn(
        &self,
        id: i64,
        reminder_hours: i64,
        now: i64,
    ) -> Result<Option<Outbound>, ServiceError> {
        let warned = Edit::Warned { at: now };
        let Some(row) = self
            .mark(id, reminder_hours, now, Due::Warning, warned)
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
        let lang = self.player_lang(&channel, &to_move).await;
        let warning = Answer::say(Say::ClockWarning {
            game: row.id,
            to_move,
            opponent,
            clock,
        });
        let reply = warning.about(row.id).render(lang, Via::Text);
        Ok(Some(Outbound::to_channel(channel, reply)))
    }

    /// Reminds the player to move that the game waits for them, once per period.
    pub(crate) async fn remind(
        &self,
        id: i64,
        reminder_hours: i64,
        now: i64,
    ) -> Result<Option<Outbound>, ServiceError> {
        let reminded = Edit::Reminded { at: now };
        let Some(row) = self
            .mark(id, reminder_hours, now, Due::Reminder, reminded)
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
        let lang = self.player_lang(&channel, &reminder.to_move).await;
        let reply = Answer::say(Say::Reminder(reminder))
            .about(row.id)
            .render(lang, Via::Text);
        Ok(Some(Outbound::to_channel(channel, reply)))
    }

    /// Records that `what` was done in game `id` if it is still what is due there at `now`.
    /// Returns the row as committed.
    async fn mark(
        &self,
        id: i64,
        reminder_hours: i64,
        now: i64,
        what: Due,
        edit: Edit,
    ) -> Result<Option<GameRow>, ServiceError> {
        let is_due = move |row: &GameRow| due(row, reminder_hours, now) == Some(what);
        let changed = self
            .change_game(
                || self.load_if(id, is_due),
                |loaded| {
                    let edit = edit.clone();
                    async move {
                        if !is_due(&loaded.row) {
                            return Ok(Decision::Stop(()));
                        }
                        Ok(Decision::Commit(loaded.edit(edit), ()))
                    }
                },
            )
            .await?;
        Ok(match changed {
            Changed::Stopped(()) => None,
            Changed::Done(done, ()) => Some(done.row),
        })
    }

    /// Records the thread a game is played in, so that it outlives a restart.
    pub(crate) async fn record_thread(&self, id: i64, thread: &str) -> Result<(), ServiceError> {
        let elsewhere = |row: &GameRow| row.thread_id.as_deref() != Some(thread);
        self.change_game(
            || self.load_if(id, elsewhere),
            |loaded| async move {
                Ok(Decision::<(), ()>::Commit(
                    loaded.edit(Edit::Thread(thread.to_string())),
                    (),
                ))
            },
        )
        .await?;
        Ok(())
    }

    /// The channel's language. What is announced here is committed already: a settings
    /// lookup that fails must not cost the announcement, which then goes out in English.
    pub(crate) async fn channel_lang(&self, channel: &Channel) -> Lang {
        match self.store().channel_settings(channel).await {
            Ok(settings) => Lang::parse(&settings.language).unwrap_or_default(),
            Err(error) => {
                tracing::warn!(%error, "channel language unknown; announcing in English");
                Lang::default()
            }
        }
    }

    /// The language of a message for one player: theirs, else the channel's.
    pub(crate) async fn player_lang(&self, channel: &Channel, user: &User) -> Lang {
        let prefs: UserPrefs = self.store().user_prefs(user).await.unwrap_or_else(|error| {
            tracing::warn!(%error, "player's language unknown; using the channel's");
            UserPrefs::default()
        });
        match prefs.language.as_deref().and_then(Lang::parse) {
            Some(lang) => lang,
            None => self.channel_lang(channel).await,
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
        let now_ms = self.now_ms();
        // A player on vacation does not run out of time: their clock is stopped (not a live
        // clock's: a live game is played now, and away or not, its clock runs).
        if !overdue(&row, now_ms) || (row.live.is_none() && self.to_move_away(&row).await?) {
            return Ok(Ok(self.loaded(row).await?));
        }
        if let Some(out) = self.expire(row.id, now_ms).await? {
            let timed_out = self.timed_out(&out, ctx.incoming.channel.platform);
            return Ok(Err(Box::new(timed_out)));
        }
        // The scheduler (or another command) ended it first: as it is now.
        match self.store().game(row.id).await? {
            Some(row) => Ok(Ok(self.loaded(row).await?)),
            None => Ok(Err(Box::new(Answer::refuse(Say::NoSuchGame {
                game: row.id,
            })))),
        }
    }
}
