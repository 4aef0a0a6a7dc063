//! The puzzle finder: a background job that goes through finished games, one at a time, and
//! keeps their shots as puzzles. It is bounded three ways: one game at a time, a pause
//! after each, and only when the engine pool is idle ([`super::super::pool::EnginePool::run_idle`]):
//! a search for a command stops it at once, and it goes on from the same position later.
//! A game is taken by one process at a time (`puzzle_scans`), so several processes on one
//! database share the games; a scan a process left unfinished (it stopped or died) is taken
//! over after [`FinderOptions::stale_after`].
//!
//! Only finished games are looked at: a game still being played is never searched for the
//! benefit of anyone.

use std::sync::Arc;
use std::time::Duration;

use engine::{FoundShot, ShotOptions};
use rules::Color;
use tokio::task::JoinHandle;

use super::super::load::replay;
use super::super::{Service, ServiceError};
use crate::store::{GameRow, NewPuzzle, PuzzleSource};

/// How the finder runs.
#[derive(Debug, Clone)]
pub struct FinderOptions {
    /// How long after the start it first looks (a short-lived process, a tool or a test,
    /// never starts it).
    pub start_after: Duration,
    /// The pause after each game scanned: bounds its share of an idle machine.
    pub pause: Duration,
    /// How long it waits when no finished game is left to scan.
    pub idle: Duration,
    /// A scan taken this long ago and not finished is taken over.
    pub stale_after: Duration,
    /// Games shorter than this (moves of both sides) are not scanned.
    pub min_plies: i64,
    /// How hard it looks (also for `!analyse` of a finished game).
    pub shots: ShotOptions,
}

impl Default for FinderOptions {
    fn default() -> FinderOptions {
        FinderOptions {
            start_after: Duration::from_secs(60),
            pause: Duration::from_secs(2),
            idle: Duration::from_secs(300),
            stale_after: Duration::from_secs(3600),
            min_plies: 12,
            shots: ShotOptions::default(),
        }
    }
}

/// The finder running in the background; stops when dropped.
pub struct FinderTask(Option<JoinHandle<()>>);

impl FinderTask {
    /// Starts the finder on the service's store and engine pool.
    pub fn spawn(service: Service) -> FinderTask {
        FinderTask(Some(tokio::spawn(async move {
            let options = service.options().puzzles.clone();
            tokio::time::sleep(options.start_after).await;
            loop {
                let wait = match service.find_next(&options).await {
                    Ok(true) => options.pause,
                    Ok(false) => options.idle,
                    Err(error) => {
                        tracing::warn!(%error, "puzzle finder");
                        options.idle
                    }
                };
                tokio::time::sleep(wait).await;
            }
        })))
    }

    /// Stops the finder (a scan under way is told to stop; its game is taken over later).
    pub async fn stop(mut self) {
        if let Some(task) = self.0.take() {
            task.abort();
            let _ = task.await;
        }
    }
}

impl Drop for FinderTask {
    fn drop(&mut self) {
        if let Some(task) = self.0.take() {
            task.abort();
        }
    }
}

impl Service {
    /// Scans the next finished game not scanned yet; `false` when there is none.
    async fn find_next(&self, options: &FinderOptions) -> Result<bool, ServiceError> {
        let stale_before = self.now() - options.stale_after.as_secs() as i64;
        let candidates = self
            .store()
            .games_to_scan(stale_before, options.min_plies, 8)
            .await?;
        for id in candidates {
            if !self.store().claim_scan(id, stale_before).await? {
                continue;
            }
            let found = self.scan_game(id, &options.shots, true).await?;
            tracing::info!(game = id, puzzles = found, "puzzle finder: game scanned");
            crate::metrics::puzzles_found(found);
            return Ok(true);
        }
        Ok(false)
    }

    /// Looks for shots in finished game `id` (claimed by the caller) and keeps them, ending
    /// its scan; the number kept. In the background (`idle`) it gives way to every search
    /// and goes on where it stopped; otherwise (`!analyse`) it runs as a search of its own.
    pub(crate) async fn scan_game(
        &self,
        id: i64,
        shots: &ShotOptions,
        idle: bool,
    ) -> Result<usize, ServiceError> {
        let Some(row) = self.store().game(id).await? else {
            return Ok(0);
        };
        if row.status != crate::store::GameStatus::Finished {
            // Never a game under way.
            return Ok(0);
        }
        let events = self.store().events(id).await?;
        let game = match replay(&row, &events) {
            Ok(game) => Arc::new(game),
            Err(error) => {
                // A game that does not replay has no puzzles; it is not looked at again.
                tracing::warn!(game = id, %error, "puzzle finder: the game does not replay");
                self.store().finish_scan(id, &[]).await?;
                return Ok(0);
            }
        };
        let mut found: Vec<FoundShot> = Vec::new();
        let mut from = 0;
        loop {
            let mut options = shots.clone();
            let game = game.clone();
            let scan = if idle {
                let ran = self
                    .inner
                    .pool
                    .run_idle(move |stop| {
                        options.stop = Some(stop);
                        engine::find_shots_from(&game, from, &options, &mut |_, _| {})
                    })
                    .await?;
                if ran.preempted {
                    tracing::debug!(game = id, ply = ran.value.next, "puzzle finder: gave way");
                }
                ran.value
            } else {
                self.inner
                    .pool
                    .run(move |stop| {
                        options.stop = Some(stop);
                        engine::find_shots_from(&game, from, &options, &mut |_, _| {})
                    })
                    .await?
            };
            found.extend(scan.shots);
            if scan.finished {
                break;
            }
            from = scan.next;
        }
        let keep = shots_to_keep(&row, &found);
        self.store().finish_scan(id, &keep).await?;
        Ok(keep.len())
    }
}

impl Service {
    /// The puzzles made from a finished game, for the end of its `!analyse`: the finder's if
    /// it went through the game, else found now (the game taken from the finder first).
    /// `None` for a game under way or one without puzzles.
    pub(crate) async fn puzzles_made_from(
        &self,
        loaded: &super::super::load::Loaded,
    ) -> Result<Option<crate::i18n::Say>, ServiceError> {
        let row = &loaded.row;
        if row.status != crate::store::GameStatus::Finished || row.giveaway || row.soffio {
            return Ok(None);
        }
        let options = &self.options().puzzles;
        let store = self.store();
        if !store.scanned(row.id).await? {
            let stale_before = self.now() - options.stale_after.as_secs() as i64;
            if store.claim_scan(row.id, stale_before).await? {
                self.scan_game(row.id, &options.shots, false).await?;
            }
        }
        let count = store.puzzles_of_game(row.id).await?.len();
        Ok((count > 0).then_some(crate::i18n::Say::Puzzle(
            crate::i18n::PuzzleSay::MadeFromGame { count },
        )))
    }
}

/// The puzzles to keep from a game's shots: where each came from, and who was to move.
pub(crate) fn shots_to_keep(row: &GameRow, found: &[FoundShot]) -> Vec<NewPuzzle> {
    found
        .iter()
        .map(|f| NewPuzzle {
            variant: row.variant.clone(),
            fen: f.shot.position.to_fen(),
            line: f.shot.line_texts().join(" "),
            aim: f.shot.aim.code(),
            source: Some(PuzzleSource {
                platform: row.platform.clone(),
                community: row.community.clone(),
                game_id: row.id,
                ply: f.ply as i64,
                white_id: row.player_id(Color::White).to_string(),
                black_id: row.player_id(Color::Black).to_string(),
                missed: f.missed,
            }),
            difficulty: i64::from(f.shot.difficulty),
        })
        .collect()
}
