//! Puzzles (issue 35): the positions the finder keeps, the games it has gone through, the
//! puzzles posted in channels and the people solving them, puzzle ratings, and each channel's
//! daily puzzle.
//!
//! An attempt changes like a game: each change names the version it read, and a writer that
//! lost the race changes nothing ([`StoreError::StaleAttempt`]), so two messages racing for one
//! puzzle (two people answering the daily puzzle at once) cannot both apply. The end of a
//! rated attempt moves the person's and the puzzle's ratings in the same transaction.

use sqlx::FromRow;

use super::{Backend, Store, StoreError, Tx};
use crate::message::Channel;
use crate::rating::{Rating, Score};

/// A puzzle as stored.
#[derive(Debug, Clone, PartialEq, FromRow)]
pub struct PuzzleRow {
    pub id: i64,
    pub variant: String,
    pub fen: String,
    /// The line, space-separated in the variant's notation.
    pub line: String,
    /// `win`, `men:N` or `crown`.
    pub aim: String,
    pub platform: Option<String>,
    pub community: Option<String>,
    pub game_id: Option<i64>,
    pub ply: Option<i64>,
    pub white_id: Option<String>,
    pub black_id: Option<String>,
    pub missed: bool,
    pub difficulty: i64,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub attempts: i64,
    pub solved: i64,
}

impl PuzzleRow {
    pub fn moves(&self) -> Vec<&str> {
        self.line.split_whitespace().collect()
    }

    pub fn glicko(&self) -> Rating {
        Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }
}

/// A puzzle's columns, the table named `p`.
macro_rules! puzzle_columns {
    () => {
        "p.id, p.variant, p.fen, p.line, p.aim, p.platform, p.community, p.game_id, p.ply, \
         p.white_id, p.black_id, p.missed, p.difficulty, p.rating, p.deviation, p.volatility, \
         p.attempts, p.solved"
    };
}

/// Where a puzzle from a community's game comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleSource {
    pub platform: String,
    pub community: String,
    pub game_id: i64,
    /// The position is the game's after this many moves.
    pub ply: i64,
    pub white_id: String,
    pub black_id: String,
    /// The player to move did not play the shot.
    pub missed: bool,
}

/// A puzzle to keep.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPuzzle {
    pub variant: String,
    pub fen: String,
    pub line: String,
    pub aim: String,
    /// `None`: from the engine's own games.
    pub source: Option<PuzzleSource>,
    /// The finder's estimate, the puzzle's first rating.
    pub difficulty: i64,
}

/// How an attempt stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(type_name = "TEXT", rename_all = "snake_case")]
pub enum AttemptState {
    Open,
    Solved,
    Failed,
    GivenUp,
}

/// A puzzle posted in a channel, and who solves it there.
#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
pub struct AttemptRow {
    pub id: i64,
    pub puzzle_id: i64,
    pub platform: String,
    pub channel_id: String,
    pub community: String,
    /// `None`: a daily puzzle nobody has answered yet.
    pub user_id: Option<String>,
    /// Plies of the line played.
    pub step: i64,
    pub state: AttemptState,
    pub hinted: bool,
    pub rated: bool,
    pub daily: bool,
    pub version: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

/// An attempt's columns.
macro_rules! attempt_columns {
    () => {
        "id, puzzle_id, platform, channel_id, community, user_id, step, state, hinted, rated, \
         daily, version, created_at, updated_at"
    };
}

/// A change of an attempt, computed from the version it names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttemptChange {
    pub id: i64,
    pub version: i64,
    pub step: i64,
    pub state: AttemptState,
    pub hinted: bool,
    /// Whether the attempt may still count for the ratings: `false` puts away an untouched
    /// puzzle for nothing.
    pub counts: bool,
}

/// How the end of a rated attempt moved the solver's puzzle rating.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PuzzleRatingChange {
    pub before: Rating,
    pub after: Rating,
}

/// One person's puzzle rating in one variant.
#[derive(Debug, Clone, PartialEq, FromRow)]
pub struct PuzzleRatingRow {
    pub variant: String,
    pub rating: f64,
    pub deviation: f64,
    pub attempts: i64,
    pub solved: i64,
}

/// A line of the puzzle leaderboard.
#[derive(Debug, Clone, PartialEq, FromRow)]
pub struct PuzzleLeaderRow {
    pub user_id: String,
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    pub attempts: i64,
}

