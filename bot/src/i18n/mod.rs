//! Every text the bot writes, in English and Italian: the renderer of typed messages.
//!
//! Handlers say what happened as a [`Say`]; [`render`] turns it into text in a [`Lang`] (the
//! author's preference, else the channel's setting, else English). Each message is one
//! method with both languages side by side, so a text and its translation are read and
//! changed together. Messages that mention people are built as [`Span`]s, so each adapter can
//! turn a mention into a real notification.
//!
//! The rules crate's refusals and explanations are translated from their typed fields (the
//! rule's title and general sentence keyed by [`rules::Refusal::rule`]) in `refusal.rs`; help,
//! variants and the rules in short are in `help.rs`.

mod community;
mod computer;
mod days;
mod game;
mod help;
mod refusal;
mod render;
mod say;
mod tournament;

use std::fmt::Display;

use rules::{Color, Variant};

use crate::message::{Reply, Span, User};

pub use say::{
    AnalysisReport, BoardInfo, BotResultLine, ChallengeInfo, ClockInfo, Eval, FinishedLine,
    GameChoice, GameLine, LeaderLine, MistakeLine, MoveEval, MoveReport, PairingLine, Prefs,
    RatingChange, RatingLine, Reminder, ResultLine, Say, Settings, SideSummary, StandingLine,
    StandingsInfo,
};

/// Points as people write them: 2, 2½, ½.
pub fn points_text(value: f64) -> String {
    tournament::points(value)
}

/// A message as text spans in a language.
pub fn render(say: &Say, lang: Lang) -> Vec<Span> {
    Tr::new(lang).render(say)
}

/// A reply that says just this, for what an adapter says on its own.
pub fn reply(say: &Say, lang: Lang) -> Reply {
    Reply {
        body: render(say, lang),
        ..Reply::default()
    }
}

/// Several messages, one per line.
pub fn render_lines(lines: &[Say], lang: Lang) -> Vec<Span> {
    Tr::new(lang).render_lines(lines)
}

/// The languages of the bot's texts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    It,
}

impl Lang {
    /// Reads `en`, `english`, `it`, `italiano`, … (case-insensitive).
    pub fn parse(text: &str) -> Option<Lang> {
        match text.trim().to_lowercase().as_str() {
            "en" | "eng" | "english" | "inglese" => Some(Lang::En),
            "it" | "ita" | "italian" | "italiano" => Some(Lang::It),
            _ => None,
        }
    }

    /// The code stored in the database.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
        }
    }
}

/// The texts of one language. [`Tr::render`] is the way in; the methods behind it are private
/// to the renderer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tr {
    pub lang: Lang,
}

impl Tr {
    pub fn new(lang: Lang) -> Tr {
        Tr { lang }
    }

    /// Picks the text of the current language.
    fn pick<T>(self, en: T, it: T) -> T {
        match self.lang {
            Lang::En => en,
            Lang::It => it,
        }
    }

    fn color(self, color: Color) -> &'static str {
        match (self.lang, color) {
            (Lang::En, Color::White) => "White",
            (Lang::En, Color::Black) => "Black",
            (Lang::It, Color::White) => "Bianco",
            (Lang::It, Color::Black) => "Nero",
        }
    }

    /// The variant's name for people.
    fn variant(self, variant: Variant) -> &'static str {
        match self.lang {
            Lang::En => match variant {
                Variant::English => "English draughts",
                Variant::Italian => "Italian draughts",
                Variant::Spanish => "Spanish draughts",
                Variant::International => "International draughts",
                Variant::Brazilian => "Brazilian draughts",
                Variant::Dameo => "Dameo",
                Variant::Russian => "Russian draughts",
                Variant::Turkish => "Turkish draughts",
                Variant::Pool => "Pool checkers",
                Variant::Czech => "Czech draughts",
                Variant::Frisian => "Frisian draughts",
                Variant::Canadian => "Canadian draughts",
            },
            Lang::It => match variant {
                Variant::English => "dama inglese",
                Variant::Italian => "dama italiana",
                Variant::Spanish => "dama spagnola",
                Variant::International => "dama internazionale",
                Variant::Brazilian => "dama brasiliana",
                Variant::Dameo => "Dameo",
                Variant::Russian => "dama russa",
                Variant::Turkish => "dama turca",
                Variant::Pool => "pool checkers",
                Variant::Czech => "dama ceca",
                Variant::Frisian => "dama frisone",
                Variant::Canadian => "dama canadese",
            },
        }
    }

    /// The variant's name, and the giveaway option when on: "Russian draughts, giveaway".
    fn game_kind(self, variant: Variant, giveaway: bool) -> String {
        if giveaway {
            format!("{}, {}", self.variant(variant), self.giveaway())
        } else {
            self.variant(variant).to_string()
        }
    }

    /// The giveaway option's name.
    fn giveaway(self) -> &'static str {
        self.pick("giveaway", "vinciperdi")
    }

    /// A list of moves or squares for a sentence, cut after a few.
    fn list(self, items: &[String]) -> String {
        const SHOWN: usize = 8;
        if items.len() <= SHOWN {
            items.join(", ")
        } else {
            let more = items.len() - SHOWN;
            let shown = items[..SHOWN].join(", ");
            self.pick(
                format!("{shown} and {more} more"),
                format!("{shown} e altre {more}"),
            )
        }
    }
}

/// Builds a message of spans; adjacent text is merged.
#[derive(Debug, Default)]
pub(crate) struct Body(Vec<Span>);

impl Body {
    pub fn new() -> Body {
        Body(Vec::new())
    }

    /// Plain text.
    pub fn t(mut self, text: impl Display) -> Body {
        let text = text.to_string();
        if text.is_empty() {
            return self;
        }
        match self.0.last_mut() {
            Some(Span::Text(last)) => last.push_str(&text),
            _ => self.0.push(Span::Text(text)),
        }
        self
    }

    pub fn b(mut self, text: impl Display) -> Body {
        self.0.push(Span::Bold(text.to_string()));
        self
    }

    /// Monospaced: moves, commands.
    pub fn c(mut self, text: impl Display) -> Body {
        self.0.push(Span::Code(text.to_string()));
        self
    }

    /// A person, notified where the platform can.
    pub fn m(mut self, user: &User) -> Body {
        self.0.push(Span::Mention(user.clone()));
        self
    }

    /// Appends another body.
    pub fn and(mut self, other: Body) -> Body {
        for span in other.0 {
            self = match span {
                Span::Text(t) => self.t(t),
                other => {
                    self.0.push(other);
                    self
                }
            };
        }
        self
    }

    pub fn done(self) -> Vec<Span> {
        self.0
    }
}

impl From<String> for Body {
    fn from(text: String) -> Body {
        Body::new().t(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages() {
        assert_eq!(Lang::parse("IT"), Some(Lang::It));
        assert_eq!(Lang::parse("english"), Some(Lang::En));
        assert_eq!(Lang::parse("fr"), None);
        let tr = Tr::new(Lang::It);
        assert_eq!(tr.color(Color::Black), "Nero");
    }

    #[test]
    fn body_merges_text() {
        let body = Body::new().t("a").t("b").c("23x14").t("c").done();
        assert_eq!(body.len(), 3);
        assert_eq!(body[0], Span::Text("ab".into()));
    }
}
