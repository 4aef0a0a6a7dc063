//! The soffio (huffing) house rule: off by default, Spanish and International only.

use rules::{Game, GameError, GameOptions, Position, Variant, read_pdn, write_pdn};

fn soffio_game(variant: Variant, fen: &str) -> Game {
    Game::from_position(
        Position::from_fen(variant, fen).unwrap(),
        GameOptions {
            soffio: true,
            ..GameOptions::default()
        },
    )
    .unwrap()
}

#[test]
fn only_spanish_and_international_allow_it() {
    for variant in [
        Variant::English,
        Variant::Italian,
        Variant::Brazilian,
        Variant::Dameo,
    ] {
        assert_eq!(
            Game::with_options(
                variant,
                GameOptions {
                    soffio: true,
                    ..GameOptions::default()
                }
            )
            .unwrap_err(),
            GameError::SoffioNotAllowed
        );
    }
    assert!(
        Game::with_options(
            Variant::Spanish,
            GameOptions {
                soffio: true,
                ..GameOptions::default()
            }
        )
        .is_ok()
    );
    assert!(
        Game::with_options(
            Variant::International,
            GameOptions {
                soffio: true,
                ..GameOptions::default()
            }
        )
        .is_ok()
    );
}

#[test]
fn without_it_a_capture_cannot_be_ignored() {
    let mut game = Game::from_position(
        Position::from_fen(Variant::Spanish, "W:W10,2:B14").unwrap(),
        GameOptions::default(),
    )
    .unwrap();
    assert_eq!(
        game.play_text("2-6").unwrap_err().rule(),
        "capture-compulsory"
    );
}

#[test]
fn an_ignored_capture_may_be_huffed_before_the_opponent_moves() {
    // White's man on 10 must take 14 (10x19); White plays 2-6 instead.
    let mut game = soffio_game(Variant::Spanish, "W:W10,2:B14,30");
    let report = game.play_text("2-6").unwrap();
    assert!(report.ply.ignored_capture);
    let offer = report.huff_offer.expect("Black may huff");
    assert_eq!(offer.ignored, vec!["10x19"]);
    let squares: Vec<String> = offer
        .squares
        .iter()
        .map(|&s| Variant::Spanish.square_name(s))
        .collect();
    assert_eq!(squares, vec!["10"]);
    // Only the offered piece may be huffed.
    let six = Variant::Spanish.parse_square("6").unwrap();
    assert!(matches!(game.huff(six), Err(GameError::NotHuffable { .. })));
    let ten = Variant::Spanish.parse_square("10").unwrap();
    let huff = game.huff(ten).unwrap();
    assert_eq!(huff.square, ten);
    assert!(game.position().piece_at(ten).is_none());
    assert!(game.huff(ten).is_err(), "one huff per ignored capture");
    // Black then moves as usual.
    game.play_text("14-10").unwrap();
    assert_eq!(game.event_texts(), vec!["2-6", "huff 10", "14-10"]);
}

#[test]
fn a_moved_offender_is_huffed_where_it_stands() {
    // International: the man on 33 should take 28 (33x22); it steps to 29 instead.
    let mut game = soffio_game(Variant::International, "W:W33,45:B28,3");
    let report = game.play_text("33-29").unwrap();
    let offer = report.huff_offer.unwrap();
    assert_eq!(
        offer.squares,
        vec![Variant::International.parse_square("29").unwrap()]
    );
}

#[test]
fn a_smaller_capture_is_an_ignored_maximum() {
    // 27x18 takes one; 27x16x7 (over 22 and 11) takes two.
    let mut game = soffio_game(Variant::International, "W:W27,45:B22,11,21,5");
    let best = game.position().legal_move_texts();
    assert!(
        best.iter()
            .all(|m| game.position().parse_move(m).unwrap().capture_count() == 2),
        "{best:?}"
    );
    let small = game
        .position()
        .soffio_moves()
        .into_iter()
        .find(|m| m.capture_count() == 1)
        .unwrap();
    let report = game.play(&small).unwrap();
    assert!(report.ply.ignored_capture && report.huff_offer.is_some());
}

#[test]
fn letting_it_be_ends_the_offer() {
    let mut game = soffio_game(Variant::Spanish, "W:W10,2:B14,30");
    game.play_text("2-6").unwrap();
    // Black takes instead of huffing (14x5 over 10): the offer is gone.
    game.play_text("14x5").unwrap();
    assert!(game.huff_offer().is_none());
    assert_eq!(
        game.huff(Variant::Spanish.parse_square("10").unwrap())
            .unwrap_err(),
        GameError::NothingToHuff
    );
}

#[test]
fn soffio_games_go_through_pdn() {
    let mut game = soffio_game(Variant::Spanish, "W:W10,2:B14,30");
    game.play_text("2-6").unwrap();
    game.huff(Variant::Spanish.parse_square("10").unwrap())
        .unwrap();
    game.play_text("14-10").unwrap();
    let text = write_pdn(&game, &[]);
    assert!(
        text.contains("[Soffio \"1\"]") && text.contains("{huff 10}"),
        "{text}"
    );
    let back = read_pdn(&text, Variant::English);
    let back = back[0].as_ref().unwrap();
    assert_eq!(back.game.event_texts(), game.event_texts());
    assert_eq!(back.game.position(), game.position());
}
