//! Games played where the bot is no member (issue 34): Telegram inline messages, Discord
//! conversations where a person installed the app. Their messages are in
//! `bot/locales/LANG/private.ftl`.

use rules::{Color, Variant};

use super::{Args, Body, Tr};
use crate::message::Span;
use crate::timing::TimeBank;

/// What the bot says about private games.
#[derive(Debug, Clone, PartialEq)]
pub enum PrivateSay {
    /// The title of an inline result: the challenge it posts.
    OfferTitle {
        variant: Variant,
        giveaway: bool,
    },
    /// The line under it: who may accept, the challenger's colour, the clock.
    OfferDescription {
        /// The colour the challenger plays; `None`: drawn by lot.
        color: Option<Color>,
        days: Option<u32>,
        bank: Option<TimeBank>,
        rated: bool,
    },
    /// The posted challenge, open to anyone in the chat.
    OpenChallenge {
        challenger: String,
        variant: Variant,
        giveaway: bool,
        soffio: bool,
        /// The colour the challenger plays; `None`: drawn by lot.
        color: Option<Color>,
        days: Option<u32>,
        bank: Option<TimeBank>,
        rated: bool,
    },
    /// Someone declined the open challenge.
    Declined {
        decliner: String,
        challenger: String,
    },
    /// The challenger withdrew it.
    Withdrawn {
        challenger: String,
    },
    /// It was declined or withdrawn before: nothing to answer.
    Closed,
    /// Nobody answered it in time.
    Lapsed {
        days: i64,
    },
    /// The challenger pressed Accept.
    OwnChallenge,
    /// A button the bot did not make.
    NotTheBots,
    /// A button of one game pressed under another game's message.
    OtherGame {
        game: i64,
    },
    /// A button made for an earlier position.
    Stale {
        game: i64,
    },
    /// The game was posted again: this message no longer carries it.
    Moved {
        game: i64,
    },
    /// Whose turn it has been, for how long.
    Waiting {
        player: String,
        seconds: i64,
    },
    /// A draw offer waits for the other player.
    DrawOffered {
        by: String,
    },
    /// A take-back request waits for the other player.
    UndoRequested {
        by: String,
    },
    /// Not every legal move is a button.
    MoreMoves {
        game: i64,
        shown: usize,
        total: usize,
    },
    DrawButton,
    UndoButton,
    ResignButton,
    /// An inline result that posts one of the person's games again.
    RepostTitle {
        game: i64,
    },
    RepostDescription {
        white: String,
        black: String,
        variant: Variant,
    },
    /// Above the private games in `!games` of the bot's private chat.
    GamesHead,
    /// Below them: how to post one again, with the bot's @name.
    RepostHint {
        game: i64,
        bot: String,
    },
    /// The same on Discord: how to show one again in its conversation.
    BoardHint {
        game: i64,
    },
    /// The button that posts a game again.
    RepostButton {
        game: i64,
    },
    /// The person plays no private game now.
    NoGames,
    /// Above the private games' results in `!stats`.
    StatsHead,
    /// An inline query the bot could not read (the hint above the results).
    QueryNotUnderstood {
        query: String,
    },
    /// Told at the next interaction what could not be sent meanwhile.
    Meanwhile,
}

