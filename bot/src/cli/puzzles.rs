//! `dama puzzles`: the puzzle store from the command line. `generate` builds a starting pool
//! from the engine's own games (a fresh install has no finished games to find puzzles in);
//! `add` keeps one position, if it is a shot; `list` counts them by variant.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, anyhow};
use engine::{Limits, ShotOptions};
use rules::{Position, Variant};

use crate::store::{NewPuzzle, Store};

#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:\n  \
    dama puzzles generate --variant italian --count 50\n  \
    dama puzzles add --variant english --fen 'W:W27,23,22,21:B14,10,9,6'\n  \
    dama puzzles list")]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    pub action: PuzzlesAction,
}

#[derive(Debug, clap::Subcommand)]
pub enum PuzzlesAction {
    /// Play the engine against itself at its weaker levels and keep the shots of its games,
    /// until the variant has COUNT new puzzles.
    Generate {
        /// english, italian, spanish, international, brazilian, dameo, russian, turkish,
        /// pool, czech, frisian or canadian.
        #[arg(long)]
        variant: String,
        /// How many new puzzles to make.
        #[arg(long, default_value_t = 50)]
        count: usize,
        /// Games played at once (default: one per core).
        #[arg(long)]
        jobs: Option<usize>,
        /// The first game's seed: the same seed plays the same games (default: the clock).
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Keep one position as a puzzle, if the engine finds it a shot (a unique, forcing win).
    Add {
        #[arg(long)]
        variant: String,
        /// The position in PDN FEN, the solver to move.
        #[arg(long)]
        fen: String,
        /// Search each move to this depth (the last check two deeper) instead of by nodes:
        /// a bounded, repeatable look, with the margin of the engine's quick options.
        #[arg(long)]
        depth: Option<u32>,
    },
    /// How many puzzles each variant has.
    List,
}

/// Runs a `dama puzzles` command on the database at `database_url`.
pub fn run(args: PuzzlesArgs, database_url: &str) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let store = Store::connect(database_url).await.with_context(|| {
            format!(
                "opening the database {}",
                crate::store::redact(database_url)
            )
        })?;
        let result = match args.action {
            PuzzlesAction::Generate {
                variant,
                count,
                jobs,
                seed,
            } => generate(&store, &variant, count, jobs, seed).await,
            PuzzlesAction::Add {
                variant,
                fen,
                depth,
            } => add(&store, &variant, &fen, depth).await,
            PuzzlesAction::List => list(&store).await,
        };
        store.close().await;
        result
    })
}

