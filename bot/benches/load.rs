//! 1,000 games played at once by tasks through one store and one service: every move goes
//! the whole path (parse, rules, SQLite commit, PNG). Checks that no move errs, none is lost
//! and none is doubled, and reports throughput, latency under load and peak memory.
//!
//! `cargo bench -p bot --bench load` (set `LOAD_GAMES=N` for another count, `LOAD_IMAGES=0`
//! to leave the PNG out).

#[path = "../../tests/support/mod.rs"]
mod support;

mod common;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use bot::service::Service;
use bot::store::GameStatus;
use rules::{Color, Game};
use support::Miniature;

fn main() {
    let games: usize = std::env::var("LOAD_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let images = std::env::var("LOAD_IMAGES").map_or(true, |v| v != "0");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(run(games, images));
}

async fn run(count: usize, images: bool) {
    let bench = common::bench(images).await;
    let service = Arc::new(bench.service.clone());
    let miniatures = support::miniatures();
    let errors = Arc::new(AtomicUsize::new(0));
    let started = Instant::now();
    let tasks: Vec<_> = (0..count)
        .map(|i| {
            let service = Arc::clone(&service);
            let game = miniatures[i % miniatures.len()].clone();
            let errors = Arc::clone(&errors);
            tokio::spawn(async move { play(&service, i, &game, &errors).await })
        })
        .collect();
    let mut ids = Vec::new();
    let mut latencies = Vec::new();
    for task in tasks {
        let (id, times) = task.await.expect("the game task finishes");
        ids.push(id);
        latencies.extend(times);
    }
    let wall = started.elapsed().as_secs_f64();

    // Every game must hold exactly its moves, in order, and end as the miniature does.
    let (mut lost, mut doubled, mut unfinished) = (0, 0, 0);
    for (i, id) in ids.iter().enumerate() {
        let game = &miniatures[i % miniatures.len()];
        let Some(id) = id else {
            unfinished += 1;
            continue;
        };
        let row = bench.store.game(*id).await.unwrap().expect("the game row");
        let stored: Vec<String> = bench
            .store
            .events(*id)
            .await
            .unwrap()
            .into_iter()
            .map(|e| e.text)
            .collect();
        if stored.len() < game.moves.len() {
            lost += game.moves.len() - stored.len();
        }
        if stored.len() > game.moves.len() {
            doubled += stored.len() - game.moves.len();
        }
        let mut replayed = Game::new(game.variant);
        for mv in &stored {
            if replayed.play_text(mv).is_err() {
                doubled += 1;
            }
        }
        if stored != game.moves
            || row.status != GameStatus::Finished
            || row.fen != replayed.position().to_fen()
        {
            unfinished += 1;
        }
    }
    latencies.sort_by(|a, b| a.total_cmp(b));
    let moves = latencies.len();
    println!(
        "games {count}  moves {moves}  images {images}  errors {}  lost {lost}  doubled {doubled}  wrong games {unfinished}",
        errors.load(Ordering::Relaxed)
    );
    println!(
        "wall {wall:.1} s  throughput {:.0} moves/s  latency under load: median {:.1} ms  p99 {:.1} ms  max {:.1} ms",
        moves as f64 / wall,
        common::percentile(&latencies, 50.0),
        common::percentile(&latencies, 99.0),
        latencies.last().copied().unwrap_or(0.0),
    );
    println!("peak memory (VmHWM) {:.0} MiB", common::peak_memory_mib());
    bench.store.close().await;
    assert_eq!(
        errors.load(Ordering::Relaxed) + lost + doubled + unfinished,
        0
    );
}

/// Plays one miniature in its own channel; returns its id and each move's latency (ms).
async fn play(
    service: &Service,
    i: usize,
    game: &Miniature,
    errors: &AtomicUsize,
) -> (Option<i64>, Vec<f64>) {
    let channel = format!("load-{i}");
    let white = format!("white{i}");
    let black = format!("black{i}");
    let challenge = format!("!challenge @{black} {} white", game.variant.name());
    let replies = service
        .handle(common::message(&channel, &white, &challenge))
        .await;
    let Some(id) = replies.first().and_then(|r| r.game) else {
        errors.fetch_add(1, Ordering::Relaxed);
        return (None, Vec::new());
    };
    let replies = service
        .handle(common::message(&channel, &black, "!accept"))
        .await;
    if replies.first().and_then(|r| r.board.as_ref()).is_none() {
        errors.fetch_add(1, Ordering::Relaxed);
    }
    let mut times = Vec::new();
    for (ply, mv) in game.moves.iter().enumerate() {
        let white_moves = ply.is_multiple_of(2) == (game.variant.first_player() == Color::White);
        let who = if white_moves { &white } else { &black };
        let start = Instant::now();
        let replies = service
            .handle(common::message(&channel, who, &format!("!move {mv}")))
            .await;
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        if replies.first().and_then(|r| r.board.as_ref()).is_none() {
            errors.fetch_add(1, Ordering::Relaxed);
        }
    }
    (Some(id), times)
}
