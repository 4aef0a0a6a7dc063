//! The search: deterministic under depth and node limits, always legal, finds forced wins, and
//! plays the variant's draw rules.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use engine::{
    DATABASE_WIN, Limits, Searcher, Tablebase, WIN_BOUND, Wdl, is_database_score, is_decisive,
    plies_to_end,
};
use rules::{Color, Game, GameOptions, Move, Outcome, Position, Variant};

fn game(variant: Variant, fen: &str) -> Game {
    let pos = Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    Game::from_position(pos, GameOptions::default()).expect("default options")
}

#[test]
fn depth_and_node_searches_are_deterministic() {
    for &variant in Variant::ALL {
        let mut g = Game::new(variant);
        let first = g.position().legal_moves()[0];
        g.play(&first).unwrap();
        for limits in [Limits::depth(5), Limits::nodes(20_000)] {
            let a = engine::search(&g, limits.clone());
            let b = engine::search(&g, limits.clone());
            assert_eq!(a.best, b.best, "{variant} {limits:?}");
            assert_eq!(a.score, b.score, "{variant} {limits:?}");
            assert_eq!(a.pv, b.pv, "{variant} {limits:?}");
            assert_eq!(a.nodes, b.nodes, "{variant} {limits:?}");
            assert_eq!(a.depth, b.depth, "{variant} {limits:?}");
        }
        let bounded = engine::search(&g, Limits::nodes(5_000));
        assert!(
            bounded.nodes <= 5_000 + 1,
            "{variant}: {} nodes",
            bounded.nodes
        );
    }
}

#[test]
fn every_move_of_a_whole_game_is_legal_in_every_variant() {
    for &variant in Variant::ALL {
        let mut g = Game::new(variant);
        let mut searcher = Searcher::new(4);
        while !g.is_over() && g.plies().count() < 160 {
            let result = searcher.search(&g, &Limits::depth(3));
            let best = result.best.expect("a move while the game goes on");
            assert!(g.position().legal_moves().contains(&best), "{variant}");
            // The line is legal move after move.
            let mut pos = *g.position();
            for mv in &result.pv {
                assert!(pos.is_legal(mv), "{variant}: pv {:?}", result.pv);
                pos = pos.play(mv);
            }
            g.play(&best).expect("legal");
        }
        let over = engine::search(&g, Limits::depth(3));
        if g.is_over() {
            assert_eq!(over.best, None);
        }
    }
}

#[test]
fn finds_the_forced_wins_of_the_suite() {
    let text = include_str!("positions/wins.txt");
    let mut cases = 0;
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let fields: Vec<&str> = line.split(';').map(str::trim).collect();
        let variant: Variant = fields[0].parse().unwrap();
        let g = game(variant, fields[1]);
        let depth: u32 = fields[2].parse().unwrap();
        let result = engine::search(&g, Limits::depth(depth));
        assert!(result.score >= WIN_BOUND, "{line}: score {}", result.score);
        // The expected move wins too: after it, the opponent is lost.
        let expected = g.position().parse_move(fields[3]).unwrap();
        let mut after = g.clone();
        after.play(&expected).unwrap();
        if !after.is_over() {
            let reply = engine::search(&after, Limits::depth(depth));
            assert!(
                reply.score <= -WIN_BOUND,
                "{line}: after {} the score is {}",
                fields[3],
                reply.score
            );
        }
        // And the engine, playing both sides, wins it.
        let winner = g.turn();
        let mut play = g.clone();
        while !play.is_over() && play.plies().count() < 60 {
            let mv = engine::search(&play, Limits::depth(depth)).best.unwrap();
            play.play(&mv).unwrap();
        }
        assert_eq!(
            play.outcome().and_then(|o| o.winner()),
            Some(winner),
            "{line}"
        );
        cases += 1;
    }
    assert_eq!(cases, 4);
}

#[test]
fn a_forced_loss_is_seen_and_its_distance_told() {
    // White must give a man, and the two-for-one that follows leaves it nothing.
    let g = game(Variant::English, "W:W30,21:B18,13,8");
    let result = engine::search(&g, Limits::depth(10));
    assert!(result.score <= -WIN_BOUND, "{}", result.score);
    assert!(plies_to_end(result.score).unwrap() < 0);
}

