//! Help, the variants, the rules in short, and the answers to malformed commands.

use rules::Variant;

use super::{Args, Tr};
use crate::command::{ArgKind, ArgSpec, COMMANDS, CommandSpec, Note};
use crate::command::{ParseError, RulesTopic};
use crate::message::Span;

/// The catalog message of a command's summary.
pub(crate) fn summary_id(command: &CommandSpec) -> String {
    format!("command-{}", command.name)
}

/// The catalog message of a slash command's name in Discord's menu.
pub(crate) fn slash_id(command: &CommandSpec) -> String {
    format!("slash-{}", command.name)
}

/// The catalog message of an argument's description: arguments every game command shares
/// have one message.
pub(crate) fn argument_id(command: &CommandSpec, arg: &ArgSpec) -> String {
    match (arg.kind, arg.name) {
        // A spectator's game is not theirs.
        (ArgKind::GameId, _) if matches!(command.name, "watch" | "unwatch") => {
            "argument-watched-game".into()
        }
        (ArgKind::GameId, _) if command.name == "puzzle" => "argument-puzzle".into(),
        (ArgKind::GameId, _) => "argument-game".into(),
        (_, "what" | "value") => format!("argument-{}", arg.name),
        _ => format!("command-{}-{}", command.name, arg.name),
    }
}

impl Tr {
    /// A command's summary in this language.
    pub(super) fn summary(self, command: &CommandSpec) -> String {
        self.plain(&summary_id(command), Args::new())
    }

    /// A slash command's name in this language.
    pub(super) fn slash_name(self, command: &CommandSpec) -> String {
        self.plain(&slash_id(command), Args::new())
    }

    pub(super) fn arg_description(self, command: &CommandSpec, arg: &ArgSpec) -> String {
        self.plain(&argument_id(command, arg), Args::new())
    }

    /// `!move [#game] <move>`: command syntax, the same in every language.
    pub(super) fn usage(self, command: &CommandSpec) -> String {
        self.usage_of(command, false)
    }

    /// The syntax with its required arguments only (`!move <move>`), for the overview: the
    /// list of every command stays within one Discord message (2,000 characters), and
    /// `!help <command>` gives the whole syntax.
    fn brief_usage(self, command: &CommandSpec) -> String {
        self.usage_of(command, true)
    }

    fn usage_of(self, command: &CommandSpec, required_only: bool) -> String {
        let mut out = format!("!{}", command.name);
        for arg in command
            .args
            .iter()
            .filter(|arg| arg.required || !required_only)
        {
            let shown = match arg.kind {
                ArgKind::GameId => "#game".to_string(),
                ArgKind::User => format!("@{}", arg.name),
                ArgKind::Choice(choices) if choices.len() <= 3 => choices.join("|"),
                _ => arg.name.to_string(),
            };
            out.push(' ');
            if arg.required {
                out.push_str(&format!("<{shown}>"));
            } else {
                out.push_str(&format!("[{shown}]"));
            }
        }
        out
    }

    pub(super) fn help_overview(self, variant: Variant) -> Vec<Span> {
        let mut body = self.say("help-intro", Args::new());
        for command in COMMANDS {
            body = body.t("\n").and(
                self.say(
                    "help-line",
                    Args::new()
                        .s("usage", self.brief_usage(command))
                        .s("summary", self.summary(command)),
                ),
            );
        }
        body.t("\n")
            .and(
                self.say(
                    "help-default-variant",
                    Args::new()
                        .s("variant", self.variant(variant))
                        .s("forms", self.move_forms(variant)),
                ),
            )
            .done()
    }

    pub(super) fn help_command(self, command: &CommandSpec, variant: Variant) -> Vec<Span> {
        let mut body = self.say(
            "help-command",
            Args::new()
                .s("usage", self.usage(command))
                .s("summary", self.summary(command)),
        );
        if !command.aliases.is_empty() {
            let aliases: Vec<String> = command.aliases.iter().map(|a| format!("!{a}")).collect();
            body = body
                .t(" ")
                .and(self.say("help-aliases", Args::new().s("aliases", aliases.join(", "))));
        }
        for arg in command.args {
            body = body.t("\n  ").and(
                self.say(
                    "help-arg",
                    Args::new()
                        .s("name", arg.name)
                        .s("description", self.arg_description(command, arg)),
                ),
            );
        }
        body = body
            .t("\n")
            .and(self.say("help-example", Args::new().s("example", command.example)));
        match command.note {
            Note::None => {}
            Note::MoveForms => body = body.t(format!("\n{}", self.move_forms(variant))),
            Note::ChallengeOptions => {
                body = body.t("\n").and(self.say(
                    "help-challenge-options-bank",
                    Args::new().s("variants", variant_names()),
                ))
            }
            Note::TournamentOptions => {
                body = body
                    .t("\n")
                    .and(self.say("help-tournament-options", Args::new()))
            }
            Note::PrefsValues => {
                body = body.t("\n").and(self.say("help-prefs-values", Args::new()))
            }
        }
        body.done()
    }

