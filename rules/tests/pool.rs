//! Pool checkers (American pool): the rules of rules/docs/VARIANTS.md that are its own, each
//! against a position worked out by hand. Squares are numbered as in English draughts.

use rules::{Color, Game, Position, Role, Variant, read_pdn, write_pdn};

fn pos(fen: &str) -> Position {
    Position::from_fen(Variant::Pool, fen).unwrap()
}

fn moves(p: &Position) -> Vec<String> {
    p.legal_move_texts()
}

#[test]
fn pool_board_and_first_move_as_english() {
    let p = Position::start(Variant::Pool);
    assert_eq!(
        p,
        Position::from_fen(Variant::Pool, "B:W21-32:B1-12").unwrap()
    );
    assert_eq!(p.turn(), Color::Black);
    assert_eq!(
        p.legal_move_texts(),
        Position::start(Variant::English).legal_move_texts()
    );
    for (number, square) in [("1", "b8"), ("29", "a1"), ("32", "g1")] {
        let sq = Variant::Pool.parse_square(number).unwrap();
        assert_eq!(Variant::Pool.algebraic(sq), square);
    }
}

#[test]
fn pool_men_capture_backwards() {
    // The white man on 22 may take 18 forwards or 26 backwards.
    assert_eq!(moves(&pos("W:W22:B18,26,29")), ["22x15", "22x31"]);
}

#[test]
fn pool_free_choice_among_captures() {
    // One piece towards 13 or two towards 6: either may be chosen.
    assert_eq!(moves(&pos("W:W22:B17,18,10,1")), ["22x13", "22x15x6"]);
}

#[test]
fn pool_kings_fly() {
    assert_eq!(
        moves(&pos("W:WK29:B25,18,4")),
        ["29x22x11", "29x22x15", "29x22x8"]
    );
}

#[test]
fn pool_man_passing_the_kings_row_goes_on_as_a_man() {
    // 9 takes 6 and reaches 2, its kings row; it can jump on backwards over 7 to 11, so it
    // must, and stays a man.
    let p = pos("W:W9:B6,7,29");
    assert_eq!(moves(&p), ["9x2x11"]);
    let mv = p.parse_move("9x2x11").unwrap();
    assert!(!p.crowns(&mv));
    let after = p.play(&mv);
    let eleven = Variant::Pool.parse_square("11").unwrap();
    assert_eq!(after.piece_at(eleven).unwrap().role, Role::Man);
    let refusal = p.parse_move("9x2").unwrap_err();
    assert_eq!(refusal.rule(), "pool-passing-does-not-crown");
    assert!(refusal.to_string().contains("9x2x11"));
    // Crowned when the capture ends on the kings row.
    let p = pos("W:W9:B6,29");
    let mv = p.parse_move("9x2").unwrap();
    assert!(p.crowns(&mv));
}

#[test]
fn pool_jumped_piece_blocks() {
    let p = pos("B:WK28,22,K8:BK18");
    assert_eq!(moves(&p), ["18x25", "18x29", "18x4"]);
    assert_eq!(
        p.parse_move("18x4x25").unwrap_err().rule(),
        "jumped-piece-blocks"
    );
}

#[test]
fn pool_pdn_game_type_23_both_ways() {
    let mut game = Game::new(Variant::Pool);
    for text in ["11-15", "22-18", "15x22", "25x18"] {
        game.play_text(text).unwrap();
    }
    let pdn = write_pdn(&game, &[]);
    assert!(pdn.contains("[GameType \"23\"]"), "{pdn}");
    let back = read_pdn(&pdn, Variant::English);
    let back = back[0].as_ref().unwrap();
    assert_eq!(back.game.variant(), Variant::Pool);
    assert_eq!(back.game.event_texts(), game.event_texts());
}
