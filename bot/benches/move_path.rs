//! Criterion: one move through the whole service path (parse → rules → SQLite commit → PNG),
//! in English and International draughts, on mid-game positions of prepared games.

mod common;

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use rules::Variant;

fn move_path(c: &mut Criterion) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let mut group = c.benchmark_group("service_move");
    group
        .sample_size(30)
        .measurement_time(Duration::from_secs(8));
    for variant in [Variant::English, Variant::International] {
        let bench = runtime.block_on(common::bench(true));
        let mut games = runtime.block_on(common::prepare(&bench.service, variant, 120, 6));
        let mut cursor = 0;
        group.bench_function(variant.name(), |b| {
            b.iter_custom(|iters| {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    // The next game with a move left; prepare more when all are played out.
                    let incoming = loop {
                        if games.iter().all(|g| g.next >= g.line.len()) {
                            games =
                                runtime.block_on(common::prepare(&bench.service, variant, 120, 6));
                        }
                        cursor = (cursor + 1) % games.len();
                        if let Some(incoming) = games[cursor].next_move() {
                            break incoming;
                        }
                    };
                    let start = Instant::now();
                    let replies = runtime.block_on(bench.service.handle(incoming));
                    total += start.elapsed();
                    assert!(replies[0].image.is_some());
                }
                total
            })
        });
        runtime.block_on(bench.store.close());
    }
    group.finish();
}

criterion_group!(benches, move_path);
criterion_main!(benches);
