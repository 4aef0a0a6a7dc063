//! The load of the `load` and `load_processes` benches: many games started, then their
//! moves sent, each through the whole service path; then every game checked move by move in
//! the store.
//!
//! Two ways to send the moves:
//! - closed loop (the default): a fixed number of senders (`LOAD_CONCURRENCY` messages in
//!   flight at once), each sending its next move when the last one is answered. It measures
//!   the throughput the process sustains; its latency is about the messages in flight over the
//!   throughput (Little's law), so a stall slows the senders instead of showing in it.
//! - open loop (`LOAD_RATE` moves per second): the moves are sent on a fixed schedule, the
//!   i-th at i / rate seconds, whether or not earlier ones were answered, as a chat's messages
//!   arrive whatever the bot is doing. A move's latency counts from its scheduled time, so a
//!   stall shows in every move that waited behind it. It measures the latency at that rate.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use bot::service::Service;
use bot::store::Store;
use rules::{Color, Variant};
use serde::{Deserialize, Serialize};
use tokio::sync::Mutex;

use super::{message, random_line};

/// How a load runs; from the environment (see each bench's doc).
#[derive(Debug, Clone)]
pub struct Load {
    /// Games started before the moves, all under way at once.
    pub games: usize,
    /// Moves played in each game (a random legal line that does not end the game).
    pub plies: usize,
    /// Messages in flight at once (closed loop).
    pub concurrency: usize,
    /// Moves per second sent on a schedule (open loop), instead of `concurrency` senders.
    pub rate: Option<f64>,
    /// Names channels and players, so that processes on one database do not meet.
    pub prefix: String,
}

impl Load {
    /// The load the environment asks for, with these defaults for the games and the messages
    /// in flight (the closed loop).
    pub fn from_env(games: usize, concurrency: usize) -> Load {
        let number = |key: &str, default: usize| {
            std::env::var(key)
                .ok()
                .and_then(|v| v.parse().ok())
                .unwrap_or(default)
        };
        Load {
            games: number("LOAD_GAMES", games),
            plies: number("LOAD_PLIES", 12),
            concurrency: number("LOAD_CONCURRENCY", concurrency),
            rate: std::env::var("LOAD_RATE")
                .ok()
                .and_then(|v| v.parse::<f64>().ok())
                .filter(|rate| *rate > 0.0),
            prefix: "p".into(),
        }
    }
}

/// What a load measured.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Report {
    pub games: usize,
    pub moves: usize,
    /// Commands whose answer was not the expected one (a refusal, an apology).
    pub errors: usize,
    pub lost: usize,
    pub doubled: usize,
    /// Seconds to start the games; seconds of the move phase.
    pub setup_s: f64,
    pub wall_s: f64,
    /// Each move's time from message (its scheduled time, in an open loop) to answer, in
    /// milliseconds.
    pub latencies_ms: Vec<f64>,
    /// The rate offered, in an open loop.
    pub rate: Option<f64>,
    pub peak_rss_mib: f64,
}

/// A game of the load: its id, channel, line and how far it got.
struct Running {
    id: i64,
    channel: String,
    white: String,
    black: String,
    line: Vec<String>,
    first: Color,
    next: usize,
}

const VARIANTS: [Variant; 3] = [Variant::English, Variant::Italian, Variant::International];

