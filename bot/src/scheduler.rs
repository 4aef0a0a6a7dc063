//! The correspondence clock and the reminders, run inside the bot.
//!
//! Everything the scheduler needs is in the store: a game's `deadline_at` (set when its turn
//! begins, `days_per_move` later), whether its player to move was `warned`, when they were
//! last `reminded_at`, when the turn began (`turn_started_at`), and the channel's
//! `reminder_hours`. Nothing is kept in memory, so a restarted bot picks up exactly where the
//! last one stopped: a deadline that passed while it was down ends the game at the first
//! tick after the restart.
//!
//! For each game under way, [`due`] says what is due at a time, in this order:
//! - **time-out**: the deadline has passed: the player to move loses on time ([`WinReason::Time`]);
//! - **warning**: 80% of the time for the move is gone and the player was not warned in this
//!   turn (once per move);
//! - **reminder**: the player to move has not moved for the channel's `reminder_hours` since
//!   the turn began or since the last reminder (at most once per period per game, at most
//!   [`MAX_REMINDERS`] in one turn; 0 = off).
//!
//! [`Scheduler::tick`] does what is due, each in its own version-guarded transaction, and
//! announces it on [`crate::service::Service::outbound`] only after it is committed. A move
//! racing a time-out cannot both apply: both are guarded by the game's version, and a command
//! that reaches a game whose deadline has passed ends it on time itself (the command is then
//! answered with the time-out, not played). Each tick also posts the channels' daily puzzles
//! that fell due (issue 35), each claimed once across processes by its row in
//! `daily_puzzles`. [`Scheduler::spawn`] runs the ticks in the
//! background, sleeping until the next due time (at most [`MAX_SLEEP`], so that a changed
//! setting is seen) or until [`crate::service::Service::wake_scheduler`].
//!
//! A game on a live clock (issue 33) is watched closer: between two ticks every process looks
//! at the live games' deadlines every [`LIVE_LOOK`] (and on the moment of a deadline it knows
//! of), so that a flag falls and is announced within a second of its time, whichever
//! process started the game, and after a restart; the bot's own flag falls too.
//!
//! A player's own hours (issue 17) change this: while they are on vacation nothing is due in
//! the games where they are to move; their own reminder period replaces the channel's; a
//! warning or reminder that falls in their quiet hours waits for the end of them, when one
//! summary lists every game where it is their move (and counts as those games' warning and
//! reminder); with a daily digest they get no reminders, but one such list a day at its local
//! time. The summary and the digest go out when their time has come and the person's
//! `digest_sent_at` is older; a restart or days of downtime still make one message.
//!
//! Every process on one database runs its own scheduler. Each event is committed by one of
//! them only: the change re-checks, in its version-guarded transaction, that the event is
//! still due in the game as it is then, so a process that lost the race finds nothing left to
//! do and announces nothing. Before that, a process claims the game's clock
//! ([`crate::store::Store::claim_clock`]: an advisory lock on PostgreSQL, a lease on SQLite)
//! and leaves the game to the others while they hold it, so that they share the work rather
//! than all doing it. A person's digest, summary or end of vacation is claimed the same way
//! in the users table: the process whose guarded update moves `digest_sent_at` (or clears
//! `away_since`) is the one that announces it. When the database cannot be reached the scheduler looks again soon
//! ([`AFTER_OUTAGE`], doubling up to [`AFTER_FAILURE`]) and catches up with what fell due.
//!
//! [`WinReason::Time`]: rules::WinReason::Time

use std::collections::HashMap;
use std::time::Duration;

use tokio::task::JoinHandle;

use crate::clock::DAY;
use crate::config::Chores;
use crate::message::{Outbound, Platform, User};
pub use crate::service::{Due, DueTimes, MAX_REMINDERS, due};

