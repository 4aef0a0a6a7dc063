//! How long a board image takes: `cargo bench -p render`. Targets (issue 4): median ≤ 5 ms
//! for an 8x8 PNG, ≤ 8 ms for a 10x10 one, and at most 100 KB each. Images come from one
//! [`Renderer`], as in the bot; "first png" is the first image of a layout, which draws the
//! parts the next ones are copied from. "png" draws one image again and again, so every band
//! of its rows is kept after the first: the least an image costs; "png, no band kept" compresses
//! every band afresh: the most.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use render::{LastMove, RenderOptions, Renderer};
use rules::{Position, Variant};

/// The position after some moves, the last of them (a capture) marked.
fn sample(variant: Variant, fen: &str, moves: &[&str]) -> (Position, RenderOptions) {
    let mut position = Position::from_fen(variant, fen).expect("a valid FEN");
    let mut options = RenderOptions::new();
    for text in moves {
        let mv = position.parse_move(text).expect("a legal move");
        options = options.last_move(LastMove::from_move(&position, &mv));
        position = position.play(&mv);
    }
    (position, options)
}

fn boards(c: &mut Criterion) {
    let cases = [
        (
            "8x8 english",
            sample(
                Variant::English,
                "B:W18,K22,25,26,27,29,30,31,32:B1,2,3,K5,6,9,10,13,14,15",
                &["14x23"],
            ),
        ),
        (
            "10x10 international",
            sample(
                Variant::International,
                "W:W31-50:B1-20",
                &["32-28", "19-23", "28x19", "14x23"],
            ),
        ),
        (
            "8x8 dameo",
            (Position::start(Variant::Dameo), RenderOptions::default()),
        ),
    ];
    let renderer = Renderer::new();
    let keeping_none = Renderer::with_kept_bands(0);
    for (name, (position, options)) in &cases {
        let bytes = renderer.render_png(position, options).len();
        eprintln!(
            "{name}: PNG of {bytes} bytes ({:.1} KB)",
            bytes as f64 / 1024.0
        );
        c.bench_function(&format!("png {name}"), |b| {
            b.iter(|| renderer.render_png(black_box(position), black_box(options)))
        });
        c.bench_function(&format!("png, no band kept, {name}"), |b| {
            b.iter(|| keeping_none.render_png(black_box(position), black_box(options)))
        });
        c.bench_function(&format!("draw only {name}"), |b| {
            b.iter(|| renderer.render_rgb(black_box(position), black_box(options)))
        });
        c.bench_function(&format!("first png {name}"), |b| {
            b.iter(|| Renderer::new().render_png(black_box(position), black_box(options)))
        });
    }
}

criterion_group!(benches, boards);
criterion_main!(benches);