/// Starts the games (challenge and accept, `load.concurrency` at a time); the games and the
/// number of commands that failed.
async fn start(service: &Service, load: &Load) -> (Vec<Arc<Mutex<Running>>>, usize) {
    let next = Arc::new(AtomicUsize::new(0));
    let errors = Arc::new(AtomicUsize::new(0));
    let started = Arc::new(std::sync::Mutex::new(Vec::new()));
    let workers: Vec<_> = (0..load.concurrency)
        .map(|_| {
            let (service, load) = (service.clone(), load.clone());
            let (next, errors, started) = (next.clone(), errors.clone(), started.clone());
            tokio::spawn(async move {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= load.games {
                        return;
                    }
                    let variant = VARIANTS[i % VARIANTS.len()];
                    let channel = format!("{}-{i}", load.prefix);
                    let (white, black) = (
                        format!("{}w{i}", load.prefix),
                        format!("{}b{i}", load.prefix),
                    );
                    let challenge = format!("!challenge @{black} {} white", variant.name());
                    let replies = service.handle(message(&channel, &white, &challenge)).await;
                    let Some(id) = replies.first().and_then(|r| r.game) else {
                        errors.fetch_add(1, Ordering::Relaxed);
                        continue;
                    };
                    let accept = format!("!accept #{id}");
                    let replies = service.handle(message(&channel, &black, &accept)).await;
                    if replies.first().and_then(|r| r.board.as_ref()).is_none() {
                        errors.fetch_add(1, Ordering::Relaxed);
                        continue;
                    }
                    let running = Running {
                        id,
                        channel,
                        white,
                        black,
                        line: random_line(variant, load.plies, i as u64),
                        first: variant.first_player(),
                        next: 0,
                    };
                    started
                        .lock()
                        .unwrap()
                        .push((i, Arc::new(Mutex::new(running))));
                }
            })
        })
        .collect();
    for worker in workers {
        worker.await.expect("a starter");
    }
    let mut started = std::mem::take(&mut *started.lock().unwrap());
    started.sort_by_key(|(i, _)| *i);
    (
        started.into_iter().map(|(_, g)| g).collect(),
        errors.load(Ordering::Relaxed),
    )
}

/// Plays every game's line, round by round over the games: in a closed or an open loop.
async fn play(service: &Service, games: &[Arc<Mutex<Running>>], load: &Load) -> (Timed, usize) {
    match load.rate {
        Some(rate) => play_on_schedule(service, games, load, rate).await,
        None => play_in_turn(service, games, load).await,
    }
}

/// Sends a game's next move and waits for its answer (the game's lock is held meanwhile, so
/// a game's moves go in order): whether it was played, or `None` when the line is over.
async fn send_move(service: &Service, game: &Mutex<Running>) -> Option<bool> {
    let mut game = game.lock().await;
    let mv = game.line.get(game.next).cloned()?;
    let white_moves = game.next.is_multiple_of(2) == (game.first == Color::White);
    let who = if white_moves {
        &game.white
    } else {
        &game.black
    };
    let text = format!("!move #{} {mv}", game.id);
    let incoming = message(&game.channel, who, &text);
    let replies = service.handle(incoming).await;
    game.next += 1;
    Some(replies.first().and_then(|r| r.board.as_ref()).is_some())
}

/// Closed loop: `load.concurrency` senders, each sending its next move once the last one is
/// answered.
async fn play_in_turn(
    service: &Service,
    games: &[Arc<Mutex<Running>>],
    load: &Load,
) -> (Timed, usize) {
    let tickets = games.len() * load.plies;
    let began = Instant::now();
    let next = Arc::new(AtomicUsize::new(0));
    let errors = Arc::new(AtomicUsize::new(0));
    let games: Arc<Vec<Arc<Mutex<Running>>>> = Arc::new(games.to_vec());
    let workers: Vec<_> = (0..load.concurrency)
        .map(|_| {
            let (service, games) = (service.clone(), games.clone());
            let (next, errors) = (next.clone(), errors.clone());
            tokio::spawn(async move {
                let mut latencies = Vec::new();
                loop {
                    let ticket = next.fetch_add(1, Ordering::Relaxed);
                    if ticket >= tickets {
                        return latencies;
                    }
                    let asked = Instant::now();
                    let Some(played) = send_move(&service, &games[ticket % games.len()]).await
                    else {
                        continue;
                    };
                    latencies.push((
                        (asked - began).as_secs_f64(),
                        asked.elapsed().as_secs_f64() * 1000.0,
                    ));
                    if !played {
                        errors.fetch_add(1, Ordering::Relaxed);
                    }
                }
            })
        })
        .collect();
    let mut latencies = Vec::new();
    for worker in workers {
        latencies.extend(worker.await.expect("a sender"));
    }
    (latencies, errors.load(Ordering::Relaxed))
}

