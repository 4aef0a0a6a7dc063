//! Games, their challenges and their moves.

use std::sync::LazyLock;

use rules::Color;
use sqlx::FromRow;

use super::ratings::{self, RatedGame, RatingChange};
use super::{Store, StoreError, Tx};
use crate::pool::Pool;

/// Where a game is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(type_name = "TEXT", rename_all = "lowercase")]
pub enum GameStatus {
    /// Offered, waiting for the challenged player.
    Challenge,
    Active,
    Finished,
    Declined,
    Cancelled,
}

/// The answer to a challenge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(type_name = "TEXT", rename_all = "lowercase")]
pub enum ChallengeStatus {
    Pending,
    Accepted,
    Declined,
    Cancelled,
    Expired,
}

/// The kinds of rows in the moves table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(type_name = "TEXT", rename_all = "lowercase")]
pub enum EventKind {
    /// A move, as its full route (`23x14x5`).
    Move,
    /// A soffio huff, as `huff 23`.
    Huff,
    /// An Italian 40-move count request, as `count`.
    Count,
}

/// `white` / `black`, as stored.
pub fn color_to_db(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

pub fn color_from_db(text: &str) -> Option<Color> {
    match text {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// What an aborted game's `end_reason` starts with, before the end it had
/// (`aborted-resignation`, `aborted-time`, `aborted-draw-agreement`); its `result` is `*`.
pub const ABORTED: &str = "aborted-";

/// One row of the games table. The service changes a copy and hands it to
/// [`Store::update_game`] with the version it read.
#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
pub struct GameRow {
    pub id: i64,
    pub platform: String,
    pub channel_id: String,
    pub thread_id: Option<String>,
    pub community: String,
    pub variant: String,
    pub soffio: bool,
    /// Giveaway: the player who cannot move wins.
    pub giveaway: bool,
    pub start_fen: String,
    pub fen: String,
    pub white_id: String,
    pub white_name: String,
    pub black_id: String,
    pub black_name: String,
    pub status: GameStatus,
    pub plies: i64,
    /// Rows in the moves table.
    pub events: i64,
    pub result: Option<String>,
    pub winner: Option<String>,
    pub end_reason: Option<String>,
    pub offer_kind: Option<String>,
    pub offer_by: Option<String>,
    pub offer_plies: Option<i64>,
    /// Correspondence clock: days per move (`None`: no clock), the moment the player to move
    /// runs out of time, whether they were warned (80% gone) in this turn.
    pub days_per_move: Option<i64>,
    pub deadline_at: Option<i64>,
    pub warned: bool,
    /// When the player to move was last reminded in this turn.
    pub reminded_at: Option<i64>,
    pub rated: bool,
    pub version: i64,
    pub created_at: i64,
    pub started_at: Option<i64>,
    pub updated_at: i64,
    pub finished_at: Option<i64>,
    /// When the current turn began: the last move, the start, or a take-back.
    pub turn_started_at: Option<i64>,
    /// A time bank instead of days per move (issue 17), as typed: `30+1/45`.
    pub bank: Option<String>,
    /// Seconds banked by each side: the player to move had this when their turn began; the
    /// other carries it into their next turn.
    pub white_bank: Option<i64>,
    pub black_bank: Option<i64>,
    /// A live clock instead (issue 33), as typed: `5+3`.
    pub live: Option<String>,
    /// Milliseconds each side has on the live clock: the player to move had this when their
    /// turn began; the other carries it into their next turn.
    pub white_ms: Option<i64>,
    pub black_ms: Option<i64>,
    /// On a live clock: when the current turn began, and when its player runs out of time,
    /// in Unix milliseconds (`deadline_at` is the second it falls in, rounded up).
    pub turn_started_ms: Option<i64>,
    pub deadline_ms: Option<i64>,
}

impl GameRow {
    /// The colour `user_id` plays in this game, if they play in it.
    pub fn color_of(&self, user_id: &str) -> Option<Color> {
        if self.white_id == user_id {
            Some(Color::White)
        } else if self.black_id == user_id {
            Some(Color::Black)
        } else {
            None
        }
    }

    pub fn player_id(&self, color: Color) -> &str {
        match color {
            Color::White => &self.white_id,
            Color::Black => &self.black_id,
        }
    }

    pub fn player_name(&self, color: Color) -> &str {
        match color {
            Color::White => &self.white_name,
            Color::Black => &self.black_name,
        }
    }

    pub fn is_player(&self, user_id: &str) -> bool {
        self.color_of(user_id).is_some()
    }

    /// Whether the game ended before each side had made a move (on time, by resignation or
    /// by agreement): aborted, counting for no one ([`ABORTED`] before its end reason).
    pub fn is_aborted(&self) -> bool {
        self.end_reason
            .as_deref()
            .is_some_and(|reason| reason.starts_with(ABORTED))
    }

    /// When the current turn began (older rows: the last change).
    pub fn turn_start(&self) -> i64 {
        self.turn_started_at
            .or(self.started_at)
            .unwrap_or(self.updated_at)
    }

    /// Seconds the player to move had for this move when their turn began, when the game
    /// has a clock: the days per move, or what they had banked (on a live clock, what they
    /// had, rounded up to the second).
    pub fn seconds_per_move(&self) -> Option<i64> {
        if self.live_clock().is_some() {
            return self.live_left(self.turn()?).map(ceil_seconds);
        }
        match self.time_bank() {
            Some(_) => self.banked(self.turn()?),
            None => self.days_per_move.map(|days| days * crate::clock::DAY),
        }
    }

    /// The game's live clock, when it plays on one.
    pub fn live_clock(&self) -> Option<crate::timing::LiveClock> {
        self.live.as_deref()?.parse().ok()
    }

    /// What the player of `color` has on the live clock (see [`GameRow::white_ms`]).
    pub fn live_left(&self, color: Color) -> Option<i64> {
        match color {
            Color::White => self.white_ms,
            Color::Black => self.black_ms,
        }
    }

    fn live_left_mut(&mut self, color: Color) -> &mut Option<i64> {
        match color {
            Color::White => &mut self.white_ms,
            Color::Black => &mut self.black_ms,
        }
    }

    /// What the player to move has left on the live clock at `now_ms` (never below zero).
    pub fn live_left_now(&self, now_ms: i64) -> Option<i64> {
        self.live_clock()?;
        Some((self.deadline_ms? - now_ms).max(0))
    }

    /// The player of `mover` has just moved at `now_ms` on the live clock: what was left of
    /// their time, plus the increment, is theirs for their next turn.
    pub fn live_after_move(&mut self, mover: Color, now_ms: i64) {
        let (Some(clock), Some(deadline)) = (self.live_clock(), self.deadline_ms) else {
            return;
        };
        *self.live_left_mut(mover) = Some(clock.after_move(deadline - now_ms));
    }

    /// The turn of `color` ends at `now_ms` without a move of theirs (a take-back changes
    /// whose move it is): the time they spent is spent, no increment.
    pub fn live_stop(&mut self, color: Color, now_ms: i64) {
        if self.live_clock().is_none() || self.turn() != Some(color) {
            return;
        }
        if let Some(deadline) = self.deadline_ms {
            *self.live_left_mut(color) = Some((deadline - now_ms).max(0));
        }
    }

    /// The game's time bank, when it plays with one.
    pub fn time_bank(&self) -> Option<crate::timing::TimeBank> {
        self.bank.as_deref()?.parse().ok()
    }

    /// What the player of `color` has banked (see [`GameRow::white_bank`]).
    pub fn banked(&self, color: Color) -> Option<i64> {
        match color {
            Color::White => self.white_bank,
            Color::Black => self.black_bank,
        }
    }

    fn bank_mut(&mut self, color: Color) -> &mut Option<i64> {
        match color {
            Color::White => &mut self.white_bank,
            Color::Black => &mut self.black_bank,
        }
    }

    /// The side to move, from the position.
    pub fn turn(&self) -> Option<Color> {
        self.fen.chars().next().and_then(Color::from_letter)
    }

    /// Both banks (or both live clocks) full, as the game starts.
    pub fn fill_banks(&mut self) {
        if let Some(bank) = self.time_bank() {
            self.white_bank = Some(bank.start);
            self.black_bank = Some(bank.start);
        }
        if let Some(clock) = self.live_clock() {
            self.white_ms = Some(clock.base_ms());
            self.black_ms = Some(clock.base_ms());
        }
    }

    /// The player of `mover` has just moved at `now`: what was left of their time, plus the
    /// increment and up to the cap, is banked for their next turn.
    pub fn bank_after_move(&mut self, mover: Color, now: i64) {
        let (Some(bank), Some(deadline)) = (self.time_bank(), self.deadline_at) else {
            return;
        };
        *self.bank_mut(mover) = Some(bank.after_move(deadline - now));
    }

    /// Starts a turn at `now_ms` (Unix milliseconds): a fresh deadline when the game has a
    /// clock (the days per move, all the player to move has banked, or what they have on the
    /// live clock), and no warning or reminder sent yet.
    pub fn start_turn(&mut self, now_ms: i64) {
        let now = now_ms.div_euclid(1_000);
        self.turn_started_at = Some(now);
        self.warned = false;
        self.reminded_at = None;
        if self.live_clock().is_some() {
            let left = self.turn().and_then(|turn| self.live_left(turn));
            self.turn_started_ms = Some(now_ms);
            self.deadline_ms = left.map(|left| now_ms + left);
            self.deadline_at = self.deadline_ms.map(ceil_seconds);
            return;
        }
        self.deadline_at = self.seconds_per_move().map(|s| now + s);
    }

    /// Whether the player to move has run out of time at `now_ms` (Unix milliseconds): on a
    /// live clock to the millisecond, on the others to the second.
    pub fn out_of_time(&self, now_ms: i64) -> bool {
        match (self.live_clock(), self.deadline_ms) {
            (Some(_), Some(deadline)) => deadline <= now_ms,
            _ => self
                .deadline_at
                .is_some_and(|deadline| deadline <= now_ms.div_euclid(1_000)),
        }
    }
}

/// Milliseconds as whole seconds, rounded up.
pub fn ceil_seconds(ms: i64) -> i64 {
    ms.div_euclid(1_000) + i64::from(ms.rem_euclid(1_000) != 0)
}

/// A challenge to store: it creates the game row (status `challenge`) and its challenge row.
#[derive(Debug, Clone)]
pub struct NewChallenge {
    pub platform: String,
    pub channel_id: String,
    pub thread_id: Option<String>,
    pub community: String,
    pub variant: String,
    pub soffio: bool,
    pub giveaway: bool,
    pub start_fen: String,
    pub white_id: String,
    pub white_name: String,
    pub black_id: String,
    pub black_name: String,
    pub challenger_id: String,
    pub challenged_id: String,
    pub color_choice: String,
    pub days_per_move: Option<i64>,
    /// A time bank as typed (`30+1/45`), instead of days per move.
    pub bank: Option<String>,
    /// A live clock as typed (`5+3`), instead of either.
    pub live: Option<String>,
    /// Whether the result counts for ratings (`!challenge @bob unrated`: no).
    pub rated: bool,
}

/// What [`Store::create_challenge`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Challenged {
    /// The new game, in status `challenge`.
    Created(GameRow),
    /// Nothing: the two already have this open game in the channel.
    Open(GameRow),
}

/// One row of the challenges table.
#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
pub struct ChallengeRow {
    pub game_id: i64,
    pub challenger_id: String,
    pub challenged_id: String,
    pub color_choice: String,
    pub status: ChallengeStatus,
    pub created_at: i64,
    pub answered_at: Option<i64>,
}

/// One row of the moves table.
#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
pub struct EventRow {
    pub seq: i64,
    pub kind: EventKind,
    pub text: String,
    pub color: String,
    pub user_id: Option<String>,
    pub fen_after: String,
    pub played_at: i64,
}

/// A row to append to the moves table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewEvent {
    pub kind: EventKind,
    pub text: String,
    pub color: Color,
    pub user_id: Option<String>,
    pub fen_after: String,
}

/// One change of a game, applied in one transaction.
#[derive(Debug, Clone)]
pub struct GameUpdate<'a> {
    /// The game as it is to be; its `version` is the version it was read at.
    pub game: &'a GameRow,
    /// Delete the events after this many (an undo); `None` keeps them all.
    pub keep_events: Option<i64>,
    /// Events to append after the ones kept; `game.events` must count them.
    pub append: &'a [NewEvent],
    /// A new status for the game's challenge row.
    pub challenge: Option<ChallengeStatus>,
}

