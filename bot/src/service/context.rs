//! What every handler needs to know about the message it answers.

use rules::Color;

use std::sync::Mutex;

use super::Service;
use crate::i18n::Lang;
use crate::message::{Incoming, User};
use crate::store::{
    ChannelSettings, GameAndPlayers, GameRow, MessageContext, Person, StoreError, UserPrefs,
};

pub(crate) struct Ctx<'a> {
    pub incoming: &'a Incoming,
    /// The language of the answer: the author's choice, else their app's, else the
    /// channel's, else English.
    pub lang: Lang,
    pub settings: ChannelSettings,
    pub prefs: UserPrefs,
    /// The author's @handle as the store has it (their message may carry none).
    handle: Option<String>,
    /// Other people read while answering, by platform and id: a move's board faces the
    /// opponent when they ask for it, its mention of them carries their @handle and is
    /// hushed in their quiet hours; one read serves all three.
    others: Mutex<Vec<(User, Person)>>,
    /// Some game of the channel had spectators when the message came.
    pub watched: bool,
    /// Some message of the channel carried buttons when the message came.
    pub buttons: bool,
    /// Games or challenges waited under the author's @handle when the message came.
    pub stand_in_waits: bool,
    /// A puzzle was open in the channel, or the author had tried one there.
    pub puzzles: bool,
    /// What the command looks for first, read with the rest, until its handler takes it.
    read_first: Mutex<ReadFirst>,
    /// A move pressed on a board's keys: played only in game (or puzzle attempt) `.0` at
    /// the position `.1` names, the one the keys were drawn for.
    pub position_guard: Option<(crate::keys::Target, super::tap::Mark)>,
}

/// What a command looks for before anything else, so that it is read with the message's
/// context: one round trip instead of two.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LooksFor {
    Nothing,
    /// The game of this number.
    Game(i64),
    /// The author's game among the channel's open games.
    OpenGames,
}

/// What was read with the message for its command, until taken.
enum ReadFirst {
    Nothing,
    /// Game `.0` (`None`: there is no such game).
    Game(i64, Option<Box<GameAndPlayers>>),
    OpenGames(Vec<GameRow>),
}

impl<'a> Ctx<'a> {
    /// The variant asked for, else the channel's default, else English.
    pub(crate) fn variant_or_channels(&self, asked: Option<rules::Variant>) -> rules::Variant {
        asked
            .or_else(|| self.settings.default_variant.as_deref()?.parse().ok())
            .unwrap_or(rules::Variant::English)
    }

    /// Reads the channel's settings and the author's preferences (in one statement: every
    /// command waits for them), and what the command looks for first (in the same
    /// statement); a store that cannot be read gives the defaults (the command itself will
    /// report the failure).
    pub async fn new(service: &Service, incoming: &'a Incoming, first: LooksFor) -> Ctx<'a> {
        let store = service.store();
        let (channel, author) = (&incoming.channel, &incoming.author);
        let (read, first) = match first {
            LooksFor::Nothing => (
                store.message_context(channel, author).await,
                ReadFirst::Nothing,
            ),
            LooksFor::Game(id) => match store.message_context_and_game(channel, author, id).await {
                Ok((context, game)) => (Ok(context), ReadFirst::Game(id, game.map(Box::new))),
                Err(error) => (Err(error), ReadFirst::Nothing),
            },
            LooksFor::OpenGames => {
                match store.message_context_and_open_games(channel, author).await {
                    Ok((context, games)) => (Ok(context), ReadFirst::OpenGames(games)),
                    Err(error) => (Err(error), ReadFirst::Nothing),
                }
            }
        };
        let MessageContext {
            settings,
            author,
            watched,
            buttons,
            stand_in_waits,
            puzzles,
        } = read.unwrap_or_else(|error| {
            tracing::warn!(%error, "channel settings and user preferences");
            // Nothing known: every look after the command is made.
            MessageContext {
                watched: true,
                buttons: true,
                puzzles: true,
                ..MessageContext::default()
            }
        });
        let Person {
            prefs,
            username: handle,
        } = author;
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
            handle,
            others: Mutex::default(),
            watched,
            buttons,
            stand_in_waits,
            puzzles,
            read_first: Mutex::new(first),
            position_guard: None,
        }
    }