/// The clock events due and not yet done (time-outs, warnings, reminders), counted for the
/// metrics' `dama_scheduler_backlog` at each scrape.
pub fn backlog(store: crate::store::Store) -> crate::metrics::Backlog {
    std::sync::Arc::new(move || {
        let store = store.clone();
        Box::pin(async move {
            let watched = store
                .watched_games(ChannelSettings::default().reminder_hours)
                .await
                .map_err(|error| error.to_string())?;
            let now = store.now();
            Ok(watched
                .iter()
                .filter(|w| due(&w.game, w.reminder_hours, now).is_some())
                .count())
        })
    })
}
use crate::service::{Service, ServiceError};
use crate::service::{next_digest, said_at};
use crate::store::{BOT_ID, ChannelSettings, GameRow, PersonHours, StoreError, UserPrefs};

/// The longest the background task sleeps between two looks at the store.
pub const MAX_SLEEP: Duration = Duration::from_secs(60);

/// How often every process looks at the live clocks (issue 33) between two ticks: a flag
/// falls, and is announced, within this of its time, whichever process started the game or
/// moved last (a deadline this process knows of is looked at on the moment).
pub const LIVE_LOOK: Duration = Duration::from_millis(500);

/// After a tick that failed (a game that cannot be read), the next look waits at least this
/// long, so that a lasting fault does not spin.
const AFTER_FAILURE: Duration = Duration::from_secs(30);

/// After a tick that found the database out of reach, the first next look; each further
/// failure doubles the wait, up to [`AFTER_FAILURE`]. A short outage (a server restart) is
/// caught up within seconds of its end.
pub const AFTER_OUTAGE: Duration = Duration::from_secs(1);

/// Runs the clock of every game against the store.
#[derive(Clone)]
pub struct Scheduler {
    service: Service,
    listeners: usize,
    chores: Chores,
}

/// The name of the daily retention's claim in the store's chores.
pub const RETENTION: &str = "retention";
/// The name of the rotating backups' claim.
pub const BACKUP: &str = "backup";

impl Scheduler {
    pub fn new(service: Service) -> Scheduler {
        Scheduler {
            service,
            listeners: 1,
            chores: Chores::default(),
        }
    }

    /// The chores it does besides the clocks: rotating backups, the retention of finished
    /// games. Each is claimed in the store ([`crate::store::Store::claim_chore`]), so that
    /// of several processes on one database one does it, once per period.
    pub fn chores(mut self, chores: Chores) -> Scheduler {
        self.chores = chores;
        self
    }

    /// How many adapters the background task waits for (receivers of
    /// [`Service::outbound`]) before its first look; 1 unless told otherwise. What fell due
    /// while the bot was down is found at that first look and committed there: announced
    /// before the adapters listen, it would be lost (Telegram's adapter subscribes only once
    /// the Bot API has answered). [`Scheduler::tick`] does not wait.
    pub fn listeners(mut self, adapters: usize) -> Scheduler {
        self.listeners = adapters;
        self
    }

    /// Does everything due at `now`: time-outs, warnings, reminders, each committed and then
    /// announced (also returned, in the order sent). A game that fails is logged and skipped;
    /// the others go on. `Err` only when the store cannot be read at all.
    pub async fn tick(&self, now: i64) -> Result<Vec<Outbound>, ServiceError> {
        // Each event's future on the heap: together they outgrow a small stack in debug.
        Ok(Box::pin(self.run_due(now)).await?.0)
    }

