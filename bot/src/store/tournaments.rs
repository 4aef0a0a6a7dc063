//! Tournaments: their players, their pairings round by round, and the games the bot starts
//! for them. Every step is one transaction guarded by the tournament's state (a round opens
//! once, a result is claimed once, the end is declared once), so that several processes on
//! one database — or one restarted midway — do each step exactly once.

use sqlx::FromRow;

use super::{Store, StoreError};

/// Where a tournament is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, sqlx::Type)]
#[sqlx(type_name = "TEXT", rename_all = "lowercase")]
pub enum TournamentStatus {
    /// Taking players.
    Open,
    Running,
    Finished,
}

/// One row of the tournaments table.
#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
pub struct TournamentRow {
    pub id: i64,
    pub platform: String,
    pub channel_id: String,
    pub thread_id: Option<String>,
    pub community: String,
    pub variant: String,
    pub days_per_move: i64,
    /// `rounds=N` as asked; `None`: the format's default.
    pub rounds_asked: Option<i64>,
    /// `round-robin` or `swiss`, once started.
    pub format: Option<String>,
    pub total_rounds: Option<i64>,
    pub status: TournamentStatus,
    pub current_round: i64,
    pub created_by: String,
    pub created_at: i64,
    pub started_at: Option<i64>,
    pub finished_at: Option<i64>,
    pub version: i64,
}

/// A player of a tournament.
#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
pub struct EntrantRow {
    pub user_id: String,
    pub name: String,
    /// The pairing number's order, fixed at the start.
    pub seed: Option<i64>,
    pub joined_at: i64,
    pub left_at: Option<i64>,
    /// The round during which they left (0: before the start).
    pub left_round: Option<i64>,
}

/// One pairing of a round.
#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
pub struct PairingRow {
    pub round: i64,
    pub board: i64,
    pub white_id: String,
    /// `None`: a bye.
    pub black_id: Option<String>,
    pub game_id: Option<i64>,
    /// See the migration: `white`, `black`, `draw`, `white-forfeit`, `black-forfeit`,
    /// `double-forfeit`, `bye`.
    pub result: Option<String>,
    pub reported: bool,
}

/// A pairing to store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPairing {
    pub round: i64,
    pub board: i64,
    pub white_id: String,
    pub black_id: Option<String>,
}

/// A game the bot starts for a pairing: under way at once, with the correspondence clock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentGame {
    pub board: i64,
    pub start_fen: String,
    pub white_id: String,
    pub white_name: String,
    pub black_id: String,
    pub black_name: String,
}

/// A round to open: the pairings it adds (a Swiss round's; a round robin's were stored at the
/// start), the results known without play (a bye, a forfeit), and the games to start.
#[derive(Debug, Clone, Default)]
pub struct NewRound {
    pub round: i64,
    pub pairings: Vec<NewPairing>,
    pub settled: Vec<(i64, String)>,
    pub games: Vec<TournamentGame>,
}

/// What joining did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Joined {
    Joined,
    Already,
    /// The tournament no longer takes players.
    Closed,
}

/// What leaving did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Left {
    /// Left before the start: the entry is gone.
    Withdrawn,
    /// Left a running tournament: the remaining games are forfeited.
    Forfeiting,
    NotIn,
}

/// The columns of [`TournamentRow`].
macro_rules! tournament_columns {
    () => {
        "id, platform, channel_id, thread_id, community, variant, days_per_move, rounds_asked, \
         format, total_rounds, status, current_round, created_by, created_at, started_at, \
         finished_at, version"
    };
}

impl Store {
    /// Creates an open tournament in a channel, unless the channel has one open or running
    /// (checked in the same transaction): then that one, as `Err`.
    #[allow(clippy::too_many_arguments)]
    pub async fn create_tournament(
        &self,
        platform: &str,
        channel_id: &str,
        thread_id: Option<&str>,
        community: &str,
        variant: &str,
        days_per_move: i64,
        rounds_asked: Option<i64>,
        created_by: &str,
    ) -> Result<Result<TournamentRow, TournamentRow>, StoreError> {
        self.guarded(async {
            let mut tx = self.write().await?;
            let existing: Option<TournamentRow> = with_tx!(&mut tx, conn => sqlx::query_as(concat!(
                "SELECT ",
                tournament_columns!(),
                " FROM tournaments WHERE platform = $1 AND channel_id = $2 \
                 AND status IN ('open', 'running')"
            ))
            .bind(platform)
            .bind(channel_id)
            .fetch_optional(&mut *conn)
            .await?);
            if let Some(existing) = existing {
                return Ok(Err(existing));
            }
            let row: TournamentRow = with_tx!(&mut tx, conn => sqlx::query_as(concat!(
                "INSERT INTO tournaments (platform, channel_id, thread_id, community, variant, \
                 days_per_move, rounds_asked, status, created_by, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', $8, $9) RETURNING ",
                tournament_columns!()
            ))
            .bind(platform)
            .bind(channel_id)
            .bind(thread_id)
            .bind(community)
            .bind(variant)
            .bind(days_per_move)
            .bind(rounds_asked)
            .bind(created_by)
            .bind(self.now())
            .fetch_one(&mut *conn)
            .await?);
            tx.commit().await?;
            Ok(Ok(row))
        })
        .await
    }