    pub(super) fn help_unknown(self, name: &str) -> Vec<Span> {
        let name: String = name.chars().take(40).collect();
        self.say("help-unknown", Args::new().s("name", name)).done()
    }

    pub(super) fn variants_list(self) -> Vec<Span> {
        let mut body = self.say("variants-head", Args::new());
        for &variant in Variant::ALL {
            body = body.t("\n").and(
                self.say(
                    "variants-line",
                    Args::new()
                        .s("code", variant.name())
                        .s("name", self.variant(variant))
                        .s("summary", self.variant_summary(variant)),
                ),
            );
        }
        body.t("\n")
            .and(self.say("variants-foot", Args::new()))
            .done()
    }

    /// `dama` alone: which game is meant? `command`: the command it came with, for the
    /// example.
    pub(super) fn ambiguous_variant(self, word: &str, command: Option<&CommandSpec>) -> Vec<Span> {
        let word: String = word.chars().take(40).collect();
        let (turkish, italian) = match command.map(|c| c.name) {
            Some(name @ ("challenge" | "rules" | "top")) => {
                let before = if name == "challenge" { " @friend" } else { "" };
                (
                    format!("!{name}{before} turkish"),
                    format!("!{name}{before} italian"),
                )
            }
            _ => (
                "!settings variant turkish".to_string(),
                "!settings variant italian".to_string(),
            ),
        };
        self.say(
            "ambiguous-variant",
            Args::new()
                .s("word", word)
                .s("turkish", turkish)
                .s("italian", italian),
        )
        .done()
    }

    pub(super) fn variant_summary(self, variant: Variant) -> String {
        let id = match variant {
            Variant::English => "summary-english",
            Variant::Italian => "summary-italian",
            Variant::Spanish => "summary-spanish",
            Variant::International => "summary-international",
            Variant::Brazilian => "summary-brazilian",
            Variant::Dameo => "summary-dameo",
            Variant::Russian => "summary-russian",
            Variant::Turkish => "summary-turkish",
            Variant::Pool => "summary-pool",
            Variant::Czech => "summary-czech",
            Variant::Frisian => "summary-frisian",
            Variant::Canadian => "summary-canadian",
        };
        self.plain(id, Args::new())
    }

    pub(super) fn rules(self, variant: Variant, topic: Option<RulesTopic>) -> Vec<Span> {
        let mut body = self.say(
            "rules-head",
            Args::new()
                .s("name", self.variant(variant))
                .s("summary", self.variant_summary(variant)),
        );
        let topics: &[RulesTopic] = match &topic {
            Some(t) => std::slice::from_ref(t),
            None => &[RulesTopic::Moves, RulesTopic::Captures, RulesTopic::Kings],
        };
        for &t in topics {
            body = body.t("\n").and(
                self.say(
                    "rules-topic",
                    Args::new()
                        .s("title", self.topic_title(t))
                        .s("text", self.rules_text(variant, t)),
                ),
            );
        }
        if topic.is_none() {
            body = body
                .t("\n")
                .and(self.say("rules-more", Args::new().s("code", variant.name())));
        }
        body.done()
    }

    fn topic_title(self, topic: RulesTopic) -> String {
        let id = match topic {
            RulesTopic::Moves => "topic-moves",
            RulesTopic::Captures => "topic-captures",
            RulesTopic::Kings => "topic-kings",
            RulesTopic::Draws => "topic-draws",
            RulesTopic::Notation => "topic-notation",
            RulesTopic::Giveaway => "topic-giveaway",
        };
        self.plain(id, Args::new())
    }