/// What [`Store::update_game_rated`] did.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Updated {
    /// The game's new version.
    pub version: i64,
    /// The change ended a game between two people: how their ratings moved.
    pub ratings: Option<RatingChange>,
}

/// The guarded write of a game's row: it changes the row only if it is still at the version
/// the change was computed from. Its parameters are bound by `bind_game_update!`, in order.
const UPDATE_GAME: &str = "UPDATE games SET thread_id = $1, fen = $2, status = $3, plies = $4, \
     events = $5, result = $6, winner = $7, end_reason = $8, offer_kind = $9, offer_by = $10, \
     offer_plies = $11, deadline_at = $12, warned = $13, reminded_at = $14, started_at = $15, \
     finished_at = $16, turn_started_at = $17, white_bank = $18, black_bank = $19, \
     white_ms = $20, black_ms = $21, turn_started_ms = $22, deadline_ms = $23, \
     updated_at = $24, version = version + 1 WHERE id = $25 AND version = $26";

/// Binds [`UPDATE_GAME`]'s parameters: the row `$g` as it is to be, written at `$now`.
macro_rules! bind_game_update {
    ($query:expr, $g:expr, $now:expr) => {
        $query
            .bind(&$g.thread_id)
            .bind(&$g.fen)
            .bind($g.status)
            .bind($g.plies)
            .bind($g.events)
            .bind(&$g.result)
            .bind(&$g.winner)
            .bind(&$g.end_reason)
            .bind(&$g.offer_kind)
            .bind(&$g.offer_by)
            .bind($g.offer_plies)
            .bind($g.deadline_at)
            .bind($g.warned)
            .bind($g.reminded_at)
            .bind($g.started_at)
            .bind($g.finished_at)
            .bind($g.turn_started_at)
            .bind($g.white_bank)
            .bind($g.black_bank)
            .bind($g.white_ms)
            .bind($g.black_ms)
            .bind($g.turn_started_ms)
            .bind($g.deadline_ms)
            .bind($now)
            .bind($g.id)
            .bind($g.version)
    };
}