#[test]
fn the_five_move_ending_is_a_draw_inside_the_search() {
    // Two kings against a lone king that cannot be caught at once: International draughts
    // draws it after five moves each. Material says +3 men; the search must say 0.
    let g = game(Variant::International, "W:WK46,K50:BK3");
    let shallow = engine::search(&g, Limits::depth(1));
    assert_ne!(shallow.score, 0);
    let deep = engine::search(&g, Limits::depth(11));
    assert_eq!(deep.score, 0, "pv {:?}", deep.pv);
}

/// Plays `plies` moves of a kings-only Italian ending without captures, each side choosing its
/// move among the safe ones (that leave the opponent nothing to take and make no third
/// repetition) by a fixed rule.
fn walk(g: &mut Game, plies: usize) {
    for ply in 0..plies {
        let safe: Vec<_> = g
            .position()
            .legal_moves()
            .into_iter()
            .filter(|m| {
                let mut next = g.clone();
                next.play(m).is_ok() && !next.is_over() && !next.position().has_capture() && {
                    let positions = next.positions();
                    positions.iter().filter(|p| **p == *next.position()).count() <= 2
                }
            })
            .collect();
        assert!(!safe.is_empty(), "no safe move at ply {ply}");
        // Spread the walk over the board rather than shuffle between two squares.
        let mv = safe[(ply * 7 + 3) % safe.len()];
        g.play(&mv).unwrap();
    }
}

#[test]
fn the_italian_twenty_move_count_saves_the_lone_king() {
    // Two kings against one is a win in Italian draughts, if the stronger side wins it within
    // 20 of its moves. Fresh, the lone king is lost; with the count nearly run out, the same
    // kind of position is a draw, and the search knows it.
    let fresh = game(Variant::Italian, "W:WK5,K6:BK28");
    assert!(engine::search(&fresh, Limits::depth(12)).score >= WIN_BOUND);

    let mut counted = game(Variant::Italian, "W:WK1,K2:BK32");
    walk(&mut counted, 38);
    assert_eq!(counted.turn(), Color::White);
    assert_eq!(counted.counters().ending_moves[Color::White as usize], 19);
    let white = engine::search(&counted, Limits::depth(8));
    assert!(
        !is_decisive(white.score) || white.score > 0,
        "{}",
        white.score
    );
    if white.score < WIN_BOUND {
        assert_eq!(white.score, 0, "one move left and no capture: a draw");
    }
    // White's last move of the count: unless it takes the king now, the game is drawn.
    let mut after = counted.clone();
    after.play(&white.best.unwrap()).unwrap();
    match after.outcome() {
        Some(Outcome::Win { winner, .. }) => assert_eq!(winner, Color::White),
        Some(Outcome::Draw(_)) => assert_eq!(white.score, 0),
        None => panic!("the count ran out with White's 20th move"),
    }
}

#[test]
fn repetition_is_a_draw_in_the_tree_and_the_stronger_side_avoids_it() {
    // White, a king up, shuffles; the engine playing White never lets a position come a third
    // time, so the game is not drawn by repetition while White is winning.
    let mut g = game(Variant::Italian, "W:WK1,K2,K3:BK32");
    let mut searcher = Searcher::new(4);
    while !g.is_over() && g.plies().count() < 80 {
        let mv = searcher.search(&g, &Limits::depth(7)).best.unwrap();
        g.play(&mv).unwrap();
    }
    assert_eq!(
        g.outcome().and_then(|o| o.winner()),
        Some(Color::White),
        "{:?}",
        g.outcome()
    );
}