/// Open loop: the i-th move is sent at i / `rate` seconds, answered or not the ones before;
/// its latency counts from then.
async fn play_on_schedule(
    service: &Service,
    games: &[Arc<Mutex<Running>>],
    load: &Load,
    rate: f64,
) -> (Timed, usize) {
    let tickets = games.len() * load.plies;
    let began = tokio::time::Instant::now();
    let mut sent = Vec::with_capacity(tickets);
    for ticket in 0..tickets {
        let due = began + Duration::from_secs_f64(ticket as f64 / rate);
        // Late (the sender itself was held up): sent at once, still timed from `due`.
        tokio::time::sleep_until(due).await;
        let (service, game) = (service.clone(), games[ticket % games.len()].clone());
        sent.push(tokio::spawn(async move {
            let played = send_move(&service, &game).await?;
            let sent_at = (due - began).as_secs_f64();
            Some(((sent_at, due.elapsed().as_secs_f64() * 1000.0), played))
        }));
    }
    let (mut latencies, mut errors) = (Vec::with_capacity(tickets), 0);
    for move_sent in sent {
        if let Some((latency, played)) = move_sent.await.expect("a move") {
            latencies.push(latency);
            errors += usize::from(!played);
        }
    }
    (latencies, errors)
}

/// Each move's time of sending (seconds into the move phase) and latency (milliseconds).
type Timed = Vec<(f64, f64)>;

/// With `LOAD_TIMELINE=path`, writes each move's time of sending (Unix seconds, to line up
/// with the other processes and with the `host_memory` bench's episodes) and latency, one
/// move a line, to `path` followed by this process's prefix: to tell slow moves spread over
/// the run from stalls that hold many at once.
fn write_timeline(prefix: &str, timed: &Timed, began: SystemTime) {
    let Ok(path) = std::env::var("LOAD_TIMELINE") else {
        return;
    };
    let began = began
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |since| since.as_secs_f64());
    let mut sorted = timed.clone();
    sorted.sort_by(|a, b| a.0.total_cmp(&b.0));
    let lines: String = sorted
        .iter()
        .map(|(at, latency)| format!("{:.4} {latency:.3}\n", began + at))
        .collect();
    std::fs::write(format!("{path}{prefix}"), lines).expect("the timeline is written");
}

/// Every game holds exactly the moves of its line that were sent, in order.
async fn verify(store: &Store, games: &[Arc<Mutex<Running>>]) -> (usize, usize) {
    let (mut lost, mut doubled) = (0, 0);
    for game in games {
        let game = game.lock().await;
        let stored: Vec<String> = store
            .events(game.id)
            .await
            .expect("the moves of a game")
            .into_iter()
            .map(|e| e.text)
            .collect();
        let sent = &game.line[..game.next];
        let same = stored.iter().zip(sent).take_while(|(a, b)| a == b).count();
        lost += sent.len() - same;
        doubled += stored.len() - same;
    }
    (lost, doubled)
}

/// Starts the games, waits for `go` (the other processes), plays, and checks.
pub async fn run(
    service: &Service,
    store: &Store,
    load: &Load,
    go: impl std::future::Future<Output = ()>,
) -> Report {
    let setup = Instant::now();
    let (games, start_errors) = start(service, load).await;
    let setup_s = setup.elapsed().as_secs_f64();
    go.await;
    let (began, began_at) = (Instant::now(), SystemTime::now());
    let (timed, errors) = play(service, &games, load).await;
    let wall_s = began.elapsed().as_secs_f64();
    write_timeline(&load.prefix, &timed, began_at);
    let mut latencies: Vec<f64> = timed.iter().map(|&(_, latency)| latency).collect();
    let peak_rss_mib = super::peak_memory_mib();
    let (lost, doubled) = verify(store, &games).await;
    latencies.sort_by(|a, b| a.total_cmp(b));
    Report {
        games: games.len(),
        moves: latencies.len(),
        errors: start_errors + errors,
        lost,
        doubled,
        setup_s,
        wall_s,
        latencies_ms: latencies,
        peak_rss_mib,
        rate: load.rate,
    }
}

