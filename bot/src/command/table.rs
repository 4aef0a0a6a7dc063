//! The one command table. Each entry defines a command once: its [`Command`] variant, its
//! name and aliases, its arguments, its help, and how its arguments build the variant. The
//! entries drive the parser, `!help`, Telegram's setMyCommands and Discord's slash commands.
//!
//! Adding a command is adding an entry here; the service's `match` on [`Command`] then fails
//! to compile until the command has a handler.

use rules::Variant;

use super::spec::{ArgKind, ArgSpec, Args, Invalid, Note, Spec, arg};
use super::values::{
    Answered, ChallengeArgs, ColorChoice, PuzzleAction, RulesTopic, TournamentAction,
    TournamentArgs,
};

/// A command table entry.
pub type CommandSpec = Spec<Command>;

/// Writes the [`Command`] enum, the table [`COMMANDS`] in the same order, and
/// [`Command::spec`], from entries `Variant { fields } => CommandSpec { … }`.
macro_rules! commands {
    ($(
        $(#[$doc:meta])*
        $variant:ident
        $(($tuple:ty))?
        $({ $($(#[$field_doc:meta])* $field:ident: $ty:ty),* $(,)? })?
            => $spec:expr
    ),* $(,)?) => {
        /// What the person asked for.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum Command {
            $(
                $(#[$doc])*
                $variant $(($tuple))? $({ $($(#[$field_doc])* $field: $ty),* })?,
            )*
        }

        /// The table entry of each command, one constant per [`Command`] variant.
        #[allow(non_upper_case_globals)]
        mod entry {
            use super::*;
            $(pub const $variant: CommandSpec = $spec;)*
        }

        /// Every command, in the order `!help` lists them.
        pub const COMMANDS: &[CommandSpec] = &[$(entry::$variant),*];

        impl Command {
            /// The table entry the command comes from.
            pub fn spec(&self) -> &'static CommandSpec {
                match self {
                    $(Command::$variant { .. } => &entry::$variant,)*
                }
            }

            /// The command's name, the only part of a message that is logged.
            pub fn name(&self) -> &'static str {
                self.spec().name
            }
        }
    };
}

const GAME: ArgSpec = arg("game", ArgKind::GameId, false);
/// What an answer is meant for; the buttons under an offer name it, so that a button pressed
/// late cannot answer a different offer made since.
const ANSWERED: ArgSpec = arg(
    "what",
    ArgKind::Choice(&["challenge", "draw", "undo"]),
    false,
);
/// Every variant's name, in the order of `rules::Variant::ALL` (a test checks it).
pub(crate) const VARIANTS: &[&str] = &[
    "english",
    "italian",
    "spanish",
    "international",
    "brazilian",
    "dameo",
    "russian",
    "turkish",
    "pool",
    "czech",
    "frisian",
    "canadian",
];
const SETTING_VALUE: ArgSpec = arg("value", ArgKind::Text, false);

commands! {
    Help {
        /// The command asked about, lowercase and without its prefix.
        topic: Option<String>,
    } => CommandSpec {
        name: "help",
        aliases: &["h", "start"],
        args: &[arg("command", ArgKind::Text, false)],
        example: "!help move",
        note: Note::None,
        build: |a| {
            let topic = a.get("command").map(|t| {
                t.trim_start_matches(['!', '/']).to_lowercase().chars().take(40).collect()
            });
            Ok(Command::Help { topic })
        },
    },
    Variants => CommandSpec {
        name: "variants",
        aliases: &[],
        args: &[],
        example: "!variants",
        note: Note::None,
        build: |_| Ok(Command::Variants),
    },
    Challenge(ChallengeArgs) => CommandSpec {
        name: "challenge",
        aliases: &["play", "new"],
        args: &[
            arg("opponent", ArgKind::User, true),
            arg("variant", ArgKind::Choice(VARIANTS), false),
            arg("color", ArgKind::Choice(&["white", "black", "random"]), false),
            arg("options", ArgKind::Text, false),
        ],
        example: "!challenge @bob italian white",
        note: Note::ChallengeOptions,
        build: challenge,
    },
    Accept {
        game: Option<i64>,
        what: Option<Answered>,
    } => CommandSpec {
        name: "accept",
        aliases: &["yes"],
        args: &[GAME, ANSWERED],
        example: "!accept",
        note: Note::None,
        build: |a| Ok(Command::Accept { game: a.game(), what: a.answered() }),
    },
    Decline {
        game: Option<i64>,
        what: Option<Answered>,
    } => CommandSpec {
        name: "decline",
        aliases: &["no", "refuse"],
        args: &[GAME, ANSWERED],
        example: "!decline",
        note: Note::None,
        build: |a| Ok(Command::Decline { game: a.game(), what: a.answered() }),
    },
    Cancel { game: Option<i64> } => CommandSpec {
        name: "cancel",
        aliases: &["withdraw"],
        args: &[GAME],
        example: "!cancel",
        note: Note::None,
        build: |a| Ok(Command::Cancel { game: a.game() }),
    },
    Move {
        game: Option<i64>,
        /// The move as typed.
        text: String,
    } => CommandSpec {
        name: "move",
        aliases: &["m"],
        args: &[
            GAME,
            arg("move", ArgKind::Move, true),
        ],
        example: "!move 11-15",
        note: Note::MoveForms,
        build: |a| Ok(Command::Move { game: a.game(), text: a.text("move").unwrap_or_default() }),
    },
    Board { game: Option<i64> } => CommandSpec {
        name: "board",
        aliases: &["b", "show"],
        args: &[GAME],
        example: "!board",
        note: Note::None,
        build: |a| Ok(Command::Board { game: a.game() }),
    },
    Moves {
        game: Option<i64>,
        square: Option<String>,
    } => CommandSpec {
        name: "moves",
        aliases: &["legal"],
        args: &[
            GAME,
            arg("square", ArgKind::Square, false),
        ],
        example: "!moves 22",
        note: Note::None,
        build: |a| Ok(Command::Moves { game: a.game(), square: a.text("square") }),
    },
    Why {
        game: Option<i64>,
        text: Option<String>,
    } => CommandSpec {
        name: "why",
        aliases: &["explain"],
        args: &[
            GAME,
            arg("move", ArgKind::Move, false),
        ],
        example: "!why 22-18",
        note: Note::MoveForms,
        build: |a| Ok(Command::Why { game: a.game(), text: a.text("move") }),
    },
    Rules {
        variant: Option<Variant>,
        topic: Option<RulesTopic>,
    } => CommandSpec {
        name: "rules",
        aliases: &[],
        args: &[
            arg("variant", ArgKind::Choice(VARIANTS), false),
            arg("topic", ArgKind::Text, false),
        ],
        example: "!rules italian captures",
        note: Note::None,
        build: |a| {
            let topic = match a.get("topic") {
                None => None,
                Some(t) => {
                    let t = t.to_lowercase();
                    Some(RulesTopic::parse(&t).ok_or_else(|| a.invalid("topic", &t))?)
                }
            };
            Ok(Command::Rules { variant: a.variant("variant"), topic })
        },
    },
    Undo { game: Option<i64> } => CommandSpec {
        name: "undo",
        aliases: &["takeback"],
        args: &[GAME],
        example: "!undo",
        note: Note::None,
        build: |a| Ok(Command::Undo { game: a.game() }),
    },
    Draw {
        game: Option<i64>,
        /// `!draw count`: the move count a variant starts on request.
        count: bool,
    } => CommandSpec {
        name: "draw",
        aliases: &[],
        args: &[
            GAME,
            arg("count", ArgKind::Choice(&["count"]), false),
        ],
        example: "!draw",
        note: Note::None,
        build: |a| Ok(Command::Draw { game: a.game(), count: a.get("count").is_some() }),
    },
    Resign { game: Option<i64> } => CommandSpec {
        name: "resign",
        aliases: &["quit"],
        args: &[GAME],
        example: "!resign",
        note: Note::None,
        build: |a| Ok(Command::Resign { game: a.game() }),
    },
    Huff {
        game: Option<i64>,
        square: String,
    } => CommandSpec {
        name: "huff",
        aliases: &["soffio"],
        args: &[
            GAME,
            arg("square", ArgKind::Square, true),
        ],
        example: "!huff 23",
        note: Note::None,
        build: |a| {
            let square = a.text("square").unwrap_or_default();
            Ok(Command::Huff { game: a.game(), square })
        },
    },
    Pdn {
        game: Option<i64>,
        /// `!pdn @bob`: every game of this player here, as typed (the adapter resolves it
        /// into `Incoming::mentions`).
        player: Option<String>,
        /// `!pdn all`: every game of the channel.
        all: bool,
    } => CommandSpec {
        name: "pdn",
        aliases: &[],
        args: &[
            GAME,
            arg("player", ArgKind::User, false),
            arg("all", ArgKind::Choice(&["all"]), false),
        ],
        example: "!pdn #12",
        note: Note::None,
        build: |a| {
            Ok(Command::Pdn {
                game: a.game(),
                player: a.text("player"),
                all: a.get("all").is_some(),
            })
        },
    },
    Games {
        /// `!games all`: the finished games, with their results.
        all: bool,
        /// The page of the finished games (from 1).
        page: Option<u32>,
    } => CommandSpec {
        name: "games",
        aliases: &["list"],
        args: &[
            arg("all", ArgKind::Choice(&["all"]), false),
            arg("page", ArgKind::Integer, false),
        ],
        example: "!games all 2",
        note: Note::None,
        build: |a| {
            let page = a.get("page").and_then(|p| p.parse().ok());
            Ok(Command::Games { all: a.get("all").is_some() || page.is_some(), page })
        },
    },
    Watch { game: Option<i64> } => CommandSpec {
        name: "watch",
        aliases: &["follow"],
        args: &[arg("game", ArgKind::GameId, false)],
        example: "!watch #12",
        note: Note::None,
        build: |a| Ok(Command::Watch { game: a.game() }),
    },
    Unwatch { game: Option<i64> } => CommandSpec {
        name: "unwatch",
        aliases: &["unfollow"],
        args: &[arg("game", ArgKind::GameId, false)],
        example: "!unwatch #12",
        note: Note::None,
        build: |a| Ok(Command::Unwatch { game: a.game() }),
    },
    Tournament {
        /// `None`: the standings.
        action: Option<TournamentAction>,
        args: TournamentArgs,
    } => CommandSpec {
        name: "tournament",
        aliases: &["tourney", "torneo"],
        args: &[
            arg("action", ArgKind::Choice(&["create", "join", "leave", "start"]), false),
            arg("variant", ArgKind::Choice(VARIANTS), false),
            arg("options", ArgKind::Text, false),
        ],
        example: "!tournament create italian days=2",
        note: Note::TournamentOptions,
        build: tournament,
    },
    Stats {
        /// The `@name` as typed; the adapter resolves it into `Incoming::mentions`.
        player: Option<String>,
    } => CommandSpec {
        name: "stats",
        aliases: &["score"],
        args: &[arg("player", ArgKind::User, false)],
        example: "!stats @bob",
        note: Note::None,
        build: |a| Ok(Command::Stats { player: a.text("player") }),
    },
    Top {
        variant: Option<Variant>,
        /// The variant's giveaway games, rated apart.
        giveaway: bool,
        /// The puzzle ratings instead of the game ratings.
        puzzles: bool,
        /// The variant's games on a live clock, rated apart (issue 33).
        live: bool,
    } => CommandSpec {
        name: "top",
        aliases: &["leaderboard"],
        args: &[
            arg("variant", ArgKind::Choice(VARIANTS), false),
            arg("giveaway", ArgKind::Choice(&["giveaway"]), false),
            arg("puzzles", ArgKind::Choice(&["puzzles"]), false),
            arg("live", ArgKind::Choice(&["live"]), false),
        ],
        example: "!top italian",
        note: Note::None,
        build: |a| {
            let (giveaway, puzzles) = (a.get("giveaway").is_some(), a.get("puzzles").is_some());
            if giveaway && puzzles {
                // Giveaway games make no puzzles.
                return Err(a.invalid("giveaway", "giveaway"));
            }
            Ok(Command::Top {
                variant: a.variant("variant"),
                giveaway,
                puzzles,
                live: a.get("live").is_some(),
            })
        },
    },
    Puzzle {
        action: PuzzleAction,
        variant: Option<Variant>,
        /// `#7`: that puzzle.
        puzzle: Option<i64>,
    } => CommandSpec {
        name: "puzzle",
        aliases: &["puzzles", "problem", "problema", "shot", "tactic"],
        args: &[
            arg("variant", ArgKind::Choice(VARIANTS), false),
            arg("puzzle", ArgKind::GameId, false),
            arg("action", ArgKind::Text, false),
        ],
        example: "!puzzle italian",
        note: Note::None,
        build: puzzle,
    },
    Replay { game: Option<i64> } => CommandSpec {
        name: "replay",
        aliases: &["gif"],
        args: &[GAME],
        example: "!replay #12",
        note: Note::None,
        build: |a| Ok(Command::Replay { game: a.game() }),
    },
    Hint { game: Option<i64> } => CommandSpec {
        name: "hint",
        aliases: &["suggest"],
        args: &[GAME],
        example: "!hint",
        note: Note::None,
        build: |a| Ok(Command::Hint { game: a.game() }),
    },
    Analyse { game: Option<i64> } => CommandSpec {
        name: "analyse",
        aliases: &["analyze", "analysis", "review"],
        args: &[GAME],
        example: "!analyse #12",
        note: Note::None,
        build: |a| Ok(Command::Analyse { game: a.game() }),
    },
    Chart { game: Option<i64> } => CommandSpec {
        name: "chart",
        aliases: &[],
        args: &[GAME],
        example: "!chart #12",
        note: Note::None,
        build: |a| Ok(Command::Chart { game: a.game() }),
    },
    Settings {
        key: Option<String>,
        value: Option<String>,
    } => CommandSpec {
        name: "settings",
        aliases: &["set"],
        args: &[
            arg("key", ArgKind::Choice(&["variant", "language", "reminders", "orientation", "threads", "vacation_days", "challenge_days", "timezone", "daily_puzzle"]), false),
            SETTING_VALUE,
        ],
        example: "!settings variant italian",
        note: Note::None,
        build: |a| key_value(a).map(|(key, value)| Command::Settings { key, value }),
    },
    Away {
        /// `5d`, `on` or `off`, as typed.
        length: Option<String>,
    } => CommandSpec {
        name: "away",
        aliases: &["vacation", "vacanza"],
        args: &[arg("length", ArgKind::Text, false)],
        example: "!away 5d",
        note: Note::None,
        build: |a| Ok(Command::Away { length: a.text("length") }),
    },
    Prefs {
        key: Option<String>,
        value: Option<String>,
    } => CommandSpec {
        name: "prefs",
        aliases: &["preferences"],
        args: &[
            arg("key", ArgKind::Choice(&["flip", "language", "reminders", "timezone", "quiet", "digest"]), false),
            SETTING_VALUE,
        ],
        example: "!prefs quiet 22-08",
        note: Note::PrefsValues,
        build: |a| key_value(a).map(|(key, value)| Command::Prefs { key, value }),
    },
    MyData => CommandSpec {
        name: "mydata",
        aliases: &["my_data"],
        args: &[],
        example: "!mydata",
        note: Note::None,
        build: |_| Ok(Command::MyData),
    },
    Forget {
        /// The `@name` of the person an admin has forgotten, as typed; none: the author.
        person: Option<String>,
        /// What a confirmation button sends: whose forgetting it confirms.
        confirm: Option<Confirmed>,
    } => CommandSpec {
        name: "forget",
        aliases: &[],
        args: &[
            arg("person", ArgKind::User, false),
            // `me`, or what a confirmation button sends: `confirm ID`, `them ID`.
            arg("me", ArgKind::Text, false),
        ],
        example: "!forget me",
        note: Note::None,
        build: |a| {
            let words: Vec<&str> = a.get("me").map_or(Vec::new(), |t| t.split_whitespace().collect());
            let confirm = match words.as_slice() {
                [] | ["me"] => None,
                ["confirm", id] => Some(Confirmed::Own(id.to_string())),
                ["them", id] => Some(Confirmed::Other(id.to_string())),
                _ => return Err(a.invalid("me", a.get("me").unwrap_or(""))),
            };
            Ok(Command::Forget {
                person: a.text("person"),
                confirm,
            })
        },
    },
}

/// Whose forgetting a confirmation button confirms (`!forget confirm ID`, `!forget them
/// ID`): the presser's own, or, for an admin, someone else's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Confirmed {
    Own(String),
    Other(String),
}

impl Command {
    /// Whether the command needs rights over the channel (an admin's): a change of the
    /// channel's settings. Platforms where finding out costs a call ask only then.
    pub fn needs_admin(&self) -> bool {
        matches!(
            self,
            Command::Settings {
                key: Some(_),
                value: Some(_)
            } | Command::Tournament {
                action: Some(TournamentAction::Create | TournamentAction::Start),
                ..
            } | Command::Forget {
                person: Some(_),
                ..
            } | Command::Forget {
                confirm: Some(Confirmed::Other(_)),
                ..
            }
        )
    }
}

/// `!challenge`: the opponent, variant and colour as bound; the options word by word.
fn challenge(a: &Args) -> Result<Command, Invalid> {
    let mut args = ChallengeArgs {
        opponent: a.text("opponent"),
        variant: a.variant("variant"),
        color: a.get("color").map(|c| match c {
            "white" => ColorChoice::White,
            "black" => ColorChoice::Black,
            _ => ColorChoice::Random,
        }),
        ..ChallengeArgs::default()
    };
    let words: Vec<&str> = a.get("options").unwrap_or("").split_whitespace().collect();
    let mut words = words.into_iter().peekable();
    while let Some(word) = words.next() {
        let lower = word.to_lowercase();
        let level_word = matches!(lower.as_str(), "level" | "livello" | "lvl");
        if matches!(lower.as_str(), "soffio" | "huff" | "huffing") {
            args.soffio = true;
        } else if let Some(level) = ["level=", "livello=", "lvl="]
            .iter()
            .find_map(|key| lower.strip_prefix(key))
            .or_else(|| {
                level_word
                    .then(|| words.next_if(|w| is_number(w)))
                    .flatten()
            })
        {
            // Any whole number: the service names the range when it is outside it.
            args.level = Some(level.parse().map_err(|_| a.invalid("options", word))?);
        } else if matches!(
            lower.as_str(),
            "giveaway" | "losing" | "antidraughts" | "poddavki" | "vinciperdi" | "perdivinci"
        ) {
            args.giveaway = true;
        } else if let Some(days) = lower
            .strip_prefix("days=")
            .or_else(|| lower.strip_prefix("giorni="))
        {
            match days.parse::<u32>() {
                Ok(n) if (1..=30).contains(&n) && args.bank.is_none() && args.live.is_none() => {
                    args.days = Some(n)
                }
                _ => return Err(a.invalid("options", word)),
            }
        } else if let Some(bank) = lower
            .strip_prefix("bank=")
            .or_else(|| lower.strip_prefix("banca="))
        {
            // One clock per game: a bank, days per move, or a live clock.
            match bank.parse() {
                Ok(bank) if args.days.is_none() && args.live.is_none() => args.bank = Some(bank),
                _ => return Err(a.invalid("options", word)),
            }
        } else if lower == "live" || lower.starts_with("live=") {
            // `live 5+3` or `live=5+3`: minutes each + seconds a move, 1+0 to 60+30.
            let control = match lower.strip_prefix("live=") {
                Some(control) => Some(control.to_string()),
                None => words.next().map(str::to_lowercase),
            };
            let shown = format!("live {}", control.as_deref().unwrap_or_default());
            match control.and_then(|c| c.parse().ok()) {
                Some(live) if args.days.is_none() && args.bank.is_none() => args.live = Some(live),
                _ => return Err(a.invalid("options", shown.trim())),
            }
        } else if matches!(lower.as_str(), "unrated" | "casual" | "amichevole") {
            args.unrated = true;
        } else if lower == "rated" {
            args.unrated = false;
        } else if word.contains('=') || level_word {
            return Err(a.invalid("options", word));
        } else {
            // A bare word that is no option: a variant misspelt, or one there is not.
            return Err(a.invalid("variant", word));
        }
    }
    Ok(Command::Challenge(args))
}

/// `!tournament`: what to do, and for `create` the variant and `days=N` / `rounds=N`.
fn tournament(a: &Args) -> Result<Command, Invalid> {
    let action = a.get("action").and_then(TournamentAction::parse);
    let mut args = TournamentArgs {
        variant: a.variant("variant"),
        ..TournamentArgs::default()
    };
    for word in a.get("options").unwrap_or("").split_whitespace() {
        let lower = word.to_lowercase();
        let number = |prefixes: &[&str]| {
            prefixes
                .iter()
                .find_map(|p| lower.strip_prefix(p))
                .map(|n| n.parse::<u32>().ok())
        };
        if let Some(days) = number(&["days=", "giorni="]) {
            match days {
                Some(n) if (1..=30).contains(&n) => args.days = Some(n),
                _ => return Err(a.invalid("options", word)),
            }
        } else if let Some(rounds) = number(&["rounds=", "turni="]) {
            match rounds {
                Some(n) if (1..=50).contains(&n) => args.rounds = Some(n),
                _ => return Err(a.invalid("options", word)),
            }
        } else {
            return Err(a.invalid("options", word));
        }
    }
    // Options make sense only when creating; a variant or options without `create` are a
    // mistake worth naming rather than standings shown as if nothing had been asked.
    if action != Some(TournamentAction::Create) && args != TournamentArgs::default() {
        let word = a.get("variant").or(a.get("options")).unwrap_or_default();
        return Err(a.invalid("action", word));
    }
    Ok(Command::Tournament { action, args })
}

/// `!puzzle`: a new one (of a variant, or the one named), or what to do with the open one.
fn puzzle(a: &Args) -> Result<Command, Invalid> {
    let text = a.get("action").unwrap_or_default();
    let (variant, mut puzzle) = (a.variant("variant"), a.game());
    // `!puzzle 7`: a bare number is the puzzle's.
    let number = text.trim().trim_start_matches('#');
    let action = if puzzle.is_none() && is_number(number) {
        puzzle = Some(number.parse().map_err(|_| a.invalid("action", text))?);
        PuzzleAction::New
    } else {
        PuzzleAction::parse(text).ok_or_else(|| a.invalid("action", text))?
    };
    if puzzle.is_some_and(|id| id <= 0) {
        return Err(a.invalid("action", text));
    }
    // A variant or a number picks a new puzzle; with anything else it is a mistake to name.
    if action != PuzzleAction::New && (variant.is_some() || puzzle.is_some()) {
        return Err(a.invalid("action", text));
    }
    if variant.is_some() && puzzle.is_some() {
        return Err(a.invalid("variant", a.get("variant").unwrap_or_default()));
    }
    Ok(Command::Puzzle {
        action,
        variant,
        puzzle,
    })
}

fn is_number(word: &str) -> bool {
    let digits = word.strip_prefix('-').unwrap_or(word);
    !digits.is_empty() && digits.len() <= 9 && digits.bytes().all(|b| b.is_ascii_digit())
}

/// `!settings` and `!prefs`: a key and its value. A first word that is no key lands in
/// `value`: it is named, rather than the settings shown as if nothing had been asked.
fn key_value(a: &Args) -> Result<(Option<String>, Option<String>), Invalid> {
    let (key, value) = (a.text("key"), a.text("value"));
    if let (None, Some(value)) = (&key, &value) {
        let word = value.split_whitespace().next().unwrap_or_default();
        return Err(a.invalid("key", word));
    }
    Ok((key, value))
}