    /// [`Scheduler::tick`], also saying whether a game failed.
    async fn run_due(&self, now: i64) -> Result<(Vec<Outbound>, Failed), ServiceError> {
        let store = self.service.store();
        let people = OwnHours::read(&self.service).await?;
        let mut sent = Vec::new();
        let mut failed = Failed::Nothing;
        // Digests and summaries first: each marks the games it lists, whose warnings and
        // reminders it stands for, so the games are read after them.
        for person in people.0.values() {
            let Some(user) = person_user(person) else {
                continue;
            };
            match Box::pin(self.service.digest_notice(&user, &person.prefs, now)).await {
                Ok(Some(mut out)) => {
                    tracing::info!(user = %user.id, "clock: digest");
                    self.service
                        .hush(std::slice::from_mut(&mut out.reply), None, now)
                        .await;
                    let _ = self.service.announce(out.clone());
                    sent.push(out);
                }
                Ok(None) => {}
                Err(error) => {
                    tracing::error!(user = %user.id, %error, "clock: digest");
                    failed = failed.and(&error);
                }
            }
        }
        let watched = store
            .watched_games(ChannelSettings::default().reminder_hours)
            .await?;
        for w in watched {
            let Some(reminder_hours) = people.reminder_hours(&w.game, w.reminder_hours) else {
                // The player to move is on vacation (their clock is stopped), or the bot.
                continue;
            };
            let Some(what) = due(&w.game, reminder_hours, now) else {
                continue;
            };
            if what != Due::TimeOut && people.quiet(&w.game, now) {
                // Said when their quiet hours end, by the summary then.
                continue;
            }
            let id = w.game.id;
            let claim = match store.claim_clock(id).await {
                Ok(Some(claim)) => claim,
                // Another process is on it; if it fails, the next look finds it still due.
                Ok(None) => continue,
                Err(error) => {
                    tracing::error!(game = id, due = ?what, %error, "clock: claim");
                    failed = failed.and(&error.into());
                    continue;
                }
            };
            let done = match what {
                Due::TimeOut => Box::pin(self.service.time_out_notice(id, now * 1_000)).await,
                Due::Warning => Box::pin(self.service.warn(id, reminder_hours, now)).await,
                Due::Reminder => Box::pin(self.service.remind(id, reminder_hours, now)).await,
            };
            match done {
                Ok(Some(mut out)) => {
                    self.service.fill_handles(&mut out.reply).await;
                    tracing::info!(game = id, due = ?what, "clock");
                    self.service
                        .hush(std::slice::from_mut(&mut out.reply), None, now)
                        .await;
                    // No adapter listening (a tool, a test) is not an error.
                    let _ = self.service.announce(out.clone());
                    sent.push(out);
                }
                // A move, another tick or another process got there first.
                Ok(None) => {}
                Err(error) => {
                    tracing::error!(game = id, due = ?what, %error, "clock");
                    failed = failed.and(&error);
                }
            }
            if let Err(error) = claim.release().await {
                // The lock went with its connection, or the lease runs out by itself.
                tracing::warn!(game = id, %error, "clock: releasing the claim");
            }
        }
        // Vacations whose days ran out: the clocks run again from the end of the days.
        for person in people.0.values() {
            let Some(until) = person.prefs.away_until.filter(|&until| until <= now) else {
                continue;
            };
            let Some(user) = person_user(person) else {
                continue;
            };
            match Box::pin(self.service.away_over_notice(&user, until)).await {
                Ok(out) => {
                    tracing::info!(user = %user.id, "clock: vacation over");
                    if let Some(out) = out {
                        let _ = self.service.announce(out.clone());
                        sent.push(out);
                    }
                }
                Err(error) => {
                    tracing::error!(user = %user.id, %error, "clock: ending a vacation");
                    failed = failed.and(&error);
                }
            }
        }
        match Box::pin(self.service.tournaments_due()).await {
            Ok(outs) => {
                for out in outs {
                    let _ = self.service.announce(out.clone());
                    sent.push(out);
                }
            }
            Err(error) => {
                tracing::error!(%error, "tournaments");
                failed = failed.and(&error);
            }
        }
        if let Err(error) = Box::pin(self.run_chores(now)).await {
            tracing::error!(%error, "chores");
            failed = failed.and(&error);
        }
        match Box::pin(self.service.daily_puzzles(now)).await {
            Ok(outs) => {
                for out in outs {
                    let _ = self.service.announce(out.clone());
                    sent.push(out);
                }
            }
            Err(error) => {
                tracing::error!(%error, "daily puzzles");
                failed = failed.and(&error);
            }
        }
        let pending = self.service.store().pending_challenges().await?;
        for challenge in pending.iter().filter(|c| c.expires_at() <= now) {
            let id = challenge.game.id;
            match Box::pin(self.service.lapse(challenge, now)).await {
                Ok(Some(out)) => {
                    tracing::info!(game = id, "challenge lapsed");
                    let _ = self.service.announce(out.clone());
                    sent.push(out);
                }
                Ok(None) => {}
                Err(error) => {
                    tracing::error!(game = id, %error, "lapsing a challenge");
                    failed = failed.and(&error);
                }
            }
        }
        Ok((sent, failed))
    }

