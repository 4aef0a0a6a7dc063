//! Chat text to commands.

pub mod spec;

pub use spec::{ArgKind, ArgSpec, COMMANDS, CommandSpec};
