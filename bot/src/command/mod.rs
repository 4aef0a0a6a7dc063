//! Chat text to commands: the one table of commands ([`table`]), what an entry holds
//! ([`spec`]), and the reading of a message against it ([`parse`]).

pub mod parse;
pub mod spec;
mod table;

pub use parse::{Answered, ChallengeArgs, ColorChoice, Command, ParseError, RulesTopic, parse};
pub use spec::{ArgKind, ArgSpec, CommandSpec, Note};
pub use table::COMMANDS;