    /// Ends the live games whose player to move has run out of time at `now_ms` (Unix
    /// milliseconds), each claimed and committed once across processes like any time-out,
    /// and announces them. Returns what was sent and when the next live flag falls.
    pub async fn tick_live(&self, now_ms: i64) -> Result<LiveTick, ServiceError> {
        let store = self.service.store();
        let mut tick = LiveTick::default();
        for live in store.live_deadlines().await? {
            if live.deadline_ms > now_ms {
                tick.next_ms = Some(live.deadline_ms);
                break;
            }
            let id = live.id;
            let claim = match store.claim_clock(id).await {
                Ok(Some(claim)) => claim,
                // Another process is on it.
                Ok(None) => continue,
                Err(error) => {
                    tracing::error!(game = id, %error, "live clock: claim");
                    continue;
                }
            };
            match Box::pin(self.service.time_out_notice(id, now_ms)).await {
                Ok(Some(mut out)) => {
                    self.service.fill_handles(&mut out.reply).await;
                    tracing::info!(game = id, "live clock: time-out");
                    let _ = self.service.announce(out.clone());
                    tick.sent.push(out);
                }
                Ok(None) => {}
                Err(error) => tracing::error!(game = id, %error, "live clock"),
            }
            if let Err(error) = claim.release().await {
                tracing::warn!(game = id, %error, "live clock: releasing the claim");
            }
        }
        Ok(tick)
    }

    /// Sleeps up to `sleep` (or until woken), looking at the live clocks meanwhile
    /// every [`LIVE_LOOK`], or sooner when a flag this process knows of falls sooner.
    async fn sleep_watching_live(&self, sleep: Duration, wake: &tokio::sync::Notify) {
        let until = tokio::time::Instant::now() + sleep;
        loop {
            if self.service.store().is_closed() {
                return;
            }
            let now_ms = self.service.now_ms();
            let next = match self.tick_live(now_ms).await {
                Ok(tick) => tick.next_ms,
                Err(error) => {
                    tracing::warn!(%error, "live clock: reading the live games");
                    None
                }
            };
            let to_flag = next.map_or(LIVE_LOOK, |at| {
                Duration::from_millis(at.saturating_sub(now_ms).max(1) as u64)
            });
            let left = until.saturating_duration_since(tokio::time::Instant::now());
            if left.is_zero() {
                return;
            }
            tokio::select! {
                () = tokio::time::sleep(left.min(LIVE_LOOK).min(to_flag)) => {}
                () = wake.notified() => return,
            }
        }
    }

    /// The daily retention and the backups, when their time has come and this process
    /// claims them. A backup is written in the background: the clocks go on meanwhile.
    async fn run_chores(&self, now: i64) -> Result<(), ServiceError> {
        let store = self.service.store();
        if let Some(days) = self.chores.retain_finished_days
            && self.chore_due(RETENTION, DAY, now).await?
            && store.claim_chore(RETENTION, DAY, now).await?
        {
            let removed = store.remove_ended_games(now - days * DAY).await?;
            tracing::info!(removed, days, "retention: finished games removed");
        }
        if let Some(plan) = &self.chores.backup
            && self.chore_due(BACKUP, plan.every, now).await?
            && store.claim_chore(BACKUP, plan.every, now).await?
        {
            let store = store.clone();
            let plan = plan.clone();
            tokio::spawn(async move {
                match crate::operating::backup::rotating_backup(
                    &store,
                    &plan.database_url,
                    &plan.dir,
                    plan.keep,
                    now,
                )
                .await
                {
                    Ok((report, removed)) => tracing::info!(
                        path = %report.path.display(),
                        bytes = report.bytes,
                        removed = removed.len(),
                        "backup"
                    ),
                    Err(error) => {
                        crate::metrics::error("backup");
                        tracing::error!(%error, "backup failed");
                    }
                }
            });
        }
        Ok(())
    }

    /// Whether chore `name`, done every `every` seconds, is due at `now` (a read: only then
    /// is it claimed, which writes).
    async fn chore_due(&self, name: &str, every: i64, now: i64) -> Result<bool, ServiceError> {
        let done = self.service.store().chore_done_at(name).await?;
        Ok(done.is_none_or(|done| done + every <= now))
    }

