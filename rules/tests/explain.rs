//! One test per refusal of the EXPLAIN list of RULES.md: each names its rule and carries the
//! facts a player needs. The positions were found with the search in `src/explain.rs`
//! (`find_refusal_examples`) and checked by hand against the diagrams of RULES.md.

use rules::{Color, Forced, Game, Position, Refusal, Variant};

fn refusal(variant: Variant, fen: &str, text: &str) -> Refusal {
    let pos = Position::from_fen(variant, fen).unwrap();
    pos.parse_move(text).expect_err("the move must be refused")
}

fn check(variant: Variant, fen: &str, text: &str, rule: &str, facts: &[&str]) -> Refusal {
    let r = refusal(variant, fen, text);
    assert_eq!(r.rule(), rule, "{variant} {fen} {text}: {r}");
    let message = r.to_string();
    for fact in facts {
        assert!(
            message.contains(fact),
            "{message:?} should mention {fact:?}"
        );
    }
    r
}

#[test]
fn not_a_move_shows_the_forms_of_the_variant() {
    check(
        Variant::English,
        "B:W21-32:B1-12",
        "hello",
        "not-a-move",
        &["11-15", "23x14"],
    );
    check(
        Variant::Dameo,
        "W:Wa1:Bh8",
        "a1",
        "not-a-move",
        &["c3-c4", "e2xe4xg4xg6"],
    );
}

#[test]
fn square_not_playable() {
    check(
        Variant::English,
        "B:W21-32:B1-12",
        "11-33",
        "square-not-playable",
        &["33", "1 to 32"],
    );
    check(
        Variant::Brazilian,
        "W:Wc3:Bh8",
        "c3-c4",
        "square-not-playable",
        &["c4", "dark"],
    );
}

#[test]
fn no_piece_there() {
    check(
        Variant::English,
        "B:W21-32:B1-12",
        "13-17",
        "no-piece",
        &["13"],
    );
}

#[test]
fn not_your_piece() {
    let r = check(
        Variant::English,
        "B:W21-32:B1-12",
        "22-18",
        "not-your-piece",
        &["22", "White"],
    );
    assert_eq!(
        r,
        Refusal::NotYourPiece {
            square: "22".into(),
            owner: Color::White
        }
    );
}

#[test]
fn destination_occupied() {
    check(
        Variant::Italian,
        "B:W5:B6",
        "6-5",
        "destination-occupied",
        &["5"],
    );
}

#[test]
fn men_do_not_move_backwards() {
    check(
        Variant::English,
        "W:W9:B",
        "9-13",
        "men-not-backwards",
        &["9", "13"],
    );
    check(
        Variant::Dameo,
        "W:Wd4:Bh8",
        "d4-d3",
        "men-not-backwards",
        &["d4", "d3"],
    );
}

#[test]
fn men_capture_forwards_only() {
    // English 15 is a black man; the white man on 10 is behind it.
    check(
        Variant::English,
        "B:W10:B15",
        "15x6",
        "men-capture-forwards",
        &["15"],
    );
}

#[test]
fn kings_move_one_square_in_the_short_king_variants() {
    check(
        Variant::English,
        "W:WK2:B",
        "2-9",
        "kings-one-square",
        &["2", "9"],
    );
    // Also when capturing from a distance, which International allows (seed 000).
    check(
        Variant::Italian,
        "W:WK5:B14,K32",
        "5x23",
        "kings-one-square",
        &[],
    );
}

#[test]
fn men_jump_to_the_square_just_beyond() {
    // Seed 000: the man on 18 takes the king on 14 landing on 9, not on 5.
    check(
        Variant::English,
        "W:W18:BK14",
        "18x5",
        "men-jump-short",
        &["18x5"],
    );
}

#[test]
fn path_blocked_for_flying_kings() {
    check(
        Variant::International,
        "W:WK3,9:B",
        "3-14",
        "path-blocked",
        &["9"],
    );
}

#[test]
fn not_a_step() {
    check(
        Variant::International,
        "W:W11:B",
        "11-1",
        "not-a-step",
        &["one square diagonally forward"],
    );
    check(Variant::Dameo, "B:W:Bh2", "h2-a2", "not-a-step", &[]);
}

