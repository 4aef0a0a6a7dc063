//! Perft counts quiet moves at the last ply without generating them; the counts must equal
//! those of generating and playing every move, in every variant.

use rules::{Position, Routes, Variant, perft};

fn perft_by_moves(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    pos.legal_moves()
        .iter()
        .map(|m| perft_by_moves(&pos.play(m), depth - 1))
        .sum()
}

#[test]
fn bulk_counts_agree_with_move_by_move_counts() {
    let positions = [
        (Variant::English, "W:WK1,K6,22,25:BK29,K30,9,14"),
        (Variant::Italian, "W:WK16,K19,K24,27:BK15,K30,5,6"),
        (Variant::Spanish, "W:WK4,9,10:BK30,K26,20,23"),
        (
            Variant::International,
            "W:WK46,K50,31,32,33:BK1,K5,18,19,20",
        ),
        (Variant::Brazilian, "W:WKa1,c3,e3:BKh8,f6,d6"),
        (Variant::Dameo, "W:WKd4,a2,h2,c1,c2:BKe6,c7,g7,f8,f7"),
    ];
    for (variant, fen) in positions {
        let pos = Position::from_fen(variant, fen).unwrap();
        for depth in 1..=3 {
            assert_eq!(
                perft(&pos, depth, Routes::Distinct),
                perft_by_moves(&pos, depth),
                "{variant} {fen} depth {depth}"
            );
        }
    }
    for &variant in Variant::ALL {
        let pos = Position::start(variant);
        assert_eq!(
            perft(&pos, 4, Routes::Distinct),
            perft_by_moves(&pos, 4),
            "{variant} start"
        );
    }
}
