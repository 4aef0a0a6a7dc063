//! Chat text to a [`Command`], driven by the table in `table.rs`.
//!
//! A message is for the bot when it starts with `!` (or `！`) followed by a command, or with
//! `/cmd` or `/cmd@botname`. Anything else is conversation and is ignored: [`parse`] returns
//! `Ok(None)`. Once a message is for the bot, every problem is a [`ParseError`] that the
//! service turns into a specific answer with an example; nothing here panics.
//!
//! Arguments are bound to the command's [`ArgSpec`]s by kind, not by position, so
//! `!challenge italian @bob` and `!challenge @bob italian` mean the same; `#12` picks a game
//! wherever it stands.

use super::spec::{ArgKind, ArgSpec, Args};
pub use super::table::Command;
use super::table::{COMMANDS, CommandSpec};
pub use super::values::{
    Answered, ChallengeArgs, ColorChoice, RulesTopic, TournamentAction, TournamentArgs, VariantWord,
};

/// Why a message for the bot is not a command it can run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    /// `!frobnicate`: no such command; the closest name, if one is close.
    UnknownCommand {
        name: String,
        suggestion: Option<&'static str>,
    },
    /// A required argument is missing.
    MissingArgument {
        command: &'static CommandSpec,
        arg: &'static ArgSpec,
    },
    /// A word that fits no argument of the command.
    UnexpectedWord {
        command: &'static CommandSpec,
        word: String,
    },
    /// An argument of the right place but the wrong form.
    BadArgument {
        command: &'static CommandSpec,
        arg: &'static ArgSpec,
        value: String,
    },
    /// `#x`, `#0`, `#99999999999999999999`.
    BadGameId {
        command: &'static CommandSpec,
        value: String,
    },
    /// `dama`, where a variant is asked for: Italian or Turkish draughts?
    AmbiguousVariant {
        command: &'static CommandSpec,
        word: String,
    },
}

impl ParseError {
    /// The command the error is about, when it is known.
    pub fn command(&self) -> Option<&'static CommandSpec> {
        match self {
            ParseError::UnknownCommand { .. } => None,
            ParseError::MissingArgument { command, .. }
            | ParseError::UnexpectedWord { command, .. }
            | ParseError::BadArgument { command, .. }
            | ParseError::BadGameId { command, .. }
            | ParseError::AmbiguousVariant { command, .. } => Some(command),
        }
    }
}

/// The most of a message the bot reads (bytes).
const MAX_LEN: usize = 2000;

/// Reads a chat message. `bot_name` is the bot's @name without `@`, for `/cmd@botname`.
///
/// `Ok(None)`: the message is not for the bot. `Err`: it is, and it is wrong.
pub fn parse(text: &str, bot_name: &str) -> Result<Option<Command>, ParseError> {
    // A message longer than any command is read up to the limit: what follows cannot make
    // it a valid command, and the answer still says what is wrong with it.
    let mut end = text.len().min(MAX_LEN);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let text = text[..end].trim();
    let (slash, rest) = if let Some(rest) = text.strip_prefix('!') {
        (false, rest)
    } else if let Some(rest) = text.strip_prefix('！') {
        (false, rest)
    } else if let Some(rest) = text.strip_prefix('/') {
        (true, rest)
    } else {
        return Ok(None);
    };
    // `! move 23x14` is tolerated, but only for known names: `! wow` is just talk.
    let spaced = rest.starts_with(char::is_whitespace);
    let rest = rest.trim_start();
    let (word, args) = match rest.find(char::is_whitespace) {
        Some(i) => (&rest[..i], rest[i..].trim()),
        None => (rest, ""),
    };
    let (word, addressee) = match word.split_once('@') {
        Some((word, name)) if slash => (word, Some(name)),
        _ => (word, None),
    };
    if let Some(name) = addressee
        && !name.eq_ignore_ascii_case(bot_name)
    {
        // `/move@other_bot`: for another bot in the same group.
        return Ok(None);
    }
    let name = word.to_lowercase();
    if !name.starts_with(|c: char| c.is_alphabetic()) {
        // `!!!`, `!?`, `/ 2`, a URL path: not a command.
        return Ok(None);
    }
    let Some(command) = find(&name) else {
        if spaced || (slash && addressee.is_none() && name.contains('/')) {
            return Ok(None);
        }
        return Err(ParseError::UnknownCommand {
            suggestion: suggest(&name),
            name: word.chars().take(40).collect(),
        });
    };
    build(command, bind(command, args)?).map(Some)
}

