//! Frisian draughts: the rules of rules/docs/VARIANTS.md that are its own, each against a
//! position worked out by hand. Squares are numbered as in International draughts.

use rules::{Color, Forced, Game, GameOptions, Position, Role, Variant, read_pdn, write_pdn};

fn pos(fen: &str) -> Position {
    Position::from_fen(Variant::Frisian, fen).unwrap()
}

fn moves(p: &Position) -> Vec<String> {
    p.legal_move_texts()
}

#[test]
fn frisian_start_as_international() {
    let p = Position::start(Variant::Frisian);
    assert_eq!(p.to_fen(), Position::start(Variant::International).to_fen());
    assert_eq!(p.turn(), Color::White);
}

#[test]
fn frisian_men_capture_orthogonally() {
    // Along a file: over the next dark square (two rows away) to the one beyond.
    assert_eq!(moves(&pos("W:W33:B23")), ["33x13"]);
    // Along a rank, and backwards.
    assert_eq!(moves(&pos("W:W33:B32")), ["33x31"]);
    assert_eq!(moves(&pos("W:W23:B33")), ["23x43"]);
}

#[test]
fn frisian_kings_capture_in_eight_directions_but_move_diagonally() {
    // The king on 26 (a5) takes 28 (e5) along the fifth rank, landing on 29 or 30.
    assert_eq!(moves(&pos("W:WK26:B28")), ["26x29", "26x30"]);
    // Its quiet moves are diagonal only.
    let p = pos("W:WK28:B1");
    let v = Variant::Frisian;
    for mv in p.legal_moves() {
        let (ff, fr) = v.coords(mv.from());
        let (tf, tr) = v.coords(mv.to());
        assert_eq!(
            (tf as i16 - ff as i16).abs(),
            (tr as i16 - fr as i16).abs(),
            "{}",
            p.move_text(&mv)
        );
    }
    assert_eq!(p.legal_moves().len(), 17);
}

#[test]
fn frisian_capture_of_highest_value() {
    // Two men (33x31x11) outweigh one king (33x24).
    let p = pos("W:W33:BK29,32,21");
    assert_eq!(moves(&p), ["33x31x11"]);
    let refusal = p.parse_move("33x24").unwrap_err();
    assert_eq!(refusal.rule(), "frisian-value");
    let why = p.explain("33x31x11").unwrap();
    assert!(
        matches!(why.reason, Forced::Precedence { rule, .. } if rule.contains("Frisian")),
        "{why}"
    );
    // One king outweighs one man.
    let p = pos("W:W33:BK29,32");
    assert_eq!(moves(&p), ["33x24"]);
    assert_eq!(p.parse_move("33x31").unwrap_err().rule(), "frisian-value");
    // Two kings (33x31x11) outweigh three men (45x25x5x3): a king is worth a little less
    // than two men.
    let p = pos("W:W33,45:BK32,K21,35,15,4");
    assert_eq!(moves(&p), ["33x31x11"]);
    assert_eq!(
        p.parse_move("45x25x5x3").unwrap_err().rule(),
        "frisian-value"
    );
}

#[test]
fn frisian_king_captures_first() {
    // Both the man on 14 and the king on 46 can take one man: the king must.
    let p = pos("W:W14,K46:B9,48");
    assert_eq!(moves(&p), ["46x49", "46x50"]);
    let refusal = p.parse_move("14x3").unwrap_err();
    assert_eq!(refusal.rule(), "frisian-king-first");
    assert!(refusal.to_string().contains("46x49"));
}

/// A game from a FEN, White to move, with Black's men on the top row to answer.
fn game(fen: &str) -> Game {
    Game::from_position(pos(fen), GameOptions::default()).unwrap()
}

#[test]
fn frisian_three_king_moves() {
    // White's king on 47 (c1) and man on 50 (i1); Black's men far away on the top row.
    let mut g = game("W:W50,K47:B1,2,3,4,5");
    for (white, black) in [("47-42", "1-6"), ("42-47", "2-7"), ("47-42", "3-8")] {
        g.play_text(white).unwrap();
        g.play_text(black).unwrap();
    }
    let p = *g.position();
    assert_eq!(p.king_moves_in_a_row(Color::White).map(|(_, n)| n), Some(3));
    assert_eq!(
        p.king_barred_from_moving(),
        Variant::Frisian.parse_square("42")
    );
    // The fourth move of that king is refused, and only the man may move.
    let refusal = g.play_text("42-47").unwrap_err();
    assert_eq!(refusal.rule(), "frisian-three-king-moves");
    assert!(refusal.to_string().contains("42"));
    assert_eq!(p.legal_move_texts(), ["50-44", "50-45"]);
    // A man's move starts the count again.
    g.play_text("50-45").unwrap();
    g.play_text("4-9").unwrap();
    g.play_text("42-47").unwrap();
    assert_eq!(
        g.position()
            .king_moves_in_a_row(Color::White)
            .map(|(_, n)| n),
        Some(1)
    );
}

