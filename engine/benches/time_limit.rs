//! The time bound of issue 11: a search stops within 10% of its time budget.
//!
//! Runs many searches of 0.1 s and of 1 s through [`engine::search`] (the whole call: a fresh
//! transposition table made and freed, the result handed back) over positions of several
//! variants — openings from the match bench's files, and middlegames reached from them — and
//! prints the median, 99th percentile and maximum of the time taken over the budget, in wall
//! time and in the thread's CPU time. On a busy machine the wall time also counts the time the
//! scheduler gave to others; the CPU time is the search's own. The last column is the time
//! spent in the call outside the search's own clock (making and freeing the table, handing
//! back the result), in milliseconds.
//!
//! ```text
//! cargo bench -p engine --bench time_limit [-- --short 24 --long 4 --rounds 1]
//! ```
//! `--short`/`--long`: positions per variant for the 0.1 s and the 1 s budget.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use engine::Limits;
use rules::{Game, GameOptions, Position, Variant};

const VARIANTS: [Variant; 6] = [
    Variant::International,
    Variant::English,
    Variant::Italian,
    Variant::Brazilian,
    Variant::Spanish,
    Variant::Dameo,
];

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let opt = |name: &str, default: usize| -> usize {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let short = opt("--short", 24);
    let long = opt("--long", 4);
    let rounds = opt("--rounds", 1);

    let positions: Vec<(Variant, Vec<Game>)> = VARIANTS
        .iter()
        .map(|&v| (v, positions(v, short.max(long))))
        .collect();
    println!(
        "time taken / budget of engine::search, {} variants, {rounds} round(s)",
        VARIANTS.len()
    );
    println!(
        "{:<8} {:>8}  {:>24}  {:>24}  {:>6}  {:>18}",
        "budget",
        "searches",
        "wall: median p99 max",
        "cpu: median p99 max",
        ">1.10",
        "outside: med max"
    );
    for (budget, per_variant) in [
        (Duration::from_millis(100), short),
        (Duration::from_secs(1), long),
    ] {
        let mut wall = Vec::new();
        let mut cpu = Vec::new();
        let mut outside = Vec::new();
        let mut worst: Option<(f64, Variant, String)> = None;
        for _ in 0..rounds {
            for (variant, games) in &positions {
                for game in games.iter().take(per_variant) {
                    let (w, c, inside) = timed(game, budget);
                    outside.push(w.saturating_sub(inside).as_secs_f64() * 1000.0);
                    let ratio = w.as_secs_f64() / budget.as_secs_f64();
                    if worst.as_ref().is_none_or(|(r, _, _)| ratio > *r) {
                        worst = Some((ratio, *variant, game.position().to_fen()));
                    }
                    wall.push(ratio);
                    cpu.push(c.as_secs_f64() / budget.as_secs_f64());
                }
            }
        }
        let over = wall.iter().filter(|&&r| r > 1.10).count();
        outside.sort_by(f64::total_cmp);
        println!(
            "{:<8} {:>8}  {}  {}  {:>6}  {:>8.2} {:>8.2}",
            format!("{budget:?}"),
            wall.len(),
            summary(&mut wall),
            summary(&mut cpu),
            over,
            outside[outside.len() / 2],
            outside[outside.len() - 1]
        );
        if let Some((ratio, variant, fen)) = worst {
            println!("         slowest: {ratio:.3} ({variant}) {fen}");
        }
    }
}

/// Wall and thread CPU time of one search, the whole call, and the time the search itself
/// reports.
fn timed(game: &Game, budget: Duration) -> (Duration, Duration, Duration) {
    let cpu = thread_cpu_time();
    let wall = Instant::now();
    let result = engine::search(game, Limits::time(budget));
    let wall = wall.elapsed();
    let cpu = thread_cpu_time().saturating_sub(cpu);
    assert!(
        result.best.is_some(),
        "a move from {}",
        game.position().to_fen()
    );
    (wall, cpu, result.time)
}

fn summary(ratios: &mut [f64]) -> String {
    ratios.sort_by(f64::total_cmp);
    let at = |q: f64| ratios[((ratios.len() - 1) as f64 * q).round() as usize];
    format!(
        "{:>7.3} {:>7.3} {:>7.3}",
        at(0.5),
        at(0.99),
        ratios[ratios.len() - 1]
    )
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

/// Half openings of the match bench's file, half middlegames reached from the others by a
/// shallow search (30 plies on), alternating.
fn positions(variant: Variant, count: usize) -> Vec<Game> {
    let openings = read_openings(variant);
    openings
        .into_iter()
        .take(count)
        .enumerate()
        .map(|(i, mut game)| {
            if i % 2 == 1 {
                for _ in 0..30 {
                    if game.is_over() {
                        break;
                    }
                    let Some(mv) = engine::search(&game, Limits::depth(3)).best else {
                        break;
                    };
                    game.play(&mv).expect("legal");
                }
            }
            game
        })
        .filter(|game| !game.is_over())
        .collect()
}

fn read_openings(variant: Variant) -> Vec<Game> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("benches/matches/openings")
        .join(format!("{variant}.txt"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|line| {
            let fen = line.split(';').next().unwrap_or(line).trim();
            let pos = Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            Game::from_position(pos, GameOptions::default()).expect("default options")
        })
        .collect()
}