/// The attempts that decide where a person's `!move` in a channel goes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ChannelAttempts {
    /// The person's latest attempt in the channel.
    pub own: Option<AttemptRow>,
    /// The latest open attempt of the channel that is not theirs (someone else's, or a daily
    /// puzzle nobody has taken).
    pub other: Option<AttemptRow>,
}

/// A channel with a daily puzzle.
#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
pub struct DailyChannel {
    pub platform: String,
    pub channel_id: String,
    pub community: String,
    pub language: String,
    pub default_variant: Option<String>,
    pub time_zone: Option<String>,
    /// Minutes after local midnight.
    pub daily_puzzle_at: i64,
}

impl DailyChannel {
    pub fn channel(&self) -> Option<Channel> {
        Some(Channel {
            platform: crate::message::Platform::parse(&self.platform)?,
            id: self.channel_id.clone(),
            thread: None,
            community: self.community.clone(),
        })
    }
}

/// A daily puzzle posted.
#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
pub struct DailyRow {
    pub day: String,
    pub puzzle_id: i64,
    pub posted_at: i64,
}

impl Store {
    /// Keeps a puzzle; `None` when it is there already (the same game and ply, or the same
    /// position of the engine's).
    pub async fn add_puzzle(&self, new: &NewPuzzle) -> Result<Option<i64>, StoreError> {
        self.guarded(async {
            let mut tx = self.write().await?;
            let id = insert_puzzle(&mut tx, new, self.now()).await?;
            tx.commit().await?;
            Ok(id)
        })
        .await
    }