/// Binds [`UPDATE_GAME_AND_MOVE`]'s (and [`SQLITE_UPDATE_GAME_AND_MOVE`]'s) parameters: the
/// update's, then the move `$event` as the row `$g`'s last event.
macro_rules! bind_game_update_and_move {
    ($query:expr, $g:expr, $now:expr, $event:expr) => {
        bind_game_update!($query, $g, $now)
            .bind($g.events)
            .bind($event.kind)
            .bind(&$event.text)
            .bind(color_to_db($event.color))
            .bind(&$event.user_id)
            .bind(&$event.fen_after)
    };
}

/// PostgreSQL: [`UPDATE_GAME`] and the insertion of one event after it, in one statement
/// (the event's parameters follow the update's: its seq, kind, text, colour, author and
/// position; it is played when the row is updated). No row is inserted when the update
/// found the game at another version.
static UPDATE_GAME_AND_MOVE: LazyLock<String> = LazyLock::new(|| {
    let after = last_parameter(UPDATE_GAME);
    let event: Vec<String> = (after + 1..=after + 6).map(|n| format!("${n}")).collect();
    format!(
        "WITH changed AS ({UPDATE_GAME} RETURNING id, updated_at) \
         INSERT INTO moves (game_id, seq, kind, text, color, user_id, fen_after, played_at) \
         SELECT id, {}, updated_at FROM changed",
        event.join(", ")
    )
});

