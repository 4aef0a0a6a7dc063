//! Chat text to commands.

pub mod parse;
pub mod spec;

pub use parse::{Answered, ChallengeArgs, ColorChoice, Command, ParseError, RulesTopic, parse};
pub use spec::{ArgKind, ArgSpec, COMMANDS, CommandSpec};
