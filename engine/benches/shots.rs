//! The quality of the puzzles (issue 35): the finder goes through self-played games of every
//! variant (as `dama puzzles generate` does) until it has found `--puzzles` shots, and says
//! how long that took and from how many games; then each shot's first move is checked again
//! with a deeper search: every legal move of the position searched as long as `--verify-ms`
//! (2 s) of this engine on one core, and the shot's first move must still score at least a
//! man more than every other. The share of shots that pass is the figure (the goal is all).
//!
//! Times are the threads' CPU time (getrusage), beside the wall time: the machine may be
//! shared. The deeper check searches a node count, this engine's nodes in `--verify-ms` of
//! CPU time as measured at the start, so that a busy machine does not make it shallower.
//!
//! ```text
//! cargo bench -p engine --bench shots [-- --puzzles 200 --verify-ms 2000 --jobs 2 \
//!     --variants english,russian --out shots.txt]
//! ```
//! `--out` writes the shots found, one a line (`variant; fen; line; aim`). `--find-minutes M`
//! stops finding after M minutes of wall time (the games under way finish) and checks the
//! shots found so far: a bounded run on a busy machine. The games are seeded, so that every
//! run plays the same ones: `--first-game N` starts at the Nth (a run that goes on from where
//! an earlier one stopped, to add up their shots). `--shots FILE` finds nothing: it takes the
//! shots of an earlier `--out`, checks each deeper as above (or to `--nodes N` a move), and
//! says whether today's finder still keeps it (to see that a change refuses the misses, and
//! only them).

use std::collections::BTreeMap;
use std::io::Write;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use engine::{FoundShot, Limits, NoShot, Searcher, ShotOptions, WIN};
use rules::{Game, GameOptions, Outcome, Position, Variant};

/// What the finding threads gathered.
#[derive(Default)]
struct Found {
    shots: Vec<(Variant, FoundShot)>,
    games: usize,
    plies: usize,
    looked: usize,
    candidates: usize,
    refused: BTreeMap<NoShot, usize>,
    playing_cpu: Duration,
    finding_cpu: Duration,
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let value = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let wanted = parsed(value("--puzzles")).unwrap_or(200usize);
    let verify_ms = parsed(value("--verify-ms")).unwrap_or(2000u64);
    let jobs = parsed(value("--jobs")).unwrap_or(1usize);
    let first_game = parsed(value("--first-game")).unwrap_or(0u64);
    let find_for =
        parsed(value("--find-minutes")).map(|minutes: f64| Duration::from_secs_f64(minutes * 60.0));
    let variants: Vec<Variant> = match value("--variants") {
        Some(list) => list
            .split(',')
            .map(|v| v.parse().expect("a variant name"))
            .collect(),
        None => Variant::ALL.to_vec(),
    };
    if let Some(path) = value("--shots") {
        let nodes = parsed(value("--nodes"));
        return recheck(&path, verify_ms, nodes);
    }
    let mut out = value("--out").map(|path| std::fs::File::create(path).expect("--out opens"));

