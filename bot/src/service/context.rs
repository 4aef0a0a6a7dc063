//! What every handler needs to know about the message it answers.

use rules::Color;

use super::Service;
use crate::i18n::Lang;
use crate::message::{Incoming, User};
use crate::store::{ChannelSettings, GameRow, UserPrefs};

pub(crate) struct Ctx<'a> {
    pub incoming: &'a Incoming,
    /// The language of the answer: the author's, else the channel's.
    pub lang: Lang,
    pub settings: ChannelSettings,
    pub prefs: UserPrefs,
}

impl<'a> Ctx<'a> {
    /// Reads the channel's settings and the author's preferences (both at once: every
    /// command waits for them); a store that cannot be read gives the defaults (the command
    /// itself will report the failure).
    pub async fn new(service: &Service, incoming: &'a Incoming) -> Ctx<'a> {
        let store = service.store();
        let (settings, prefs) = tokio::join!(
            store.channel_settings(&incoming.channel),
            store.user_prefs(&incoming.author)
        );
        let settings = settings.unwrap_or_else(|error| {
            tracing::warn!(%error, "channel settings");
            ChannelSettings::default()
        });
        let prefs = prefs.unwrap_or_else(|error| {
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
            lang,
            settings,
            prefs,
        }
    }

    pub fn author(&self) -> &User {
        &self.incoming.author
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