    pub async fn puzzle(&self, id: i64) -> Result<Option<PuzzleRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!("SELECT ", puzzle_columns!(), " FROM puzzles p WHERE p.id = $1"))
            .bind(id)
            .fetch_optional(pool)
            .await?))
        })
        .await
    }

    /// How many puzzles each variant has, for everyone (the engine's) or from a community's
    /// games.
    pub async fn puzzle_counts(&self) -> Result<Vec<(String, i64)>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(
                "SELECT variant, COUNT(*) FROM puzzles GROUP BY variant ORDER BY variant",
            )
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// The puzzles nearest `around` in rating that the person has not tried yet, of the
    /// variant, from the community's games or the engine's: up to `limit`, nearest first.
    pub async fn puzzles_near(
        &self,
        platform: &str,
        community: &str,
        user_id: &str,
        variant: &str,
        around: f64,
        limit: i64,
    ) -> Result<Vec<PuzzleRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!("SELECT ", puzzle_columns!(), " FROM puzzles p WHERE p.variant = $1 \
                 AND (p.community IS NULL OR (p.platform = $2 AND p.community = $3)) \
                 AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.puzzle_id = p.id \
                   AND a.platform = $2 AND a.user_id = $4) \
                 ORDER BY ABS(p.rating - $5), p.id LIMIT $6"))
            .bind(variant)
            .bind(platform)
            .bind(community)
            .bind(user_id)
            .bind(around)
            .bind(limit)
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// Puzzles of the variant to try again, for a person who has tried them all: those they
    /// never solved first, then those tried longest ago.
    pub async fn puzzles_to_retry(
        &self,
        platform: &str,
        community: &str,
        user_id: &str,
        variant: &str,
        limit: i64,
    ) -> Result<Vec<PuzzleRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!("SELECT ", puzzle_columns!(), " FROM puzzles p WHERE p.variant = $1 \
                 AND (p.community IS NULL OR (p.platform = $2 AND p.community = $3)) \
                 ORDER BY (SELECT COUNT(*) FROM puzzle_attempts a WHERE a.puzzle_id = p.id \
                   AND a.platform = $2 AND a.user_id = $4 AND a.state = 'solved'), \
                   (SELECT MAX(a.created_at) FROM puzzle_attempts a WHERE a.puzzle_id = p.id \
                   AND a.platform = $2 AND a.user_id = $4), p.id LIMIT $5"))
            .bind(variant)
            .bind(platform)
            .bind(community)
            .bind(user_id)
            .bind(limit)
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// Puzzles from the person's own games on the platform: where they missed a shot, or
    /// walked into one; those they have not solved yet, never tried first.
    pub async fn own_puzzles(
        &self,
        platform: &str,
        user_id: &str,
        limit: i64,
    ) -> Result<Vec<PuzzleRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!("SELECT ", puzzle_columns!(), " FROM puzzles p WHERE p.platform = $1 \
                 AND (p.white_id = $2 OR p.black_id = $2) \
                 AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.puzzle_id = p.id \
                   AND a.platform = $1 AND a.user_id = $2 AND a.state = 'solved') \
                 ORDER BY EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.puzzle_id = p.id \
                   AND a.platform = $1 AND a.user_id = $2), p.id DESC LIMIT $3"))
            .bind(platform)
            .bind(user_id)
            .bind(limit)
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// The puzzles made from a game.
    pub async fn puzzles_of_game(&self, game_id: i64) -> Result<Vec<PuzzleRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!("SELECT ", puzzle_columns!(), " FROM puzzles p WHERE p.game_id = $1 ORDER BY p.ply"))
            .bind(game_id)
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// Finished games the finder has not gone through (or whose scan was taken by a process
    /// before `stale_before` and never finished), most recently finished first. Games with
    /// the giveaway or soffio options, and games of fewer than `min_plies` moves, have no
    /// puzzles worth the search.
    pub async fn games_to_scan(
        &self,
        stale_before: i64,
        min_plies: i64,
        limit: i64,
    ) -> Result<Vec<i64>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_scalar(
                "SELECT g.id FROM games g LEFT JOIN puzzle_scans s ON s.game_id = g.id \
                 WHERE g.status = 'finished' AND g.giveaway = FALSE AND g.soffio = FALSE \
                 AND g.plies >= $1 \
                 AND (s.game_id IS NULL OR (s.done_at IS NULL AND s.claimed_at < $2)) \
                 ORDER BY g.finished_at DESC, g.id DESC LIMIT $3",
            )
            .bind(min_plies)
            .bind(stale_before)
            .bind(limit)
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// Takes a game's scan for this process: `true` for the one process that gets it (a
    /// claim older than `stale_before` and unfinished may be taken over).
    pub async fn claim_scan(&self, game_id: i64, stale_before: i64) -> Result<bool, StoreError> {
        self.guarded(async {
            let now = self.now();
            let taken = with_pool!(self, pool => sqlx::query(
                "INSERT INTO puzzle_scans (game_id, claimed_at) VALUES ($1, $2) \
                 ON CONFLICT (game_id) DO UPDATE SET claimed_at = excluded.claimed_at \
                 WHERE puzzle_scans.done_at IS NULL AND puzzle_scans.claimed_at < $3",
            )
            .bind(game_id)
            .bind(now)
            .bind(stale_before)
            .execute(pool)
            .await?
            .rows_affected());
            Ok(taken == 1)
        })
        .await
    }

    /// Ends a game's scan with the puzzles it found, in one transaction.
    pub async fn finish_scan(&self, game_id: i64, found: &[NewPuzzle]) -> Result<(), StoreError> {
        self.guarded(async {
            let now = self.now();
            let mut tx = self.write().await?;
            for puzzle in found {
                insert_puzzle(&mut tx, puzzle, now).await?;
            }
            with_tx!(&mut tx, conn => sqlx::query(
                "INSERT INTO puzzle_scans (game_id, claimed_at, done_at, found) \
                 VALUES ($1, $2, $2, $3) ON CONFLICT (game_id) DO UPDATE \
                 SET done_at = excluded.done_at, found = excluded.found",
            )
            .bind(game_id)
            .bind(now)
            .bind(found.len() as i64)
            .execute(&mut *conn)
            .await?
            .rows_affected());
            tx.commit().await
        })
        .await
    }

    /// Whether the finder has gone through the game.
    pub async fn scanned(&self, game_id: i64) -> Result<bool, StoreError> {
        self.guarded(async {
            let done: Option<Option<i64>> = with_pool!(self, pool => sqlx::query_scalar(
                "SELECT done_at FROM puzzle_scans WHERE game_id = $1",
            )
            .bind(game_id)
            .fetch_optional(pool)
            .await?);
            Ok(matches!(done, Some(Some(_))))
        })
        .await
    }

    /// Posts a puzzle in a channel: an attempt by `user_id` (`None`: for whoever answers
    /// first). It is rated if it is the person's first try at the puzzle.
    pub async fn start_attempt(
        &self,
        puzzle_id: i64,
        channel: &Channel,
        user_id: Option<&str>,
        daily: bool,
    ) -> Result<AttemptRow, StoreError> {
        self.guarded(async {
            let mut tx = self.write().await?;
            let row =
                insert_attempt(&mut tx, puzzle_id, channel, user_id, daily, self.now()).await?;
            tx.commit().await?;
            Ok(row)
        })
        .await
    }

    pub async fn attempt(&self, id: i64) -> Result<Option<AttemptRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!("SELECT ", attempt_columns!(), " FROM puzzle_attempts WHERE id = $1"))
            .bind(id)
            .fetch_optional(pool)
            .await?))
        })
        .await
    }

    /// The person's latest attempt in the channel, and the latest open one not theirs, in
    /// one round trip.
    pub async fn channel_attempts(
        &self,
        channel: &Channel,
        user_id: &str,
    ) -> Result<ChannelAttempts, StoreError> {
        self.guarded(async {
            let rows: Vec<AttemptRow> = with_pool!(self, pool => sqlx::query_as(concat!("SELECT * FROM (SELECT ", attempt_columns!(), " FROM puzzle_attempts \
                   WHERE platform = $1 AND channel_id = $2 AND user_id = $3 \
                   ORDER BY id DESC LIMIT 1) AS own \
                 UNION ALL \
                 SELECT * FROM (SELECT ", attempt_columns!(), " FROM puzzle_attempts \
                   WHERE platform = $1 AND channel_id = $2 AND state = 'open' \
                   AND (user_id IS NULL OR user_id <> $3) ORDER BY id DESC LIMIT 1) AS other"))
            .bind(channel.platform.as_str())
            .bind(&channel.id)
            .bind(user_id)
            .fetch_all(pool)
            .await?);
            let mut out = ChannelAttempts::default();
            for row in rows {
                if row.user_id.as_deref() == Some(user_id) {
                    out.own = Some(row);
                } else {
                    out.other = Some(row);
                }
            }
            Ok(out)
        })
        .await
    }

    /// Takes a daily puzzle nobody has answered yet for `user_id`; the attempt as it is then,
    /// or `None` if someone took it first.
    pub async fn take_attempt(
        &self,
        attempt: &AttemptRow,
        user_id: &str,
    ) -> Result<Option<AttemptRow>, StoreError> {
        self.guarded(async {
            let now = self.now();
            let row = with_pool!(self, pool => sqlx::query_as(concat!("UPDATE puzzle_attempts SET user_id = $1, version = version + 1, updated_at = $2, \
                 rated = NOT EXISTS (SELECT 1 FROM puzzle_attempts o WHERE o.puzzle_id = $3 \
                   AND o.platform = $4 AND o.user_id = $1) \
                 WHERE id = $5 AND version = $6 AND user_id IS NULL RETURNING ", attempt_columns!()))
            .bind(user_id)
            .bind(now)
            .bind(attempt.puzzle_id)
            .bind(&attempt.platform)
            .bind(attempt.id)
            .bind(attempt.version)
            .fetch_optional(pool)
            .await?);
            Ok(row)
        })
        .await
    }

    /// Applies a change of an attempt if it is still at the version the change was computed
    /// from (else [`StoreError::StaleAttempt`]). When the change ends a rated attempt, the
    /// person's puzzle rating in the variant and the puzzle's own move in the same
    /// transaction, and their change is returned.
    pub async fn update_attempt(
        &self,
        change: &AttemptChange,
        puzzle: &PuzzleRow,
    ) -> Result<Option<PuzzleRatingChange>, StoreError> {
        self.guarded(async {
            let now = self.now();
            let mut tx = self.write().await?;
            let finished = change.state != AttemptState::Open;
            let row: Option<AttemptRow> = with_tx!(&mut tx, conn => sqlx::query_as(concat!("UPDATE puzzle_attempts SET step = $1, state = $2, hinted = $3, \
                 version = version + 1, updated_at = $4, \
                 finished_at = CASE WHEN $5 THEN $4 ELSE NULL END, rated = rated AND $8 \
                 WHERE id = $6 AND version = $7 RETURNING ", attempt_columns!()))
            .bind(change.step)
            .bind(change.state)
            .bind(change.hinted)
            .bind(now)
            .bind(finished)
            .bind(change.id)
            .bind(change.version)
            .bind(change.counts)
            .fetch_optional(&mut *conn)
            .await?);
            let Some(row) = row else {
                return Err(StoreError::StaleAttempt { attempt: change.id });
            };
            let mut moved = None;
            if finished && change.counts {
                let solved = change.state == AttemptState::Solved;
                with_tx!(&mut tx, conn => sqlx::query(
                    "UPDATE puzzles SET attempts = attempts + 1, \
                     solved = solved + CASE WHEN $1 THEN 1 ELSE 0 END WHERE id = $2",
                )
                .bind(solved)
                .bind(puzzle.id)
                .execute(&mut *conn)
                .await?
                .rows_affected());
                if let (true, Some(user_id)) = (row.rated, row.user_id.as_deref()) {
                    // Solved with a hint counts as not solved.
                    let unaided = solved && !row.hinted;
                    moved = Some(rate(&mut tx, &row, user_id, puzzle, unaided, now).await?);
                }
            }
            tx.commit().await?;
            Ok(moved)
        })
        .await
    }

    /// The name a person last went by, if the bot ever recorded one.
    pub async fn name_of(
        &self,
        platform: &str,
        user_id: &str,
    ) -> Result<Option<String>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_scalar(
                "SELECT name FROM users WHERE platform = $1 AND user_id = $2",
            )
            .bind(platform)
            .bind(user_id)
            .fetch_optional(pool)
            .await?))
        })
        .await
    }

    /// A person's puzzle ratings in a community, by variant.
    pub async fn puzzle_ratings_of(
        &self,
        platform: &str,
        community: &str,
        user_id: &str,
    ) -> Result<Vec<PuzzleRatingRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(
                "SELECT variant, rating, deviation, attempts, solved FROM puzzle_ratings \
                 WHERE platform = $1 AND community = $2 AND user_id = $3 ORDER BY variant",
            )
            .bind(platform)
            .bind(community)
            .bind(user_id)
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// The best `limit` puzzle solvers of a variant in a community, ranked as the game
    /// leaderboard is (rating − 2·RD, then puzzles tried).
    pub async fn puzzle_leaderboard(
        &self,
        platform: &str,
        community: &str,
        variant: &str,
        limit: i64,
    ) -> Result<Vec<PuzzleLeaderRow>, StoreError> {
        let rows = self
            .ranked(
                super::ratings::Ranked::Puzzles,
                platform,
                community,
                variant,
                limit,
            )
            .await?;
        Ok(rows
            .into_iter()
            .map(|r| PuzzleLeaderRow {
                user_id: r.user_id,
                name: r.name,
                rating: r.rating,
                deviation: r.deviation,
                attempts: r.games,
            })
            .collect())
    }

    /// Every channel with a daily puzzle.
    pub async fn daily_channels(&self) -> Result<Vec<DailyChannel>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(
                "SELECT platform, channel_id, community, language, default_variant, time_zone, \
                 daily_puzzle_at FROM channels WHERE daily_puzzle_at IS NOT NULL \
                 ORDER BY platform, channel_id",
            )
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// The channel's daily puzzle of a local day, if one was posted.
    pub async fn daily_of(
        &self,
        channel: &Channel,
        day: &str,
    ) -> Result<Option<DailyRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(
                "SELECT day, puzzle_id, posted_at FROM daily_puzzles \
                 WHERE platform = $1 AND channel_id = $2 AND day = $3",
            )
            .bind(channel.platform.as_str())
            .bind(&channel.id)
            .bind(day)
            .fetch_optional(pool)
            .await?))
        })
        .await
    }

    /// The channel's latest daily puzzle.
    pub async fn latest_daily(&self, channel: &Channel) -> Result<Option<DailyRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(
                "SELECT day, puzzle_id, posted_at FROM daily_puzzles \
                 WHERE platform = $1 AND channel_id = $2 ORDER BY day DESC LIMIT 1",
            )
            .bind(channel.platform.as_str())
            .bind(&channel.id)
            .fetch_optional(pool)
            .await?))
        })
        .await
    }

    /// A puzzle for the channel's daily: one of the community's own that the channel has not
    /// had as a daily, else one of the engine's, the variant's; `None` when there is none.
    pub async fn pick_daily_puzzle(
        &self,
        channel: &Channel,
        variant: &str,
    ) -> Result<Option<PuzzleRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!("SELECT ", puzzle_columns!(), " FROM puzzles p WHERE p.variant = $1 \
                 AND (p.community IS NULL OR (p.platform = $2 AND p.community = $3)) \
                 ORDER BY EXISTS (SELECT 1 FROM daily_puzzles d WHERE d.puzzle_id = p.id \
                   AND d.platform = $2 AND d.channel_id = $4), \
                   CASE WHEN p.community IS NULL THEN 1 ELSE 0 END, random() LIMIT 1"))
            .bind(variant)
            .bind(channel.platform.as_str())
            .bind(&channel.community)
            .bind(&channel.id)
            .fetch_optional(pool)
            .await?))
        })
        .await
    }

    /// Claims the channel's daily puzzle of `day` and posts it (an attempt for whoever
    /// answers first), in one transaction: of several processes that find it due, one only
    /// gets the attempt; the others `None`.
    pub async fn claim_daily(
        &self,
        channel: &Channel,
        day: &str,
        puzzle_id: i64,
    ) -> Result<Option<AttemptRow>, StoreError> {
        self.guarded(async {
            let now = self.now();
            let mut tx = self.write().await?;
            let claimed = with_tx!(&mut tx, conn => sqlx::query(
                "INSERT INTO daily_puzzles (platform, channel_id, day, puzzle_id, posted_at) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (platform, channel_id, day) DO NOTHING",
            )
            .bind(channel.platform.as_str())
            .bind(&channel.id)
            .bind(day)
            .bind(puzzle_id)
            .bind(now)
            .execute(&mut *conn)
            .await?
            .rows_affected());
            if claimed != 1 {
                return Ok(None);
            }
            let row = insert_attempt(&mut tx, puzzle_id, channel, None, true, now).await?;
            tx.commit().await?;
            Ok(Some(row))
        })
        .await
    }

    /// Who solved a daily puzzle in the channel since it was posted (their own tries
    /// included), by name, in the order they solved it.
    pub async fn daily_solvers(
        &self,
        channel: &Channel,
        daily: &DailyRow,
    ) -> Result<Vec<(String, String)>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(
                "SELECT a.user_id, COALESCE(MAX(u.name), a.user_id) FROM puzzle_attempts a \
                 LEFT JOIN users u ON u.platform = a.platform AND u.user_id = a.user_id \
                 WHERE a.platform = $1 AND a.channel_id = $2 AND a.puzzle_id = $3 \
                 AND a.daily = TRUE AND a.state = 'solved' AND a.created_at >= $4 \
                 AND a.user_id IS NOT NULL \
                 GROUP BY a.user_id ORDER BY MIN(a.finished_at), a.user_id",
            )
            .bind(channel.platform.as_str())
            .bind(&channel.id)
            .bind(daily.puzzle_id)
            .bind(daily.posted_at)
            .fetch_all(pool)
            .await?))
        })
        .await
    }
}

