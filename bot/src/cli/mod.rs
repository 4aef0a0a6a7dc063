//! The command-line tools of the `dama` binary, for people and for checking tools.

pub mod egtb;
pub mod hub;
pub mod moves;
pub mod perft;
pub mod puzzles;
pub mod render;
pub mod store;

use rules::{Position, Variant};

/// Reads `--variant` and `--fen` into a position; errors are one line for the user.
pub fn position(variant: &str, fen: Option<&str>) -> anyhow::Result<Position> {
    let variant: Variant = variant.parse()?;
    match fen {
        None => Ok(Position::start(variant)),
        Some(fen) => Position::from_fen(variant, fen).map_err(|e| anyhow::anyhow!("bad FEN: {e}")),
    }
}
