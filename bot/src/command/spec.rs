//! What a command table entry says about a command: its name, its arguments and their kinds,
//! its help, and the function that builds the command from the words bound to its
//! arguments. The entries themselves are written once, in `table.rs`.

use rules::Variant;

use super::values::Answered;

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
}

/// What `!help <command>` (and a refused argument) adds after the usage and the arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Note {
    None,
    /// How moves are written in the channel's variant.
    MoveForms,
    /// The variants, colours and options a challenge takes.
    ChallengeOptions,
    /// Each personal preference and the values it takes.
    PrefsValues,
    /// How tournaments are played: formats, rounds, tie-breaks.
    TournamentOptions,
}

/// One command, building a `C` ([`super::Command`]). Two entries are the same command when
/// they have the same name.
pub struct Spec<C> {
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    pub args: &'static [ArgSpec],
    /// A complete example, with the `!` prefix.
    pub example: &'static str,
    pub note: Note,
    /// The command from its bound arguments.
    pub(crate) build: fn(&Args) -> Result<C, Invalid>,
}

// By hand: derives would ask `C` for what only the function pointer needs.
impl<C> Clone for Spec<C> {
    fn clone(&self) -> Spec<C> {
        *self
    }
}

impl<C> Copy for Spec<C> {}

impl<C> PartialEq for Spec<C> {
    fn eq(&self, other: &Spec<C>) -> bool {
        self.name == other.name
    }
}

impl<C> Eq for Spec<C> {}

impl<C> std::fmt::Debug for Spec<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Spec")
            .field("name", &self.name)
            .field("aliases", &self.aliases)
            .field("args", &self.args)
            .finish_non_exhaustive()
    }
}

impl<C> Spec<C> {
    /// The argument with this name.
    pub fn arg(&self, name: &str) -> Option<&'static ArgSpec> {
        self.args.iter().find(|a| a.name == name)
    }
}

/// An argument, for the table.
pub(crate) const fn arg(name: &'static str, kind: ArgKind, required: bool) -> ArgSpec {
    ArgSpec {
        name,
        kind,
        required,
    }
}

/// A command's arguments, bound to their specs: what its table entry builds the
/// command from.
pub struct Args {
    game: Option<i64>,
    values: Vec<(&'static ArgSpec, String)>,
}

/// An argument of the right place but the wrong form, found while building the command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invalid {
    /// The argument's name.
    pub arg: &'static str,
    /// The value, cut to a length fit to quote.
    pub value: String,
}

impl Args {
    /// Arguments as bound by the parser.
    pub(crate) fn new(game: Option<i64>, values: Vec<(&'static ArgSpec, String)>) -> Args {
        Args { game, values }
    }

    /// The value of the argument with this name, when given.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(spec, _)| spec.name == name)
            .map(|(_, v)| v.as_str())
    }

    /// The same, owned.
    pub fn text(&self, name: &str) -> Option<String> {
        self.get(name).map(str::to_string)
    }

    /// The game picked with `#id`.
    pub fn game(&self) -> Option<i64> {
        self.game
    }

    /// What `!accept` / `!decline` name as answered.
    pub fn answered(&self) -> Option<Answered> {
        self.get("what").and_then(Answered::parse)
    }

    /// A variant argument (already checked by binding).
    pub fn variant(&self, name: &str) -> Option<Variant> {
        self.get(name).and_then(|v| v.parse().ok())
    }

    /// The error for a value of argument `name` that the command cannot take.
    pub fn invalid(&self, name: &'static str, value: &str) -> Invalid {
        Invalid {
            arg: name,
            value: value.chars().take(40).collect(),
        }
    }
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
            assert!(c.example.starts_with(&format!("!{}", c.name)));
        }
    }
}