async fn insert_puzzle(tx: &mut Tx, new: &NewPuzzle, now: i64) -> Result<Option<i64>, StoreError> {
    let source = new.source.as_ref();
    let id: Option<i64> = with_tx!(&mut *tx, conn => sqlx::query_scalar(
        "INSERT INTO puzzles (variant, fen, line, aim, platform, community, game_id, ply, \
         white_id, black_id, missed, difficulty, rating, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) \
         ON CONFLICT DO NOTHING RETURNING id",
    )
    .bind(&new.variant)
    .bind(&new.fen)
    .bind(&new.line)
    .bind(&new.aim)
    .bind(source.map(|s| s.platform.as_str()))
    .bind(source.map(|s| s.community.as_str()))
    .bind(source.map(|s| s.game_id))
    .bind(source.map(|s| s.ply))
    .bind(source.map(|s| s.white_id.as_str()))
    .bind(source.map(|s| s.black_id.as_str()))
    .bind(source.is_some_and(|s| s.missed))
    .bind(new.difficulty)
    .bind(new.difficulty as f64)
    .bind(now)
    .fetch_optional(&mut *conn)
    .await?);
    Ok(id)
}

async fn insert_attempt(
    tx: &mut Tx,
    puzzle_id: i64,
    channel: &Channel,
    user_id: Option<&str>,
    daily: bool,
    now: i64,
) -> Result<AttemptRow, StoreError> {
    Ok(
        with_tx!(&mut *tx, conn => sqlx::query_as(concat!("INSERT INTO puzzle_attempts (puzzle_id, platform, channel_id, community, user_id, \
         rated, daily, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, \
         $5 IS NOT NULL AND NOT EXISTS (SELECT 1 FROM puzzle_attempts o \
           WHERE o.puzzle_id = $1 AND o.platform = $2 AND o.user_id = $5), $6, $7, $7) \
         RETURNING ", attempt_columns!()))
    .bind(puzzle_id)
    .bind(channel.platform.as_str())
    .bind(&channel.id)
    .bind(&channel.community)
    .bind(user_id)
    .bind(daily)
    .bind(now)
    .fetch_one(&mut *conn)
    .await?),
    )
}

