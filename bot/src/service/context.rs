//! What every handler needs to know about the message it answers.

use rules::Color;

use std::sync::Mutex;

use super::Service;
use crate::i18n::Lang;
use crate::message::{Incoming, User};
use crate::store::{ChannelSettings, GameRow, StoreError, UserPrefs};

pub(crate) struct Ctx<'a> {
    pub incoming: &'a Incoming,
    /// The language of the answer: the author's choice, else their app's, else the
    /// channel's, else English.
    pub lang: Lang,
    pub settings: ChannelSettings,
    pub prefs: UserPrefs,
    /// Other people's preferences read while answering, by platform and id: a move's board
    /// faces the opponent when they ask for it, and its mention of them is hushed in their
    /// quiet hours; one read serves both.
    others: Mutex<Vec<(User, UserPrefs)>>,
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
            .or_else(|| incoming.locale.as_deref().and_then(Lang::from_locale))
            .or_else(|| Lang::parse(&settings.language))
            .unwrap_or_default();
        Ctx {
            incoming,
            lang,
            settings,
            prefs,
            others: Mutex::default(),
        }
    }

    /// The preferences of `user`, read once while answering this message.
    pub async fn prefs_of(&self, service: &Service, user: &User) -> Result<UserPrefs, StoreError> {
        let same = |u: &User| u.platform == user.platform && u.id == user.id;
        if same(self.author()) {
            return Ok(self.prefs.clone());
        }
        let known = |others: &Mutex<Vec<(User, UserPrefs)>>| {
            let others = others.lock().unwrap_or_else(|e| e.into_inner());
            others.iter().find(|(u, _)| same(u)).map(|(_, p)| p.clone())
        };
        if let Some(prefs) = known(&self.others) {
            return Ok(prefs);
        }
        let prefs = service.store().user_prefs(user).await?;
        self.others
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((user.clone(), prefs.clone()));
        Ok(prefs)
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
