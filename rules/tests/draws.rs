//! Every draw rule of RULES.md with its counter, and the other ways a game ends.

use std::collections::{HashMap, HashSet};

use rules::{Color, DrawReason, Game, GameOptions, Outcome, Position, Square, Variant, WinReason};

fn game(variant: Variant, fen: &str) -> Game {
    Game::from_position(
        Position::from_fen(variant, fen).unwrap(),
        GameOptions::default(),
    )
    .unwrap()
}

/// Whether a square is on the edge of the board, where no piece can be taken.
fn on_edge(variant: Variant, sq: rules::Square) -> bool {
    let (file, rank) = variant.coords(sq);
    let last = variant.board().size() - 1;
    file == 0 || rank == 0 || file == last || rank == last
}

/// Plays up to `plies` king moves that take nothing, allow nothing to be taken and never
/// repeat a position, found by a depth-first search; stops when the game ends. With flying
/// kings every king keeps to the edge of the board, where nothing can be taken.
fn wander(game: &mut Game, plies: usize) {
    wander_where(game, plies, |variant, _, to| {
        !variant.flying_kings() || on_edge(variant, to)
    });
}

/// `wander` with the moves `allow(variant, mover, destination)` accepts.
fn wander_where(game: &mut Game, plies: usize, allow: impl Fn(Variant, Color, Square) -> bool) {
    // Positions may come back once: the repetition rule ends a game at the third occurrence.
    let mut seen: HashMap<u64, usize> = HashMap::new();
    for p in game.positions() {
        *seen.entry(p.hash()).or_default() += 1;
    }
    fn go(
        game: &mut Game,
        seen: &mut HashMap<u64, usize>,
        left: usize,
        allow: &dyn Fn(Variant, Color, Square) -> bool,
    ) -> bool {
        if left == 0 || game.is_over() {
            return true;
        }
        let pos = *game.position();
        for text in pos.legal_move_texts() {
            let mv = pos.parse_move(&text).unwrap();
            if mv.is_capture() || !pos.kings().contains(mv.from()) {
                continue;
            }
            if !allow(game.variant(), pos.turn(), mv.to()) {
                continue;
            }
            let next = pos.play(&mv);
            // A move after which the opponent must capture is no good for a counting test.
            if seen.get(&next.hash()).copied().unwrap_or(0) >= 2 || next.has_capture() {
                continue;
            }
            let mut attempt = game.clone();
            attempt.play_text(&text).unwrap();
            *seen.entry(next.hash()).or_default() += 1;
            if go(&mut attempt, seen, left - 1, allow) {
                *game = attempt;
                return true;
            }
            *seen.get_mut(&next.hash()).unwrap() -= 1;
        }
        false
    }
    assert!(
        go(game, &mut seen, plies, &allow),
        "no walk of {plies} plies found"
    );
}

/// `wander` over the whole board: on the small boards the edges alone are too few squares
/// for long walks that never repeat a position three times.
fn roam(game: &mut Game, plies: usize) {
    wander_where(game, plies, |_, _, _| true);
}

/// Russian: whether a square is on the long diagonal a1–h8.
fn on_long_diagonal(sq: Square) -> bool {
    let (file, rank) = Variant::Russian.coords(sq);
    file == rank
}

fn draw_reason(game: &Game) -> Option<DrawReason> {
    match game.outcome() {
        Some(Outcome::Draw(reason)) => Some(reason),
        _ => None,
    }
}

#[test]
fn english_fifty_king_moves_each_when_both_sides_have_kings() {
    let mut g = game(Variant::English, "W:WK1:BK32");
    for i in 0..100 {
        assert!(!g.is_over(), "ended early at ply {i}");
        let text = match i % 4 {
            0 => "1-6",
            1 => "32-27",
            2 => "6-1",
            _ => "27-32",
        };
        g.play_text(text).unwrap();
    }
    assert_eq!(draw_reason(&g), Some(DrawReason::EnglishFiftyMoves));
    assert!(g.outcome().unwrap().to_string().contains("50 moves"));
}

