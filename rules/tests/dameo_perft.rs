//! Dameo has no published perft table, so the counts of `tests/perft/dameo.txt` are checked
//! against a second generator written here square by square: quiet moves from coordinates,
//! captures from the route search (`Position::legal_routes`), not from the bitboards.

use std::collections::BTreeSet;

use rules::{Color, Move, Position, Role, Routes, Variant, perft};

const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (1, 0),
    (0, -1),
    (-1, 0),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

fn slow_moves(pos: &Position) -> Vec<Move> {
    let routes = pos.legal_routes();
    if routes.iter().any(|r| !r.captured.is_empty()) {
        let set: BTreeSet<Move> = routes.iter().map(|r| r.as_move()).collect();
        return set.into_iter().collect();
    }
    let v = Variant::Dameo;
    let forward: i8 = if pos.turn() == Color::White { 1 } else { -1 };
    let at = |f: i8, r: i8| {
        if (0..8).contains(&f) && (0..8).contains(&r) {
            v.square_at(f as u8, r as u8)
        } else {
            None
        }
    };
    let mut texts = Vec::new();
    for (sq, piece) in pos.pieces().filter(|(_, p)| p.color == pos.turn()) {
        let (f, r) = v.coords(sq);
        let (f, r) = (f as i8, r as i8);
        match piece.role {
            Role::Man => {
                for df in [-1, 0, 1] {
                    let (mut nf, mut nr) = (f + df, r + forward);
                    while let Some(s) = at(nf, nr) {
                        match pos.piece_at(s) {
                            Some(p) if p.color == pos.turn() && p.role == Role::Man => {
                                nf += df;
                                nr += forward;
                            }
                            Some(_) => break,
                            None => {
                                texts.push(format!("{}-{}", v.algebraic(sq), v.algebraic(s)));
                                break;
                            }
                        }
                    }
                }
            }
            Role::King => {
                for (df, dr) in DIRECTIONS {
                    let (mut nf, mut nr) = (f + df, r + dr);
                    while let Some(s) = at(nf, nr) {
                        if pos.piece_at(s).is_some() {
                            break;
                        }
                        texts.push(format!("{}-{}", v.algebraic(sq), v.algebraic(s)));
                        nf += df;
                        nr += dr;
                    }
                }
            }
        }
    }
    texts
        .iter()
        .map(|t| pos.parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}")))
        .collect()
}

fn slow_perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = slow_moves(pos);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| slow_perft(&pos.play(m), depth - 1))
        .sum()
}

fn check(fen: Option<&str>, depth: u32) {
    let pos = match fen {
        Some(fen) => Position::from_fen(Variant::Dameo, fen).unwrap(),
        None => Position::start(Variant::Dameo),
    };
    for d in 1..=depth {
        assert_eq!(
            slow_perft(&pos, d),
            perft(&pos, d, Routes::Distinct),
            "{fen:?} depth {d}"
        );
    }
}

#[test]
fn start_position_to_depth_3() {
    check(None, 3);
}

#[test]
fn hand_made_positions() {
    check(Some("W:WKd4,a2,h2:BKe6,c7,g7"), 3);
    check(Some("W:Wc1,c2,c3,d1,e2,Kf3,g1:Bf8,f7,f6,e8,Kd6,b7"), 3);
    check(Some("W:Wb4,c4,e4,f3,Kh1:Bb5,c6,e5,f6,d7,Ka8"), 4);
    check(Some("W:Wc3,d3,e3,d4,Ka1:Bc5,d5,e5,d6,Kh8"), 3);
}

#[test]
#[ignore = "a minute in release: cargo test --release -- --ignored"]
fn start_position_to_depth_4_and_positions_deeper() {
    check(None, 4);
    check(Some("W:WKd4,a2,h2:BKe6,c7,g7"), 4);
    check(Some("W:Wc1,c2,c3,d1,e2,Kf3,g1:Bf8,f7,f6,e8,Kd6,b7"), 4);
    check(Some("W:Wc3,d3,e3,d4,Ka1:Bc5,d5,e5,d6,Kh8"), 4);
}
