//! Runs the perft suites in `tests/perft/*.txt`.
//!
//! Each suite is a list of records: `id`, `variant`, optional `fen` (the start position when
//! absent), optional `routes all` (count every capture route instead of one per start, end and
//! captured set), then `perft <depth> <nodes>` lines. The quick test runs every line up to a
//! node budget; the ignored one runs them all (use `--release`).

use std::fs;
use std::path::Path;

use rules::{Position, Routes, Variant, perft};

struct Case {
    id: String,
    position: Position,
    routes: Routes,
    depths: Vec<(u32, u64)>,
}

fn read_suite(path: &Path) -> Vec<Case> {
    let text = fs::read_to_string(path).unwrap();
    let mut cases = Vec::new();
    let mut current: Option<Case> = None;
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "id" => {
                cases.extend(current.take());
                current = Some(Case {
                    id: value.to_string(),
                    position: Position::start(Variant::English),
                    routes: Routes::Distinct,
                    depths: Vec::new(),
                });
            }
            "variant" => {
                let case = current.as_mut().unwrap();
                case.position = Position::start(value.parse().unwrap());
            }
            "fen" => {
                let case = current.as_mut().unwrap();
                case.position = Position::from_fen(case.position.variant(), value)
                    .unwrap_or_else(|e| panic!("{}: {e}", case.id));
            }
            "routes" => {
                current.as_mut().unwrap().routes = match value {
                    "all" => Routes::All,
                    _ => Routes::Distinct,
                }
            }
            "perft" => {
                let (depth, nodes) = value.split_once(' ').unwrap();
                current
                    .as_mut()
                    .unwrap()
                    .depths
                    .push((depth.parse().unwrap(), nodes.parse().unwrap()));
            }
            other => panic!("{}: unknown key {other}", path.display()),
        }
    }
    cases.extend(current);
    cases
}

fn run_suites(budget: u64) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft");
    let mut files: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let mut failures = Vec::new();
    for file in files {
        for case in read_suite(&file) {
            for &(depth, expected) in &case.depths {
                if expected > budget {
                    continue;
                }
                let got = perft(&case.position, depth, case.routes);
                if got != expected {
                    failures.push(format!(
                        "{} depth {depth}: expected {expected}, got {got}",
                        case.id
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "perft mismatches:\n{}",
        failures.join("\n")
    );
}

#[test]
fn perft_suites_up_to_a_million_nodes() {
    let budget = if cfg!(debug_assertions) {
        1_000_000
    } else {
        50_000_000
    };
    run_suites(budget);
}

#[test]
#[ignore = "minutes of work: run with --release -- --ignored"]
fn perft_suites_in_full() {
    run_suites(u64::MAX);
}