#[test]
fn english_count_waits_for_kings_on_both_sides_and_men_restart_it() {
    let mut g = game(Variant::English, "W:WK1:B12");
    g.play_text("1-6").unwrap();
    assert_eq!(g.counters().king_plies, 0);
    let mut g = game(Variant::English, "W:WK1,29:BK32,4");
    for text in ["1-6", "32-27", "6-1"] {
        g.play_text(text).unwrap();
    }
    assert_eq!(g.counters().king_plies, 3);
    g.play_text("4-8").unwrap();
    assert_eq!(g.counters().king_plies, 0);
}

#[test]
fn english_has_no_repetition_rule() {
    let mut g = game(Variant::English, "W:WK1:BK32");
    for text in [
        "1-6", "32-27", "6-1", "27-32", "1-6", "32-27", "6-1", "27-32", "1-6",
    ] {
        g.play_text(text).unwrap();
    }
    assert!(!g.is_over());
}

#[test]
fn third_repetition_with_the_same_player_to_move() {
    for (variant, fen, cycle) in [
        (
            Variant::Italian,
            "W:WK1,K4:BK29,K32",
            ["1-5", "29-25", "5-1", "25-29"],
        ),
        (
            Variant::Spanish,
            "W:WK4:BK29",
            ["4-8", "29-25", "8-4", "25-29"],
        ),
        (
            Variant::International,
            "W:WK50:BK1",
            ["50-45", "1-6", "45-50", "6-1"],
        ),
        (
            Variant::Brazilian,
            "W:WKc1:BKf8",
            ["c1-a3", "f8-h6", "a3-c1", "h6-f8"],
        ),
        (
            Variant::Dameo,
            "W:WKa1:BKh8",
            ["a1-a2", "h8-h7", "a2-a1", "h7-h8"],
        ),
        (
            Variant::Russian,
            "W:WKc1,g1:BKf8,b8",
            ["c1-a3", "f8-h6", "a3-c1", "h6-f8"],
        ),
        (
            Variant::Pool,
            "W:WK30,32:BK3,1",
            ["30-21", "3-12", "21-30", "12-3"],
        ),
        (
            Variant::Czech,
            "W:WKc1,g1:BKf8,b8",
            ["c1-a3", "f8-h6", "a3-c1", "h6-f8"],
        ),
        (
            Variant::Turkish,
            "W:WKa1,b1:BKh8,g8",
            ["a1-a2", "h8-h7", "a2-a1", "h7-h8"],
        ),
        (
            Variant::Canadian,
            "W:WK67:BK1",
            ["67-61", "1-7", "61-67", "7-1"],
        ),
    ] {
        let mut g = game(variant, fen);
        for round in 0..2 {
            for (i, text) in cycle.iter().enumerate() {
                g.play_text(text)
                    .unwrap_or_else(|e| panic!("{variant} {text}: {e}"));
                let last = round == 1 && i == 3;
                assert_eq!(g.is_over(), last, "{variant} round {round} move {i}");
            }
        }
        assert_eq!(draw_reason(&g), Some(DrawReason::Repetition), "{variant}");
    }
}

#[test]
fn italian_two_kings_against_one_in_twenty_moves() {
    // White, the stronger side, moves first: its 20th move is the 39th of the game.
    let mut g = game(Variant::Italian, "W:WK1,K4:BK29");
    wander(&mut g, 38);
    assert!(!g.is_over());
    assert_eq!(g.counters().ending_moves[Color::White as usize], 19);
    wander(&mut g, 100);
    assert_eq!(g.plies().count(), 39);
    assert_eq!(draw_reason(&g), Some(DrawReason::ItalianTwoKingsAgainstOne));
}

#[test]
fn italian_three_kings_against_two_in_thirty_moves() {
    let mut g = game(Variant::Italian, "W:WK1,K4,K13:BK29,K32");
    wander(&mut g, 100);
    assert_eq!(g.plies().count(), 59);
    assert_eq!(
        draw_reason(&g),
        Some(DrawReason::ItalianThreeKingsAgainstTwo)
    );
}