/// SQLite: [`UPDATE_GAME`] and the insertion of one event after it, in one execution (two
/// statements, one trip to the connection's worker thread), inside the caller's
/// transaction. The event's parameters follow the update's, as in [`UPDATE_GAME_AND_MOVE`];
/// the event goes in only if the update changed the row (`changes()` counts the statement
/// just before), so a stale version changes nothing.
static SQLITE_UPDATE_GAME_AND_MOVE: LazyLock<String> = LazyLock::new(|| {
    // UPDATE_GAME ends `WHERE id = $n-1 AND version = $n`.
    let after = last_parameter(UPDATE_GAME);
    let id = after - 1;
    let event: Vec<String> = (after + 1..=after + 6).map(|n| format!("${n}")).collect();
    format!(
        "{UPDATE_GAME}; \
         INSERT INTO moves (game_id, seq, kind, text, color, user_id, fen_after, played_at) \
         SELECT id, {}, updated_at FROM games WHERE id = ${id} AND changes() = 1",
        event.join(", ")
    )
});

/// The highest `$n` placeholder in a statement.
fn last_parameter(sql: &str) -> usize {
    sql.split('$')
        .skip(1)
        .filter_map(|rest| {
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            digits.parse().ok()
        })
        .max()
        .unwrap_or(0)
}

