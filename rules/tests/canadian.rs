//! Canadian draughts: International rules on a 12x12 board with squares 1–72.

use rules::{Color, Game, Position, Role, Variant, read_pdn, write_pdn};

fn pos(fen: &str) -> Position {
    Position::from_fen(Variant::Canadian, fen).unwrap()
}

#[test]
fn canadian_board_and_numbering() {
    let v = Variant::Canadian;
    assert_eq!(v.board().size(), 12);
    assert_eq!(v.board().playable_count(), 72);
    for (number, square) in [
        ("1", "b12"),
        ("6", "l12"),
        ("7", "a11"),
        ("43", "a5"),
        ("67", "a1"),
        ("72", "k1"),
    ] {
        let sq = v.parse_square(number).unwrap();
        assert_eq!(v.algebraic(sq), square, "{number}");
        assert_eq!(v.square_name(sq), number);
    }
    assert_eq!(v.parse_square("0"), None);
    assert_eq!(v.parse_square("73"), None);
    assert_eq!(v.squares().len(), 72);
}

#[test]
fn canadian_start_thirty_men_each() {
    let p = Position::start(Variant::Canadian);
    assert_eq!(p.turn(), Color::White);
    assert_eq!(p.count(Color::White, Role::Man), 30);
    assert_eq!(p.count(Color::Black, Role::Man), 30);
    assert_eq!(
        p.to_fen(),
        "W:W43-72:B1-30"
            .replace(
                "43-72",
                &(43..=72)
                    .map(|n| n.to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            )
            .replace(
                "1-30",
                &(1..=30)
                    .map(|n| n.to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            )
    );
    assert_eq!(
        Position::from_fen(Variant::Canadian, "W:W43-72:B1-30").unwrap(),
        p
    );
    assert_eq!(p.legal_moves().len(), 11);
}

#[test]
fn canadian_maximum_capture_and_flying_kings() {
    // Three pieces (44, 32, 21) must be taken rather than one (45).
    let p = pos("W:W50:B44,32,45,21,5");
    assert_eq!(p.legal_move_texts(), ["50x37x26x15"]);
    assert_eq!(p.parse_move("50x39").unwrap_err().rule(), "maximum-capture");
    // A king flies the whole long diagonal, squares above 64 included.
    let p = pos("W:WK67:B61,45,1");
    assert_eq!(
        p.legal_move_texts(),
        [
            "67x50x12", "67x50x17", "67x50x23", "67x50x28", "67x50x34", "67x50x39", "67x50x6"
        ]
    );
}

#[test]
fn canadian_men_crown_on_the_far_row() {
    let p = pos("W:W8:B70");
    let mv = p.parse_move("8-2").unwrap();
    assert!(p.crowns(&mv));
    let two = Variant::Canadian.parse_square("2").unwrap();
    assert_eq!(p.play(&mv).piece_at(two).unwrap().role, Role::King);
    let p = pos("B:W3:B65");
    let mv = p.parse_move("65-71").unwrap();
    assert!(p.crowns(&mv));
}

#[test]
fn canadian_pdn_game_type_27_both_ways() {
    let mut game = Game::new(Variant::Canadian);
    for text in ["45-39", "28-34", "39x28"] {
        game.play_text(text).unwrap();
    }
    let pdn = write_pdn(&game, &[]);
    assert!(pdn.contains("[GameType \"27\"]"), "{pdn}");
    let back = read_pdn(&pdn, Variant::English);
    let back = back[0].as_ref().unwrap();
    assert_eq!(back.game.variant(), Variant::Canadian);
    assert_eq!(back.game.event_texts(), game.event_texts());
}