#[test]
fn italian_forty_move_count_on_request() {
    let mut g = game(Variant::Italian, "W:WK1,K4,9:BK29,K32,24");
    // No count runs until a player asks for it.
    assert_eq!(g.counters().requested, None);
    g.request_count(Color::White).unwrap();
    assert!(
        g.request_count(Color::Black).is_err(),
        "one count at a time"
    );
    g.play_text("4-8").unwrap();
    g.play_text("29-25").unwrap();
    assert_eq!(g.counters().requested.unwrap().moves, 1);
    // A man move restarts it.
    g.play_text("9-5").unwrap();
    assert_eq!(g.counters().requested.unwrap().moves, 0);
    // Then the requester's 40th move without a capture or a man moved is the 80th ply.
    let before = g.plies().count();
    wander(&mut g, 200);
    assert_eq!(g.plies().count() - before, 80);
    assert_eq!(draw_reason(&g), Some(DrawReason::ItalianFortyMoves));
    // Other variants have no count to ask for.
    assert!(
        game(Variant::English, "W:WK1:BK32")
            .request_count(Color::White)
            .is_err()
    );
}

#[test]
fn spanish_three_kings_against_one_in_twelve_moves_each() {
    let mut g = game(Variant::Spanish, "W:WK1,K2,K3:BK30");
    wander(&mut g, 100);
    assert_eq!(g.plies().count(), 24);
    assert_eq!(
        draw_reason(&g),
        Some(DrawReason::SpanishThreeKingsAgainstOne)
    );
}

#[test]
fn spanish_two_nine_ending_in_thirty_two_moves_each() {
    // A white man on 2 (its own back rank) and a black man on 9, and kings.
    let start = "W:W2,K17:B9,K32";
    let mut g = game(Variant::Spanish, start);
    assert_eq!(g.counters().ending, Some(rules::Ending::TwoNine));
    let mut plies = 0;
    while !g.is_over() && plies < 64 {
        let pos = *g.position();
        let seen: HashSet<u64> = g.positions().iter().map(|p| p.hash()).collect();
        let texts = pos.legal_move_texts();
        let next = texts
            .iter()
            .find(|t| {
                let mv = pos.parse_move(t).unwrap();
                let after = pos.play(&mv);
                pos.kings().contains(mv.from())
                    && !mv.is_capture()
                    && !after.has_capture()
                    && !seen.contains(&after.hash())
            })
            .unwrap_or_else(|| panic!("stuck at ply {plies} in {}", pos.to_fen()));
        g.play_text(next).unwrap();
        plies += 1;
    }
    assert_eq!(plies, 64);
    assert_eq!(draw_reason(&g), Some(DrawReason::SpanishTwoNineEnding));
}

#[test]
fn international_twenty_five_king_moves_each() {
    let mut g = game(Variant::International, "W:WK47,K49:BK2,K4");
    wander(&mut g, 49);
    assert!(!g.is_over());
    assert_eq!(g.counters().king_plies, 49);
    wander(&mut g, 100);
    assert_eq!(g.plies().count(), 50);
    assert_eq!(draw_reason(&g), Some(DrawReason::TwentyFiveKingMoves));
}

#[test]
fn international_sixteen_and_five_move_endings() {
    for variant in [Variant::International, Variant::Brazilian] {
        let (three, two) = if variant == Variant::International {
            ("W:WK47,K49,K48:BK3", "W:WK47,K49:BK3")
        } else {
            ("W:WKc1,Ke1,Kg1:BKd8", "W:WKc1,Kg1:BKd8")
        };
        let mut g = game(variant, three);
        wander(&mut g, 100);
        assert_eq!(g.plies().count(), 32, "{variant}");
        assert_eq!(
            draw_reason(&g),
            Some(DrawReason::SixteenMoveEnding),
            "{variant}"
        );
        let mut g = game(variant, two);
        wander(&mut g, 100);
        assert_eq!(g.plies().count(), 10, "{variant}");
        assert_eq!(
            draw_reason(&g),
            Some(DrawReason::FiveMoveEnding),
            "{variant}"
        );
    }
}