#[test]
fn a_capture_is_compulsory_and_the_captures_are_named() {
    // The question of the brief: "why can't I play 22-18?"
    let r = check(
        Variant::English,
        "W:W22,23,25:B14,18,9",
        "22-17",
        "capture-compulsory",
        &[],
    );
    let Refusal::CaptureCompulsory { captures } = &r else {
        unreachable!()
    };
    assert!(!captures.is_empty());
    check(
        Variant::Spanish,
        "W:W2:BK6",
        "2-5",
        "capture-compulsory",
        &["2x11"],
    );
}

#[test]
fn the_capture_is_not_finished_and_where_it_goes_on() {
    let r = check(
        Variant::English,
        "W:WK32:B26,27",
        "32x23",
        "capture-not-finished",
        &["23", "32x23x30"],
    );
    assert_eq!(
        r,
        Refusal::CaptureNotFinished {
            at: "23".into(),
            continuations: vec!["32x23x30".into()]
        }
    );
}

#[test]
fn the_maximum_capture_with_counts_and_the_best() {
    let r = check(
        Variant::International,
        "B:W9,12,31:BK37",
        "37x26x8",
        "maximum-capture",
        &["3", "2"],
    );
    let Refusal::MaximumCapture { max, took, best } = r else {
        unreachable!()
    };
    assert_eq!((max, took), (3, 2));
    assert_eq!(best, vec!["37x26x3x14", "37x26x3x20", "37x26x3x25"]);
}

#[test]
fn italian_men_cannot_take_kings() {
    check(
        Variant::Italian,
        "B:WK6:B3",
        "3x10",
        "italian-men-cannot-take-kings",
        &["6"],
    );
}

#[test]
fn italian_capture_with_the_king() {
    check(
        Variant::Italian,
        "B:W6:BK2,3,21",
        "3x10",
        "italian-capture-with-king",
        &["2x11"],
    );
}

#[test]
fn italian_take_more_kings() {
    let r = check(
        Variant::Italian,
        "W:WK12:BK7,15",
        "12x19",
        "italian-more-kings",
        &["12x3"],
    );
    assert!(matches!(
        r,
        Refusal::ItalianTakeMoreKings {
            max_kings: 1,
            took_kings: 0,
            ..
        }
    ));
}

#[test]
fn italian_take_the_king_earlier() {
    // King 15 takes the king on 19 then the man on 27; king 30 takes the man first, then the
    // king: equal count, equal kings, both with a king: rule 4 picks 15x22x31.
    check(
        Variant::Italian,
        "B:WK16,K19,K24,27:BK15,K30",
        "30x23x14",
        "italian-king-earlier",
        &["15x22x31"],
    );
}

#[test]
fn spanish_take_more_kings() {
    let r = check(
        Variant::Spanish,
        "W:WK18,19:BK21,27",
        "18x31",
        "spanish-more-kings",
        &["18x25"],
    );
    assert!(matches!(
        r,
        Refusal::SpanishTakeMoreKings {
            max_kings: 1,
            took_kings: 0,
            ..
        }
    ));
}

#[test]
fn a_piece_cannot_be_jumped_twice() {
    check(
        Variant::English,
        "W:WK22:B18,1",
        "22x15x22",
        "jumped-twice",
        &["18"],
    );
}

#[test]
fn a_jumped_piece_blocks_until_the_move_ends() {
    check(
        Variant::International,
        "W:WK33:B4,6,K15,28,44",
        "33x22x50",
        "jumped-piece-blocks",
        &["28"],
    );
    check(
        Variant::Brazilian,
        "B:WKh2,c3,Kg7:BKd4",
        "d4xh8xb2",
        "jumped-piece-blocks",
        &["g7"],
    );
}

#[test]
fn promotion_ends_the_move() {
    check(
        Variant::English,
        "W:W10,13,21,K22:B6,7,8",
        "10x3x12",
        "promotion-ends-move",
        &["3"],
    );
    check(
        Variant::Italian,
        "W:W9:B5,K6,K20",
        "9x2x11",
        "promotion-ends-move",
        &["2"],
    );
}

#[test]
fn passing_the_kings_row_does_not_crown() {
    check(
        Variant::International,
        "W:W11,25:B7,K13,33",
        "11x2x19",
        "passing-does-not-crown",
        &["2"],
    );
}