impl Tr {
    pub(super) fn private(self, say: &PrivateSay) -> Vec<Span> {
        match say {
            PrivateSay::OfferTitle { variant, giveaway } => self
                .say(
                    "private-offer-title",
                    Args::new().s("variant", self.game_kind(*variant, *giveaway)),
                )
                .done(),
            PrivateSay::OfferDescription {
                color,
                days,
                bank,
                rated,
            } => {
                let mut parts = vec![self.plain("private-offer-anyone", Args::new())];
                parts.push(match color {
                    Some(color) => self.plain(
                        "private-offer-you-play",
                        Args::new().s("color", self.color(*color)),
                    ),
                    None => self.plain("private-offer-lot", Args::new()),
                });
                parts.extend(self.challenge_clock(*days, *bank));
                if !rated {
                    parts.push(self.plain("private-unrated", Args::new()));
                }
                Body::new().t(parts.join(" · ")).done()
            }
            PrivateSay::OpenChallenge {
                challenger,
                variant,
                giveaway,
                soffio,
                color,
                days,
                bank,
                rated,
            } => {
                let mut extras = Vec::new();
                if *giveaway {
                    extras.push(self.plain("challenge-giveaway", Args::new()));
                }
                if *soffio {
                    extras.push(self.plain("with-soffio", Args::new()));
                }
                extras.extend(self.challenge_clock(*days, *bank));
                if !rated {
                    extras.push(self.plain("private-unrated", Args::new()));
                }
                let extras = if extras.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", extras.join(", "))
                };
                let side = match color {
                    Some(color) => self.color(!*color),
                    None => self.plain("private-side-by-lot", Args::new()),
                };
                self.say(
                    "private-open-challenge",
                    Args::new()
                        .s("challenger", challenger)
                        .s("variant", self.variant(*variant))
                        .s("extras", extras)
                        .s("side", side),
                )
                .done()
            }
            PrivateSay::Declined {
                decliner,
                challenger,
            } => self
                .say(
                    "private-declined",
                    Args::new()
                        .s("decliner", decliner)
                        .s("challenger", challenger),
                )
                .done(),
            PrivateSay::Withdrawn { challenger } => self
                .say("private-withdrawn", Args::new().s("challenger", challenger))
                .done(),
            PrivateSay::Closed => self.say("private-closed", Args::new()).done(),
            PrivateSay::Lapsed { days } => self
                .say("private-lapsed", Args::new().s("days", self.days(*days)))
                .done(),
            PrivateSay::OwnChallenge => self.say("private-own-challenge", Args::new()).done(),
            PrivateSay::NotTheBots => self.say("private-not-the-bots", Args::new()).done(),
            PrivateSay::OtherGame { game } => self
                .say("private-other-game", Args::new().i("game", *game))
                .done(),
            PrivateSay::Stale { game } => self
                .say("private-stale", Args::new().i("game", *game))
                .done(),
            PrivateSay::Moved { game } => self
                .say("private-moved", Args::new().i("game", *game))
                .done(),
            PrivateSay::Waiting { player, seconds } => self
                .say(
                    "private-waiting",
                    Args::new()
                        .s("player", player)
                        .s("span", self.span(*seconds)),
                )
                .done(),
            PrivateSay::DrawOffered { by } => self
                .say("private-draw-offered", Args::new().s("player", by))
                .done(),
            PrivateSay::UndoRequested { by } => self
                .say("private-undo-requested", Args::new().s("player", by))
                .done(),
            PrivateSay::MoreMoves { game, shown, total } => self
                .say(
                    "private-more-moves",
                    Args::new()
                        .i("game", *game)
                        .i("shown", *shown as i64)
                        .i("total", *total as i64),
                )
                .done(),
            PrivateSay::DrawButton => self.say("private-draw-button", Args::new()).done(),
            PrivateSay::UndoButton => self.say("private-undo-button", Args::new()).done(),
            PrivateSay::ResignButton => self.say("private-resign-button", Args::new()).done(),
            PrivateSay::RepostTitle { game } => self
                .say("private-repost-title", Args::new().i("game", *game))
                .done(),
            PrivateSay::RepostDescription {
                white,
                black,
                variant,
            } => self
                .say(
                    "private-repost-description",
                    Args::new()
                        .s("white", white)
                        .s("black", black)
                        .s("variant", self.variant(*variant)),
                )
                .done(),
            PrivateSay::GamesHead => self.say("private-games-head", Args::new()).done(),
            PrivateSay::RepostHint { game, bot } => self
                .say(
                    "private-repost-hint",
                    Args::new().i("game", *game).s("bot", bot),
                )
                .done(),
            PrivateSay::BoardHint { game } => self
                .say("private-board-hint", Args::new().i("game", *game))
                .done(),
            PrivateSay::RepostButton { game } => self
                .say("private-repost-button", Args::new().i("game", *game))
                .done(),
            PrivateSay::NoGames => self.say("private-no-games", Args::new()).done(),
            PrivateSay::StatsHead => self.say("private-stats-head", Args::new()).done(),
            PrivateSay::QueryNotUnderstood { query } => {
                let query: String = query.chars().take(24).collect();
                self.say(
                    "private-query-not-understood",
                    Args::new().s("query", query),
                )
                .done()
            }
            PrivateSay::Meanwhile => self.say("private-meanwhile", Args::new()).done(),
        }
    }

    /// The clock of a challenge, when it has one: "3 days per move", "bank 30+1/45".
    fn challenge_clock(self, days: Option<u32>, bank: Option<TimeBank>) -> Option<String> {
        match (bank, days) {
            (Some(bank), _) => Some(self.clock_setting(0, Some(&bank.to_string()))),
            (None, Some(days)) => Some(self.clock_setting(days.into(), None)),
            (None, None) => None,
        }
    }
}