/// A person's puzzle rating row.
macro_rules! person_row {
    () => {
        "WHERE platform = $1 AND community = $2 AND user_id = $3 AND variant = $4"
    };
}

/// Rates the end of an attempt inside its transaction: the person against the puzzle, one
/// Glicko-2 period each; the person's row made to exist, both read (and locked on
/// PostgreSQL: two attempts ending at once for one person or one puzzle update one after the
/// other), both written.
async fn rate(
    tx: &mut Tx,
    attempt: &AttemptRow,
    user_id: &str,
    puzzle: &PuzzleRow,
    solved: bool,
    now: i64,
) -> Result<PuzzleRatingChange, StoreError> {
    let fresh = Rating::default();
    with_tx!(&mut *tx, conn => sqlx::query(
        "INSERT INTO puzzle_ratings (platform, community, user_id, variant, rating, deviation, \
         volatility, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
         ON CONFLICT (platform, community, user_id, variant) DO NOTHING",
    )
    .bind(&attempt.platform)
    .bind(&attempt.community)
    .bind(user_id)
    .bind(&puzzle.variant)
    .bind(fresh.rating)
    .bind(fresh.deviation)
    .bind(fresh.volatility)
    .bind(now)
    .execute(&mut *conn)
    .await?
    .rows_affected());
    let (person_query, puzzle_query) = match tx.backend() {
        Backend::Sqlite => (
            concat!(
                "SELECT rating, deviation, volatility FROM puzzle_ratings ",
                person_row!()
            ),
            "SELECT rating, deviation, volatility FROM puzzles WHERE id = $1",
        ),
        Backend::Postgres => (
            concat!(
                "SELECT rating, deviation, volatility FROM puzzle_ratings ",
                person_row!(),
                " FOR UPDATE"
            ),
            "SELECT rating, deviation, volatility FROM puzzles WHERE id = $1 FOR UPDATE",
        ),
    };
    let person: (f64, f64, f64) = with_tx!(&mut *tx, conn => sqlx::query_as(person_query)
        .bind(&attempt.platform)
        .bind(&attempt.community)
        .bind(user_id)
        .bind(&puzzle.variant)
        .fetch_one(&mut *conn)
        .await?);
    let own: (f64, f64, f64) = with_tx!(&mut *tx, conn => sqlx::query_as(puzzle_query)
        .bind(puzzle.id)
        .fetch_one(&mut *conn)
        .await?);
    let before = Rating {
        rating: person.0,
        deviation: person.1,
        volatility: person.2,
    };
    let puzzle_before = Rating {
        rating: own.0,
        deviation: own.1,
        volatility: own.2,
    };
    let score = if solved { Score::Win } else { Score::Loss };
    let (after, puzzle_after) = Rating::after_game(before, puzzle_before, score);
    with_tx!(&mut *tx, conn => sqlx::query(
        "UPDATE puzzle_ratings SET rating = $1, deviation = $2, volatility = $3, \
         attempts = attempts + 1, solved = solved + CASE WHEN $4 THEN 1 ELSE 0 END, \
         updated_at = $5 WHERE platform = $6 AND community = $7 AND user_id = $8 AND variant = $9",
    )
    .bind(after.rating)
    .bind(after.deviation)
    .bind(after.volatility)
    .bind(solved)
    .bind(now)
    .bind(&attempt.platform)
    .bind(&attempt.community)
    .bind(user_id)
    .bind(&puzzle.variant)
    .execute(&mut *conn)
    .await?
    .rows_affected());
    with_tx!(&mut *tx, conn => sqlx::query(
        "UPDATE puzzles SET rating = $1, deviation = $2, volatility = $3 WHERE id = $4",
    )
    .bind(puzzle_after.rating)
    .bind(puzzle_after.deviation)
    .bind(puzzle_after.volatility)
    .bind(puzzle.id)
    .execute(&mut *conn)
    .await?
    .rows_affected());
    Ok(PuzzleRatingChange { before, after })
}