/// Self-played games on `jobs` threads, their shots kept as they come, until `count` new
/// puzzles; progress on stderr, a summary on stdout.
async fn generate(
    store: &Store,
    variant: &str,
    count: usize,
    jobs: Option<usize>,
    seed: Option<u64>,
) -> anyhow::Result<()> {
    let variant: Variant = variant.parse()?;
    if count == 0 {
        return Err(anyhow!("--count must be at least 1"));
    }
    let jobs = jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()))
        .max(1);
    let first_seed = seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs())
    });
    let started = Instant::now();
    let next_seed = Arc::new(AtomicU64::new(first_seed));
    let games = Arc::new(AtomicUsize::new(0));
    let done = Arc::new(AtomicBool::new(false));
    let (found_tx, mut found_rx) = tokio::sync::mpsc::unbounded_channel::<Vec<NewPuzzle>>();
    let mut workers = Vec::new();
    for _ in 0..jobs {
        let (next_seed, games, done, found_tx) = (
            next_seed.clone(),
            games.clone(),
            done.clone(),
            found_tx.clone(),
        );
        workers.push(std::thread::spawn(move || {
            let options = ShotOptions {
                stop: Some(done.clone()),
                ..ShotOptions::default()
            };
            while !done.load(Ordering::Relaxed) {
                let seed = next_seed.fetch_add(1, Ordering::Relaxed);
                let game = engine::self_play(variant, seed, Some(&done));
                let shots = engine::find_shots(&game, &options, &mut |_, _| {});
                games.fetch_add(1, Ordering::Relaxed);
                let puzzles = shots
                    .iter()
                    .map(|found| NewPuzzle {
                        variant: variant.name().to_string(),
                        fen: found.shot.position.to_fen(),
                        line: found.shot.line_texts().join(" "),
                        aim: found.shot.aim.code(),
                        source: None,
                        difficulty: i64::from(found.shot.difficulty),
                    })
                    .collect();
                if found_tx.send(puzzles).is_err() {
                    break;
                }
            }
        }));
    }
    drop(found_tx);
    let mut kept = 0;
    let mut last_report = Instant::now();
    while kept < count {
        let Some(puzzles) = found_rx.recv().await else {
            break;
        };
        for puzzle in puzzles {
            if kept < count && store.add_puzzle(&puzzle).await?.is_some() {
                kept += 1;
            }
        }
        if last_report.elapsed() >= Duration::from_secs(5) || kept >= count {
            last_report = Instant::now();
            eprintln!(
                "{kept}/{count} puzzles from {} games, {:.0} s",
                games.load(Ordering::Relaxed),
                started.elapsed().as_secs_f64()
            );
        }
    }
    done.store(true, Ordering::Relaxed);
    found_rx.close();
    for worker in workers {
        let _ = worker.join();
    }
    println!(
        "{kept} new {} puzzles from {} games of the engine in {:.0} s",
        variant.name(),
        games.load(Ordering::Relaxed),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Examines one position and keeps it if it is a shot.
async fn add(store: &Store, variant: &str, fen: &str, depth: Option<u32>) -> anyhow::Result<()> {
    let variant: Variant = variant.parse()?;
    let position = Position::from_fen(variant, fen).map_err(|e| anyhow!("bad FEN: {e}"))?;
    let options = match depth {
        Some(depth) => ShotOptions {
            scan: Limits::depth(depth.min(6)),
            verify: Limits::depth(depth),
            confirm: Limits::depth(depth + 2),
            ..ShotOptions::quick()
        },
        None => ShotOptions::default(),
    };
    let shot = tokio::task::spawn_blocking(move || engine::examine(&position, &options))
        .await?
        .map_err(|why| anyhow!("not a puzzle: {}", no_shot(why)))?;
    let puzzle = NewPuzzle {
        variant: variant.name().to_string(),
        fen: shot.position.to_fen(),
        line: shot.line_texts().join(" "),
        aim: shot.aim.code(),
        source: None,
        difficulty: i64::from(shot.difficulty),
    };
    match store.add_puzzle(&puzzle).await? {
        Some(id) => println!(
            "puzzle #{id} ({}, {}): {}",
            variant.name(),
            puzzle.aim,
            puzzle.line
        ),
        None => println!("already a puzzle: {}", puzzle.line),
    }
    Ok(())
}

async fn list(store: &Store) -> anyhow::Result<()> {
    let counts = store.puzzle_counts().await?;
    if counts.is_empty() {
        println!("no puzzles yet: dama puzzles generate --variant V --count N makes some");
    }
    for (variant, count) in counts {
        println!("{variant}: {count}");
    }
    Ok(())
}

/// Why a position is not a puzzle, for people.
fn no_shot(why: engine::NoShot) -> &'static str {
    use engine::NoShot;
    match why {
        NoShot::NoChoice => "the side to move has one legal move, or none",
        NoShot::NoGain => "no move wins a man more than the position already promises",
        NoShot::Decided => "the game is decided whatever is played",
        NoShot::NotUnique => "another first move does about as well",
        NoShot::NotForcing => "the winning line leaves the opponent free choices",
        NoShot::Unsettled => "the gain does not settle within eight moves",
        NoShot::TooShort => "a single move wins: there is no combination to find",
        NoShot::Stopped => "the search was stopped",
    }
}
