//! The one command table. Each command's name, arguments and help are written here once and
//! drive the parser, `!help`, Telegram's setMyCommands and Discord's slash commands.

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
    pub description: &'static str,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CommandSpec {
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    pub args: &'static [ArgSpec],
    /// One line for menus (at most 100 characters: Discord's limit).
    pub summary: &'static str,
    /// A complete example, with the `!` prefix.
    pub example: &'static str,
}

const fn arg(
    name: &'static str,
    kind: ArgKind,
    required: bool,
    description: &'static str,
) -> ArgSpec {
    ArgSpec {
        name,
        kind,
        required,
        description,
    }
}

const GAME: ArgSpec = arg(
    "game",
    ArgKind::GameId,
    false,
    "which of your games, as #id",
);
/// What an answer is meant for; the buttons under an offer name it, so that a button pressed
/// late cannot answer a different offer made since.
const ANSWERED: ArgSpec = arg(
    "what",
    ArgKind::Choice(&["challenge", "draw", "undo"]),
    false,
    "what you answer: challenge, draw or undo (default: whatever waits for you)",
);
const VARIANTS: &[&str] = &[
    "english",
    "italian",
    "spanish",
    "international",
    "brazilian",
    "dameo",
];

pub const COMMANDS: &[CommandSpec] = &[
    CommandSpec {
        name: "help",
        aliases: &["h", "start"],
        args: &[arg("command", ArgKind::Text, false, "a command to explain")],
        summary: "What the bot does and how to type moves here",
        example: "!help move",
    },
    CommandSpec {
        name: "variants",
        aliases: &[],
        args: &[],
        summary: "The variants and one line on each",
        example: "!variants",
    },
    CommandSpec {
        name: "challenge",
        aliases: &["play", "new"],
        args: &[
            arg("opponent", ArgKind::User, true, "who you challenge"),
            arg(
                "variant",
                ArgKind::Choice(VARIANTS),
                false,
                "the variant (default: the channel's)",
            ),
            arg(
                "color",
                ArgKind::Choice(&["white", "black", "random"]),
                false,
                "your colour",
            ),
            arg(
                "options",
                ArgKind::Text,
                false,
                "soffio, days=N (correspondence clock)",
            ),
        ],
        summary: "Challenge someone to a game",
        example: "!challenge @bob italian white",
    },
    CommandSpec {
        name: "accept",
        aliases: &["yes"],
        args: &[GAME, ANSWERED],
        summary: "Accept a challenge, an undo request or a draw offer",
        example: "!accept",
    },
    CommandSpec {
        name: "decline",
        aliases: &["no", "refuse"],
        args: &[GAME, ANSWERED],
        summary: "Decline a challenge, an undo request or a draw offer",
        example: "!decline",
    },
    CommandSpec {
        name: "cancel",
        aliases: &["withdraw"],
        args: &[GAME],
        summary: "Withdraw your challenge",
        example: "!cancel",
    },
    CommandSpec {
        name: "move",
        aliases: &["m"],
        args: &[
            GAME,
            arg("move", ArgKind::Move, true, "the move, e.g. 23x14 or 11-15"),
        ],
        summary: "Play a move in your game",
        example: "!move 11-15",
    },
    CommandSpec {
        name: "board",
        aliases: &["b", "show"],
        args: &[GAME],
        summary: "Post the current board again",
        example: "!board",
    },
    CommandSpec {
        name: "moves",
        aliases: &["legal"],
        args: &[
            GAME,
            arg(
                "square",
                ArgKind::Square,
                false,
                "only the moves from this square",
            ),
        ],
        summary: "Your legal moves (from one square)",
        example: "!moves 22",
    },
    CommandSpec {
        name: "why",
        aliases: &["explain"],
        args: &[GAME, arg("move", ArgKind::Move, false, "a move to explain")],
        summary: "Explain the last ruling, or why a move is legal or not",
        example: "!why 22-18",
    },
    CommandSpec {
        name: "rules",
        aliases: &[],
        args: &[
            arg("variant", ArgKind::Choice(VARIANTS), false, "the variant"),
            arg(
                "topic",
                ArgKind::Text,
                false,
                "moves, captures, kings, draws, notation",
            ),
        ],
        summary: "The rules in short",
        example: "!rules italian captures",
    },
    CommandSpec {
        name: "undo",
        aliases: &["takeback"],
        args: &[GAME],
        summary: "Ask your opponent to take back your last move",
        example: "!undo",
    },
    CommandSpec {
        name: "draw",
        aliases: &[],
        args: &[
            GAME,
            arg(
                "count",
                ArgKind::Choice(&["count"]),
                false,
                "start a move count where the variant has one",
            ),
        ],
        summary: "Offer or accept a draw; `count` starts a move count",
        example: "!draw",
    },
    CommandSpec {
        name: "resign",
        aliases: &["quit"],
        args: &[GAME],
        summary: "Resign",
        example: "!resign",
    },
    CommandSpec {
        name: "huff",
        aliases: &["soffio"],
        args: &[
            GAME,
            arg(
                "square",
                ArgKind::Square,
                true,
                "the piece that should have captured",
            ),
        ],
        summary: "Soffio: remove a piece that ignored a capture",
        example: "!huff 23",
    },
    CommandSpec {
        name: "pdn",
        aliases: &[],
        args: &[GAME],
        summary: "The game as PDN",
        example: "!pdn #12",
    },
    CommandSpec {
        name: "games",
        aliases: &["list"],
        args: &[],
        summary: "Games in this channel",
        example: "!games",
    },
    CommandSpec {
        name: "stats",
        aliases: &["score"],
        args: &[arg(
            "player",
            ArgKind::User,
            false,
            "whose results (default: yours)",
        )],
        summary: "Wins, draws, losses and rating by variant",
        example: "!stats @bob",
    },
    CommandSpec {
        name: "top",
        aliases: &["leaderboard"],
        args: &[arg(
            "variant",
            ArgKind::Choice(VARIANTS),
            false,
            "the variant",
        )],
        summary: "The leaderboard of this community",
        example: "!top italian",
    },
    CommandSpec {
        name: "replay",
        aliases: &["gif"],
        args: &[GAME],
        summary: "The game as an animated GIF",
        example: "!replay #12",
    },
    CommandSpec {
        name: "chart",
        aliases: &[],
        args: &[GAME],
        summary: "A chart of men and kings over the game",
        example: "!chart #12",
    },
    CommandSpec {
        name: "settings",
        aliases: &["set"],
        args: &[
            arg(
                "key",
                ArgKind::Choice(&["variant", "language", "reminders", "orientation", "threads"]),
                false,
                "the setting",
            ),
            arg("value", ArgKind::Text, false, "its new value"),
        ],
        summary: "Channel settings (admins only)",
        example: "!settings variant italian",
    },
    CommandSpec {
        name: "prefs",
        aliases: &["preferences"],
        args: &[
            arg(
                "key",
                ArgKind::Choice(&["flip", "language"]),
                false,
                "the preference",
            ),
            arg("value", ArgKind::Text, false, "its new value"),
        ],
        summary: "Your own preferences: board from your side, language",
        example: "!prefs flip on",
    },
];

/// The command with this name or alias (lowercase, without prefix).
pub fn find(name: &str) -> Option<&'static CommandSpec> {
    COMMANDS
        .iter()
        .find(|c| c.name == name || c.aliases.contains(&name))
}

#[cfg(test)]
mod tests {
    use super::*;

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