impl GameUpdate<'_> {
    /// The one event appended, when that and the row are all the change does and it does not
    /// end the game (nothing to rate): an ordinary move.
    fn plain_move(&self) -> Option<&NewEvent> {
        match self.append {
            [event]
                if self.keep_events.is_none()
                    && self.challenge.is_none()
                    && self.game.status != GameStatus::Finished =>
            {
                Some(event)
            }
            _ => None,
        }
    }
}

/// The columns of [`GameRow`], as a literal so that queries stay `&'static str`.
macro_rules! game_columns {
    () => {
        "id, platform, channel_id, thread_id, community, variant, soffio, giveaway, \
    start_fen, fen, white_id, white_name, black_id, black_name, status, plies, events, result, winner, \
    end_reason, offer_kind, offer_by, offer_plies, days_per_move, deadline_at, warned, \
    reminded_at, rated, version, created_at, started_at, updated_at, finished_at, turn_started_at, \
    bank, white_bank, black_bank, live, white_ms, black_ms, turn_started_ms, deadline_ms"
    };
}

/// The select of the open games (challenges and games under way) of channel `$2` of platform
/// `$1`, as a literal so that other queries can embed it.
macro_rules! open_games {
    () => {
        concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE platform = $1 AND channel_id = $2 \
             AND status IN ('challenge', 'active')"
        )
    };
}

/// The select of one game by id (`$1`, or the parameter named), as a literal so that other
/// queries can embed it.
macro_rules! game_by_id {
    () => {
        game_by_id!("$1")
    };
    ($id:literal) => {
        concat!("SELECT ", game_columns!(), " FROM games WHERE id = ", $id)
    };
}

pub(super) const GAME_BY_ID: &str = game_by_id!();

impl GameRow {
    /// The game's end as the ratings see it, when it counts: rated, and two different people.
    fn rated(&self) -> Option<RatedGame<'_>> {
        (self.rated && !self.is_aborted() && self.white_id != self.black_id).then(|| RatedGame {
            platform: &self.platform,
            community: &self.community,
            pool: Pool::name_of(&self.variant, self.giveaway, self.live.is_some()),
            white_id: &self.white_id,
            black_id: &self.black_id,
            winner: self.winner.as_deref().and_then(color_from_db),
        })
    }
}

