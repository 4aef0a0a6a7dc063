//! What every handler needs to know about the message it answers.

use rules::Color;

use super::Service;
use crate::i18n::{Lang, Tr};
use crate::message::{Incoming, Reply, Span, User, Via};
use crate::store::{ChannelSettings, GameRow, UserPrefs};

pub(crate) struct Ctx<'a> {
    pub incoming: &'a Incoming,
    pub tr: Tr,
    pub settings: ChannelSettings,
    pub prefs: UserPrefs,
}

impl<'a> Ctx<'a> {
    /// Reads the channel's settings and the author's preferences; a store that cannot be
    /// read gives the defaults (the command itself will report the failure).
    pub async fn new(service: &Service, incoming: &'a Incoming) -> Ctx<'a> {
        let store = service.store();
        let settings = store
            .channel_settings(&incoming.channel)
            .await
            .unwrap_or_else(|error| {
                tracing::warn!(%error, "channel settings");
                ChannelSettings::default()
            });
        let prefs = store
            .user_prefs(&incoming.author)
            .await
            .unwrap_or_else(|error| {
                tracing::warn!(%error, "user preferences");
                UserPrefs::default()
            });
        let lang = prefs
            .language
            .as_deref()
            .and_then(Lang::parse)
            .or_else(|| Lang::parse(&settings.language))
            .unwrap_or_default();
        Ctx {
            incoming,
            tr: Tr::new(lang),
            settings,
            prefs,
        }
    }

    pub fn author(&self) -> &User {
        &self.incoming.author
    }

    /// An answer for everyone.
    pub fn say(&self, body: Vec<Span>) -> Reply {
        Reply {
            body,
            ..Reply::default()
        }
    }

    /// A refusal or a problem: for the author only where the platform can do that (a slash
    /// command on Discord).
    pub fn refuse(&self, body: Vec<Span>) -> Reply {
        crate::metrics::refusal();
        self.apologise(body)
    }

    /// The answer to a command that failed inside: shown as a refusal is, not counted as one.
    pub fn apologise(&self, body: Vec<Span>) -> Reply {
        Reply {
            body,
            // A refused slash command or button press concerns only the person who gave it
            // (someone pressing Accept on a challenge made to another, say).
            ephemeral: matches!(self.incoming.via, Via::Slash | Via::Button),
            ..Reply::default()
        }
    }

    /// A player of a game as a person to mention.
    pub fn player(&self, row: &GameRow, color: Color) -> User {
        let id = row.player_id(color);
        if *id == self.incoming.author.id {
            return self.incoming.author.clone();
        }
        User {
            platform: self.incoming.channel.platform,
            id: id.to_string(),
            name: row.player_name(color).to_string(),
            username: None,
        }
    }
}
