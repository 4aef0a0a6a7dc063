//! The worked examples of the seeds (../shared/seeds/, in Italian), position by position.
//! Square numbers are those of RULES.md; the comments give the coordinates.

use rules::{Color, Piece, Position, Role, Variant};

fn pos(variant: Variant, fen: &str) -> Position {
    Position::from_fen(variant, fen).unwrap()
}

fn legal(p: &Position) -> Vec<String> {
    p.legal_move_texts()
}

fn refused(p: &Position, text: &str) -> &'static str {
    p.parse_move(text).expect_err(text).rule()
}

fn piece_on(p: &Position, square: &str) -> Option<Piece> {
    p.piece_at(p.variant().parse_square(square).unwrap())
}

mod english_seed_000 {
    use super::*;
    const V: Variant = Variant::English;

    #[test]
    fn black_7_must_take_11_and_stop_on_16() {
        assert_eq!(legal(&pos(V, "B:W11:B7")), vec!["7x16"]);
    }

    #[test]
    fn white_25_must_take_22_and_stop_on_18() {
        assert_eq!(legal(&pos(V, "W:W25:B22")), vec!["25x18"]);
    }

    #[test]
    fn white_29_takes_25_17_and_9() {
        let p = pos(V, "W:W29:B25,17,9");
        assert_eq!(legal(&p), vec!["29x22x13x6"]);
        let captured: Vec<String> = p
            .captures_in_order(&p.parse_move("29x6").unwrap())
            .iter()
            .map(|&s| V.square_name(s))
            .collect();
        assert_eq!(captured, vec!["25", "17", "9"]);
    }

    #[test]
    fn black_3_must_take_the_king_on_8() {
        assert_eq!(legal(&pos(V, "B:WK8:B3")), vec!["3x12"]);
    }

    #[test]
    fn the_man_on_18_cannot_take_these_three_ways() {
        // a) the king on 14 landing on 5 (a man lands just beyond); b) backwards over 23;
        // c) 15 and 11 together (no empty square behind 15).
        let p = pos(V, "W:W18:BK14,23,15,11");
        assert_eq!(legal(&p), vec!["18x9"]);
        assert_eq!(refused(&p, "18x5"), "men-jump-short");
        assert_eq!(refused(&p, "18x27"), "men-capture-forwards");
        assert_eq!(refused(&p, "18x11"), "destination-occupied");
    }

    #[test]
    fn the_man_on_6_is_crowned_on_1_or_2_and_waits() {
        let p = pos(V, "W:W6:B7,8");
        assert_eq!(legal(&p), vec!["6-1", "6-2"]);
        let after = p.play(&p.parse_move("6-2").unwrap());
        assert_eq!(
            piece_on(&after, "2"),
            Some(Piece::new(Color::White, Role::King))
        );
        assert_eq!(after.turn(), Color::Black);
        assert!(piece_on(&after, "7").is_some() && piece_on(&after, "8").is_some());
    }

    #[test]
    fn the_king_on_18_chooses_freely_but_does_not_fly() {
        let p = pos(V, "W:WK18:B14,K15,22");
        assert_eq!(legal(&p), vec!["18x11", "18x25", "18x9"]);
        assert_eq!(refused(&p, "18x29"), "kings-one-square");
    }
}

mod italian_seed_001 {
    use super::*;
    const V: Variant = Variant::Italian;

    #[test]
    fn white_man_28x19x10x3_is_g2_e4_c6_e8_and_stops_crowned() {
        let p = pos(V, "W:W28:B23,14,6,7");
        assert_eq!(legal(&p), vec!["28x19x10x3"]);
        let route: Vec<String> = p
            .route(&p.parse_move("28x3").unwrap())
            .iter()
            .map(|&s| V.algebraic(s))
            .collect();
        assert_eq!(route, vec!["g2", "e4", "c6", "e8"]);
        let after = p.play(&p.parse_move("28x19x10x3").unwrap());
        assert_eq!(
            piece_on(&after, "3"),
            Some(Piece::new(Color::White, Role::King))
        );
        // The black man on 7 is still there: the new king waits for Black's move.
        assert!(piece_on(&after, "7").is_some());
        assert_eq!(after.turn(), Color::Black);
    }

    #[test]
    fn nine_takes_and_is_crowned_on_2() {
        let p = pos(V, "W:W9:B5");
        let mv = p.parse_move("9x2").unwrap();
        assert!(p.crowns(&mv));
    }

    #[test]
    fn the_king_on_e4_takes_forwards_19x12_or_backwards_19x26() {
        let p = pos(V, "W:WK19:B15,22");
        assert_eq!(V.algebraic(V.parse_square("19").unwrap()), "e4");
        assert_eq!(legal(&p), vec!["19x12", "19x26"]);
    }

    #[test]
    fn men_cannot_take_kings() {
        let p = pos(V, "W:W22:BK18,K19");
        assert!(legal(&p).iter().all(|m| m.contains('-')));
        assert_eq!(refused(&p, "22x13"), "italian-men-cannot-take-kings");
    }

