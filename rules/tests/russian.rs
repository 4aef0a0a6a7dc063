//! Russian draughts (shashki): the rules of rules/docs/VARIANTS.md that are its own, each
//! against a position worked out by hand.

use rules::{Color, Game, Position, Role, Variant, read_pdn, write_pdn};

fn pos(fen: &str) -> Position {
    Position::from_fen(Variant::Russian, fen).unwrap()
}

fn moves(p: &Position) -> Vec<String> {
    p.legal_move_texts()
}

#[test]
fn russian_start_position_and_notation() {
    let p = Position::start(Variant::Russian);
    assert_eq!(p.turn(), Color::White);
    assert_eq!(
        p.to_fen(),
        "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"
    );
    assert_eq!(
        moves(&p),
        [
            "a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"
        ]
    );
    // Captures are written with a colon, as the Russian federation writes them.
    assert_eq!(moves(&pos("W:Wc3:Bd4")), ["c3:e5"]);
    assert!(pos("W:Wc3:Bd4").parse_move("c3xe5").is_ok());
}

#[test]
fn russian_men_capture_backwards() {
    assert_eq!(moves(&pos("W:Wd4:Bc3")), ["d4:b2"]);
}

#[test]
fn russian_free_choice_among_captures() {
    // The man may take one piece towards a5 or two towards c7: no majority rule.
    let fen = "W:Wc3:Bb4,d4,d6,h8";
    assert_eq!(moves(&pos(fen)), ["c3:a5", "c3:e5:c7"]);
    // Brazilian draughts, the same board under International rules, must take the two.
    let brazilian = Position::from_fen(Variant::Brazilian, fen).unwrap();
    assert_eq!(brazilian.legal_move_texts(), ["c3xe5xc7"]);
    // The shorter capture written in full is not read as the longer one.
    let p = pos(fen);
    assert_eq!(p.move_text(&p.parse_move("c3:a5").unwrap()), "c3:a5");
}

#[test]
fn russian_crowned_man_goes_on_as_a_king() {
    // b6 takes c7 and lands on d8, its kings row: crowned, it goes on as a king along
    // d8-h4, over f6, and may stop on g5 or h4.
    let p = pos("W:Wb6:Bc7,f6,a1");
    assert_eq!(moves(&p), ["b6:d8:g5", "b6:d8:h4"]);
    let mv = p.parse_move("b6:d8:h4").unwrap();
    assert!(p.crowns(&mv));
    let after = p.play(&mv);
    let h4 = Variant::Russian.parse_square("h4").unwrap();
    assert_eq!(after.piece_at(h4).unwrap().role, Role::King);
    let why = p.explain("b6:d8:h4").unwrap();
    assert_eq!(why.crowned_during_capture.as_deref(), Some("d8"));
    assert!(why.to_string().contains("finishes the capture as a king"));
    // Stopping on d8 is refused with the rule.
    let refusal = p.parse_move("b6:d8").unwrap_err();
    assert_eq!(refusal.rule(), "russian-crowned-goes-on");
    assert!(refusal.to_string().contains("b6:d8:g5"));
    // A man jumping on backwards from the kings row would do as much as a man: as a king
    // it may also fly on.
    assert_eq!(
        moves(&pos("W:Wb6:Bc7,e7,a1")),
        ["b6:d8:f6", "b6:d8:g5", "b6:d8:h4"]
    );
}

#[test]
fn russian_kings_fly_and_land_where_they_can_go_on() {
    // The king takes d4 and must land on c3, from where it takes b4; b2 and a1 are refused.
    let p = pos("W:WKh8:Bd4,b4,h2");
    assert_eq!(moves(&p), ["h8:c3:a5"]);
    let refusal = p.parse_move("h8:b2").unwrap_err();
    assert_eq!(refusal.rule(), "land-to-continue");
    assert!(refusal.to_string().contains("h8:c3:a5"));
}

#[test]
fn russian_jumped_piece_blocks() {
    // The black king takes c3 (landing b2 or a1) or g7 (landing h8); from h8 the way back
    // down the long diagonal is shut by g7, which stays on the board until the move ends
    // (the "Turkish strike"), so h8 cannot go on over c3.
    let p = pos("B:WKh2,c3,Kg7:BKd4");
    assert_eq!(moves(&p), ["d4:a1", "d4:b2", "d4:h8"]);
    let refusal = p.parse_move("d4:h8:b2").unwrap_err();
    assert_eq!(refusal.rule(), "jumped-piece-blocks");
    assert!(refusal.to_string().contains("g7"));
}

#[test]
fn russian_pdn_game_type_25_both_ways() {
    let mut game = Game::new(Variant::Russian);
    for text in ["c3-d4", "f6-e5", "d4:f6", "g7:e5"] {
        game.play_text(text).unwrap();
    }
    let pdn = write_pdn(&game, &[]);
    assert!(pdn.contains("[GameType \"25\"]"), "{pdn}");
    assert!(pdn.contains("d4:f6"), "{pdn}");
    let back = read_pdn(&pdn, Variant::English);
    let back = back[0].as_ref().unwrap();
    assert_eq!(back.game.variant(), Variant::Russian);
    assert_eq!(back.game.event_texts(), game.event_texts());
}
