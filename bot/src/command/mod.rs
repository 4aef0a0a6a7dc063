//! Chat text to commands: the values commands carry (`values`), what a table entry holds
//! (`spec`), the one table of commands (`table`), and the reading of a message against it
//! (`parse`). Each file uses only the ones before it.

mod complete;
pub mod parse;
pub mod spec;
mod table;
mod values;

pub use complete::matching_moves;
pub use parse::{ParseError, find, names_a_command, parse};
pub use spec::{ArgKind, ArgSpec, Note};
pub use table::{COMMANDS, Command, CommandSpec, Confirmed};
pub use values::{
    Answered, ChallengeArgs, ColorChoice, PuzzleAction, RulesTopic, TournamentAction,
    TournamentArgs, VariantWord,
};
