//! Every text the bot writes comes from the Fluent catalogs under `bot/locales/LANG/dama.ftl`;
//! this module is the glue: it chooses the language, formats the arguments and maps each
//! typed message to its catalog messages.
//!
//! Handlers say what happened as a [`Say`]; [`render`] turns it into text in a [`Lang`] (the
//! author's preference, else the language their app reports, else the channel's setting,
//! else English). Messages that mention people are built as [`Span`]s, so each adapter can
//! turn a mention into a real notification.

mod away;
mod catalog;
#[cfg(test)]
mod check;
mod community;
mod computer;
mod days;
mod flood;
mod game;
mod help;
mod lang;
mod live;
mod operating;
mod private;
mod puzzle;
mod refusal;
mod render;
mod say;
mod tap;
mod tournament;

use std::fmt::Display;

use rules::{Color, Variant};

use crate::message::{Reply, Span};

pub(crate) use catalog::Args;
pub use flood::FloodSay;
pub use lang::Lang;
pub use operating::OpsSay;
pub use private::PrivateSay;
pub use puzzle::{
    Ending as PuzzleEnding, Origin as PuzzleOrigin, PuzzleCard, PuzzleLeaderLine, PuzzleRatingLine,
    PuzzleSay, RatingMove, Yesterday,
};
pub use say::{
    AnalysisReport, BankClock, BoardInfo, BotResultLine, ChallengeInfo, ClockInfo, Digest,
    DigestKind, DigestLine, Eval, FinishedLine, GameChoice, GameLine, LeaderLine, LiveClockInfo,
    MistakeLine, MoveEval, MoveReport, PairingLine, Prefs, RatingChange, RatingLine, Reminder,
    ResultLine, Say, Settings, SideSummary, StandingLine, StandingsInfo,
};
pub use tap::{BoardOf, TapSay};

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

/// A command's summary, for slash-command descriptions and command menus.
pub fn command_summary(command: &crate::command::CommandSpec, lang: Lang) -> String {
    Tr::new(lang).summary(command)
}

/// A slash command's name in a language, for Discord's `name_localizations`.
pub fn slash_name(command: &crate::command::CommandSpec, lang: Lang) -> String {
    Tr::new(lang).slash_name(command)
}

/// An argument's description, for slash-command options.
pub fn argument_description(
    command: &crate::command::CommandSpec,
    arg: &crate::command::ArgSpec,
    lang: Lang,
) -> String {
    Tr::new(lang).arg_description(command, arg)
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

    /// A catalog message as spans.
    fn say(self, id: &str, args: Args) -> Body {
        let (text, users) = catalog::format(self.lang, id, args);
        Body(catalog::spans(&text, &users))
    }

    /// A catalog message as text to put inside another message (code and bold kept).
    fn text(self, id: &str, args: Args) -> String {
        catalog::format(self.lang, id, args).0
    }

    /// A catalog message as plain text.
    fn plain(self, id: &str, args: Args) -> String {
        catalog::plain(&self.text(id, args))
    }

    fn color(self, color: Color) -> String {
        self.plain(
            match color {
                Color::White => "color-white",
                Color::Black => "color-black",
            },
            Args::new(),
        )
    }

    /// The variant's name for people.
    fn variant(self, variant: Variant) -> String {
        self.plain(
            match variant {
                Variant::English => "variant-english",
                Variant::Italian => "variant-italian",
                Variant::Spanish => "variant-spanish",
                Variant::International => "variant-international",
                Variant::Brazilian => "variant-brazilian",
                Variant::Dameo => "variant-dameo",
                Variant::Russian => "variant-russian",
                Variant::Turkish => "variant-turkish",
                Variant::Pool => "variant-pool",
                Variant::Czech => "variant-czech",
                Variant::Frisian => "variant-frisian",
                Variant::Canadian => "variant-canadian",
            },
            Args::new(),
        )
    }

    /// The variant's name, and the giveaway option when on: "Russian draughts, giveaway".
    fn game_kind(self, variant: Variant, giveaway: bool) -> String {
        if giveaway {
            self.plain(
                "game-kind-giveaway",
                Args::new().s("variant", self.variant(variant)),
            )
        } else {
            self.variant(variant)
        }
    }

    /// A rating pool's name: the game's kind, and "live" for games on a live clock.
    fn pool_kind(self, pool: crate::pool::Pool) -> String {
        let kind = self.game_kind(pool.variant, pool.giveaway);
        if pool.live {
            self.plain("game-kind-live", Args::new().s("kind", kind))
        } else {
            kind
        }
    }

    /// A list of moves or squares for a sentence, cut after a few.
    fn list(self, items: &[String]) -> String {
        const SHOWN: usize = 8;
        if items.len() <= SHOWN {
            items.join(", ")
        } else {
            let more = items.len() - SHOWN;
            self.plain(
                "list-more",
                Args::new()
                    .s("shown", items[..SHOWN].join(", "))
                    .i("more", more as i64),
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

    /// Monospaced: moves, commands.
    pub fn c(mut self, text: impl Display) -> Body {
        self.0.push(Span::Code(text.to_string()));
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
    fn colours_come_from_the_catalog() {
        assert_eq!(Tr::new(Lang::It).color(Color::Black), "Nero");
        assert_eq!(Tr::new(Lang::En).color(Color::White), "White");
    }

    #[test]
    fn body_merges_text() {
        let body = Body::new().t("a").t("b").c("23x14").t("c").done();
        assert_eq!(body.len(), 3);
        assert_eq!(body[0], Span::Text("ab".into()));
    }
}