#[test]
fn dameo_refusals() {
    check(
        Variant::Dameo,
        "B:Wf1,h2,e3,g5:Ba3,g3,h3,Kd8",
        "h3xh1xe1xe4",
        "dameo-crowning-at-end",
        &["h1"],
    );
    check(
        Variant::Dameo,
        "B:Wb3:BKa2",
        "a2xc4",
        "dameo-orthogonal-captures",
        &["king"],
    );
    check(
        Variant::Dameo,
        "W:Wg4:B",
        "g4-e6",
        "dameo-line-forward",
        &["g4", "e6"],
    );
    check(
        Variant::Dameo,
        "B:W:BKe2,d3",
        "e2-c4",
        "dameo-king-not-in-line",
        &["d3"],
    );
}

#[test]
fn nothing_to_take_and_own_pieces() {
    check(
        Variant::International,
        "W:W11:B",
        "11x1",
        "nothing-to-take",
        &["11", "1"],
    );
    check(
        Variant::International,
        "W:WK3,9:B",
        "3x14",
        "own-piece",
        &["9"],
    );
}

#[test]
fn not_legal_lists_what_the_piece_can_do() {
    let r = check(
        Variant::English,
        "B:W21-32:B1-12",
        "11-15-19",
        "not-legal",
        &["11-15", "11-16"],
    );
    let Refusal::NotLegal { options, .. } = r else {
        unreachable!()
    };
    assert_eq!(options, vec!["11-15", "11-16"]);
    check(
        Variant::English,
        "B:W21-32:B1-12",
        "1-5-9",
        "piece-cannot-move",
        &["9-13"],
    );
}

#[test]
fn ambiguous_short_forms_get_the_full_alternatives() {
    let r = check(
        Variant::Italian,
        "W:W12,18,22:B5,6,13,14",
        "18x2",
        "ambiguous",
        &[],
    );
    assert_eq!(
        r,
        Refusal::Ambiguous {
            text: "18x2".into(),
            alternatives: vec!["18x11x2".into(), "18x9x2".into()]
        }
    );
}

#[test]
fn the_game_is_over_and_it_is_not_your_turn() {
    let mut game = Game::from_position(
        Position::from_fen(Variant::English, "W:W22:B18").unwrap(),
        Default::default(),
    )
    .unwrap();
    assert_eq!(
        game.play_as(Color::Black, "18-23").unwrap_err(),
        Refusal::NotYourTurn {
            to_move: Color::White
        }
    );
    game.play_text("22x15").unwrap();
    let r = game.play_text("15-11").unwrap_err();
    assert_eq!(r.rule(), "game-over");
    assert!(r.to_string().contains("White wins"), "{r}");
}

#[test]
fn legal_moves_are_explained_too() {
    let pos = Position::from_fen(Variant::International, "B:W9,12,31:BK37").unwrap();
    let why = pos.explain("37x14").unwrap();
    assert_eq!(why.captured, 3);
    assert!(matches!(
        why.reason,
        Forced::Maximum {
            pieces: 3,
            alternatives: 3
        }
    ));
    // A man that crosses the kings row during a capture and ends elsewhere is not crowned.
    let pos = Position::from_fen(Variant::International, "W:W11:B7,8,K30").unwrap();
    let why = pos.explain("11x2x13").unwrap();
    assert!(!why.crowns);
    assert_eq!(why.passed_kings_row.as_deref(), Some("2"));
    assert!(why.to_string().contains("stays a man"), "{why}");
    // The only move is forced; a crowning ends the move.
    let pos = Position::from_fen(Variant::English, "W:W6:B20").unwrap();
    let why = pos.explain("6-1").unwrap();
    assert!(why.crowns);
    let why = pos.explain("6-2").unwrap();
    assert!(why.crowns && why.reason == Forced::FreeChoice);
    let pos = Position::from_fen(Variant::English, "W:W22:B18").unwrap();
    assert_eq!(pos.explain("22x15").unwrap().reason, Forced::OnlyMove);
    // Italian precedence beyond the count.
    let pos = Position::from_fen(Variant::Italian, "B:WK16,K19,K24,27:BK15,K30").unwrap();
    let why = pos.explain("15x22x31").unwrap();
    assert!(
        matches!(
            why.reason,
            Forced::Precedence {
                alternatives: 1,
                ..
            }
        ),
        "{why}"
    );
    assert!(why.to_string().contains("Italian precedence"), "{why}");
}
