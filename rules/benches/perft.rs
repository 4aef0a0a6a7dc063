//! Perft speed per variant: nodes per second, single thread, bulk counting at the last ply.
//! Criterion reports the throughput as elements (nodes) per second.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rules::{Position, Routes, Variant, perft};

fn perft_speed(c: &mut Criterion) {
    let cases = [
        (Variant::English, 9),
        (Variant::Italian, 9),
        (Variant::Spanish, 9),
        (Variant::International, 8),
        (Variant::Brazilian, 8),
        (Variant::Dameo, 5),
        (Variant::Russian, 9),
        (Variant::Turkish, 7),
        (Variant::Pool, 9),
        (Variant::Czech, 9),
        (Variant::Frisian, 8),
        (Variant::Canadian, 7),
    ];
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (variant, depth) in cases {
        let start = Position::start(variant);
        let nodes = perft(&start, depth, Routes::Distinct);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{variant} depth {depth}"), |b| {
            b.iter(|| perft(std::hint::black_box(&start), depth, Routes::Distinct))
        });
    }
    group.finish();
}

criterion_group!(benches, perft_speed);
criterion_main!(benches);