    /// When the next chore falls due.
    async fn next_chore(&self) -> Result<Option<i64>, ServiceError> {
        let mut next = None;
        let chores = [
            self.chores.retain_finished_days.map(|_| (RETENTION, DAY)),
            self.chores.backup.as_ref().map(|plan| (BACKUP, plan.every)),
        ];
        for (name, every) in chores.into_iter().flatten() {
            let done = self.service.store().chore_done_at(name).await?;
            let due = done.map_or(0, |done| done + every);
            next = Some(next.map_or(due, |n: i64| n.min(due)));
        }
        Ok(next)
    }

    /// The earliest time anything falls due in the games under way, a vacation, a digest or
    /// the end of someone's quiet hours (it may have passed). What falls in the quiet hours
    /// of the player it is for is due when they end.
    pub async fn next_due(&self) -> Result<Option<i64>, ServiceError> {
        let now = self.service.now();
        let watched = self
            .service
            .store()
            .watched_games(ChannelSettings::default().reminder_hours)
            .await?;
        let people = OwnHours::read(&self.service).await?;
        let games = watched.iter().filter_map(|w| {
            let hours = people.reminder_hours(&w.game, w.reminder_hours)?;
            let times = DueTimes::of(&w.game, hours);
            let held = |at: i64| match people.to_move(&w.game) {
                Some(prefs) => said_at(prefs, at.max(now)),
                None => at,
            };
            [
                times.time_out,
                times.warning.map(held),
                times.reminder.map(held),
            ]
            .into_iter()
            .flatten()
            .min()
        });
        let vacations = people.0.values().filter_map(|p| p.prefs.away_until);
        let digests = people.0.values().filter_map(|p| next_digest(&p.prefs, now));
        let lapses = self
            .service
            .store()
            .pending_challenges()
            .await?
            .iter()
            .map(|c| c.expires_at())
            .min();
        let chores = self.next_chore().await?;
        let daily = self.service.next_daily(now).await?;
        Ok(games
            .chain(vacations)
            .chain(digests)
            .chain(lapses)
            .chain(chores)
            .chain(daily)
            .min())
    }

    /// Runs ticks in the background, once [`Scheduler::listeners`] adapters listen, until the
    /// returned task is stopped or dropped, or the store is closed.
    pub fn spawn(self) -> SchedulerTask {
        SchedulerTask(Some(tokio::spawn(async move { self.run().await })))
    }

    async fn run(self) {
        let wake = self.service.scheduler_wake();
        // Each subscription wakes the task.
        while self.service.listeners() < self.listeners {
            wake.notified().await;
        }
        let mut outage = AFTER_OUTAGE;
        loop {
            if self.service.store().is_closed() {
                return;
            }
            let now = self.service.now();
            let failed = match self.run_due(now).await {
                Ok((_, Failed::Nothing)) => match self.next_due().await {
                    Ok(next) => Ok(until(next, self.service.now())),
                    Err(error) => {
                        tracing::error!(%error, "clock: next due time");
                        Err(Failed::Nothing.and(&error))
                    }
                },
                Ok((_, failed)) => Err(failed),
                Err(error) => {
                    if self.service.store().is_closed() {
                        return;
                    }
                    tracing::error!(%error, "clock: reading the games under way");
                    Err(Failed::Nothing.and(&error))
                }
            };
            let sleep = match failed {
                Ok(sleep) => {
                    outage = AFTER_OUTAGE;
                    sleep
                }
                Err(Failed::Unreachable) => {
                    let sleep = outage;
                    outage = (outage * 2).min(AFTER_FAILURE);
                    sleep
                }
                Err(_) => AFTER_FAILURE,
            };
            if self.service.store().is_closed() {
                return;
            }
            self.sleep_watching_live(sleep, &wake).await;
        }
    }
}

/// What a look at the live clocks did: the time-outs announced, and when the next flag
/// falls (Unix milliseconds), if a live game is under way.
#[derive(Debug, Default)]
pub struct LiveTick {
    pub sent: Vec<Outbound>,
    pub next_ms: Option<i64>,
}

