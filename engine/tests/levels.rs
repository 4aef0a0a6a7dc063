//! Playing levels, hints, draw offers and the analysis of a game.

use engine::{
    AnalysisOptions, BOOK_MARGIN, Book, Level, Limits, accepts_draw, analyse, hint, play,
};
use rules::{Color, Game, GameOptions, Position, Variant};

fn game(variant: Variant, fen: &str) -> Game {
    Game::from_position(
        Position::from_fen(variant, fen).unwrap(),
        GameOptions::default(),
    )
    .unwrap()
}

#[test]
fn levels_are_one_to_ten() {
    for n in 1..=10 {
        assert_eq!(Level::new(n).unwrap().number() as i64, n);
    }
    for n in [0, 11, -3, 1000] {
        let e = Level::new(n).unwrap_err();
        assert!(e.to_string().contains("1 (beginner) to 10"), "{e}");
    }
    assert!(Level::new(3).unwrap().grants_takebacks());
    assert!(!Level::new(4).unwrap().grants_takebacks());
}

#[test]
fn every_level_below_ten_is_deterministic_by_seed_and_legal() {
    for &variant in Variant::ALL {
        let mut g = Game::new(variant);
        g.play(&g.position().legal_moves()[0]).unwrap();
        // One level of each kind: the widest choice, a middle one, and the node-bounded search.
        for n in [1, 3, 6] {
            let level = Level::new(n).unwrap();
            let a = play(&g, level, 42).unwrap();
            let b = play(&g, level, 42).unwrap();
            assert_eq!(a, b, "{variant} level {n}");
            assert!(
                g.position().legal_moves().contains(&a.mv),
                "{variant} level {n}"
            );
            assert_eq!(a.text, g.position().move_text(&a.mv));
        }
    }
}

#[test]
fn a_beginner_varies_its_play_but_never_throws_a_game_away_on_the_spot() {
    let g = Game::new(Variant::International);
    let level = Level::new(1).unwrap();
    let choices: std::collections::HashSet<_> = (0..40)
        .map(|seed| play(&g, level, seed).unwrap().mv)
        .collect();
    assert!(
        choices.len() >= 3,
        "a beginner should not always open the same way"
    );
    // A free win is taken at every level: the king's capture ends the game.
    let won = game(Variant::International, "W:WK46:B10,1");
    // (Levels 8 to 10 search for seconds; they share the code of 6 and 7.)
    for n in 1..=7 {
        let choice = play(&won, Level::new(n).unwrap(), 9).unwrap();
        assert_eq!(choice.text, "46x5", "level {n}");
    }
    // With a choice between a quiet move and one that loses at once, even level 1 keeps the man.
    let g = game(Variant::English, "B:W22,25:B9,10");
    for seed in 0..20 {
        let choice = play(&g, level, seed).unwrap();
        assert!(choice.score > -engine::WIN_BOUND, "{}", choice.text);
    }
}

/// Every variant has a book; levels 8 to 10 open from it, among its equal moves as the seed
/// picks them (so the bot's games differ); the lower levels never read it.
#[test]
fn the_strong_levels_open_from_the_book_and_vary_with_the_seed() {
    for &variant in Variant::ALL {
        let g = Game::new(variant);
        let booked = Book::of(variant)
            .moves(g.position())
            .unwrap_or_else(|| panic!("{variant}: no book move from the start"));
        let best = booked.moves[0].1;
        let equal: Vec<_> = booked
            .moves
            .iter()
            .filter(|(_, score)| *score >= best - BOOK_MARGIN)
            .map(|(mv, score)| (*mv, *score))
            .collect();
        let mut openings = std::collections::HashSet::new();
        for seed in 0..24 {
            let choice = play(&g, Level::new(8).unwrap(), seed).unwrap();
            assert!(
                equal.contains(&(choice.mv, choice.score)),
                "{variant}: {} is not one of the book's equal moves",
                choice.text
            );
            openings.insert(choice.mv);
        }
        if equal.len() > 1 {
            assert!(
                openings.len() > 1,
                "{variant}: the book's choice never varies"
            );
        }
    }
    for n in 1..=10 {
        assert_eq!(Level::new(n).unwrap().uses_book(), n >= 8, "level {n}");
    }
}

#[test]
fn the_strongest_levels_play_the_best_move() {
    let g = game(Variant::International, "W:WK46,K50:BK5");
    for n in [6, 7] {
        let choice = play(&g, Level::new(n).unwrap(), 0).unwrap();
        assert_eq!(choice.text, "50-28", "level {n}");
        assert!(engine::is_decisive(choice.score));
    }
}

#[test]
fn a_hint_is_the_best_move_with_its_line() {
    let g = game(Variant::International, "W:WK46,K50:BK5");
    let h = hint(&g, Limits::depth(6)).unwrap();
    assert_eq!(h.text, "50-28");
    assert_eq!(h.line[0], "50-28");
    assert_eq!(h.line.len(), 3, "{:?}", h.line);
    let over = game(Variant::English, "B:W22:B");
    assert!(hint(&over, Limits::depth(3)).is_none());
}

#[test]
fn a_draw_is_accepted_only_when_the_evaluation_says_so() {
    // The bot (Black) is two men down: it takes the draw.
    let losing = game(Variant::English, "W:W21,22,23,24,25:B1,2,3");
    assert!(accepts_draw(&losing, Color::Black, Limits::depth(6)));
    // The bot (White) is two men up: it plays on.
    assert!(!accepts_draw(&losing, Color::White, Limits::depth(6)));
    // Level and thin: a draw.
    let level = game(Variant::English, "W:WK32:BK1");
    assert!(accepts_draw(&level, Color::White, Limits::depth(6)));
    // Level, with the whole game to play: no.
    let start = Game::new(Variant::English);
    assert!(!accepts_draw(&start, Color::White, Limits::depth(6)));
}

#[test]
fn an_analysis_finds_the_blunder_its_better_move_and_the_refutation() {
    // English: 11-15 23-19 8-11 22-17 9-13 17-14?? 10x17 21x14 … White gives a man for nothing
    // would be a different game; here White leaves a two-for-one: 15-18 is answered 22x15.
    let mut g = Game::new(Variant::English);
    for mv in [
        "11-15", "23-19", "8-11", "22-17", "9-13", "17-14", "10x17", "21x14", "15-18",
    ] {
        g.play_text(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
    let options = AnalysisOptions {
        depth: Some(6),
        ..AnalysisOptions::default()
    };
    let mut seen = Vec::new();
    let analysis = analyse(&g, &options, &mut |done, total| seen.push((done, total)));
    assert_eq!(analysis.evaluations.len(), 10);
    assert_eq!(analysis.moves.len(), 9);
    assert_eq!(seen.len(), 10);
    assert_eq!(seen.last(), Some(&(10, 10)));
    for (review, ply) in analysis.moves.iter().zip(g.plies()) {
        assert_eq!(review.played_text, ply.text);
        assert_eq!(
            review.cost,
            review.before.clamp(-2000, 2000) - review.after.clamp(-2000, 2000)
        );
    }
    // Every mistake names a better move (a legal one) and a refutation that starts with the
    // opponent's reply.
    for m in &analysis.mistakes {
        assert!(m.review.cost >= options.threshold);
        assert_ne!(Some(m.better.clone()), Some(m.review.played_text.clone()));
        assert!(!m.refutation.is_empty());
        assert_eq!(m.better_line.first(), Some(&m.better));
    }
    // Deterministic at a fixed depth.
    assert_eq!(analysis, analyse(&g, &options, &mut |_, _| {}));
}