/// The open game (a challenge, or under way) of two people in a channel, read under the
/// channel's lock (on PostgreSQL) so that two creations at once cannot both find none.
pub(super) async fn open_game_between(
    transaction: &mut Tx,
    platform: &str,
    channel_id: &str,
    one: &str,
    other: &str,
) -> Result<Option<GameRow>, StoreError> {
    transaction
        .lock(&format!("challenge:{platform}:{channel_id}"))
        .await?;
    Ok(with_tx!(&mut *transaction, conn => sqlx::query_as(concat!(
        "SELECT ",
        game_columns!(),
        " FROM games WHERE platform = $1 AND channel_id = $2 \
         AND status IN ('challenge', 'active') \
         AND ((white_id = $3 AND black_id = $4) OR (white_id = $4 AND black_id = $3)) \
         ORDER BY id LIMIT 1"
    ))
    .bind(platform)
    .bind(channel_id)
    .bind(one)
    .bind(other)
    .fetch_optional(&mut *conn)
    .await?))
}

/// Inserts a challenge: its game row in status `challenge` and its challenge row, inside the
/// caller's transaction.
pub(super) async fn insert_challenge(
    transaction: &mut Tx,
    new: &NewChallenge,
    now: i64,
) -> Result<GameRow, StoreError> {
    Ok(with_tx!(transaction, conn => {
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO games (platform, channel_id, thread_id, community, variant, soffio, \
             giveaway, start_fen, fen, white_id, white_name, black_id, black_name, \
             status, days_per_move, bank, created_at, updated_at, rated, live) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12, 'challenge', \
             $13, $14, $15, $15, $16, $17) RETURNING id",
        )
        .bind(&new.platform)
        .bind(&new.channel_id)
        .bind(&new.thread_id)
        .bind(&new.community)
        .bind(&new.variant)
        .bind(new.soffio)
        .bind(new.giveaway)
        .bind(&new.start_fen)
        .bind(&new.white_id)
        .bind(&new.white_name)
        .bind(&new.black_id)
        .bind(&new.black_name)
        .bind(new.days_per_move)
        .bind(&new.bank)
        .bind(now)
        .bind(new.rated)
        .bind(&new.live)
        .fetch_one(&mut *conn)
        .await?;
        sqlx::query(
            "INSERT INTO challenges (game_id, challenger_id, challenged_id, color_choice, \
             status, created_at) VALUES ($1, $2, $3, $4, 'pending', $5)",
        )
        .bind(id)
        .bind(&new.challenger_id)
        .bind(&new.challenged_id)
        .bind(&new.color_choice)
        .bind(now)
        .execute(&mut *conn)
        .await?;
        sqlx::query_as(GAME_BY_ID)
            .bind(id)
            .fetch_optional(&mut *conn)
            .await?
            .ok_or(StoreError::Corrupt {
                game: id,
                reason: "vanished while being created".into(),
            })?
    }))
}

impl Store {
    /// Stores a challenge: a new game row in status `challenge` and its challenge row —
    /// unless the two players already have an open game (challenge or under way) in the
    /// channel, checked in the same transaction (under the channel's lock on PostgreSQL) so
    /// that two challenges sent at once, from one process or two, cannot both open one.
    pub async fn create_challenge(&self, new: &NewChallenge) -> Result<Challenged, StoreError> {
        self.guarded(async {
            let now = self.now();
            let mut tx = self.write().await?;
            let open = open_game_between(
                &mut tx,
                &new.platform,
                &new.channel_id,
                &new.white_id,
                &new.black_id,
            )
            .await?;
            if let Some(open) = open {
                return Ok(Challenged::Open(open));
            }
            let row = insert_challenge(&mut tx, new, now).await?;
            tx.commit().await?;
            Ok(Challenged::Created(row))
        })
        .await
    }

