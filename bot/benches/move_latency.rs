//! One move through the whole service path — parse, rules, SQLite commit, PNG — timed one by
//! one, to report the median and the 99th percentile (criterion reports means and medians;
//! see `move_path` for its statistics).
//!
//! `cargo bench -p bot --bench move_latency` prints, per variant:
//! `variant moves median p90 p99 max` in milliseconds.

mod common;

use std::time::Instant;

use rules::Variant;

/// Games per variant, and moves played in each before timing starts.
const GAMES: usize = 40;
const OPENING: usize = 10;

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        println!("variant        moves  median    p90     p99     max   (ms per move, images on)");
        for variant in [
            Variant::English,
            Variant::Italian,
            Variant::International,
            Variant::Dameo,
        ] {
            let bench = common::bench(true).await;
            let mut games = common::prepare(&bench.service, variant, GAMES, OPENING).await;
            let mut samples = Vec::new();
            // Round robin over the games, as moves arrive in a busy server.
            loop {
                let mut played = false;
                for game in games.iter_mut() {
                    let Some(incoming) = game.next_move() else {
                        continue;
                    };
                    let start = Instant::now();
                    let replies = bench.service.handle(incoming).await;
                    samples.push(start.elapsed().as_secs_f64() * 1000.0);
                    assert!(replies[0].image.is_some(), "an accepted move");
                    played = true;
                }
                if !played {
                    break;
                }
            }
            samples.sort_by(|a, b| a.total_cmp(b));
            println!(
                "{:<14} {:>5} {:>7.2} {:>7.2} {:>7.2} {:>7.2}",
                variant.name(),
                samples.len(),
                common::percentile(&samples, 50.0),
                common::percentile(&samples, 90.0),
                common::percentile(&samples, 99.0),
                samples.last().copied().unwrap_or(0.0),
            );
            bench.store.close().await;
        }
    });
}