    /// RULES.md in short.
    fn rules_text(self, variant: Variant, topic: RulesTopic) -> String {
        use RulesTopic::*;
        use Variant::*;
        let id = match (variant, topic) {
            (English, Moves) => "rules-english-moves",
            (English, Captures) => "rules-english-captures",
            (English | Italian, Kings) => "rules-short-kings",
            (English, Draws) => "rules-english-draws",
            (English, Notation) => "rules-english-notation",
            (Italian, Moves) => "rules-italian-moves",
            (Italian, Captures) => "rules-italian-captures",
            (Italian, Draws) => "rules-italian-draws",
            (Italian, Notation) => "rules-italian-notation",
            (Spanish, Moves) => "rules-spanish-moves",
            (Spanish, Captures) => "rules-spanish-captures",
            (Spanish, Kings) => "rules-spanish-kings",
            (Spanish, Draws) => "rules-spanish-draws",
            (Spanish, Notation) => "rules-spanish-notation",
            (International | Brazilian | Canadian, Captures) => "rules-international-captures",
            (International | Brazilian | Canadian, Kings) => "rules-international-kings",
            (International | Brazilian | Canadian, Draws) => "rules-international-draws",
            (International, Moves) => "rules-international-moves",
            (International, Notation) => "rules-international-notation",
            (Brazilian, Moves) => "rules-brazilian-moves",
            (Brazilian, Notation) => "rules-brazilian-notation",
            (Dameo, Moves) => "rules-dameo-moves",
            (Dameo, Captures) => "rules-dameo-captures",
            (Dameo, Kings) => "rules-dameo-kings",
            (Dameo, Draws) => "rules-dameo-draws",
            (Dameo, Notation) => "rules-dameo-notation",
            (Russian | Czech, Moves) => "rules-russian-moves",
            (Russian, Captures) => "rules-russian-captures",
            (Russian, Kings) => "rules-russian-kings",
            (Russian, Draws) => "rules-russian-draws",
            (Russian, Notation) => "rules-russian-notation",
            (Turkish, Moves) => "rules-turkish-moves",
            (Turkish, Captures) => "rules-turkish-captures",
            (Turkish, Kings) => "rules-turkish-kings",
            (Turkish, Draws) => "rules-turkish-draws",
            (Turkish, Notation) => "rules-turkish-notation",
            (Pool, Moves) => "rules-pool-moves",
            (Pool, Captures) => "rules-pool-captures",
            (Pool, Kings) => "rules-pool-kings",
            (Pool, Draws) => "rules-pool-draws",
            (Pool, Notation) => "rules-pool-notation",
            (Czech, Captures) => "rules-czech-captures",
            (Czech, Kings) => "rules-czech-kings",
            (Czech, Draws) => "rules-czech-draws",
            (Czech, Notation) => "rules-czech-notation",
            (Frisian, Moves) => "rules-frisian-moves",
            (Frisian, Captures) => "rules-frisian-captures",
            (Frisian, Kings) => "rules-frisian-kings",
            (Frisian, Draws) => "rules-frisian-draws",
            (Frisian, Notation) => "rules-frisian-notation",
            (Canadian, Moves) => "rules-canadian-moves",
            (Canadian, Notation) => "rules-canadian-notation",
            (_, Giveaway) => "rules-giveaway",
        };
        let text = self.plain(id, Args::new());
        if matches!(
            variant,
            International | Brazilian | Canadian | Russian | Pool | Czech
        ) && topic == Kings
        {
            return format!("{text} {}", self.plain("rules-flying-kings", Args::new()));
        }
        text
    }

    /// The answer to a message for the bot that is not a valid command.
    pub fn parse_error(self, error: &ParseError) -> Vec<Span> {
        match error {
            ParseError::UnknownCommand { name, suggestion } => {
                let mut body = self.say("unknown-command", Args::new().s("name", name));
                if let Some(command) = suggestion.and_then(crate::command::find) {
                    body = body.t(" ").and(
                        self.say(
                            "did-you-mean",
                            Args::new()
                                .s("command", format!("!{}", command.name))
                                .s("example", command.example),
                        ),
                    );
                }
                body.t(" ")
                    .and(self.say("all-commands", Args::new()))
                    .done()
            }
            ParseError::MissingArgument { command, arg } => self
                .say(
                    "missing-argument",
                    Args::new()
                        .s("command", format!("!{}", command.name))
                        .s("arg", arg.name)
                        .s("description", self.arg_description(command, arg))
                        .s("usage", self.usage(command))
                        .s("example", command.example),
                )
                .done(),
            ParseError::UnexpectedWord { command, word } => self
                .say(
                    "unexpected-word",
                    Args::new()
                        .s("command", format!("!{}", command.name))
                        .s("word", word)
                        .s("usage", self.usage(command))
                        .s("example", command.example),
                )
                .done(),
            ParseError::BadArgument {
                command,
                arg,
                value,
            } => {
                let mut body = self.say(
                    "bad-argument",
                    Args::new()
                        .s("value", value)
                        .s("arg", arg.name)
                        .s("command", format!("!{}", command.name))
                        .s("description", self.arg_description(command, arg)),
                );
                if command.note == Note::ChallengeOptions {
                    body = body.t(" ").and(self.say(
                        "bad-argument-challenge-bank",
                        Args::new().s("variants", variant_names()),
                    ));
                }
                if command.note == Note::TournamentOptions {
                    body = body
                        .t(" ")
                        .and(self.say("bad-argument-tournament", Args::new()));
                }
                body.t(" ")
                    .and(self.say(
                        "bad-argument-example",
                        Args::new().s("example", command.example),
                    ))
                    .done()
            }
            ParseError::AmbiguousVariant { command, word } => {
                self.ambiguous_variant(word, Some(command))
            }
            ParseError::BadGameId { command, value } => self
                .say(
                    "bad-game-id",
                    Args::new()
                        .s("value", value)
                        .s("command", format!("!{}", command.name)),
                )
                .done(),
        }
    }
}

/// The variants' names as commands take them: `english, italian, …`.
pub(super) fn variant_names() -> String {
    Variant::ALL
        .iter()
        .map(|v| v.name())
        .collect::<Vec<_>>()
        .join(", ")
}
