//! The quality of the puzzles (issue 35): the finder goes through self-played games of every
//! variant (as `dama puzzles generate` does) until it has found `--puzzles` shots, and says
//! how long that took and from how many games; then each shot's first move is checked again
//! with a deeper search: every legal move of the position searched for `--verify-ms` (2 s by
//! default), the shot's first move must still score at least a man more than every other.
//! The share of shots that pass is the figure (the goal is all of them).
//!
//! ```text
//! cargo bench -p engine --bench shots [-- --puzzles 200 --verify-ms 2000 --variants english,russian --out shots.txt]
//! ```
//! `--out` writes the shots found, one a line (`variant; fen; line; aim`), for a test suite.

use std::io::Write;
use std::time::{Duration, Instant};

use engine::{FoundShot, Limits, Searcher, ShotOptions, WIN};
use rules::{Game, GameOptions, Outcome, Variant};

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
    let wanted: usize = value("--puzzles")
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let verify_ms: u64 = value("--verify-ms")
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000);
    let variants: Vec<Variant> = match value("--variants") {
        Some(list) => list
            .split(',')
            .map(|v| v.parse().expect("a variant name"))
            .collect(),
        None => Variant::ALL.to_vec(),
    };
    let mut out = value("--out").map(|path| std::fs::File::create(path).expect("--out opens"));

    // Finding: games round-robin over the variants until enough shots.
    let options = ShotOptions::default();
    let started = Instant::now();
    let mut playing = Duration::ZERO;
    let mut finding = Duration::ZERO;
    let mut games = 0usize;
    let mut plies = 0usize;
    let mut shots: Vec<(Variant, FoundShot)> = Vec::new();
    let mut per_variant = vec![0usize; variants.len()];
    let mut seed = 0u64;
    while shots.len() < wanted {
        for (i, &variant) in variants.iter().enumerate() {
            if shots.len() >= wanted {
                break;
            }
            let t = Instant::now();
            let game = engine::self_play(variant, seed, None);
            playing += t.elapsed();
            let t = Instant::now();
            let found = engine::find_shots(&game, &options, &mut |_, _| {});
            finding += t.elapsed();
            games += 1;
            plies += game.plies().count();
            for shot in found.into_iter().take(wanted - shots.len()) {
                per_variant[i] += 1;
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
                shots.push((variant, shot));
            }
        }
        seed += 1;
        eprint!("\r{} shots from {games} games", shots.len());
    }
    eprintln!();
    let found_in = started.elapsed();
    println!(
        "found {} shots from {games} self-played games ({plies} plies) in {:.0} s: \
         playing {:.0} s, finding {:.0} s; {:.1} s of finding per shot, {:.2} s per game",
        shots.len(),
        found_in.as_secs_f64(),
        playing.as_secs_f64(),
        finding.as_secs_f64(),
        finding.as_secs_f64() / shots.len().max(1) as f64,
        finding.as_secs_f64() / games.max(1) as f64,
    );
    for (variant, count) in variants.iter().zip(&per_variant) {
        print!("{}: {count}  ", variant.name());
    }
    println!();

    // Checking: every legal first move searched again, deeper.
    let budget = Duration::from_millis(verify_ms);
    let mut unique = 0usize;
    let mut best_still = 0usize;
    let mut searcher = Searcher::new(64);
    for (n, (variant, found)) in shots.iter().enumerate() {
        let shot = &found.shot;
        let game =
            Game::from_position(shot.position, GameOptions::default()).expect("a fresh game");
        let mut scores: Vec<(bool, i32)> = Vec::new();
        for mv in game.legal_moves() {
            let mut after = game.clone();
            after.play(&mv).expect("a legal move");
            let score = match after.outcome() {
                Some(Outcome::Win { winner, .. }) if winner == game.turn() => WIN - 1,
                Some(Outcome::Win { .. }) => -(WIN - 1),
                Some(Outcome::Draw(_)) => 0,
                None => {
                    searcher.clear();
                    -searcher.search(&after, &Limits::time(budget)).score
                }
            };
            scores.push((mv == shot.line[0], score));
        }
        let solution = scores.iter().find(|(is, _)| *is).map_or(-WIN, |s| s.1);
        let other = scores
            .iter()
            .filter(|(is, _)| !*is)
            .map(|s| s.1)
            .max()
            .unwrap_or(-WIN);
        let passed = solution - other >= options.margin;
        unique += usize::from(passed);
        best_still += usize::from(solution > other);
        if !passed {
            println!(
                "not unique at {verify_ms} ms: {}; {}; {} (first move {solution}, next best {other})",
                variant.name(),
                shot.position.to_fen(),
                shot.line_texts().join(" "),
            );
        }
        eprint!("\rchecked {}/{}", n + 1, shots.len());
    }
    eprintln!();
    println!(
        "first move the only winning one at {verify_ms} ms a move: {unique}/{} ({:.1}%); \
         the best at all: {best_still}/{} ({:.1}%)",
        shots.len(),
        100.0 * unique as f64 / shots.len().max(1) as f64,
        shots.len(),
        100.0 * best_still as f64 / shots.len().max(1) as f64,
    );
}