/// The players whose own hours change what the clock does: on vacation, with their own
/// reminder period; by platform and id.
struct OwnHours(HashMap<(String, String), PersonHours>);

impl OwnHours {
    async fn read(service: &Service) -> Result<OwnHours, ServiceError> {
        let people = service.store().people_with_hours().await?;
        Ok(OwnHours(
            people
                .into_iter()
                .map(|p| ((p.platform.clone(), p.user_id.clone()), p))
                .collect(),
        ))
    }

    /// The player to move's preferences, when they have any of their own.
    fn to_move(&self, game: &GameRow) -> Option<&UserPrefs> {
        let id = game.player_id(game.turn()?);
        self.0
            .get(&(game.platform.clone(), id.to_string()))
            .map(|p| &p.prefs)
    }

    /// The reminder period for the player to move (theirs, else the channel's; none for
    /// someone who takes a daily digest instead); `None` while they are on vacation, or when
    /// the bot is to move (it has no clock to watch: it moves at once).
    fn reminder_hours(&self, game: &GameRow, channel: i64) -> Option<i64> {
        if game
            .turn()
            .is_some_and(|turn| game.player_id(turn) == BOT_ID)
        {
            return None;
        }
        match self.to_move(game) {
            Some(prefs) if prefs.away_since.is_some() => None,
            Some(prefs) if prefs.digest_at.is_some() => Some(0),
            Some(prefs) => Some(prefs.reminder_hours.unwrap_or(channel)),
            None => Some(channel),
        }
    }

    /// Whether the player to move is in their quiet hours at `now`.
    fn quiet(&self, game: &GameRow, now: i64) -> bool {
        self.to_move(game)
            .is_some_and(|prefs| crate::service::quiet_at(prefs, now))
    }
}

fn person_user(person: &PersonHours) -> Option<User> {
    Some(User {
        platform: Platform::parse(&person.platform)?,
        id: person.user_id.clone(),
        name: person.name.clone(),
        username: None,
    })
}

/// What went wrong in a tick, the worst first: a fault that will not pass by itself is
/// looked at again only after [`AFTER_FAILURE`]; a database out of reach, soon.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Failed {
    Nothing,
    Unreachable,
    Fault,
}

impl Failed {
    fn and(self, error: &ServiceError) -> Failed {
        let this = match error {
            ServiceError::Store(StoreError::Unavailable(_)) => Failed::Unreachable,
            _ => Failed::Fault,
        };
        match (self, this) {
            (Failed::Fault, _) | (_, Failed::Fault) => Failed::Fault,
            _ => Failed::Unreachable,
        }
    }
}

/// How long to sleep until `next` (seconds) from `now`: at least a second (due times are in
/// whole seconds), at most [`MAX_SLEEP`].
fn until(next: Option<i64>, now: i64) -> Duration {
    match next {
        Some(next) => Duration::from_secs(
            next.saturating_sub(now)
                .clamp(1, MAX_SLEEP.as_secs() as i64) as u64,
        ),
        None => MAX_SLEEP,
    }
}

/// The background scheduler; dropping it stops it.
pub struct SchedulerTask(Option<JoinHandle<()>>);

impl SchedulerTask {
    /// Stops the task and waits until it has stopped (a tick under way is cut at its next
    /// await: each change is one transaction, committed whole or not at all).
    pub async fn stop(mut self) {
        if let Some(task) = self.0.take() {
            task.abort();
            let _ = task.await;
        }
    }
}

