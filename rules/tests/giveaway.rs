//! Giveaway, a game option for every variant: the player who cannot move wins; nothing else
//! changes (rules/docs/VARIANTS.md).

use rules::{Color, Game, GameOptions, Outcome, Position, Variant, WinReason, read_pdn, write_pdn};

fn giveaway() -> GameOptions {
    GameOptions {
        giveaway: true,
        ..GameOptions::default()
    }
}

#[test]
fn giveaway_side_without_pieces_wins() {
    // Black takes White's last piece; White, to move with nothing left, wins.
    for variant in [
        Variant::English,
        Variant::International,
        Variant::Russian,
        Variant::Czech,
        Variant::Canadian,
    ] {
        let fen = match variant {
            Variant::English => "B:W18:B14",
            Variant::International => "B:W28:B23",
            Variant::Canadian => "B:W45:B39",
            _ => "B:Wd4:Be5",
        };
        let start = Position::from_fen(variant, fen).unwrap();
        let mut game = Game::from_position(start, giveaway()).unwrap();
        let capture = game.position().legal_move_texts()[0].clone();
        game.play_text(&capture).unwrap();
        assert_eq!(
            game.outcome(),
            Some(Outcome::Win {
                winner: Color::White,
                reason: WinReason::GiveawayNoPieces
            }),
            "{variant}"
        );
        assert!(game.outcome().unwrap().to_string().contains("giveaway"));
        // Without the option, the same capture wins for Black.
        let mut plain = Game::from_position(start, GameOptions::default()).unwrap();
        plain.play_text(&capture).unwrap();
        assert_eq!(plain.outcome().unwrap().winner(), Some(Color::Black));
    }
}

#[test]
fn giveaway_blocked_side_wins() {
    // White's man on 29 (a1) is blocked: 25 is taken and 22 behind it too. White, to move,
    // has no move: in giveaway White wins.
    let start = Position::from_fen(Variant::English, "W:W29:B25,22").unwrap();
    assert!(start.legal_moves().is_empty());
    let game = Game::from_position(start, giveaway()).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::GiveawayNoMove
        })
    );
}

#[test]
fn giveaway_keeps_every_other_rule() {
    // Captures stay compulsory and precedence stays.
    let start = Position::from_fen(Variant::International, "W:W28,33:B23,19,13,39").unwrap();
    let mut game = Game::from_position(start, giveaway()).unwrap();
    assert_eq!(game.legal_moves(), start.legal_moves());
    assert_eq!(
        game.play_text("33-29").unwrap_err().rule(),
        "capture-compulsory"
    );
}

#[test]
fn giveaway_in_pdn() {
    let mut game = Game::with_options(Variant::Frisian, giveaway()).unwrap();
    game.play_text("32-28").unwrap();
    let pdn = write_pdn(&game, &[]);
    assert!(pdn.contains("[GameType \"40\"]"));
    assert!(pdn.contains("[Giveaway \"1\"]"));
    let back = read_pdn(&pdn, Variant::English);
    assert!(back[0].as_ref().unwrap().game.options().giveaway);
    // lidraughts' antidraughts: GameType 98, International rules.
    let lidraughts = "[GameType \"98\"]\n1. 32-28 19-23 *\n";
    let read = read_pdn(lidraughts, Variant::English);
    let game = &read[0].as_ref().unwrap().game;
    assert_eq!(game.variant(), Variant::International);
    assert!(game.options().giveaway);
}
