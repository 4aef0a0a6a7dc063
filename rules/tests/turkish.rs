//! Turkish draughts (dama): the rules of rules/docs/VARIANTS.md that are its own, each
//! against a position worked out by hand.

use rules::{Color, Game, Position, Role, Variant, read_pdn, write_pdn};

fn pos(fen: &str) -> Position {
    Position::from_fen(Variant::Turkish, fen).unwrap()
}

fn moves(p: &Position) -> Vec<String> {
    p.legal_move_texts()
}

#[test]
fn turkish_start_position() {
    let p = Position::start(Variant::Turkish);
    assert_eq!(p.turn(), Color::White);
    assert_eq!(p.count(Color::White, Role::Man), 16);
    assert_eq!(p.count(Color::Black, Role::Man), 16);
    assert_eq!(
        p.to_fen(),
        "W:Wa2,b2,c2,d2,e2,f2,g2,h2,a3,b3,c3,d3,e3,f3,g3,h3:Ba6,b6,c6,d6,e6,f6,g6,h6,a7,b7,c7,d7,e7,f7,g7,h7"
    );
    // The men of the third rank step forward; nothing else can move.
    assert_eq!(
        moves(&p),
        [
            "a3-a4", "b3-b4", "c3-c4", "d3-d4", "e3-e4", "f3-f4", "g3-g4", "h3-h4"
        ]
    );
}

#[test]
fn turkish_men_step_forward_or_sideways() {
    assert_eq!(moves(&pos("W:Wd4:Ba8")), ["d4-c4", "d4-d5", "d4-e4"]);
    assert_eq!(moves(&pos("B:Wa1:Bd4")), ["d4-c4", "d4-d3", "d4-e4"]);
    let refusal = pos("W:Wd4:Ba8").parse_move("d4-d3").unwrap_err();
    assert_eq!(refusal.rule(), "turkish-men-not-backwards");
    let refusal = pos("W:Wd4:Ba8").parse_move("d4-e5").unwrap_err();
    assert_eq!(refusal.rule(), "turkish-orthogonal");
}

#[test]
fn turkish_men_never_capture_backwards() {
    // The black man behind d4 cannot be taken: the white man moves on.
    let p = pos("W:Wd4:Bd3");
    assert_eq!(moves(&p), ["d4-c4", "d4-d5", "d4-e4"]);
    let refusal = p.parse_move("d4xd2").unwrap_err();
    assert_eq!(refusal.rule(), "turkish-men-not-backwards");
    // Forward and sideways it takes.
    assert_eq!(moves(&pos("W:Wd4:Bd5,h8")), ["d4xd6"]);
    assert_eq!(moves(&pos("W:Wd4:Be4,h8")), ["d4xf4"]);
}

#[test]
fn turkish_kings_fly_along_ranks_and_files() {
    let p = pos("W:WKd4:Ba8");
    assert_eq!(p.legal_moves().len(), 14);
    assert!(moves(&p).contains(&"d4-d8".to_string()));
    assert!(!moves(&p).contains(&"d4-e5".to_string()));
    // A capture from afar, landing on any empty square beyond.
    assert_eq!(moves(&pos("W:WKd1:Bd5")), ["d1xd6", "d1xd7", "d1xd8"]);
}

#[test]
fn turkish_removal_is_immediate() {
    // d1 takes d3, f5, g4 and then, going along the third rank, crosses d3 — gone already —
    // to take b3: four pieces. Were d3 still on the board the capture would stop at three.
    assert_eq!(moves(&pos("W:WKd1:Bd3,f5,g4,b3")), ["d1xd5xg5xg3xa3"]);
}

#[test]
fn turkish_no_turning_back() {
    // After taking e4 eastwards the king may not turn back west to take b4.
    let p = pos("W:WKc4:Be4,b4,h8");
    assert_eq!(moves(&p), ["c4xa4", "c4xf4", "c4xg4", "c4xh4"]);
    let refusal = p.parse_move("c4xf4xa4").unwrap_err();
    assert_eq!(refusal.rule(), "turkish-no-turning-back");
    assert!(refusal.to_string().contains("f4"));
}

#[test]
fn turkish_most_pieces() {
    // Two pieces forward beat one sideways, though the one sideways is a king.
    let p = pos("W:Wd4:Bd5,d7,Ke4,h8");
    assert_eq!(moves(&p), ["d4xd6xd8"]);
    let refusal = p.parse_move("d4xf4").unwrap_err();
    assert_eq!(refusal.rule(), "maximum-capture");
}

#[test]
fn turkish_man_crowned_at_the_end() {
    // b6 takes b7 and reaches b8; it goes on sideways as a man over c8 to d8, and is
    // crowned only there. As a king on b8 it could have flown on to take f8 too.
    let p = pos("W:Wb6:Bb7,c8,f8,a1");
    assert_eq!(moves(&p), ["b6xb8xd8"]);
    let mv = p.parse_move("b6xb8xd8").unwrap();
    let after = p.play(&mv);
    let d8 = Variant::Turkish.parse_square("d8").unwrap();
    assert_eq!(after.piece_at(d8).unwrap().role, Role::King);
    let refusal = p.parse_move("b6xb8").unwrap_err();
    assert_eq!(refusal.rule(), "turkish-crowned-at-end");
    assert!(refusal.to_string().contains("b6xb8xd8"));
}

#[test]
fn turkish_one_piece_each_is_a_draw() {
    let game = Game::from_position(pos("W:Wd4:Bh8"), Default::default()).unwrap();
    assert_eq!(
        game.outcome(),
        Some(rules::Outcome::Draw(rules::DrawReason::TurkishOnePieceEach))
    );
    // A capture that leaves one piece each ends the game so.
    let mut game = Game::from_position(pos("W:Wd4,a2:Bd5,h8"), Default::default()).unwrap();
    game.play_text("d4xd6").unwrap();
    assert!(!game.is_over());
    let mut game = Game::from_position(pos("W:Wd4:Bd5,h8"), Default::default()).unwrap();
    game.play_text("d4xd6").unwrap();
    assert_eq!(
        game.outcome(),
        Some(rules::Outcome::Draw(rules::DrawReason::TurkishOnePieceEach))
    );
}

#[test]
fn turkish_pdn_game_type_30_both_ways() {
    let mut game = Game::new(Variant::Turkish);
    for text in ["d3-d4", "e6-e5", "d4-e4", "e5-d5"] {
        game.play_text(text).unwrap();
    }
    let pdn = write_pdn(&game, &[]);
    assert!(pdn.contains("[GameType \"30\"]"), "{pdn}");
    let back = read_pdn(&pdn, Variant::English);
    let back = back[0].as_ref().unwrap();
    assert_eq!(back.game.variant(), Variant::Turkish);
    assert_eq!(back.game.event_texts(), game.event_texts());
}
