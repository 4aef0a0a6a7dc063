//! Seeded random games for the tests: the same positions on every run, from every variant's
//! start.

use rules::{Position, Variant};

/// `walks` seeded random games of every variant, up to `plies` plies from the start: `visit`
/// sees each position with the one after it.
pub(crate) fn seeded_walks(
    seed: u64,
    walks: usize,
    plies: usize,
    mut visit: impl FnMut(Variant, &Position, &Position),
) {
    let mut state = seed;
    for &variant in Variant::ALL {
        for _ in 0..walks {
            let mut pos = Position::start(variant);
            for _ in 0..plies {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let after = pos.play(&moves[(state >> 33) as usize % moves.len()]);
                visit(variant, &pos, &after);
                pos = after;
            }
        }
    }
}