    /// What `take` takes of what was read with the message, once; anything else stays.
    fn take_first<T>(&self, take: impl FnOnce(ReadFirst) -> Result<T, ReadFirst>) -> Option<T> {
        let mut first = self.read_first.lock().unwrap_or_else(|e| e.into_inner());
        match take(std::mem::replace(&mut *first, ReadFirst::Nothing)) {
            Ok(taken) => Some(taken),
            Err(other) => {
                *first = other;
                None
            }
        }
    }

    /// Game `id` as read with the message, if the command named it: once, for the first
    /// look (a second one, after a change, reads the game as it is then).
    pub fn take_named(&self, id: i64) -> Option<Option<GameAndPlayers>> {
        self.take_first(|first| match first {
            ReadFirst::Game(named, game) if named == id => Ok(game.map(|game| *game)),
            other => Err(other),
        })
    }

    /// The channel's open games as read with the message, if the command looks among them
    /// first: once, as [`Ctx::take_named`].
    pub fn take_open_games(&self) -> Option<Vec<GameRow>> {
        self.take_first(|first| match first {
            ReadFirst::OpenGames(games) => Ok(games),
            other => Err(other),
        })
    }

    /// The channel's open games as read with the message, left for the command's own look
    /// (a `!move` that first checks whether it is for a puzzle).
    pub fn open_games_read(&self) -> Option<Vec<GameRow>> {
        match &*self.read_first.lock().unwrap_or_else(|e| e.into_inner()) {
            ReadFirst::OpenGames(games) => Some(games.clone()),
            _ => None,
        }
    }

    /// Forgets what was read with the message for its command: something changed it since.
    pub fn forget_read_first(&self) {
        *self.read_first.lock().unwrap_or_else(|e| e.into_inner()) = ReadFirst::Nothing;
    }

    /// The players of `row` as the store knows them, read with the game (`known`, by id; any
    /// other player is unknown to the store): the answer reads none of them again.
    pub fn know_players(&self, row: &GameRow, known: Vec<(String, Person)>) {
        let mut others = self.others.lock().unwrap_or_else(|e| e.into_inner());
        for color in [Color::White, Color::Black] {
            let id = row.player_id(color);
            let user = self.player(row, color);
            let same = |(u, _): &(User, Person)| u.platform == user.platform && u.id == user.id;
            if self.is_author(&user) || others.iter().any(same) {
                continue;
            }
            let person = known
                .iter()
                .find(|(known, _)| known == id)
                .map(|(_, person)| person.clone())
                .unwrap_or_default();
            others.push((user, person));
        }
    }

    /// The preferences of `user`, read once while answering this message.
    pub async fn prefs_of(&self, service: &Service, user: &User) -> Result<UserPrefs, StoreError> {
        if self.is_author(user) {
            return Ok(self.prefs.clone());
        }
        Ok(self.other(service, user).await?.prefs)
    }

    /// The @handle the store has for `user`, read once while answering this message (with
    /// their preferences).
    pub async fn stored_handle(
        &self,
        service: &Service,
        user: &User,
    ) -> Result<Option<String>, StoreError> {
        if self.is_author(user) {
            return Ok(self.handle.clone());
        }
        Ok(self.other(service, user).await?.username)
    }

    fn is_author(&self, user: &User) -> bool {
        let author = self.author();
        author.platform == user.platform && author.id == user.id
    }

    /// Someone other than the author, as the store knows them: read at the first need.
    async fn other(&self, service: &Service, user: &User) -> Result<Person, StoreError> {
        let same = |u: &User| u.platform == user.platform && u.id == user.id;
        let known = |others: &Mutex<Vec<(User, Person)>>| {
            let others = others.lock().unwrap_or_else(|e| e.into_inner());
            others.iter().find(|(u, _)| same(u)).map(|(_, p)| p.clone())
        };
        if let Some(person) = known(&self.others) {
            return Ok(person);
        }
        let person = service.store().person(user).await?;
        self.others
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push((user.clone(), person.clone()));
        Ok(person)
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