    // Finding: games round-robin over the variants until enough shots.
    let started = Instant::now();
    let found = Arc::new(Mutex::new(Found::default()));
    let next = Arc::new(AtomicU64::new(first_game));
    let done = Arc::new(AtomicUsize::new(0));
    let workers: Vec<_> = (0..jobs.max(1))
        .map(|_| {
            let (found, next, done, variants) =
                (found.clone(), next.clone(), done.clone(), variants.clone());
            std::thread::spawn(move || {
                let options = ShotOptions::default();
                while done.load(Ordering::Relaxed) < wanted
                    && find_for.is_none_or(|limit| started.elapsed() < limit)
                {
                    let n = next.fetch_add(1, Ordering::Relaxed);
                    let variant = variants[n as usize % variants.len()];
                    let seed = n / variants.len() as u64;
                    let cpu = thread_cpu_time();
                    let game = engine::self_play(variant, seed, None);
                    let played = thread_cpu_time() - cpu;
                    let scan = engine::find_shots_from(&game, 0, &options, &mut |_, _| {});
                    let searched = thread_cpu_time() - cpu - played;
                    let mut found = found.lock().unwrap();
                    found.games += 1;
                    found.plies += game.plies().count();
                    found.looked += scan.looked;
                    found.candidates += scan.candidates;
                    for (why, count) in scan.refused {
                        *found.refused.entry(why).or_default() += count;
                    }
                    found.playing_cpu += played;
                    found.finding_cpu += searched;
                    for shot in scan.shots {
                        if found.shots.len() < wanted {
                            found.shots.push((variant, shot));
                        }
                    }
                    done.store(found.shots.len(), Ordering::Relaxed);
                    eprint!("\r{} shots from {} games", found.shots.len(), found.games);
                }
            })
        })
        .collect();
    for worker in workers {
        worker.join().expect("a finding thread");
    }
    eprintln!();
    let found = Arc::try_unwrap(found)
        .ok()
        .expect("the threads are done")
        .into_inner()
        .unwrap();
    let wall = started.elapsed();
    let shots = &found.shots;
    println!(
        "found {} shots from {} self-played games ({} plies) in {:.0} s of wall time with {} \
         thread(s); CPU: playing {:.0} s, finding {:.0} s: {:.1} s of finding per shot, {:.2} s \
         per game",
        shots.len(),
        found.games,
        found.plies,
        wall.as_secs_f64(),
        jobs,
        found.playing_cpu.as_secs_f64(),
        found.finding_cpu.as_secs_f64(),
        found.finding_cpu.as_secs_f64() / shots.len().max(1) as f64,
        found.finding_cpu.as_secs_f64() / found.games.max(1) as f64,
    );
    println!(
        "positions looked at {}, candidates {}, refused {:?}",
        found.looked, found.candidates, found.refused
    );
    let mut per_variant: BTreeMap<&str, usize> = BTreeMap::new();
    for (variant, shot) in shots {
        *per_variant.entry(variant.name()).or_default() += 1;
        if let Some(out) = out.as_mut() {
            let _ = writeln!(
                out,
                "{}; {}; {}; {}",
                variant.name(),
                shot.shot.position.to_fen(),
                shot.shot.line_texts().join(" "),
                shot.shot.aim.code()
            );
        }
    }
    println!("by variant: {per_variant:?}");

    // Checking: every legal first move searched again, deeper.
    let nodes = nodes_in(Duration::from_millis(verify_ms), shots);
    println!("the deeper check: {verify_ms} ms of this engine on one core = {nodes} nodes a move");
    let unique = AtomicUsize::new(0);
    let best_still = AtomicUsize::new(0);
    let checked = AtomicUsize::new(0);
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1) {
            scope.spawn(|| {
                let mut searcher = Searcher::new(64);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some((variant, found)) = shots.get(i) else {
                        break;
                    };
                    let (solution, other) = deep_scores(
                        &mut searcher,
                        &found.shot.position,
                        found.shot.line[0],
                        nodes,
                    );
                    let passed = solution - other >= ShotOptions::default().margin;
                    unique.fetch_add(usize::from(passed), Ordering::Relaxed);
                    best_still.fetch_add(usize::from(solution > other), Ordering::Relaxed);
                    if !passed {
                        println!(
                            "not unique: {}; {}; {} (first move {solution}, next best {other})",
                            variant.name(),
                            found.shot.position.to_fen(),
                            found.shot.line_texts().join(" "),
                        );
                    }
                    let n = checked.fetch_add(1, Ordering::Relaxed) + 1;
                    eprint!("\rchecked {n}/{}", shots.len());
                }
            });
        }
    });
    eprintln!();
    let (unique, best_still) = (unique.into_inner(), best_still.into_inner());
    println!(
        "first move the only winning one at {verify_ms} ms a move: {unique}/{} ({:.1}%); \
         the best at all: {best_still}/{} ({:.1}%)",
        shots.len(),
        100.0 * unique as f64 / shots.len().max(1) as f64,
        shots.len(),
        100.0 * best_still as f64 / shots.len().max(1) as f64,
    );
}

/// An option's value read as a number (or anything else that parses); `None` when it is
/// absent or does not parse, so that the default applies.
fn parsed<T: std::str::FromStr>(value: Option<String>) -> Option<T> {
    value.and_then(|v| v.parse().ok())
}

