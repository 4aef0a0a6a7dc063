//! A second move generator, square by square, for the variants of rules/docs/VARIANTS.md:
//! quiet moves from coordinates and the rules as written, captures from the route search
//! (`Position::legal_routes`), nothing from the bitboards. It recounts the perft of the
//! positions in `tests/perft/variants-positions.txt` and of the start positions, so that the
//! counts no table publishes are confirmed by two generators.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use rules::{Color, Move, Position, Role, Routes, Square, Variant, perft};

const DIAGONALS: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const ORTHOGONALS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

fn square(v: Variant, file: i8, rank: i8) -> Option<Square> {
    let size = v.board().size() as i8;
    if (0..size).contains(&file) && (0..size).contains(&rank) {
        v.square_at(file as u8, rank as u8)
    } else {
        None
    }
}

/// The quiet moves of the side to move, as from-to pairs.
fn quiet_moves(pos: &Position) -> Vec<(Square, Square)> {
    let v = pos.variant();
    let forward: i8 = if pos.turn() == Color::White { 1 } else { -1 };
    let turkish = v == Variant::Turkish;
    let barred = pos.king_barred_from_moving();
    let mut out = Vec::new();
    for (sq, piece) in pos.pieces().filter(|(_, p)| p.color == pos.turn()) {
        let (f, r) = v.coords(sq);
        let (f, r) = (f as i8, r as i8);
        match piece.role {
            Role::Man => {
                let steps: &[(i8, i8)] = if turkish {
                    &[(0, forward), (1, 0), (-1, 0)]
                } else {
                    &[(1, forward), (-1, forward)]
                };
                for &(df, dr) in steps {
                    if let Some(to) = square(v, f + df, r + dr)
                        && pos.piece_at(to).is_none()
                    {
                        out.push((sq, to));
                    }
                }
            }
            Role::King => {
                if barred == Some(sq) {
                    continue;
                }
                let lines = if turkish { ORTHOGONALS } else { DIAGONALS };
                for (df, dr) in lines {
                    let (mut nf, mut nr) = (f + df, r + dr);
                    while let Some(to) = square(v, nf, nr) {
                        if pos.piece_at(to).is_some() {
                            break;
                        }
                        out.push((sq, to));
                        nf += df;
                        nr += dr;
                    }
                }
            }
        }
    }
    out
}

fn slow_moves(pos: &Position) -> Vec<Move> {
    let routes = pos.legal_routes();
    if routes.iter().any(|r| !r.captured.is_empty()) {
        let set: BTreeSet<Move> = routes.iter().map(|r| r.as_move()).collect();
        return set.into_iter().collect();
    }
    let v = pos.variant();
    quiet_moves(pos)
        .into_iter()
        .map(|(from, to)| {
            let text = format!("{}-{}", v.square_name(from), v.square_name(to));
            pos.parse_move(&text)
                .unwrap_or_else(|e| panic!("{} {text}: {e}", pos.to_fen()))
        })
        .collect()
}

fn slow_perft(pos: &Position, depth: u32) -> u64 {
    let moves = slow_moves(pos);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| slow_perft(&pos.play(m), depth - 1))
        .sum()
}

struct Case {
    id: String,
    position: Position,
    depths: Vec<(u32, u64)>,
}

fn read_suite(path: &Path) -> Vec<Case> {
    let text = fs::read_to_string(path).unwrap();
    let mut cases: Vec<Case> = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').unwrap();
        match key {
            "id" => cases.push(Case {
                id: value.to_string(),
                position: Position::start(Variant::English),
                depths: Vec::new(),
            }),
            "variant" => {
                let case = cases.last_mut().unwrap();
                case.position = Position::start(value.parse().unwrap());
            }
            "fen" => {
                let case = cases.last_mut().unwrap();
                case.position = Position::from_fen(case.position.variant(), value).unwrap();
            }
            "perft" => {
                let (depth, nodes) = value.split_once(' ').unwrap();
                let case = cases.last_mut().unwrap();
                case.depths
                    .push((depth.parse().unwrap(), nodes.parse().unwrap()));
            }
            other => panic!("unknown key {other}"),
        }
    }
    cases
}

/// Recounts the test positions' counts up to `budget` nodes, and the start positions' up to
/// `start_budget` (those are published, but for Turkish depth 7, which this project derived
/// from kish's table).
fn check(budget: u64, start_budget: u64) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft");
    let mut failures = Vec::new();
    let mut checked = 0;
    for (file, budget) in [
        ("variants-positions.txt", budget),
        ("variants-start.txt", start_budget),
    ] {
        for case in read_suite(&dir.join(file)) {
            for &(depth, expected) in &case.depths {
                if expected > budget {
                    continue;
                }
                checked += 1;
                let slow = slow_perft(&case.position, depth);
                if slow != expected {
                    failures.push(format!(
                        "{} depth {depth}: the table says {expected}, the second generator {slow}",
                        case.id
                    ));
                }
            }
        }
    }
    assert!(checked > 0);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_second_generator_confirms_the_counts() {
    check(200_000, 200_000);
}

#[test]
#[ignore = "minutes of work: cargo test --release -- --ignored"]
fn the_second_generator_confirms_every_count() {
    check(u64::MAX, 11_000_000);
}

#[test]
fn the_generators_agree_move_by_move_on_these_positions() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/perft");
    for case in read_suite(&dir.join("variants-positions.txt")) {
        let fast: BTreeSet<Move> = case.position.legal_moves().into_iter().collect();
        let slow: BTreeSet<Move> = slow_moves(&case.position).into_iter().collect();
        assert_eq!(fast, slow, "{}", case.id);
        assert_eq!(
            perft(&case.position, 1, Routes::Distinct),
            slow.len() as u64,
            "{}",
            case.id
        );
    }
}