/// The command with this name or alias (lowercase, without prefix).
pub fn find(name: &str) -> Option<&'static CommandSpec> {
    COMMANDS
        .iter()
        .find(|c| c.name == name || c.aliases.contains(&name))
}

/// Whether the text calls one of the table's commands, rightly or wrongly (`!move` with no
/// move does; `/roll`, another bot's, does not).
pub fn names_a_command(text: &str, bot_name: &str) -> bool {
    !matches!(
        parse(text, bot_name),
        Ok(None) | Err(ParseError::UnknownCommand { .. })
    )
}

/// The closest command name, if it is one or two edits away or a prefix.
fn suggest(name: &str) -> Option<&'static str> {
    let mut best: Option<(usize, &'static str)> = None;
    for spec in COMMANDS {
        for candidate in std::iter::once(&spec.name).chain(spec.aliases) {
            let distance = if candidate.len() >= 3 && name.starts_with(candidate) {
                1
            } else {
                edit_distance(name, candidate)
            };
            if distance <= 2 && best.is_none_or(|(d, _)| distance < d) {
                best = Some((distance, spec.name));
            }
        }
    }
    best.map(|(_, name)| name)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().take(64).collect();
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut current = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let substitution = previous[j] + usize::from(ca != cb);
            current.push(substitution.min(previous[j + 1] + 1).min(current[j] + 1));
        }
        previous = current;
    }
    previous[b.len()]
}

/// The command from its bound arguments, or what is wrong with them.
fn build(command: &'static CommandSpec, args: Args) -> Result<Command, ParseError> {
    (command.build)(&args).map_err(|invalid| match command.arg(invalid.arg) {
        Some(arg) => ParseError::BadArgument {
            command,
            arg,
            value: invalid.value,
        },
        // An entry naming an argument it does not have: still a specific answer.
        None => ParseError::UnexpectedWord {
            command,
            word: invalid.value,
        },
    })
}

/// Hands each word to the first argument not yet filled that accepts it; a move takes all
/// the words left (`23 x 14`), free text collects the words nothing else takes.
fn bind(command: &'static CommandSpec, args: &str) -> Result<Args, ParseError> {
    let has_game = command.args.iter().any(|a| a.kind == ArgKind::GameId);
    // `!accept 12`: a number that no other argument of the command could mean is the game.
    let number_is_game = |word: &str| {
        has_game
            && word.bytes().all(|b| b.is_ascii_digit())
            && command.args.iter().all(|a| match a.kind {
                ArgKind::GameId => true,
                ArgKind::Move | ArgKind::Text => false,
                kind => accept(kind, word).is_none(),
            })
    };
    let mut game = None;
    let mut words: Vec<&str> = Vec::new();
    for word in args.split_whitespace() {
        if has_game && let Some(id) = word.strip_prefix('#') {
            game = Some(game_id(command, id)?);
        } else if game.is_none() && number_is_game(word) {
            game = Some(game_id(command, word)?);
        } else {
            words.push(word);
        }
    }
    let mut values: Vec<(&'static ArgSpec, String)> = Vec::new();
    let filled = |values: &Vec<(&'static ArgSpec, String)>, spec: &ArgSpec| {
        values.iter().any(|(s, _)| s.name == spec.name)
    };
    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        let mut taken = false;
        for spec in command.args {
            if spec.kind == ArgKind::GameId || spec.kind == ArgKind::Text || filled(&values, spec) {
                continue;
            }
            if spec.kind == ArgKind::Move {
                values.push((spec, words[i..].join(" ")));
                i = words.len();
                taken = true;
                break;
            }
            if is_variant_choice(spec.kind) {
                match VariantWord::read(&words[i..]) {
                    Some(VariantWord::Named(variant, used)) => {
                        values.push((spec, variant.name().to_string()));
                        i += used - 1;
                        taken = true;
                        break;
                    }
                    Some(VariantWord::Ambiguous) => {
                        return Err(ParseError::AmbiguousVariant {
                            command,
                            word: word.chars().take(40).collect(),
                        });
                    }
                    None => continue,
                }
            }
            if let Some(value) = accept(spec.kind, word) {
                values.push((spec, value));
                taken = true;
                break;
            }
        }
        if !taken {
            match command.args.iter().find(|a| a.kind == ArgKind::Text) {
                Some(text) => match values.iter_mut().find(|(s, _)| s.name == text.name) {
                    Some((_, value)) => {
                        value.push(' ');
                        value.push_str(word);
                    }
                    None => values.push((text, word.to_string())),
                },
                None => {
                    return Err(ParseError::UnexpectedWord {
                        command,
                        word: word.chars().take(40).collect(),
                    });
                }
            }
        }
        i += 1;
    }
    values.sort_by_key(|(spec, _)| command.args.iter().position(|a| a.name == spec.name));
    for spec in command.args {
        if spec.required && !filled(&values, spec) {
            return Err(ParseError::MissingArgument { command, arg: spec });
        }
    }
    Ok(Args::new(game, values))
}

