//! The bitboard generator and the square-by-square route search must find the same moves:
//! random positions and random playouts in every variant, at least 18,000 positions each.

use std::collections::BTreeSet;

use rules::{Color, Piece, Position, Role, Routes, Variant, divide, perft};

/// A small deterministic generator (xorshift64*), so failures can be replayed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn random_position(variant: Variant, rng: &mut Rng) -> Position {
    let turn = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    let mut pos = Position::empty(variant, turn);
    let density = 10 + rng.below(50);
    for sq in variant.squares() {
        if rng.below(100) < density {
            let color = if rng.below(2) == 0 {
                Color::White
            } else {
                Color::Black
            };
            let role = if rng.below(4) == 0 {
                Role::King
            } else {
                Role::Man
            };
            // Men never stand on their own kings row.
            if role == Role::Man && pos.promotion_squares(color).contains(sq) {
                continue;
            }
            pos.put(sq, Piece::new(color, role));
        }
    }
    // Frisian: now and then a king of the side to move has made some moves in a row.
    if variant.limits_king_moves() && rng.below(2) == 0 {
        let kings: Vec<_> = pos
            .pieces()
            .filter(|(_, p)| p.color == turn && p.role == Role::King)
            .collect();
        if !kings.is_empty() {
            let (sq, _) = kings[rng.below(kings.len())];
            let moves = 1 + rng.below(3);
            let run = format!("+{moves}{}", variant.square_name(sq));
            let field = match turn {
                Color::White => format!(":{run}+0"),
                Color::Black => format!(":+0{run}"),
            };
            pos = Position::from_fen(variant, &format!("{}{field}", pos.to_fen())).unwrap();
        }
    }
    pos
}

fn check(pos: &Position) {
    let fast: BTreeSet<String> = pos
        .legal_moves()
        .iter()
        .map(|m| {
            let mut caps: Vec<u8> = m.captured().iter().map(|s| s.index()).collect();
            caps.sort();
            format!("{}-{}{:?}", m.from().index(), m.to().index(), caps)
        })
        .collect();
    let by_route: BTreeSet<String> = pos
        .legal_routes()
        .iter()
        .map(|r| {
            let m = r.as_move();
            let mut caps: Vec<u8> = m.captured().iter().map(|s| s.index()).collect();
            caps.sort();
            format!("{}-{}{:?}", m.from().index(), m.to().index(), caps)
        })
        .collect();
    assert_eq!(fast, by_route, "{} {}", pos.variant(), pos.to_fen());
    // Perft counts the last ply without generating the moves where it can.
    for routes in [Routes::Distinct, Routes::All] {
        assert_eq!(
            perft(pos, 1, routes),
            divide(pos, 1, routes).len() as u64,
            "{} {} {routes:?}: bulk count",
            pos.variant(),
            pos.to_fen()
        );
    }
    let texts = pos.legal_move_texts();
    assert_eq!(texts.len(), fast.len(), "{}: texts {texts:?}", pos.to_fen());
    for text in &texts {
        let mv = pos.parse_move(text).unwrap_or_else(|e| {
            panic!(
                "{} {:?}: {text} does not parse back: {e}",
                pos.variant(),
                pos.to_fen()
            )
        });
        assert_eq!(&pos.move_text(&mv), text);
    }
}

const RANDOM_POSITIONS: usize = 9_000;
const PLAYOUT_POSITIONS: usize = 9_000;

#[test]
fn random_positions() {
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    for &variant in Variant::ALL {
        for _ in 0..RANDOM_POSITIONS {
            check(&random_position(variant, &mut rng));
        }
    }
}

/// Playouts from the start, 200 moves at most each, until `PLAYOUT_POSITIONS` positions of
/// each variant are checked; with `random_positions`, 18,000 a variant.
#[test]
fn random_playouts() {
    let mut rng = Rng(0xDEAD_BEEF_CAFE_F00D);
    for &variant in Variant::ALL {
        let mut checked = 0;
        while checked < PLAYOUT_POSITIONS {
            let mut pos = Position::start(variant);
            for _ in 0..200 {
                check(&pos);
                checked += 1;
                let moves = pos.legal_moves();
                if moves.is_empty() || checked == PLAYOUT_POSITIONS {
                    break;
                }
                pos = pos.play(&moves[rng.below(moves.len())]);
            }
        }
    }
}