/// The shots of an earlier `--out`, each checked deeper and examined by today's finder.
fn recheck(path: &str, verify_ms: u64, nodes: Option<u64>) {
    let text = std::fs::read_to_string(path).expect("--shots reads");
    let saved: Vec<(Variant, Position, rules::Move)> = text
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split("; ").collect();
            let variant: Variant = fields[0].parse().expect("a variant name");
            let position = Position::from_fen(variant, fields[1]).expect("a FEN");
            let first = fields[2].split(' ').next().expect("a line");
            let first = position.parse_move(first).expect("a legal first move");
            (variant, position, first)
        })
        .collect();
    let mut searcher = Searcher::new(64);
    // A few positions measure the speed poorly (a search that ends at once): `--nodes` says it.
    let nodes = nodes
        .unwrap_or_else(|| nodes_at(Duration::from_millis(verify_ms), saved.iter().map(|s| s.1)));
    println!("the deeper check: {verify_ms} ms of this engine on one core = {nodes} nodes a move");
    let (mut passed, mut kept, mut kept_passed) = (0, 0, 0);
    let mut finding_cpu = Duration::ZERO;
    for (variant, position, first) in &saved {
        let (solution, other) = deep_scores(&mut searcher, position, *first, nodes);
        let pass = solution - other >= ShotOptions::default().margin;
        let cpu = thread_cpu_time();
        let today = engine::examine(position, &ShotOptions::default());
        finding_cpu += thread_cpu_time() - cpu;
        let keeps = today.as_ref().is_ok_and(|shot| shot.line[0] == *first);
        passed += usize::from(pass);
        kept += usize::from(keeps);
        kept_passed += usize::from(keeps && pass);
        println!(
            "{}; {}; {}: deeper {solution} against {other} ({}); the finder today: {}",
            variant.name(),
            position.to_fen(),
            position.move_text(first),
            if pass { "passes" } else { "not unique" },
            match &today {
                Ok(shot) => format!("keeps it ({} against {})", shot.best, shot.second),
                Err(why) => format!("refuses it ({why:?})"),
            },
        );
    }
    println!(
        "{passed}/{} pass the deeper check; the finder keeps {kept} ({kept_passed} of them pass), \
         {:.1} s of CPU a position to examine",
        saved.len(),
        finding_cpu.as_secs_f64() / saved.len().max(1) as f64,
    );
}

/// The score of the first move and the best score of the others, each move searched to
/// `nodes` with a cleared table.
fn deep_scores(
    searcher: &mut Searcher,
    position: &Position,
    first: rules::Move,
    nodes: u64,
) -> (i32, i32) {
    let game = Game::from_position(*position, GameOptions::default()).expect("a fresh game");
    let mut solution = -WIN;
    let mut other = -WIN;
    for mv in game.legal_moves() {
        let mut after = game.clone();
        after.play(&mv).expect("a legal move");
        let score = match after.outcome() {
            Some(Outcome::Win { winner, .. }) if winner == game.turn() => WIN - 1,
            Some(Outcome::Win { .. }) => -(WIN - 1),
            Some(Outcome::Draw(_)) => 0,
            None => {
                searcher.clear();
                -searcher.search(&after, &Limits::nodes(nodes)).score
            }
        };
        if mv == first {
            solution = score;
        } else {
            other = other.max(score);
        }
    }
    (solution, other)
}

/// How many nodes this engine searches in `budget` of one core's time, measured on the
/// shots' own positions (the median of a few searches).
fn nodes_in(budget: Duration, shots: &[(Variant, FoundShot)]) -> u64 {
    nodes_at(budget, shots.iter().map(|(_, found)| found.shot.position))
}

/// How many nodes this engine searches in `budget` of one core's time, measured on these
/// positions (the median of a few searches).
fn nodes_at(budget: Duration, positions: impl Iterator<Item = Position>) -> u64 {
    let mut rates: Vec<f64> = positions
        .take(9)
        .map(|position| {
            let game = Game::from_position(position, GameOptions::default()).unwrap();
            let cpu = thread_cpu_time();
            let result = Searcher::new(64).search(&game, &Limits::time(Duration::from_millis(500)));
            let used = (thread_cpu_time() - cpu).as_secs_f64().max(0.001);
            result.nodes as f64 / used
        })
        .collect();
    if rates.is_empty() {
        return 1_000_000;
    }
    rates.sort_by(f64::total_cmp);
    (rates[rates.len() / 2] * budget.as_secs_f64()) as u64
}

/// The CPU time this thread has used (`getrusage(RUSAGE_THREAD)`: user and system).
fn thread_cpu_time() -> Duration {
    // SAFETY: getrusage only writes into the struct it is given.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        if libc::getrusage(libc::RUSAGE_THREAD, &mut usage) != 0 {
            return Duration::ZERO;
        }
        usage
    };
    let time = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
    };
    time(usage.ru_utime) + time(usage.ru_stime)
}