fn game_id(command: &'static CommandSpec, text: &str) -> Result<i64, ParseError> {
    match text.parse::<i64>() {
        Ok(id) if id > 0 => Ok(id),
        _ => Err(ParseError::BadGameId {
            command,
            value: format!("#{}", text.chars().take(20).collect::<String>()),
        }),
    }
}

/// The word, normalised, if an argument of this kind can take it.
fn accept(kind: ArgKind, word: &str) -> Option<String> {
    let lower = word.to_lowercase();
    match kind {
        ArgKind::User => (word.starts_with('@') && word.len() > 1 || word.starts_with("<@"))
            .then(|| word.to_string()),
        ArgKind::Square => {
            let ok = word.len() <= 3 && word.chars().all(|c| c.is_ascii_alphanumeric());
            ok.then_some(lower)
        }
        ArgKind::Variant => match VariantWord::read(&[word]) {
            Some(VariantWord::Named(variant, _)) => Some(variant.name().to_string()),
            _ => None,
        },
        ArgKind::Integer => word.parse::<u32>().ok().map(|n| n.to_string()),
        ArgKind::Choice(choices) => {
            if is_variant_choice(kind) {
                // The variant lists take every alias the rules crate knows.
                return match VariantWord::read(&[word]) {
                    Some(VariantWord::Named(variant, _)) => Some(variant.name().to_string()),
                    _ => None,
                };
            }
            let canonical = synonym(&lower);
            choices.contains(&canonical).then(|| canonical.to_string())
        }
        ArgKind::GameId | ArgKind::Move | ArgKind::Text => None,
    }
}

/// Whether an argument takes a variant: the variant kind, or the table's list of names.
/// Variant names may take two words (`american pool`), so `bind` reads them itself.
fn is_variant_choice(kind: ArgKind) -> bool {
    match kind {
        ArgKind::Variant => true,
        ArgKind::Choice(choices) => choices.contains(&"english"),
        _ => false,
    }
}