    pub async fn game(&self, id: i64) -> Result<Option<GameRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(GAME_BY_ID)
                .bind(id)
                .fetch_optional(pool)
                .await?))
        })
        .await
    }

    /// The open games of a channel (challenges and games under way), oldest first.
    pub async fn open_games(
        &self,
        platform: &str,
        channel_id: &str,
    ) -> Result<Vec<GameRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!(
                open_games!(),
                " ORDER BY id"
            ))
            .bind(platform)
            .bind(channel_id)
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// Every game under way that a player plays, in any channel of the platform, oldest
    /// first (a vacation stops all their clocks; a digest lists them).
    pub async fn active_games_of(
        &self,
        platform: &str,
        user_id: &str,
    ) -> Result<Vec<GameRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games WHERE platform = $1 AND status = 'active' \
                 AND (white_id = $2 OR black_id = $2) ORDER BY id"
            ))
            .bind(platform)
            .bind(user_id)
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// A player's most recently changed game in a channel, under way or finished (for
    /// `!pdn` of their last game).
    pub async fn last_game_of(
        &self,
        platform: &str,
        channel_id: &str,
        user_id: &str,
    ) -> Result<Option<GameRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games WHERE platform = $1 AND channel_id = $2 \
                 AND status IN ('active', 'finished') AND (white_id = $3 OR black_id = $3) \
                 ORDER BY updated_at DESC, id DESC LIMIT 1"
            ))
            .bind(platform)
            .bind(channel_id)
            .bind(user_id)
            .fetch_optional(pool)
            .await?))
        })
        .await
    }

    pub async fn challenge(&self, game_id: i64) -> Result<Option<ChallengeRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(
                "SELECT game_id, challenger_id, challenged_id, color_choice, status, created_at, \
                 answered_at FROM challenges WHERE game_id = $1",
            )
            .bind(game_id)
            .fetch_optional(pool)
            .await?))
        })
        .await
    }

    /// The events of a game as they were when `row` was read: one statement reads them only
    /// if the game is still at the row's version (a statement sees one snapshot on both
    /// databases), and a game that has moved on since is [`StoreError::Stale`], so a row and
    /// its moves are never mixed from two moments.
    pub async fn events_at(&self, row: &GameRow) -> Result<Vec<EventRow>, StoreError> {
        self.guarded(async {
            let events: Vec<EventRow> = with_pool!(self, pool => sqlx::query_as(
                "SELECT seq, kind, text, color, user_id, fen_after, played_at FROM moves \
                 WHERE game_id = $1 AND EXISTS (SELECT 1 FROM games WHERE id = $1 AND version = $2) \
                 ORDER BY seq",
            )
            .bind(row.id)
            .bind(row.version)
            .fetch_all(pool)
            .await?);
            // No rows: the game moved on — unless the row has no events either, and then nothing
            // is what it had at its version, whatever happened since.
            if events.is_empty() && row.events > 0 {
                return Err(StoreError::Stale { game: row.id });
            }
            Ok(events)
        })
        .await
    }

    /// The events of a game in order, as they are now (tests and tools; the service reads
    /// them with their row through [`Store::events_at`]).
    pub async fn events(&self, game_id: i64) -> Result<Vec<EventRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(
                "SELECT seq, kind, text, color, user_id, fen_after, played_at FROM moves \
                 WHERE game_id = $1 ORDER BY seq",
            )
            .bind(game_id)
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// Applies one change of a game in one transaction, if the game is still at the version
    /// the change was computed from; otherwise changes nothing and returns
    /// [`StoreError::Stale`]. Returns the game's new version.
    pub async fn update_game(&self, update: GameUpdate<'_>) -> Result<i64, StoreError> {
        Ok(self.update_game_rated(update).await?.version)
    }

    /// [`Store::update_game`], saying how ratings moved when the change ends a rated game
    /// between two people: both players' ratings are updated in the same transaction, so a
    /// game's end and its rating never part (whatever ends it: a move, a resignation, an
    /// agreement, the clock), and a game is rated once however many processes race to end it.
    pub async fn update_game_rated(&self, update: GameUpdate<'_>) -> Result<Updated, StoreError> {
        self.guarded(async {
            let g = update.game;
            let now = self.now();
            if let (super::Pool::Postgres(pool), Some(event)) = (&self.pool, update.plain_move()) {
                // The change that is most of the load, in one statement: no BEGIN, no
                // COMMIT, three round trips fewer. The UPDATE takes the row's lock and
                // checks the version as below; the move goes in only if it did, both or
                // neither.
                let query = sqlx::query(UPDATE_GAME_AND_MOVE.as_str());
                let appended = bind_game_update_and_move!(query, g, now, event)
                    .execute(pool)
                    .await?
                    .rows_affected();
                if appended == 0 {
                    return Err(StoreError::Stale { game: g.id });
                }
                crate::metrics::moves_committed(usize::from(event.kind == EventKind::Move));
                return Ok(Updated {
                    version: g.version + 1,
                    ratings: None,
                });
            }
            if let (super::Pool::Sqlite(_), Some(event)) = (&self.pool, update.plain_move()) {
                // The same on SQLite: BEGIN, both statements at once, COMMIT.
                let mut tx = self.write().await?;
                let written = with_tx!(&mut tx, conn => bind_game_update_and_move!(
                    sqlx::query(SQLITE_UPDATE_GAME_AND_MOVE.as_str()), g, now, event)
                .execute(&mut *conn)
                .await?
                .rows_affected());
                if written != 2 {
                    // Dropping the transaction rolls it back.
                    return Err(StoreError::Stale { game: g.id });
                }
                tx.commit().await?;
                crate::metrics::moves_committed(usize::from(event.kind == EventKind::Move));
                return Ok(Updated {
                    version: g.version + 1,
                    ratings: None,
                });
            }
            let mut tx = self.write().await?;
            // Only an end is rated, and only the first: the status before matters only to a
            // change that finishes the game. Any other change (every move but the last) is
            // guarded by the UPDATE alone, one statement less.
            let before: Option<GameStatus> = if g.status == GameStatus::Finished {
                with_tx!(&mut tx, conn => sqlx::query_scalar(
                    "SELECT status FROM games WHERE id = $1 AND version = $2",
                )
                .bind(g.id)
                .bind(g.version)
                .fetch_optional(&mut *conn)
                .await?)
            } else {
                Some(g.status)
            };
            let Some(before) = before else {
                // Dropping the transaction rolls it back.
                return Err(StoreError::Stale { game: g.id });
            };
            // The guard: on PostgreSQL a writer racing this one waits for the row's lock, then
            // finds the version gone and updates nothing.
            let changed = with_tx!(&mut tx, conn => bind_game_update!(
                sqlx::query(UPDATE_GAME), g, now)
            .execute(&mut *conn)
            .await?
            .rows_affected());
            if changed == 0 {
                return Err(StoreError::Stale { game: g.id });
            }
            with_tx!(&mut tx, conn => {
                if let Some(keep) = update.keep_events {
                    sqlx::query("DELETE FROM moves WHERE game_id = $1 AND seq > $2")
                        .bind(g.id)
                        .bind(keep)
                        .execute(&mut *conn)
                        .await?;
                }
                for (i, event) in update.append.iter().enumerate() {
                    sqlx::query(
                        "INSERT INTO moves (game_id, seq, kind, text, color, user_id, fen_after, \
                         played_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                    )
                    .bind(g.id)
                    .bind(g.events - update.append.len() as i64 + 1 + i as i64)
                    .bind(event.kind)
                    .bind(&event.text)
                    .bind(color_to_db(event.color))
                    .bind(&event.user_id)
                    .bind(&event.fen_after)
                    .bind(now)
                    .execute(&mut *conn)
                    .await?;
                }
                if let Some(status) = update.challenge {
                    sqlx::query(
                        "UPDATE challenges SET status = $1, answered_at = $2 WHERE game_id = $3",
                    )
                    .bind(status)
                    .bind(now)
                    .bind(g.id)
                    .execute(&mut *conn)
                    .await?;
                }
            });
            let ratings = match g.rated() {
                Some(game)
                    if before != GameStatus::Finished && g.status == GameStatus::Finished =>
                {
                    Some(ratings::rate(&mut tx, &game, now).await?)
                }
                _ => None,
            };
            tx.commit().await?;
            crate::metrics::moves_committed(
                update
                    .append
                    .iter()
                    .filter(|e| e.kind == EventKind::Move)
                    .count(),
            );
            Ok(Updated {
                version: g.version + 1,
                ratings,
            })
        })
        .await
    }
}