#[test]
fn games_end_with_no_pieces_no_move_resignation_agreement_or_time() {
    let mut g = game(Variant::English, "W:W22:B18");
    g.play_text("22x15").unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::NoPieces
        })
    );
    // Black, to move, is blocked.
    let mut g = game(Variant::English, "W:W30,27:B31");
    g.play_text("27-23").unwrap();
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::NoLegalMove
        })
    );
    let mut g = Game::new(Variant::Italian);
    assert_eq!(
        g.resign(Color::White).unwrap(),
        Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Resignation
        }
    );
    assert!(g.agree_draw().is_err());
    assert!(g.play_text("21-17").is_err());
    let mut g = Game::new(Variant::Spanish);
    assert_eq!(
        g.agree_draw().unwrap(),
        Outcome::Draw(DrawReason::Agreement)
    );
    let mut g = Game::new(Variant::Dameo);
    assert_eq!(
        g.lose_on_time(Color::White).unwrap(),
        Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Time
        }
    );
    assert_eq!(
        g.outcome().unwrap().to_string(),
        "Black wins: White ran out of time"
    );
}

#[test]
fn undo_restores_every_counter() {
    let mut g = game(Variant::International, "W:WK47,K49:BK2,K4");
    wander(&mut g, 10);
    let before = g.clone();
    wander(&mut g, 1);
    g.undo().unwrap();
    assert_eq!(g.counters(), before.counters());
    assert_eq!(g.position(), before.position());
    assert_eq!(g.event_texts(), before.event_texts());
    let mut fresh = Game::new(Variant::English);
    assert!(fresh.undo().is_err());
}

#[test]
fn the_endings_are_recognised_by_their_material() {
    use rules::{Ending, classify};
    let class = |variant, fen| classify(variant, &Position::from_fen(variant, fen).unwrap());
    let i = Variant::International;
    assert_eq!(
        class(i, "W:WK47,36:BK3"),
        Some(Ending::TwoAgainstLoneKing {
            strong: Color::White
        })
    );
    assert_eq!(
        class(i, "W:WK47,K48:BK3"),
        Some(Ending::TwoAgainstLoneKing {
            strong: Color::White
        })
    );
    assert_eq!(
        class(i, "W:WK47,36,37:BK3"),
        Some(Ending::ThreeAgainstLoneKing {
            strong: Color::White
        })
    );
    assert_eq!(class(i, "W:W47,36,37:BK3"), None, "three men, no king");
    assert_eq!(
        class(i, "W:WK3:BK47,K48,K49"),
        Some(Ending::ThreeAgainstLoneKing {
            strong: Color::Black
        })
    );
    assert_eq!(class(i, "W:WK47,K48,K49,K50:BK3"), None);
    assert_eq!(
        class(Variant::Italian, "W:WK1,K4:BK29"),
        Some(Ending::TwoKingsAgainstOne {
            strong: Color::White
        })
    );
    assert_eq!(class(Variant::Italian, "W:WK1,K4,9:BK29"), None);
    assert_eq!(
        class(Variant::Italian, "W:WK1,K4,K5:BK29,K32"),
        Some(Ending::ThreeKingsAgainstTwo {
            strong: Color::White
        })
    );
    assert_eq!(
        class(Variant::Spanish, "W:WK1,K4,K5:BK29"),
        Some(Ending::ThreeKingsAgainstOne {
            strong: Color::White
        })
    );
    assert_eq!(
        class(Variant::Spanish, "W:W2:B9,K20"),
        Some(Ending::TwoNine)
    );
    assert_eq!(
        class(Variant::Spanish, "W:W31:B24,K20"),
        Some(Ending::TwoNine)
    );
    assert_eq!(class(Variant::Spanish, "W:W2:B9"), None, "no king");
    assert_eq!(
        class(Variant::Spanish, "W:W2,5:B9,K20"),
        None,
        "a third man"
    );
    assert_eq!(class(Variant::English, "W:WK1,K4:BK29"), None);
}

#[test]
fn frisian_has_no_repetition_rule() {
    let mut g = game(Variant::Frisian, "W:WK50,K48,K49:BK1,K2");
    for text in [
        "50-45", "1-6", "45-50", "6-1", "50-45", "1-6", "45-50", "6-1", "50-45",
    ] {
        g.play_text(text).unwrap();
    }
    assert!(!g.is_over());
}

#[test]
fn russian_fifteen_moves_of_kings_only() {
    let mut g = game(Variant::Russian, "W:WKc1,g1:BKf8,b8");
    roam(&mut g, 100);
    assert_eq!(g.plies().count(), 30);
    assert_eq!(draw_reason(&g), Some(DrawReason::FifteenKingMoves));
}

