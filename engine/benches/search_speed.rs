//! The search's speed: the same positions searched to the same depth by one thread, so that
//! every run visits the same nodes (one thread under a depth limit is deterministic) and
//! two builds compare by their time alone.
//!
//! The positions are every 10th of the hint's trust file of the variant (positions of real
//! games, `matches/trust/`), each searched from a fresh searcher.
//!
//! ```text
//! cargo bench -p engine --bench search_speed -- [--variant international] [--depth 14] [--every 10] [--params "aspiration=60"]
//! ```
//! Prints the nodes of each position, then the total nodes, the time and the nodes a second.
//! Compare two builds by timing whole runs (medians of several) or by counting their
//! instructions (`valgrind --tool=callgrind`); the node counts must agree, or the change
//! was not a change of speed alone.

use std::path::PathBuf;
use std::time::Instant;

use engine::{Limits, Searcher};
use rules::{Game, GameOptions, Position, Variant};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let opt = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let variant: Variant = opt("--variant")
        .unwrap_or_else(|| "international".into())
        .parse()
        .unwrap_or_else(|e| panic!("--variant: {e}"));
    let depth: u32 = opt("--depth").map_or(14, |d| d.parse().expect("--depth N"));
    let every: usize = opt("--every").map_or(10, |d| d.parse().expect("--every N"));
    // The search's knobs (the matches bench's `--a`), to compare their nodes at equal depth.
    let params = engine::SearchParams::parse(&opt("--params").unwrap_or_default())
        .unwrap_or_else(|e| panic!("--params: {e}"));

    let file =
        std::fs::read_dir(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("benches/matches/trust"))
            .expect("the trust files")
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .find(|path| {
                path.file_name()
                    .and_then(|name| name.to_str())
                    .is_some_and(|name| name.starts_with(&format!("{variant}-")))
            })
            .unwrap_or_else(|| panic!("no trust file for {variant}"));
    let text = std::fs::read_to_string(&file).expect("a readable trust file");
    let positions: Vec<Position> = text
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .step_by(every)
        .map(|line| {
            let fen = line.split(';').next().unwrap_or(line);
            Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
        })
        .collect();

    let mut total = 0u64;
    let start = Instant::now();
    for pos in &positions {
        let game = Game::from_position(*pos, GameOptions::default()).expect("a game");
        let mut searcher = Searcher::new(64).with_threads(1);
        searcher.set_params(params.clone());
        let limits = Limits {
            depth: Some(depth),
            ..Limits::infinite()
        };
        let result = searcher.search(&game, &limits);
        total += result.nodes;
        println!("{}", result.nodes);
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{variant}: {} positions to depth {depth}: {total} nodes in {seconds:.3} s, {:.0} nodes/s",
        positions.len(),
        total as f64 / seconds
    );
}