/// Brings PostgreSQL's planner statistics up to date once the games are started, as its
/// autovacuum does in a running deployment within a minute of that many new rows. Without
/// it the moves would run on plans made while the tables were empty, which every
/// connection keeps: one of them reads all the games of a platform to find a channel's.
pub async fn analyze(store: &Store) {
    if let Some(pool) = store.postgres_pool() {
        sqlx::query("ANALYZE")
            .execute(pool)
            .await
            .expect("the statistics are gathered");
    }
}

/// What a load is to reach (issue 12, a 2-core machine of its own).
#[derive(Debug, Clone, Copy)]
pub struct Target {
    /// Moves per second, in all.
    pub moves_per_s: f64,
    /// The 99th percentile of a move's latency.
    pub p99_ms: f64,
    /// Peak memory of each process, in megabytes (10^6 bytes).
    pub rss_mb: Option<f64>,
}

/// Whether the figures meet `target`, one verdict per figure, on one line.
pub fn verdict(target: Target, moves_per_s: f64, p99_ms: f64, peak_rss_mib: f64) -> String {
    let mark = |met: bool| if met { "met" } else { "NOT met" };
    let mut parts = vec![
        format!(
            "throughput {moves_per_s:.1} ≥ {:.0} moves/s: {}",
            target.moves_per_s,
            mark(moves_per_s >= target.moves_per_s)
        ),
        format!(
            "p99 {p99_ms:.1} ≤ {:.0} ms: {}",
            target.p99_ms,
            mark(p99_ms <= target.p99_ms)
        ),
    ];
    if let Some(mb) = target.rss_mb {
        let rss_mb = peak_rss_mib * 1024.0 * 1024.0 / 1e6;
        parts.push(format!(
            "peak RSS {rss_mb:.0} ≤ {mb:.0} MB: {}",
            mark(rss_mb <= mb)
        ));
    }
    format!("targets: {}", parts.join("; "))
}

/// Whether moves render their board PNG: yes, as every adapter's `!move` does, unless
/// `LOAD_IMAGES=0` (the store's path alone).
pub fn images_from_env() -> bool {
    std::env::var("LOAD_IMAGES").map_or(true, |v| v != "0")
}

/// How the moves were sent, for the reports' first line.
pub fn mode(load: &Load) -> String {
    match load.rate {
        Some(rate) => format!("open loop at {rate:.0} moves/s offered"),
        None => format!("closed loop, {} in flight", load.concurrency),
    }
}

/// One line of figures.
pub fn summary(report: &Report) -> String {
    let offered = report
        .rate
        .map(|rate| format!("  offered {rate:.0} moves/s"))
        .unwrap_or_default();
    format!(
        "games {}  moves {}  errors {}  lost {}  doubled {}  setup {:.1} s  moves {:.1} s  \
         throughput {:.0} moves/s  latency p50 {:.2} ms  p99 {:.2} ms  max {:.1} ms  \
         peak RSS {:.0} MiB{offered}",
        report.games,
        report.moves,
        report.errors,
        report.lost,
        report.doubled,
        report.setup_s,
        report.wall_s,
        report.moves as f64 / report.wall_s,
        super::percentile(&report.latencies_ms, 50.0),
        super::percentile(&report.latencies_ms, 99.0),
        report.latencies_ms.last().copied().unwrap_or(0.0),
        report.peak_rss_mib,
    )
}