    #[test]
    fn precedence_a_king_rather_than_a_man() {
        // Man 3 and king 2 can both take the man on 6: the king must.
        let p = pos(V, "B:W6:BK2,3,21");
        assert_eq!(legal(&p), vec!["2x11"]);
        assert_eq!(refused(&p, "3x10"), "italian-capture-with-king");
    }

    #[test]
    fn precedence_two_men_by_a_man_rather_than_a_king_by_a_king() {
        // The king on 1 can take the king on 5; the man on 27 two men, 23 and 15.
        let p = pos(V, "W:WK1,27:BK5,23,15");
        assert_eq!(legal(&p), vec!["27x20x11"]);
        assert_eq!(refused(&p, "1x10"), "maximum-capture");
    }

    #[test]
    fn precedence_a_king_and_a_man_rather_than_two_men() {
        let p = pos(V, "W:WK19:B15,7,K14,5");
        assert_eq!(legal(&p), vec!["19x10x1"]);
        assert_eq!(refused(&p, "19x12x3"), "italian-more-kings");
    }

    #[test]
    fn precedence_the_king_first() {
        let p = pos(V, "B:WK16,K19,K24,27:BK15,K30");
        assert_eq!(legal(&p), vec!["15x22x31"]);
        assert_eq!(refused(&p, "30x23x14"), "italian-king-earlier");
    }
}

mod spanish_seed_002 {
    use super::*;
    const V: Variant = Variant::Spanish;

    #[test]
    fn white_man_8_takes_12_20_28_and_ends_on_31() {
        let p = pos(V, "W:W8:B12,20,28");
        assert_eq!(legal(&p), vec!["8x15x24x31"]);
        let mv = p.parse_move("8x31").unwrap();
        let route: Vec<String> = p.route(&mv).iter().map(|&s| V.algebraic(s)).collect();
        assert_eq!(route, vec!["a2", "c4", "a6", "c8"]);
        assert!(p.crowns(&mv));
    }

    #[test]
    fn black_man_30x21_takes_26() {
        assert_eq!(legal(&pos(V, "B:W26:B30")), vec!["30x21"]);
    }

    #[test]
    fn the_king_on_4_takes_11_and_lands_on_14_18_21_or_25() {
        assert_eq!(
            legal(&pos(V, "W:WK4:B11")),
            vec!["4x14", "4x18", "4x21", "4x25"]
        );
    }

    #[test]
    fn four_pieces_beat_three() {
        // 4x18x9x2x24 takes 14, 13, 5 and 20; 4x21x30x16 takes 14, 26 and 20.
        let p = pos(V, "W:WK4:B14,13,5,20,26");
        assert_eq!(legal(&p), vec!["4x18x9x2x24"]);
        assert_eq!(refused(&p, "4x21x30x16"), "maximum-capture");
    }

    #[test]
    fn with_equal_pieces_the_most_kings() {
        // 14, the king on 26 and 23, landing on 20 or 16; not 14, 13 and 5.
        let p = pos(V, "W:WK4:B14,K26,23,13,5");
        assert_eq!(legal(&p), vec!["4x21x30x16", "4x21x30x20"]);
        assert_eq!(refused(&p, "4x18x9x2"), "spanish-more-kings");
    }

    #[test]
    fn men_cannot_take_these_three_ways() {
        // From 19: not the king on 23 landing on 32 (it must stop on 28), not backwards over
        // 14, not 22 and 26 together.
        let p = pos(V, "W:W19:BK23,14,22,26");
        assert_eq!(legal(&p), vec!["19x28"]);
        assert_eq!(refused(&p, "19x32"), "men-jump-short");
        assert_eq!(refused(&p, "19x10"), "men-capture-forwards");
    }

    #[test]
    fn crowned_on_31_it_waits_to_take_27() {
        let p = pos(V, "W:W28:B27");
        assert_eq!(legal(&p), vec!["28-31", "28-32"]);
        let after = p.play(&p.parse_move("28-31").unwrap());
        assert_eq!(after.turn(), Color::Black);
        assert!(piece_on(&after, "27").is_some());
    }
}

mod international_seed_003 {
    use super::*;
    const V: Variant = Variant::International;

    #[test]
    fn a_king_counts_as_one_piece_three_men_beat_two_kings() {
        // The man on 32 can take three men (27, 18, 9... via 21, 12, 3) while the king on 46
        // can take two kings.
        let p = pos(V, "W:W32,K46:B27,17,8,K41,K24");
        let moves = legal(&p);
        for m in &moves {
            assert_eq!(p.parse_move(m).unwrap().capture_count(), 3, "{moves:?}");
        }
    }

    #[test]
    fn men_take_backwards_and_kings_fly() {
        let p = pos(V, "W:W28:B33");
        assert_eq!(legal(&p), vec!["28x39"]);
        let p = pos(V, "W:WK46:B28");
        assert_eq!(
            legal(&p),
            vec!["46x19", "46x23", "46x5", "46x14", "46x10"]
                .into_iter()
                .map(String::from)
                .collect::<std::collections::BTreeSet<_>>()
                .into_iter()
                .collect::<Vec<_>>()
        );
    }
}