#[test]
fn russian_balance_unchanged_for_thirty_moves_with_four_pieces() {
    // Men's moves restart the 15-move count but not this one.
    let mut g = game(Variant::Russian, "W:WKc1,g1:BKf8,b8");
    roam(&mut g, 20);
    g.play_text("g1-h2").unwrap();
    roam(&mut g, 20);
    g.play_text("b8-a7").unwrap();
    assert!(!g.is_over());
    roam(&mut g, 100);
    assert_eq!(g.plies().count(), 60);
    assert_eq!(draw_reason(&g), Some(DrawReason::RussianBalanceThirtyMoves));
}

#[test]
fn russian_three_kings_against_a_lone_king_in_fifteen_moves() {
    // The lone king keeps off the long diagonal, where the 5-move rule would apply.
    let mut g = game(Variant::Russian, "W:WKc1,Ke1,Kg1:BKh6");
    wander_where(&mut g, 100, |_, mover, to| {
        mover == Color::White || !on_long_diagonal(to)
    });
    // White's 15th move is the 29th of the game.
    assert_eq!(g.plies().count(), 29);
    assert_eq!(
        draw_reason(&g),
        Some(DrawReason::RussianThreeKingsAgainstOne)
    );
}

#[test]
fn russian_three_pieces_against_a_lone_king_on_the_long_diagonal_in_five_moves() {
    let mut g = game(Variant::Russian, "W:WKc1,Ke1,g1:BKa1");
    wander_where(&mut g, 100, |_, mover, to| match mover {
        Color::White => !on_long_diagonal(to),
        Color::Black => on_long_diagonal(to),
    });
    assert_eq!(g.plies().count(), 9);
    assert_eq!(draw_reason(&g), Some(DrawReason::RussianLongDiagonal));
}

#[test]
fn russian_two_pieces_against_a_lone_king_in_five_moves() {
    let mut g = game(Variant::Russian, "W:WKc1,Ke1:BKh6");
    roam(&mut g, 100);
    assert_eq!(g.plies().count(), 9);
    assert_eq!(draw_reason(&g), Some(DrawReason::RussianFewAgainstLoneKing));
}

#[test]
fn pool_three_kings_against_one_in_thirteen_moves() {
    let mut g = game(Variant::Pool, "W:WK30,K31,K32:BK1");
    roam(&mut g, 100);
    // White's 13th move is the 25th of the game.
    assert_eq!(g.plies().count(), 25);
    assert_eq!(draw_reason(&g), Some(DrawReason::PoolThreeKingsAgainstOne));
}

#[test]
fn pool_and_czech_fifteen_moves_without_men_or_captures() {
    for (variant, fen) in [
        (Variant::Pool, "W:WK30,32:BK3,1"),
        (Variant::Czech, "W:WKc1,g1:BKf8,b8"),
    ] {
        let mut g = game(variant, fen);
        roam(&mut g, 100);
        assert_eq!(g.plies().count(), 30, "{variant}");
        assert_eq!(
            draw_reason(&g),
            Some(DrawReason::FifteenKingMoves),
            "{variant}"
        );
    }
}

#[test]
fn frisian_kings_only_endings() {
    let mut g = game(Variant::Frisian, "W:WK47,K49:BK4");
    roam(&mut g, 100);
    assert_eq!(g.plies().count(), 14);
    assert_eq!(draw_reason(&g), Some(DrawReason::FrisianTwoKingsAgainstOne));
    let mut g = game(Variant::Frisian, "W:WK47:BK4");
    roam(&mut g, 100);
    assert_eq!(g.plies().count(), 4);
    assert_eq!(draw_reason(&g), Some(DrawReason::FrisianKingAgainstKing));
}

#[test]
fn canadian_has_international_draw_rules() {
    let mut g = game(Variant::Canadian, "W:WK67,K72:BK1");
    roam(&mut g, 100);
    assert_eq!(g.plies().count(), 10);
    assert_eq!(draw_reason(&g), Some(DrawReason::FiveMoveEnding));
}
