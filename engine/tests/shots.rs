//! The puzzle finder (issue 35) on known shots of every variant (`positions/shots.txt`):
//! [`engine::examine`] finds each one's first move and aim, its line is legal and forcing and
//! ends with the aim reached; an independent search that counts material only agrees that
//! the first move wins at least a man more than any other. Positions that are no shot are
//! refused with their reason, and a game's shots are found where they were played or missed.

use engine::{Aim, NoShot, ShotOptions};
use rules::{Color, Game, GameOptions, Position, Role, Variant};

struct Known {
    variant: Variant,
    position: Position,
    first: String,
    aim: Aim,
}

fn known() -> Vec<Known> {
    include_str!("positions/shots.txt")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split(';').map(str::trim).collect();
            let variant: Variant = fields[0].parse().expect("a variant");
            Known {
                variant,
                position: Position::from_fen(variant, fields[1]).expect("a FEN"),
                first: fields[2].to_string(),
                aim: Aim::parse(fields[3]).expect("an aim"),
            }
        })
        .collect()
}

#[test]
fn every_variant_has_known_shots() {
    let known = known();
    for variant in Variant::ALL {
        assert!(
            known.iter().any(|k| k.variant == *variant),
            "no shot of {variant:?}"
        );
    }
}

/// Material only, men 100 and kings `king`, for the side to move; a side without a move
/// loses. Captures are always searched out (they are compulsory), whatever the depth.
fn material(position: &Position, king: i64) -> i64 {
    let side = |c: Color| {
        position.count(c, Role::Man) as i64 * 100 + position.count(c, Role::King) as i64 * king
    };
    side(position.turn()) - side(!position.turn())
}

fn search(position: &Position, depth: i32, mut alpha: i64, beta: i64, king: i64) -> i64 {
    let moves = position.legal_moves();
    if moves.is_empty() {
        return -100_000;
    }
    if depth <= 0 && !moves[0].is_capture() {
        return material(position, king);
    }
    for mv in &moves {
        let score = -search(&position.play(mv), depth - 1, -beta, -alpha, king);
        if score >= beta {
            return score;
        }
        alpha = alpha.max(score);
    }
    alpha
}

#[test]
fn the_finder_finds_each_known_shot_and_an_independent_search_agrees() {
    let options = ShotOptions::quick();
    for k in known() {
        let shot = engine::examine(&k.position, &options)
            .unwrap_or_else(|why| panic!("{:?} {}: {why:?}", k.variant, k.position.to_fen()));
        let texts = shot.line_texts();
        let name = format!("{:?} {}: {texts:?}", k.variant, k.position.to_fen());
        assert_eq!(texts[0], k.first, "{name}");
        assert_eq!(shot.aim, k.aim, "{name}");
        // The line is legal, ends with the solver's move, and is mostly forced.
        assert_eq!(shot.line.len() % 2, 1, "{name}");
        let mut here = k.position;
        let mut forced = 0;
        for (i, mv) in shot.line.iter().enumerate() {
            let legal = here.legal_moves();
            assert!(legal.contains(mv), "{name}: move {i} is not legal");
            if i > 0 && (mv.is_capture() || legal.len() == 1) {
                forced += 1;
            }
            here = here.play(mv);
        }
        assert!(forced * 3 >= (shot.line.len() - 1) * 2, "{name}");
        // The aim is reached at the end of the line.
        let solver = k.position.turn();
        let balance = |p: &Position| p.count_side(solver) as i64 - p.count_side(!solver) as i64;
        match shot.aim {
            Aim::Men(n) => assert!(
                balance(&here) - balance(&k.position) >= i64::from(n),
                "{name}"
            ),
            Aim::Crown => assert!(
                here.count(solver, Role::King) > k.position.count(solver, Role::King),
                "{name}"
            ),
            Aim::Win => {
                let game = Game::from_position(here, GameOptions::default()).unwrap();
                assert_eq!(
                    game.outcome().and_then(|o| o.winner()),
                    Some(solver),
                    "{name}"
                );
            }
        }
        assert!((600..=2600).contains(&shot.difficulty), "{name}");
        // Material alone, searched through the whole line and the reply to its last move:
        // the first move is a man better than any other.
        let king = if k.variant.flying_kings() { 300 } else { 150 };
        let depth = shot.line.len() as i32 + 1;
        let score = |mv| -search(&k.position.play(mv), depth - 1, -1_000_000, 1_000_000, king);
        let best = score(&shot.line[0]);
        for other in k
            .position
            .legal_moves()
            .iter()
            .filter(|m| **m != shot.line[0])
        {
            let alternative = score(other);
            assert!(
                best - alternative >= 100,
                "{name}: {} scores {best}, {} {alternative}",
                k.first,
                k.position.move_text(other)
            );
        }
    }
}

#[test]
fn positions_without_a_shot_are_refused_with_their_reason() {
    let options = ShotOptions::quick();
    // Nothing to win at the start.
    for variant in [Variant::English, Variant::International, Variant::Russian] {
        assert_eq!(
            engine::examine(&Position::start(variant), &options),
            Err(NoShot::NoGain)
        );
    }
    // One legal move: no choice to make.
    let forced = Position::from_fen(Variant::English, "W:W22:B18").unwrap();
    assert_eq!(engine::examine(&forced, &options), Err(NoShot::NoChoice));
    // Three men up: won whatever is played.
    let won = Position::from_fen(Variant::English, "W:W29,30,31,32:B1").unwrap();
    assert_eq!(engine::examine(&won, &options), Err(NoShot::Decided));
}

#[test]
fn a_game_yields_its_shots_played_or_missed() {
    // A known shot: the game reaches it, then White plays something else (missed), or the
    // shot itself (played).
    let k = &known()[0];
    let first = k.position.parse_move(&k.first).unwrap();
    let other = k
        .position
        .legal_moves()
        .into_iter()
        .find(|m| *m != first)
        .unwrap();
    for (mv, missed) in [(other, true), (first, false)] {
        let mut game = Game::from_position(k.position, GameOptions::default()).unwrap();
        game.play(&mv).unwrap();
        let found = engine::find_shots(&game, &ShotOptions::quick(), &mut |_, _| {});
        let at_start: Vec<_> = found.iter().filter(|f| f.ply == 0).collect();
        assert_eq!(at_start.len(), 1, "{found:?}");
        assert_eq!(at_start[0].missed, missed);
        assert_eq!(at_start[0].shot.line[0], first);
    }
    // Giveaway games have none: winning material is losing there.
    let giveaway = GameOptions {
        giveaway: true,
        ..GameOptions::default()
    };
    let game = Game::from_position(k.position, giveaway).unwrap();
    assert!(engine::find_shots(&game, &ShotOptions::quick(), &mut |_, _| {}).is_empty());
}

#[test]
fn a_stopped_look_goes_on_where_it_stopped() {
    let k = &known()[0];
    let game = Game::from_position(k.position, GameOptions::default()).unwrap();
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
    let options = ShotOptions {
        stop: Some(stop.clone()),
        ..ShotOptions::quick()
    };
    let stopped = engine::find_shots_from(&game, 0, &options, &mut |_, _| {});
    assert!(!stopped.finished);
    assert_eq!(stopped.next, 0);
    stop.store(false, std::sync::atomic::Ordering::Relaxed);
    let resumed = engine::find_shots_from(&game, stopped.next, &options, &mut |_, _| {});
    assert!(resumed.finished);
    assert_eq!(resumed.shots.len(), 1);
}