    pub async fn tournament(&self, id: i64) -> Result<Option<TournamentRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!(
                "SELECT ",
                tournament_columns!(),
                " FROM tournaments WHERE id = $1"
            ))
            .bind(id)
            .fetch_optional(pool)
            .await?))
        })
        .await
    }

    /// The channel's tournament: the one open or running, else the last one finished.
    pub async fn channel_tournament(
        &self,
        platform: &str,
        channel_id: &str,
    ) -> Result<Option<TournamentRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!(
                "SELECT ",
                tournament_columns!(),
                " FROM tournaments WHERE platform = $1 AND channel_id = $2 \
                 ORDER BY CASE WHEN status = 'finished' THEN 1 ELSE 0 END, id DESC LIMIT 1"
            ))
            .bind(platform)
            .bind(channel_id)
            .fetch_optional(pool)
            .await?))
        })
        .await
    }

    /// The running tournaments, for the scheduler's look after their results.
    pub async fn running_tournaments(&self) -> Result<Vec<TournamentRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!(
                "SELECT ",
                tournament_columns!(),
                " FROM tournaments WHERE status = 'running' ORDER BY id"
            ))
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// The running tournament a game belongs to, if any.
    pub async fn tournament_of_game(&self, game: i64) -> Result<Option<i64>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_scalar(
                "SELECT p.tournament_id FROM tournament_pairings p \
                 JOIN tournaments t ON t.id = p.tournament_id \
                 WHERE p.game_id = $1 AND t.status = 'running'",
            )
            .bind(game)
            .fetch_optional(pool)
            .await?))
        })
        .await
    }

    /// Adds a player to an open tournament.
    pub async fn join_tournament(
        &self,
        id: i64,
        user_id: &str,
        name: &str,
    ) -> Result<Joined, StoreError> {
        self.guarded(async {
            let mut tx = self.write().await?;
            let status: Option<TournamentStatus> = with_tx!(&mut tx, conn => sqlx::query_scalar("SELECT status FROM tournaments WHERE id = $1")
                    .bind(id)
                    .fetch_optional(&mut *conn)
                    .await?);
            if status != Some(TournamentStatus::Open) {
                return Ok(Joined::Closed);
            }
            let added = with_tx!(&mut tx, conn => sqlx::query(
                "INSERT INTO tournament_players (tournament_id, user_id, name, joined_at) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (tournament_id, user_id) DO NOTHING",
            )
            .bind(id)
            .bind(user_id)
            .bind(name)
            .bind(self.now())
            .execute(&mut *conn)
            .await?
            .rows_affected());
            tx.commit().await?;
            Ok(if added == 1 {
                Joined::Joined
            } else {
                Joined::Already
            })
        })
        .await
    }

    /// Takes a player out: before the start their entry goes; once running they are marked
    /// as having left in the round under way (their games are forfeited).
    pub async fn leave_tournament(&self, id: i64, user_id: &str) -> Result<Left, StoreError> {
        self.guarded(async {
            let mut tx = self.write().await?;
            let state: Option<(TournamentStatus, i64)> = with_tx!(&mut tx, conn => sqlx::query_as("SELECT status, current_round FROM tournaments WHERE id = $1")
                    .bind(id)
                    .fetch_optional(&mut *conn)
                    .await?);
            let left = match state {
                Some((TournamentStatus::Open, _)) => {
                    let gone = with_tx!(&mut tx, conn => sqlx::query(
                        "DELETE FROM tournament_players WHERE tournament_id = $1 AND user_id = $2",
                    )
                    .bind(id)
                    .bind(user_id)
                    .execute(&mut *conn)
                    .await?
                    .rows_affected());
                    if gone == 1 {
                        Left::Withdrawn
                    } else {
                        Left::NotIn
                    }
                }
                Some((TournamentStatus::Running, round)) => {
                    let marked = with_tx!(&mut tx, conn => sqlx::query(
                        "UPDATE tournament_players SET left_at = $3, left_round = $4 \
                         WHERE tournament_id = $1 AND user_id = $2 AND left_at IS NULL",
                    )
                    .bind(id)
                    .bind(user_id)
                    .bind(self.now())
                    .bind(round)
                    .execute(&mut *conn)
                    .await?
                    .rows_affected());
                    if marked == 1 {
                        Left::Forfeiting
                    } else {
                        Left::NotIn
                    }
                }
                _ => Left::NotIn,
            };
            tx.commit().await?;
            Ok(left)
        })
        .await
    }

    /// The players, in the order they joined.
    pub async fn entrants(&self, id: i64) -> Result<Vec<EntrantRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(
                "SELECT user_id, name, seed, joined_at, left_at, left_round FROM tournament_players \
                 WHERE tournament_id = $1 ORDER BY joined_at, user_id",
            )
            .bind(id)
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// Every pairing, round by round, board by board.
    pub async fn pairings(&self, id: i64) -> Result<Vec<PairingRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(
                "SELECT round, board, white_id, black_id, game_id, result, reported \
                 FROM tournament_pairings WHERE tournament_id = $1 ORDER BY round, board",
            )
            .bind(id)
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// Starts an open tournament read at `version`: its format and rounds, the players'
    /// seeds, the pairings known in advance, and its first round. `None` when the
    /// tournament changed meanwhile (started by another, a player joined or left).
    pub async fn start_tournament(
        &self,
        tournament: &TournamentRow,
        format: &str,
        total_rounds: i64,
        seeds: &[(String, i64)],
        pairings: &[NewPairing],
        first: &NewRound,
    ) -> Result<Option<Vec<(i64, i64)>>, StoreError> {
        self.guarded(async {
            let now = self.now();
            let mut tx = self.write().await?;
            let started = with_tx!(&mut tx, conn => sqlx::query(
                "UPDATE tournaments SET status = 'running', format = $3, total_rounds = $4, \
                 started_at = $5, current_round = 1, version = version + 1 \
                 WHERE id = $1 AND version = $2 AND status = 'open'",
            )
            .bind(tournament.id)
            .bind(tournament.version)
            .bind(format)
            .bind(total_rounds)
            .bind(now)
            .execute(&mut *conn)
            .await?
            .rows_affected());
            if started == 0 {
                return Ok(None);
            }
            // The players must be those the pairings were made for.
            let players: i64 = with_tx!(&mut tx, conn => sqlx::query_scalar("SELECT COUNT(*) FROM tournament_players WHERE tournament_id = $1")
                    .bind(tournament.id)
                    .fetch_one(&mut *conn)
                    .await?);
            if players != seeds.len() as i64 {
                return Ok(None);
            }
            for (user_id, seed) in seeds {
                let set = with_tx!(&mut tx, conn => sqlx::query(
                    "UPDATE tournament_players SET seed = $3 WHERE tournament_id = $1 AND user_id = $2",
                )
                .bind(tournament.id)
                .bind(user_id)
                .bind(seed)
                .execute(&mut *conn)
                .await?
                .rows_affected());
                if set != 1 {
                    return Ok(None);
                }
            }
            insert_pairings(&mut tx, tournament.id, pairings).await?;
            let games = open_round_in(&mut tx, tournament, first, now).await?;
            tx.commit().await?;
            Ok(Some(games))
        })
        .await
    }

    /// Opens round `round.round` of a running tournament whose previous round is over:
    /// stores its pairings, settles what needs no play, starts its games. `None` when it is
    /// open already (another process, or an earlier look, did it). Returns the games
    /// started, by board.
    pub async fn open_round(
        &self,
        tournament: &TournamentRow,
        round: &NewRound,
    ) -> Result<Option<Vec<(i64, i64)>>, StoreError> {
        self.guarded(async {
            let now = self.now();
            let mut tx = self.write().await?;
            let opened = with_tx!(&mut tx, conn => sqlx::query(
                "UPDATE tournaments SET current_round = $2, version = version + 1 \
                 WHERE id = $1 AND current_round = $3 AND status = 'running'",
            )
            .bind(tournament.id)
            .bind(round.round)
            .bind(round.round - 1)
            .execute(&mut *conn)
            .await?
            .rows_affected());
            if opened == 0 {
                return Ok(None);
            }
            insert_pairings(&mut tx, tournament.id, &round.pairings).await?;
            let games = open_round_in(&mut tx, tournament, round, now).await?;
            tx.commit().await?;
            Ok(Some(games))
        })
        .await
    }

    /// Sets a pairing's result if it has none yet; `true` for the one caller that set it
    /// (who announces the standings).
    pub async fn settle_pairing(
        &self,
        tournament: i64,
        round: i64,
        board: i64,
        result: &str,
    ) -> Result<bool, StoreError> {
        self.guarded(async {
            let mut tx = self.write().await?;
            let set = with_tx!(&mut tx, conn => sqlx::query(
                "UPDATE tournament_pairings SET result = $4, reported = TRUE \
                 WHERE tournament_id = $1 AND round = $2 AND board = $3 AND result IS NULL",
            )
            .bind(tournament)
            .bind(round)
            .bind(board)
            .bind(result)
            .execute(&mut *conn)
            .await?
            .rows_affected());
            tx.commit().await?;
            Ok(set == 1)
        })
        .await
    }

    /// Declares a running tournament over; `true` for the one caller that did.
    pub async fn finish_tournament(&self, id: i64) -> Result<bool, StoreError> {
        self.guarded(async {
            let mut tx = self.write().await?;
            let done = with_tx!(&mut tx, conn => sqlx::query(
                "UPDATE tournaments SET status = 'finished', finished_at = $2, \
                 version = version + 1 WHERE id = $1 AND status = 'running'",
            )
            .bind(id)
            .bind(self.now())
            .execute(&mut *conn)
            .await?
            .rows_affected());
            tx.commit().await?;
            Ok(done == 1)
        })
        .await
    }
}

