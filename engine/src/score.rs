//! Scores: centi-men (a man is 100) from the point of view of the side to move, with wins and
//! losses counted in plies from the root.

/// A won game, `WIN - n` for a win in `n` plies.
pub const WIN: i32 = 30_000;
/// Scores beyond this are wins or losses found by the search, not evaluations.
pub const WIN_BOUND: i32 = WIN - 1_000;
pub(crate) const INFINITY: i32 = WIN + 1;
/// A position an endgame database says is won, reached `n` plies from the root, scores
/// `DATABASE_WIN - n`: below the wins the search proves itself, above any evaluation.
pub const DATABASE_WIN: i32 = 20_000;
/// Scores from this to [`WIN_BOUND`] are database wins.
pub const DATABASE_BOUND: i32 = DATABASE_WIN - 1_000;
/// The evaluation never goes beyond this.
pub(crate) const EVAL_BOUND: i32 = 10_000;

/// Whether a score is a win or loss an endgame database told (not one the search proved).
///
/// ```
/// assert!(engine::is_database_score(engine::DATABASE_WIN - 12));
/// assert!(engine::is_database_score(-(engine::DATABASE_WIN - 3)));
/// assert!(!engine::is_database_score(engine::WIN - 3));
/// assert!(!engine::is_database_score(250));
/// ```
pub fn is_database_score(score: i32) -> bool {
    (DATABASE_BOUND..WIN_BOUND).contains(&score.abs())
}

/// Whether a score is a forced win or loss.
pub fn is_decisive(score: i32) -> bool {
    score.abs() >= WIN_BOUND
}

/// Plies to the end of the game for a decisive score: positive when the side to move wins.
///
/// ```
/// assert_eq!(engine::plies_to_end(engine::WIN - 3), Some(3));
/// assert_eq!(engine::plies_to_end(-(engine::WIN - 4)), Some(-4));
/// assert_eq!(engine::plies_to_end(120), None);
/// ```
pub fn plies_to_end(score: i32) -> Option<i32> {
    if !is_decisive(score) {
        return None;
    }
    Some(if score > 0 {
        WIN - score
    } else {
        -(WIN + score)
    })
}

/// A score for people: `+1.25` (men), `win in 7`, `loss in 4` (in moves of the side to move).
pub fn describe(score: i32) -> String {
    if is_database_score(score) {
        return if score > 0 {
            "database win"
        } else {
            "database loss"
        }
        .to_string();
    }
    match plies_to_end(score) {
        Some(plies) if plies > 0 => format!("win in {}", (plies + 1) / 2),
        Some(plies) => format!("loss in {}", (-plies + 1) / 2),
        None => format!("{:+.2}", score as f64 / 100.0),
    }
}

/// A score in men, as the Hub protocol writes it (`0.37`, `-1.20`). Wins are written beyond 90
/// men as Scan does, so that a reader can tell them apart: `+99.9x`, nearer wins higher.
pub fn hub_score(score: i32) -> String {
    if is_database_score(score) {
        // Between evaluations and proven wins, as Scan writes its database wins.
        let distance = (DATABASE_WIN - score.abs()).clamp(0, 99) as f64;
        let value = 90.0 - distance / 100.0;
        return format!("{:.2}", if score > 0 { value } else { -value });
    }
    match plies_to_end(score) {
        Some(plies) => {
            let distance = plies.unsigned_abs().min(99) as f64;
            let value = 100.0 - distance / 100.0;
            format!("{:.2}", if plies > 0 { value } else { -value })
        }
        None => format!("{:.2}", score as f64 / 100.0),
    }
}

/// A score stored in the transposition table is relative to the node, not the root.
pub(crate) fn to_table(score: i32, ply: usize) -> i32 {
    if score >= DATABASE_BOUND {
        score + ply as i32
    } else if score <= -DATABASE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

pub(crate) fn from_table(score: i32, ply: usize) -> i32 {
    if score >= DATABASE_BOUND {
        score - ply as i32
    } else if score <= -DATABASE_BOUND {
        score + ply as i32
    } else {
        score
    }
}