/// One of each message, with the cases that word it differently.
#[cfg(test)]
pub(super) fn samples() -> Vec<PrivateSay> {
    let bank = Some("30+1/45".parse().unwrap());
    vec![
        PrivateSay::OfferTitle {
            variant: Variant::Italian,
            giveaway: false,
        },
        PrivateSay::OfferTitle {
            variant: Variant::Russian,
            giveaway: true,
        },
        PrivateSay::OfferDescription {
            color: None,
            days: None,
            bank: None,
            rated: true,
        },
        PrivateSay::OfferDescription {
            color: Some(Color::White),
            days: Some(3),
            bank: None,
            rated: false,
        },
        PrivateSay::OfferDescription {
            color: Some(Color::Black),
            days: None,
            bank,
            rated: true,
        },
        PrivateSay::OpenChallenge {
            challenger: "Alice".into(),
            variant: Variant::English,
            giveaway: false,
            soffio: false,
            color: None,
            days: None,
            bank: None,
            rated: true,
        },
        PrivateSay::OpenChallenge {
            challenger: "Alice".into(),
            variant: Variant::Italian,
            giveaway: true,
            soffio: true,
            color: Some(Color::Black),
            days: Some(1),
            bank: None,
            rated: false,
        },
        PrivateSay::Declined {
            decliner: "Bob".into(),
            challenger: "Alice".into(),
        },
        PrivateSay::Withdrawn {
            challenger: "Alice".into(),
        },
        PrivateSay::Closed,
        PrivateSay::Lapsed { days: 7 },
        PrivateSay::OwnChallenge,
        PrivateSay::NotTheBots,
        PrivateSay::OtherGame { game: 12 },
        PrivateSay::Stale { game: 12 },
        PrivateSay::Moved { game: 12 },
        PrivateSay::Waiting {
            player: "Bob".into(),
            seconds: 2 * 86_400 + 3 * 3_600,
        },
        PrivateSay::DrawOffered { by: "Alice".into() },
        PrivateSay::UndoRequested { by: "Bob".into() },
        PrivateSay::MoreMoves {
            game: 12,
            shown: 47,
            total: 52,
        },
        PrivateSay::DrawButton,
        PrivateSay::UndoButton,
        PrivateSay::ResignButton,
        PrivateSay::RepostTitle { game: 12 },
        PrivateSay::RepostDescription {
            white: "Alice".into(),
            black: "Bob".into(),
            variant: Variant::International,
        },
        PrivateSay::GamesHead,
        PrivateSay::RepostHint {
            game: 12,
            bot: "dama_bot".into(),
        },
        PrivateSay::BoardHint { game: 12 },
        PrivateSay::RepostButton { game: 12 },
        PrivateSay::NoGames,
        PrivateSay::StatsHead,
        PrivateSay::QueryNotUnderstood {
            query: "klingon days=3".into(),
        },
        PrivateSay::Meanwhile,
    ]
}