async fn insert_pairings(
    tx: &mut super::Tx,
    tournament: i64,
    pairings: &[NewPairing],
) -> Result<(), StoreError> {
    for p in pairings {
        with_tx!(&mut *tx, conn => sqlx::query(
            "INSERT INTO tournament_pairings (tournament_id, round, board, white_id, black_id) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(tournament)
        .bind(p.round)
        .bind(p.board)
        .bind(&p.white_id)
        .bind(&p.black_id)
        .execute(&mut *conn)
        .await?.rows_affected());
    }
    Ok(())
}

/// Settles a round's results known without play and starts its games; returns the games
/// started, by board.
async fn open_round_in(
    tx: &mut super::Tx,
    t: &TournamentRow,
    round: &NewRound,
    now: i64,
) -> Result<Vec<(i64, i64)>, StoreError> {
    for (board, result) in &round.settled {
        with_tx!(&mut *tx, conn => sqlx::query(
            "UPDATE tournament_pairings SET result = $4, reported = TRUE \
             WHERE tournament_id = $1 AND round = $2 AND board = $3 AND result IS NULL",
        )
        .bind(t.id)
        .bind(round.round)
        .bind(board)
        .bind(result)
        .execute(&mut *conn)
        .await?.rows_affected());
    }
    let deadline = now + t.days_per_move * crate::clock::DAY;
    let mut started = Vec::new();
    for g in &round.games {
        let id: i64 = with_tx!(&mut *tx, conn => sqlx::query_scalar(
            "INSERT INTO games (platform, channel_id, thread_id, community, variant, soffio, \
             start_fen, fen, white_id, white_name, black_id, black_name, status, days_per_move, \
             deadline_at, rated, created_at, started_at, updated_at, turn_started_at) \
             VALUES ($1, $2, $3, $4, $5, FALSE, $6, $6, $7, $8, $9, $10, 'active', $11, $12, \
             TRUE, $13, $13, $13, $13) RETURNING id",
        )
        .bind(&t.platform)
        .bind(&t.channel_id)
        .bind(&t.thread_id)
        .bind(&t.community)
        .bind(&t.variant)
        .bind(&g.start_fen)
        .bind(&g.white_id)
        .bind(&g.white_name)
        .bind(&g.black_id)
        .bind(&g.black_name)
        .bind(t.days_per_move)
        .bind(deadline)
        .bind(now)
        .fetch_one(&mut *conn)
        .await?);
        with_tx!(&mut *tx, conn => sqlx::query(
            "UPDATE tournament_pairings SET game_id = $4 \
             WHERE tournament_id = $1 AND round = $2 AND board = $3",
        )
        .bind(t.id)
        .bind(round.round)
        .bind(g.board)
        .bind(id)
        .execute(&mut *conn)
        .await?.rows_affected());
        started.push((g.board, id));
    }
    Ok(started)
}