#[test]
fn frisian_three_king_moves_counts_one_king_only() {
    // Another king's move restarts the count; the first king may move again afterwards.
    let mut g = game("W:W50,K47,K49:B1,2,3,4,5");
    for (white, black) in [("47-42", "1-6"), ("42-47", "2-7"), ("47-42", "3-8")] {
        g.play_text(white).unwrap();
        g.play_text(black).unwrap();
    }
    assert!(g.play_text("42-47").is_err());
    g.play_text("49-43").unwrap();
    g.play_text("4-9").unwrap();
    g.play_text("42-47").unwrap();
}

#[test]
fn frisian_three_king_moves_do_not_bind_a_side_of_kings_only_nor_a_capture() {
    // With kings only, a king moves as often as it likes.
    let mut g = game("W:WK47:B1,2,3,4,5");
    for (white, black) in [
        ("47-42", "1-6"),
        ("42-47", "2-7"),
        ("47-42", "3-8"),
        ("42-47", "4-9"),
    ] {
        g.play_text(white).unwrap();
        g.play_text(black).unwrap();
    }
    // Its count stops at three, which its FEN writes and reads back.
    let after = *g.position();
    assert_eq!(
        after.king_moves_in_a_row(Color::White),
        Some((Variant::Frisian.parse_square("47").unwrap(), 3))
    );
    assert_eq!(
        Position::from_fen(Variant::Frisian, &after.to_fen()).unwrap(),
        after,
        "{}",
        after.to_fen()
    );
    // A barred king that can capture must capture.
    let p = pos("W:W46,K33:B1,29:+333+0");
    assert_eq!(
        p.king_barred_from_moving(),
        Variant::Frisian.parse_square("33")
    );
    assert!(
        moves(&p).iter().all(|t| t.starts_with("33x")),
        "{:?}",
        moves(&p)
    );
}

#[test]
fn frisian_king_counts_in_fen() {
    let p = pos("W:W46,K28:B1,2,3:+328+0");
    assert_eq!(p.to_fen(), "W:WK28,46:B1,2,3:+328+0");
    assert_eq!(
        Position::from_fen(Variant::Frisian, &p.to_fen()).unwrap(),
        p
    );
    assert_eq!(moves(&p), ["46-41"]);
    // lidraughts' clocks are read and ignored.
    assert_eq!(pos("W:W46,K28:B1,2,3:H0:F1:+328+0"), p);
    assert!(Position::from_fen(Variant::Frisian, "W:W46,K28:B1:+928+0").is_err());
    // Other variants have no such count and ignore the field.
    let international = Position::from_fen(Variant::International, "W:W46,K28:B1:+328+0");
    assert!(international.is_ok());
}

#[test]
fn frisian_crowning_only_where_the_move_ends() {
    // The man on 12 takes 8 and lands on 3, its kings row, then goes on backwards over 9 to
    // 14: it stays a man.
    let p = pos("W:W12:B8,9,45");
    assert_eq!(moves(&p), ["12x3x14"]);
    let mv = p.parse_move("12x3x14").unwrap();
    assert!(!p.crowns(&mv));
    let fourteen = Variant::Frisian.parse_square("14").unwrap();
    assert_eq!(p.play(&mv).piece_at(fourteen).unwrap().role, Role::Man);
    assert_eq!(
        p.parse_move("12x3").unwrap_err().rule(),
        "capture-not-finished"
    );
}

#[test]
fn frisian_pdn_game_type_40_both_ways() {
    let mut game = Game::new(Variant::Frisian);
    for text in ["32-28", "19-23", "28x19", "14x23"] {
        game.play_text(text).unwrap();
    }
    let pdn = write_pdn(&game, &[]);
    assert!(pdn.contains("[GameType \"40\"]"), "{pdn}");
    let back = read_pdn(&pdn, Variant::English);
    let back = back[0].as_ref().unwrap();
    assert_eq!(back.game.variant(), Variant::Frisian);
    assert_eq!(back.game.event_texts(), game.event_texts());
}