impl Drop for SchedulerTask {
    fn drop(&mut self) {
        if let Some(task) = &self.0 {
            task.abort();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::HOUR;
    use crate::store::{GameRow, GameStatus};

    fn game(days: Option<i64>, turn_start: i64) -> GameRow {
        GameRow {
            id: 1,
            platform: "console".into(),
            channel_id: "console".into(),
            thread_id: None,
            community: "console".into(),
            variant: "english".into(),
            soffio: false,
            giveaway: false,
            start_fen: String::new(),
            fen: "B:W21,22:B1,2".into(),
            white_id: "alice".into(),
            white_name: "alice".into(),
            black_id: "bob".into(),
            black_name: "bob".into(),
            status: GameStatus::Active,
            plies: 0,
            events: 0,
            result: None,
            winner: None,
            end_reason: None,
            offer_kind: None,
            offer_by: None,
            offer_plies: None,
            days_per_move: days,
            deadline_at: days.map(|d| turn_start + d * DAY),
            warned: false,
            reminded_at: None,
            rated: true,
            version: 0,
            created_at: 0,
            started_at: Some(0),
            updated_at: turn_start,
            finished_at: None,
            turn_started_at: Some(turn_start),
            bank: None,
            white_bank: None,
            black_bank: None,
            live: None,
            white_ms: None,
            black_ms: None,
            turn_started_ms: None,
            deadline_ms: None,
        }
    }

    #[test]
    fn a_clock_warns_at_four_fifths_and_ends_at_the_deadline() {
        let g = game(Some(5), 1000);
        let times = DueTimes::of(&g, 0);
        assert_eq!(times.warning, Some(1000 + 4 * DAY));
        assert_eq!(times.time_out, Some(1000 + 5 * DAY));
        assert_eq!(times.reminder, None);
        assert_eq!(due(&g, 0, 1000 + 4 * DAY - 1), None);
        assert_eq!(due(&g, 0, 1000 + 4 * DAY), Some(Due::Warning));
        assert_eq!(due(&g, 0, 1000 + 5 * DAY), Some(Due::TimeOut));
        let warned = GameRow { warned: true, ..g };
        assert_eq!(due(&warned, 0, 1000 + 4 * DAY + 10), None);
    }

    #[test]
    fn reminders_come_once_per_period() {
        let g = game(None, 1000);
        assert_eq!(due(&g, 24, 1000 + 24 * HOUR - 1), None);
        assert_eq!(due(&g, 24, 1000 + 24 * HOUR), Some(Due::Reminder));
        let reminded = GameRow {
            reminded_at: Some(1000 + 30 * HOUR),
            ..g.clone()
        };
        assert_eq!(due(&reminded, 24, 1000 + 53 * HOUR), None);
        assert_eq!(due(&reminded, 24, 1000 + 54 * HOUR), Some(Due::Reminder));
        assert_eq!(due(&g, 0, 1000 + 100 * DAY), None, "0 hours: off");
        // The seventh reminder is the last of the turn.
        let seventh = GameRow {
            reminded_at: Some(1000 + 6 * 24 * HOUR),
            ..g.clone()
        };
        assert_eq!(due(&seventh, 24, 1000 + 7 * 24 * HOUR), Some(Due::Reminder));
        let done = GameRow {
            reminded_at: Some(1000 + 7 * 24 * HOUR),
            ..g.clone()
        };
        assert_eq!(DueTimes::of(&done, 24).reminder, None);
        assert_eq!(due(&done, 24, 1000 + 100 * DAY), None);
        let over = GameRow {
            status: GameStatus::Finished,
            ..g
        };
        assert_eq!(DueTimes::of(&over, 24).first(), None);
    }

    #[test]
    fn the_bot_to_move_is_never_reminded_and_a_digest_replaces_reminders() {
        let mut g = game(None, 1000);
        let nobody = OwnHours(HashMap::new());
        assert_eq!(nobody.reminder_hours(&g, 24), Some(24));
        g.black_id = BOT_ID.into();
        assert_eq!(nobody.reminder_hours(&g, 24), None);
        g.black_id = "bob".into();
        let digest = PersonHours {
            platform: "console".into(),
            user_id: "bob".into(),
            name: "bob".into(),
            prefs: UserPrefs {
                digest_at: Some(9 * 60),
                ..UserPrefs::default()
            },
        };
        let people = OwnHours(HashMap::from([(("console".into(), "bob".into()), digest)]));
        assert_eq!(people.reminder_hours(&g, 24), Some(0));
    }

    #[test]
    fn sleeps_are_bounded() {
        assert_eq!(until(None, 0), MAX_SLEEP);
        assert_eq!(until(Some(5), 10), Duration::from_secs(1));
        assert_eq!(until(Some(15), 10), Duration::from_secs(5));
        assert_eq!(until(Some(10_000), 10), MAX_SLEEP);
    }
}
