//! Czech draughts (česká dáma): the rules of rules/docs/VARIANTS.md that are its own, each
//! against a position worked out by hand.

use rules::{Color, Forced, Game, Position, Variant, read_pdn, write_pdn};

fn pos(fen: &str) -> Position {
    Position::from_fen(Variant::Czech, fen).unwrap()
}

fn moves(p: &Position) -> Vec<String> {
    p.legal_move_texts()
}

#[test]
fn czech_start_position() {
    let p = Position::start(Variant::Czech);
    assert_eq!(p.turn(), Color::White);
    assert_eq!(
        p,
        Position::start(Variant::Russian)
            .to_fen()
            .parse_as(Variant::Czech)
    );
    assert_eq!(p.legal_moves().len(), 7);
}

trait ParseAs {
    fn parse_as(&self, variant: Variant) -> Position;
}

impl ParseAs for String {
    fn parse_as(&self, variant: Variant) -> Position {
        Position::from_fen(variant, self).unwrap()
    }
}

#[test]
fn czech_men_capture_forwards_only() {
    let p = pos("W:Wc3:Bb2,d4");
    assert_eq!(moves(&p), ["c3:e5"]);
    assert_eq!(
        p.parse_move("c3:a1").unwrap_err().rule(),
        "men-capture-forwards"
    );
}

#[test]
fn czech_a_king_that_can_capture_must() {
    // The man on a3 could take b4, but the king on h8 can capture too, so the king must; it
    // lands on c3, from where it goes on over b4.
    let p = pos("W:Wa3,Kh8:Bb4,d4");
    assert_eq!(moves(&p), ["h8:c3:a5"]);
    let refusal = p.parse_move("a3:c5").unwrap_err();
    assert_eq!(refusal.rule(), "czech-king-must-capture");
    assert!(
        refusal
            .to_string()
            .contains("a king can capture, so a king must")
    );
    assert!(refusal.to_string().contains("h8:c3:a5"));
    let why = p.explain("h8:c3:a5").unwrap();
    assert!(matches!(
        why.reason,
        Forced::OnlyMove | Forced::Precedence { .. }
    ));
    // A king that cannot capture leaves the man free to.
    assert_eq!(moves(&pos("W:Wa3,Kg1:Bb4,h2,a7")), ["a3:c5"]);
}

#[test]
fn czech_free_choice_otherwise() {
    // No majority rule: one piece or two.
    assert_eq!(moves(&pos("W:Wc3:Bb4,d4,d6,h8")), ["c3:a5", "c3:e5:c7"]);
    // Among the kings' captures too: two pieces with a1, or one with g1.
    assert_eq!(
        moves(&pos("W:WKa1,Kg1:Bc3,c5,h2")),
        ["a1:d4:a7", "a1:d4:b6", "g1:a7", "g1:b6"]
    );
}

#[test]
fn czech_pdn_game_type_29_both_ways() {
    let mut game = Game::new(Variant::Czech);
    for text in ["c3-d4", "f6-e5", "d4:f6", "g7:e5"] {
        game.play_text(text).unwrap();
    }
    let pdn = write_pdn(&game, &[]);
    assert!(pdn.contains("[GameType \"29\"]"), "{pdn}");
    let back = read_pdn(&pdn, Variant::English);
    let back = back[0].as_ref().unwrap();
    assert_eq!(back.game.variant(), Variant::Czech);
    assert_eq!(back.game.event_texts(), game.event_texts());
}
