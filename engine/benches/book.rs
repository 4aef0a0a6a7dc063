//! Builds a variant's opening book from deep searches of the first moves. Not part of
//! `cargo test`.
//!
//! ```text
//! cargo bench -p engine --bench book -- --variant english --plies 10 --nodes 300000 --out engine/data/book/english.txt [--max 500]
//! ```
//!
//! From the start position, ply by ply: every legal move of a position is searched on its own
//! (a fixed number of nodes, so that a run is reproducible), the moves within the book's
//! margin of the best are kept with their scores, and the positions they lead to are the next
//! ply's. A position with one legal move is played through, not stored. At most `--max`
//! positions are stored, the shallower first.

use std::collections::HashSet;
use std::time::Instant;

use engine::{BOOK_MARGIN, Book, Limits, Searcher, WIN};
use rules::{Game, Outcome, Variant};

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let opt = |name: &str| -> Option<String> {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let variant: Variant = opt("--variant")
        .unwrap_or_else(|| "international".into())
        .parse()
        .unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(2)
        });
    let plies: usize = opt("--plies").and_then(|v| v.parse().ok()).unwrap_or(10);
    let nodes: u64 = opt("--nodes")
        .and_then(|v| v.parse().ok())
        .unwrap_or(300_000);
    let max: usize = opt("--max").and_then(|v| v.parse().ok()).unwrap_or(500);
    let out = opt("--out").unwrap_or_else(|| format!("{variant}.txt"));
    let started = Instant::now();
    let mut book = Book::default();
    let mut searcher = Searcher::new(64);
    let mut seen = HashSet::new();
    let mut frontier = vec![Game::new(variant)];
    let mut searched = 0usize;
    'plies: for ply in 0..plies {
        let mut next = Vec::new();
        for game in &frontier {
            if book.len() >= max {
                break 'plies;
            }
            let moves = game.position().legal_moves();
            let kept: Vec<rules::Move> = if moves.len() == 1 {
                moves.clone()
            } else {
                let mut scored = Vec::new();
                for mv in &moves {
                    let mut after = game.clone();
                    after.play(mv).expect("legal");
                    let score = match after.outcome() {
                        Some(Outcome::Win { winner, .. }) if winner == game.turn() => WIN,
                        Some(Outcome::Win { .. }) => -WIN,
                        Some(_) => 0,
                        None => {
                            // Each move from a fresh table: the result does not depend on the
                            // order of the moves searched before it.
                            searcher.clear();
                            -searcher.search(&after, &Limits::nodes(nodes)).score
                        }
                    };
                    searched += 1;
                    scored.push((*mv, score));
                }
                scored.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
                let best = scored[0].1;
                scored.retain(|&(_, s)| s >= best - BOOK_MARGIN);
                book.insert(*game.position(), scored.clone());
                scored.into_iter().map(|(m, _)| m).collect()
            };
            for mv in kept {
                let mut child = game.clone();
                child.play(&mv).expect("legal");
                if !child.is_over() && seen.insert(child.position().hash()) {
                    next.push(child);
                }
            }
        }
        eprintln!(
            "{variant}: ply {} done, {} positions in the book, {} next, {} searches, {:.0} s",
            ply + 1,
            book.len(),
            next.len(),
            searched,
            started.elapsed().as_secs_f64()
        );
        frontier = next;
    }
    let header = format!(
        "# {variant}: opening book, {} positions. Made by `cargo bench -p engine --bench book -- --variant {variant} --plies {plies} --nodes {nodes} --max {max}`:\n# every move searched {nodes} nodes on its own, the moves within {BOOK_MARGIN} centi-men of the best kept.\n",
        book.len()
    );
    std::fs::write(&out, header + &book.write()).unwrap_or_else(|e| panic!("{out}: {e}"));
    eprintln!(
        "{variant}: {} positions → {out} ({:.0} s)",
        book.len(),
        started.elapsed().as_secs_f64()
    );
}
