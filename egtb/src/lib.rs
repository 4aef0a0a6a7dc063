//! Endgame databases for every variant of [`rules`]: win, draw and loss by retrograde analysis
//! under each variant's own rules (its move generator is the only source of moves), with the
//! draw rules that count moves folded in ([`Model`]), compressed in blocks, verified against
//! every position's successors, and probed by the engine's search through [`Tablebase`].
//!
//! A set is built smallest material first ([`build_set`]); each table holds every placement of
//! one material with the side that has the first pieces to move ([`Material`]), indexed
//! combinatorially, and stores for each position a [`Value`]: a draw, or a win or loss with
//! the plies to the winner's next progress, which lets a probe judge the result against the
//! game's own draw counters and lets the engine carry a won ending through.

mod board;
pub mod build;
mod engine_link;
mod file;
mod index;
mod material;
mod model;
#[cfg(test)]
mod oracle;
mod probe;
mod set;
mod tablebase;
mod value;

pub use file::{FileError, Header, TableFile, set_name};
pub use material::{BadMaterial, Material};
pub use model::Model;
pub use set::{
    BuildReport, Built, SetError, VerifyReport, build_set, placements, verify_set, verify_tables,
};
pub use tablebase::{SetSummary, Tablebase, table_path, winner};
pub use value::Value;