/// Other words people use for the fixed choices, English and Italian.
fn synonym(word: &str) -> &str {
    match word {
        "w" | "bianco" | "bianchi" | "whites" => "white",
        "b" | "nero" | "neri" | "blacks" => "black",
        "rand" | "any" | "caso" | "casuale" | "random" => "random",
        "conteggio" | "count" | "40" => "count",
        "lingua" | "lang" => "language",
        "variante" => "variant",
        "orientamento" => "orientation",
        "promemoria" | "reminder" => "reminders",
        "thread" | "topics" => "threads",
        "losing" | "antidraughts" | "poddavki" | "vinciperdi" | "perdivinci" => "giveaway",
        "gira" | "capovolgi" => "flip",
        "puzzle" | "problems" | "problemi" => "puzzles",
        "daily" | "daily-puzzle" | "dailypuzzle" => "daily_puzzle",
        "tz" | "zone" | "time_zone" | "fuso" => "timezone",
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use rules::Variant;

    use super::*;

    fn ok(text: &str) -> Command {
        parse(text, "dama_bot").unwrap().unwrap()
    }

    #[test]
    fn talk_is_not_for_the_bot() {
        for text in [
            "hello",
            "",
            "!",
            "!!!",
            "! wow",
            "/",
            "/ 2",
            "/move@other_bot 23x14",
            "!?",
            "https://example.com/a/b",
        ] {
            assert_eq!(parse(text, "dama_bot"), Ok(None), "{text}");
        }
    }

    #[test]
    fn prefixes_case_and_spaces() {
        let expected = Command::Move {
            game: None,
            text: "23x14".into(),
        };
        for text in [
            "!move 23x14",
            "!MOVE 23x14",
            "  !m   23x14 ",
            "/move 23x14",
            "/move@dama_bot 23x14",
            "/move@DAMA_BOT 23x14",
            "! move 23x14",
            "！move 23x14",
        ] {
            assert_eq!(ok(text), expected, "{text}");
        }
        assert_eq!(
            ok("!move #12 23 × 14"),
            Command::Move {
                game: Some(12),
                text: "23 × 14".into()
            }
        );
        assert_eq!(
            ok("!m 23x14 #12"),
            Command::Move {
                game: Some(12),
                text: "23x14".into()
            }
        );
    }

    #[test]
    fn challenge_words_in_any_order() {
        let expected = Command::Challenge(ChallengeArgs {
            opponent: Some("@bob".into()),
            variant: Some(Variant::Italian),
            color: Some(ColorChoice::White),
            soffio: false,
            giveaway: false,
            days: None,
            bank: None,
            live: None,
            unrated: false,
            level: None,
        });
        assert_eq!(ok("!challenge @bob italian white"), expected);
        assert_eq!(ok("!challenge white ITALIAN @bob"), expected);
        assert_eq!(ok("!play @bob dama italiana bianco"), expected);
        assert_eq!(
            ok("!challenge @bob international soffio days=3"),
            Command::Challenge(ChallengeArgs {
                opponent: Some("@bob".into()),
                variant: Some(Variant::International),
                color: None,
                soffio: true,
                giveaway: false,
                days: Some(3),
                bank: None,
                live: None,
                unrated: false,
                level: None,
            })
        );
        let Command::Challenge(banked) = ok("!challenge @bob bank=30+1/45") else {
            panic!("a challenge");
        };
        assert_eq!(
            banked.bank.map(|b| b.to_string()).as_deref(),
            Some("30+1/45")
        );
        let Command::Challenge(hours) = ok("!challenge @bob bank=72h+12h/96h") else {
            panic!("a challenge");
        };
        assert_eq!(hours.bank.map(|b| b.start), Some(72 * 3600));
        let Command::Challenge(live) = ok("!challenge @bob live 5+3 international") else {
            panic!("a challenge");
        };
        assert_eq!(live.live.map(|l| l.to_string()).as_deref(), Some("5+3"));
        assert_eq!(live.variant, Some(Variant::International));
        let Command::Challenge(live) = ok("!challenge @bob LIVE=60+30 unrated") else {
            panic!("a challenge");
        };
        assert_eq!(live.live.map(|l| l.to_string()).as_deref(), Some("60+30"));
        assert!(live.unrated);
        for bad in [
            "bank=0",
            "bank=30/20",
            "bank=x",
            "days=3 bank=30",
            "bank=30 days=3",
            "live",
            "live 0+5",
            "live 61+0",
            "live 5+31",
            "live five",
            "live=5+3 days=3",
            "days=3 live 5+3",
            "bank=30 live=5+3",
        ] {
            assert!(
                matches!(
                    parse(&format!("!challenge @bob {bad}"), "dama_bot"),
                    Err(ParseError::BadArgument { .. })
                ),
                "{bad}"
            );
        }
        let level = |text: &str| match parse(text, "dama_bot") {
            Ok(Some(Command::Challenge(args))) => Ok(args.level),
            other => Err(other),
        };
        assert_eq!(level("!challenge @dama level=7"), Ok(Some(7)));
        assert_eq!(
            level("!challenge @dama italian livello 2 black"),
            Ok(Some(2))
        );
        assert_eq!(level("!challenge @dama level=11"), Ok(Some(11)));
        assert_eq!(level("!challenge @dama"), Ok(None));
        for bad in ["!challenge @dama level=x", "!challenge @dama level"] {
            assert!(
                matches!(parse(bad, "dama_bot"), Err(ParseError::BadArgument { arg, .. }) if arg.name == "options"),
                "{bad}"
            );
        }
        assert!(matches!(
            parse("!challenge @bob englsh", "dama_bot"),
            Err(ParseError::BadArgument { arg, .. }) if arg.name == "variant"
        ));
        assert!(matches!(
            parse("!challenge", "dama_bot"),
            Err(ParseError::MissingArgument { .. })
        ));
    }

    fn variant_of(text: &str) -> Option<Variant> {
        match ok(text) {
            Command::Challenge(args) => args.variant,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn variants_by_name_and_alias_in_one_or_two_words() {
        let cases = [
            ("!challenge @bob russian", Variant::Russian),
            ("!challenge @bob shashki black", Variant::Russian),
            ("!challenge @bob Russian draughts", Variant::Russian),
            ("!challenge @bob turkish", Variant::Turkish),
            ("!challenge @bob dama turca", Variant::Turkish),
            ("!challenge @bob turkish dama white", Variant::Turkish),
            ("!challenge @bob pool", Variant::Pool),
            ("!challenge @bob american pool", Variant::Pool),
            ("!challenge @bob American Pool white", Variant::Pool),
            ("!challenge @bob pool checkers", Variant::Pool),
            ("!challenge @bob american", Variant::English),
            ("!challenge @bob czech", Variant::Czech),
            ("!challenge @bob frisian", Variant::Frisian),
            ("!challenge @bob canadian", Variant::Canadian),
            ("!challenge @bob 12x12", Variant::Canadian),
            ("!challenge @bob dama italiana", Variant::Italian),
        ];
        for (text, variant) in cases {
            assert_eq!(variant_of(text), Some(variant), "{text}");
        }
        for name in super::super::table::VARIANTS {
            assert_eq!(
                variant_of(&format!("!challenge @bob {name}")).map(Variant::name),
                Some(*name)
            );
        }
        assert_eq!(
            super::super::table::VARIANTS,
            Variant::ALL.iter().map(|v| v.name()).collect::<Vec<_>>()
        );
        assert_eq!(
            ok("!rules american pool kings"),
            Command::Rules {
                variant: Some(Variant::Pool),
                topic: Some(RulesTopic::Kings)
            }
        );
    }

    #[test]
    fn dama_alone_is_asked_about() {
        for text in [
            "!challenge @bob dama",
            "!play @bob dama bianco",
            "!rules dama",
            "!top dama",
        ] {
            assert!(
                matches!(
                    parse(text, "dama_bot"),
                    Err(ParseError::AmbiguousVariant { ref word, .. }) if word == "dama"
                ),
                "{text}"
            );
        }
        // After a variant, `dama` is the Italian word for king, as before.
        assert_eq!(
            ok("!rules italian dama"),
            Command::Rules {
                variant: Some(Variant::Italian),
                topic: Some(RulesTopic::Kings)
            }
        );
    }

    #[test]
    fn giveaway_is_an_option() {
        assert_eq!(
            ok("!challenge @bob international giveaway"),
            Command::Challenge(ChallengeArgs {
                opponent: Some("@bob".into()),
                variant: Some(Variant::International),
                giveaway: true,
                ..ChallengeArgs::default()
            })
        );
        assert!(matches!(
            ok("!challenge @bob american pool black giveaway days=2"),
            Command::Challenge(ChallengeArgs {
                variant: Some(Variant::Pool),
                color: Some(ColorChoice::Black),
                giveaway: true,
                days: Some(2),
                ..
            })
        ));
    }

    #[test]
    fn errors_name_the_problem() {
        assert_eq!(
            parse("!mvoe 23x14", "dama_bot"),
            Err(ParseError::UnknownCommand {
                name: "mvoe".into(),
                suggestion: Some("move")
            })
        );
        assert!(matches!(
            parse("!move", "dama_bot"),
            Err(ParseError::MissingArgument { arg, .. }) if arg.name == "move"
        ));
        assert!(matches!(
            parse("!resign now", "dama_bot"),
            Err(ParseError::UnexpectedWord { word, .. }) if word == "now"
        ));
        assert!(matches!(
            parse("!board #abc", "dama_bot"),
            Err(ParseError::BadGameId { .. })
        ));
        assert!(matches!(
            parse("!rules italian cheese", "dama_bot"),
            Err(ParseError::BadArgument { .. })
        ));
    }

    #[test]
    fn other_commands() {
        assert_eq!(
            ok("!accept 12"),
            Command::Accept {
                game: Some(12),
                what: None
            }
        );
        assert_eq!(
            ok("!accept #12 draw"),
            Command::Accept {
                game: Some(12),
                what: Some(Answered::Draw)
            }
        );
        assert_eq!(
            ok("!decline undo"),
            Command::Decline {
                game: None,
                what: Some(Answered::Undo)
            }
        );
        assert_eq!(
            ok("!draw count"),
            Command::Draw {
                game: None,
                count: true
            }
        );
        assert_eq!(
            ok("!moves 22"),
            Command::Moves {
                game: None,
                square: Some("22".into())
            }
        );
        assert_eq!(
            ok("!rules italian captures"),
            Command::Rules {
                variant: Some(Variant::Italian),
                topic: Some(RulesTopic::Captures)
            }
        );
        assert_eq!(
            ok("!why"),
            Command::Why {
                game: None,
                text: None
            }
        );
        assert_eq!(
            ok("/help@dama_bot !move"),
            Command::Help {
                topic: Some("move".into())
            }
        );
        assert_eq!(ok("/start"), Command::Help { topic: None });
    }
}
