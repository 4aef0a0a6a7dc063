//! What a command table entry says about a command: its name, its arguments and their kinds,
//! its help, and the function that builds its [`Command`] from the words bound to its
//! arguments. The entries themselves are written once, in [`super::table`].

use super::parse::{Args, Command, Invalid};

/// What kind of value an argument takes; adapters map it to their own option types.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgKind {
    /// A person: `@bob` in text, a user option in a Discord slash command.
    User,
    /// A move such as `23x14` (Discord autocompletes the author's legal moves).
    Move,
    /// A square such as `23` or `c3`.
    Square,
    /// A variant name.
    Variant,
    /// `#12`: picks one of the author's games.
    GameId,
    /// A whole number.
    Integer,
    /// One of a fixed set of words.
    Choice(&'static [&'static str]),
    /// Free text, possibly several words (rest of the line).
    Text,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArgSpec {
    pub name: &'static str,
    pub kind: ArgKind,
    pub required: bool,
    /// One line, in English (at most 100 characters: Discord's limit).
    pub description: &'static str,
    /// The same line in Italian.
    pub description_it: &'static str,
}

/// What `!help <command>` (and a refused argument) adds after the usage and the arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Note {
    None,
    /// How moves are written in the channel's variant.
    MoveForms,
    /// The variants, colours and options a challenge takes.
    ChallengeOptions,
}

/// One command. Two entries are the same command when they have the same name.
#[derive(Debug, Clone, Copy)]
pub struct CommandSpec {
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    pub args: &'static [ArgSpec],
    /// One line for menus, in English (at most 100 characters: Discord's limit).
    pub summary: &'static str,
    /// The same line in Italian.
    pub summary_it: &'static str,
    /// A complete example, with the `!` prefix.
    pub example: &'static str,
    pub note: Note,
    /// The command from its bound arguments.
    pub(crate) build: fn(&Args) -> Result<Command, Invalid>,
}

impl PartialEq for CommandSpec {
    fn eq(&self, other: &CommandSpec) -> bool {
        self.name == other.name
    }
}

impl Eq for CommandSpec {}

impl CommandSpec {
    /// The argument with this name.
    pub fn arg(&self, name: &str) -> Option<&'static ArgSpec> {
        self.args.iter().find(|a| a.name == name)
    }
}

/// An argument, for the table.
pub(crate) const fn arg(
    name: &'static str,
    kind: ArgKind,
    required: bool,
    description: &'static str,
    description_it: &'static str,
) -> ArgSpec {
    ArgSpec {
        name,
        kind,
        required,
        description,
        description_it,
    }
}

/// The command with this name or alias (lowercase, without prefix).
pub fn find(name: &str) -> Option<&'static CommandSpec> {
    super::COMMANDS
        .iter()
        .find(|c| c.name == name || c.aliases.contains(&name))
}

#[cfg(test)]
mod tests {
    use super::super::COMMANDS;

    #[test]
    fn names_and_aliases_are_unique_and_fit_the_platforms() {
        let mut seen = std::collections::HashSet::new();
        for c in COMMANDS {
            for name in std::iter::once(&c.name).chain(c.aliases) {
                assert!(seen.insert(*name), "{name} twice");
                // Telegram: 1-32 characters, lowercase letters, digits, underscores.
                assert!(
                    name.len() <= 32 && name.chars().all(|ch| ch.is_ascii_lowercase() || ch == '_')
                );
            }
            assert!(c.summary.len() <= 100, "{}", c.name);
            assert!(c.example.starts_with(&format!("!{}", c.name)));
            for a in c.args {
                assert!(a.description.len() <= 100);
            }
        }
    }
}