#[test]
fn several_threads_search_the_same_root_and_answer_a_legal_move() {
    for variant in [Variant::International, Variant::English, Variant::Dameo] {
        let mut g = Game::new(variant);
        let first = g.position().legal_moves()[0];
        g.play(&first).unwrap();
        let mut searcher = Searcher::new(8).with_threads(3);
        assert_eq!(searcher.threads(), 3);
        let result = searcher.search(&g, &Limits::depth(7));
        let best = result.best.expect("a move");
        assert!(g.position().legal_moves().contains(&best), "{variant}");
        assert_eq!(result.depth, 7, "{variant}");
        let mut pos = *g.position();
        for mv in &result.pv {
            assert!(pos.is_legal(mv), "{variant}: pv {:?}", result.pv);
            pos = pos.play(mv);
        }
        // The helpers stop with the main thread: a stop flag ends them all.
        let stop = Arc::new(AtomicBool::new(false));
        let raiser = {
            let stop = stop.clone();
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_millis(30));
                stop.store(true, Ordering::Relaxed);
            })
        };
        let stopped = searcher.search(&g, &Limits::infinite().with_stop(stop));
        raiser.join().unwrap();
        assert!(stopped.best.is_some(), "{variant}");
        // The table is still the searcher's own: it can be cleared.
        searcher.clear();
    }
}

/// A database that knows every position with Black to move: lost for Black.
struct BlackLoses {
    probes: AtomicU64,
}

impl Tablebase for BlackLoses {
    fn max_pieces(&self, variant: Variant) -> u32 {
        if variant == Variant::English { 32 } else { 0 }
    }

    fn probe(&self, pos: &Position) -> Option<Wdl> {
        self.probes.fetch_add(1, Ordering::Relaxed);
        (pos.turn() == Color::Black).then_some(Wdl::Loss)
    }
}

#[test]
fn the_search_trusts_a_tablebase() {
    let base = Arc::new(BlackLoses {
        probes: AtomicU64::new(0),
    });
    let mut searcher = Searcher::new(4);
    searcher.set_tablebase(Some(base.clone()));
    // White to move: every move reaches a position the database calls lost for Black.
    let g = game(Variant::English, "W:W21,22,23,24,25:B5,6,7,8,9");
    let result = searcher.search(&g, &Limits::depth(6));
    assert_eq!(result.score, DATABASE_WIN - 1);
    assert!(is_database_score(result.score) && !is_decisive(result.score));
    assert!(base.probes.load(Ordering::Relaxed) > 0);
    // Another variant: the database has nothing for it and is not asked.
    let before = base.probes.load(Ordering::Relaxed);
    let other = Game::new(Variant::Italian);
    searcher.search(&other, &Limits::depth(4));
    assert_eq!(base.probes.load(Ordering::Relaxed), before);
}

/// A database that says White wins every position it is asked, by the last of its moves.
struct WhiteWins {
    probes: AtomicU64,
}

impl Tablebase for WhiteWins {
    fn max_pieces(&self, _: Variant) -> u32 {
        32
    }

    fn probe(&self, pos: &Position) -> Option<Wdl> {
        self.probes.fetch_add(1, Ordering::Relaxed);
        Some(if pos.turn() == Color::White {
            Wdl::Win
        } else {
            Wdl::Loss
        })
    }

    fn best_move(&self, game: &Game) -> Option<(Move, Wdl)> {
        let last = *game.position().legal_moves().last()?;
        Some((last, self.probe(game.position())?))
    }
}

#[test]
fn a_root_the_database_decides_plays_its_move_with_any_threads() {
    let base = Arc::new(WhiteWins {
        probes: AtomicU64::new(0),
    });
    let door: Arc<dyn Tablebase> = base.clone();
    let g = game(Variant::English, "W:W21,22,23,24,25:B5,6,7,8,9");
    let last = *g.position().legal_moves().last().unwrap();
    for threads in [1, 2] {
        let limits = Limits::depth(6)
            .with_threads(threads)
            .with_tablebase(Some(door.clone()));
        let result = engine::search(&g, limits);
        assert_eq!(result.best, Some(last), "{threads} threads");
        assert_eq!(result.pv.first(), Some(&last));
        assert_eq!(result.score, DATABASE_WIN);
    }
    // Giveaway turns the game round: a database of the standard rules is not asked.
    let before = base.probes.load(Ordering::Relaxed);
    let options = GameOptions {
        giveaway: true,
        ..GameOptions::default()
    };
    let giveaway = Game::from_position(*g.position(), options).unwrap();
    let result = engine::search(&giveaway, Limits::depth(4).with_tablebase(Some(door)));
    assert!(!is_database_score(result.score), "{}", result.score);
    assert_eq!(base.probes.load(Ordering::Relaxed), before);
}
