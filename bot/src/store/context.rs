//! What answering a message reads before its command runs: the channel's settings, the
//! author's preferences and stored @handle, and whether the answer will need the looks that
//! follow a command (spectators to tell, buttons to take off, games held under the author's
//! @handle), in one statement, with what the command looks for first (the game it names by
//! number and its players, or the channel's open games); a game with its players, in one
//! statement; and any other person the answer names, in one statement each. Every statement
//! is a round trip (to SQLite's worker thread, or to the PostgreSQL server), and every command
//! pays these.

use sqlx::{FromRow, Row};

use super::users::{claimable_stand_in, stand_in_waits};
use super::{ChannelSettings, GameRow, Orientation, Store, StoreError, UserPrefs};
use crate::message::{Channel, User};

/// A person as the store knows them: their preferences (the defaults if the bot has not met
/// them) and their @handle, if one was recorded.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Person {
    pub prefs: UserPrefs,
    pub username: Option<String>,
}

/// The columns of a person, all nullable: the row is outer-joined and may be missing. Those
/// of `users u` are named `u_…` ([`PersonColumns`]); another alias of `users` (`w`, `b`)
/// names its own (read by [`person_at!`]).
macro_rules! person_columns {
    () => {
        person_columns!("u")
    };
    ($u:literal) => {
        concat!(
            $u,
            ".language AS ",
            $u,
            "_language, ",
            $u,
            ".flip AS ",
            $u,
            "_flip, ",
            $u,
            ".reminder_hours AS ",
            $u,
            "_reminder_hours, ",
            $u,
            ".time_zone AS ",
            $u,
            "_time_zone, ",
            $u,
            ".quiet_hours AS ",
            $u,
            "_quiet_hours, ",
            $u,
            ".digest_at AS ",
            $u,
            "_digest_at, ",
            $u,
            ".digest_sent_at AS ",
            $u,
            "_digest_sent_at, ",
            $u,
            ".away_since AS ",
            $u,
            "_away_since, ",
            $u,
            ".away_until AS ",
            $u,
            "_away_until, ",
            $u,
            ".away_year AS ",
            $u,
            "_away_year, ",
            $u,
            ".away_used AS ",
            $u,
            "_away_used, ",
            $u,
            ".username AS ",
            $u,
            "_username"
        )
    };
}

/// The [`PersonColumns`] of the `users` alias `$u` in `$row` (see [`person_columns!`]).
macro_rules! person_at {
    ($row:expr, $u:literal) => {
        PersonColumns {
            u_language: $row.try_get(concat!($u, "_language"))?,
            u_flip: $row.try_get(concat!($u, "_flip"))?,
            u_reminder_hours: $row.try_get(concat!($u, "_reminder_hours"))?,
            u_time_zone: $row.try_get(concat!($u, "_time_zone"))?,
            u_quiet_hours: $row.try_get(concat!($u, "_quiet_hours"))?,
            u_digest_at: $row.try_get(concat!($u, "_digest_at"))?,
            u_digest_sent_at: $row.try_get(concat!($u, "_digest_sent_at"))?,
            u_away_since: $row.try_get(concat!($u, "_away_since"))?,
            u_away_until: $row.try_get(concat!($u, "_away_until"))?,
            u_away_year: $row.try_get(concat!($u, "_away_year"))?,
            u_away_used: $row.try_get(concat!($u, "_away_used"))?,
            u_username: $row.try_get(concat!($u, "_username"))?,
        }
    };
}

#[derive(FromRow)]
struct PersonColumns {
    u_language: Option<String>,
    /// Never NULL in a row: NULL means there is no row.
    u_flip: Option<bool>,
    u_reminder_hours: Option<i64>,
    u_time_zone: Option<String>,
    u_quiet_hours: Option<String>,
    u_digest_at: Option<i64>,
    u_digest_sent_at: Option<i64>,
    u_away_since: Option<i64>,
    u_away_until: Option<i64>,
    u_away_year: Option<i64>,
    u_away_used: Option<i64>,
    u_username: Option<String>,
}

impl PersonColumns {
    /// The player `id` as the store knows them, if it has a row of them.
    fn known(self, id: &str) -> Option<(String, Person)> {
        self.u_flip
            .is_some()
            .then(|| (id.to_string(), self.person()))
    }

    fn person(self) -> Person {
        let Some(flip) = self.u_flip else {
            return Person::default();
        };
        Person {
            prefs: UserPrefs {
                language: self.u_language,
                flip,
                reminder_hours: self.u_reminder_hours,
                time_zone: self.u_time_zone,
                quiet_hours: self.u_quiet_hours,
                digest_at: self.u_digest_at,
                digest_sent_at: self.u_digest_sent_at,
                away_since: self.u_away_since,
                away_until: self.u_away_until,
                away_year: self.u_away_year,
                away_used: self.u_away_used.unwrap_or_default(),
            },
            username: self.u_username,
        }
    }
}

#[derive(FromRow)]
struct ContextColumns {
    /// Never NULL in a row: NULL means the channel has none (the defaults).
    c_language: Option<String>,
    c_default_variant: Option<String>,
    c_reminder_hours: Option<i64>,
    c_orientation: Option<Orientation>,
    c_thread_per_game: Option<bool>,
    c_vacation_days: Option<i64>,
    c_challenge_days: Option<i64>,
    c_time_zone: Option<String>,
    c_daily_puzzle_at: Option<i64>,
    #[sqlx(flatten)]
    person: PersonColumns,
    #[sqlx(flatten)]
    looks: ChannelLooks,
}

impl ContextColumns {
    fn context(mut self) -> MessageContext {
        MessageContext {
            settings: self.settings(),
            author: self.person.person(),
            watched: self.looks.watched,
            buttons: self.looks.buttons,
            stand_in_waits: self.looks.stand_in_waits,
            puzzles: self.looks.puzzles,
        }
    }

    fn settings(&mut self) -> ChannelSettings {
        let defaults = ChannelSettings::default();
        let Some(language) = self.c_language.take() else {
            return defaults;
        };
        ChannelSettings {
            language,
            default_variant: self.c_default_variant.take(),
            reminder_hours: self.c_reminder_hours.unwrap_or(defaults.reminder_hours),
            orientation: self.c_orientation.unwrap_or(defaults.orientation),
            thread_per_game: self.c_thread_per_game.unwrap_or(defaults.thread_per_game),
            vacation_days: self.c_vacation_days.unwrap_or(defaults.vacation_days),
            challenge_days: self.c_challenge_days.unwrap_or(defaults.challenge_days),
            time_zone: self.c_time_zone.take(),
            daily_puzzle_at: self.c_daily_puzzle_at,
        }
    }
}

/// A game and those of its players the store knows: each one's id, preferences and @handle.
pub type GameAndPlayers = (GameRow, Vec<(String, Person)>);

/// What a message's context is read with.
#[derive(Debug, Clone, Copy)]
enum With {
    Nothing,
    /// The game of this number, and its players.
    Game(i64),
    /// The channel's open games.
    OpenGames,
}

/// What was read with a message's context.
#[derive(Default)]
struct ReadWith {
    game: Option<GameAndPlayers>,
    open: Vec<GameRow>,
}

/// What answering a message reads before its command runs, in one statement.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MessageContext {
    pub settings: ChannelSettings,
    /// The author as the store knows them.
    pub author: Person,
    /// Some game of the channel has spectators: news of a game here may have someone to
    /// tell. When not, the answer spares the look for them.
    pub watched: bool,
    /// Some message of the channel carries buttons: the answer may have some to take off.
    /// When not, the answer spares the look for them.
    pub buttons: bool,
    /// Games or challenges wait under the author's stand-in id (their @handle): they are
    /// to be claimed ([`Store::claim_handle`]).
    pub stand_in_waits: bool,
    /// A puzzle is open in the channel, or the author has tried one there: a `!move` may be
    /// for a puzzle. When not, it spares the look.
    pub puzzles: bool,
}

/// [`Store::message_context`]'s statement, all but what tells whether a stand-in waits; with
/// more columns and joins, [`Store::message_context_and_game`]'s and
/// [`Store::message_context_and_open_games`]'s.
macro_rules! message_context {
    ($stand_in_waits:expr) => {
        message_context!($stand_in_waits, "", "")
    };
    ($stand_in_waits:expr, $more_columns:expr, $more_joins:expr) => {
        concat!(
            "SELECT c.language AS c_language, c.default_variant AS c_default_variant, \
             c.reminder_hours AS c_reminder_hours, c.orientation AS c_orientation, \
             c.thread_per_game AS c_thread_per_game, c.vacation_days AS c_vacation_days, \
             c.challenge_days AS c_challenge_days, c.time_zone AS c_time_zone, \
             c.daily_puzzle_at AS c_daily_puzzle_at, ",
            person_columns!(),
            ", EXISTS (SELECT 1 FROM watchers w JOIN games g ON g.id = w.game_id \
               WHERE g.platform = $1 AND g.channel_id = $2) AS watched, \
             EXISTS (SELECT 1 FROM button_messages b JOIN games g ON g.id = b.game_id \
               WHERE g.platform = $1 AND g.channel_id = $2) AS buttons, \
             (EXISTS (SELECT 1 FROM puzzle_attempts pa WHERE pa.platform = $1 \
               AND pa.channel_id = $2 AND pa.state = 'open') \
              OR EXISTS (SELECT 1 FROM puzzle_attempts pa WHERE pa.platform = $3 \
               AND pa.user_id = $4 AND pa.channel_id = $2)) AS puzzles, ",
            $stand_in_waits,
            " AS stand_in_waits",
            $more_columns,
            " FROM (SELECT 1 AS here) AS here \
             LEFT JOIN channels c ON c.platform = $1 AND c.channel_id = $2 \
             LEFT JOIN users u ON u.platform = $3 AND u.user_id = $4",
            $more_joins
        )
    };
}

/// Game `$6`'s columns (all NULL when there is no such game) and its players' (`w_…`,
/// `b_…`: NULL for a player the store has no row of), for [`message_context!`].
macro_rules! named_game_columns {
    () => {
        concat!(", g.*, ", person_columns!("w"), ", ", person_columns!("b"))
    };
}

/// The joins of [`named_game_columns!`]: on the users' key, as [`GAME_AND_PLAYERS`].
macro_rules! named_game_joins {
    () => {
        concat!(
            " LEFT JOIN (",
            game_by_id!("$6"),
            ") g ON TRUE \
             LEFT JOIN users w ON w.platform = g.platform AND w.user_id = g.white_id \
             LEFT JOIN users b ON b.platform = g.platform AND b.user_id = g.black_id"
        )
    };
}

/// The author's stand-in id is `$5`.
const MESSAGE_CONTEXT_WITH_STAND_IN: &str = message_context!(stand_in_waits!("$3", "$5"));

/// The stand-in test when the author has none: `$5` is bound all the same (an empty text),
/// so that every form of the statement has the same parameters.
macro_rules! no_stand_in {
    () => {
        "($5 = '' AND FALSE)"
    };
}

/// The author has no stand-in; `$5` is unused (bound all the same).
const MESSAGE_CONTEXT: &str = message_context!(no_stand_in!());

/// [`MESSAGE_CONTEXT_WITH_STAND_IN`] with game `$6` and its players.
const MESSAGE_CONTEXT_AND_GAME_WITH_STAND_IN: &str = message_context!(
    stand_in_waits!("$3", "$5"),
    named_game_columns!(),
    named_game_joins!()
);

/// [`MESSAGE_CONTEXT`] with game `$6` and its players.
const MESSAGE_CONTEXT_AND_GAME: &str =
    message_context!(no_stand_in!(), named_game_columns!(), named_game_joins!());

/// The join of the channel's open games (as [`Store::open_games`]: challenges and games under
/// way), one row each, the context repeated on every row (one row of NULL game columns when
/// there is none); for [`message_context!`], with `, g.*`.
macro_rules! open_games_join {
    () => {
        concat!(" LEFT JOIN (", open_games!(), ") g ON TRUE ORDER BY g.id")
    };
}

/// [`MESSAGE_CONTEXT_WITH_STAND_IN`] with the channel's open games.
const MESSAGE_CONTEXT_AND_OPEN_GAMES_WITH_STAND_IN: &str =
    message_context!(stand_in_waits!("$3", "$5"), ", g.*", open_games_join!());

/// [`MESSAGE_CONTEXT`] with the channel's open games.
const MESSAGE_CONTEXT_AND_OPEN_GAMES: &str =
    message_context!(no_stand_in!(), ", g.*", open_games_join!());

/// Game `$1` with each player's row of `users` (a NULL person for one the store does not
/// know), one row per player: two joins on the users' key, where one join on either id
/// would read every user.
const GAME_AND_PLAYERS: &str = concat!(
    "WITH g AS (",
    game_by_id!(),
    ") SELECT g.*, u.user_id AS u_user_id, ",
    person_columns!(),
    " FROM g LEFT JOIN users u ON u.platform = g.platform AND u.user_id = g.white_id \
     UNION ALL SELECT g.*, u.user_id AS u_user_id, ",
    person_columns!(),
    " FROM g LEFT JOIN users u ON u.platform = g.platform AND u.user_id = g.black_id"
);

#[derive(FromRow)]
struct ChannelLooks {
    watched: bool,
    buttons: bool,
    stand_in_waits: bool,
    puzzles: bool,
}

/// A game and one of its players as the store knows them (none when neither is known).
#[derive(FromRow)]
struct GameAndPlayer {
    #[sqlx(flatten)]
    game: GameRow,
    u_user_id: Option<String>,
    #[sqlx(flatten)]
    person: PersonColumns,
}

impl Store {
    /// The channel's settings, the author's preferences and stored @handle, and whether the
    /// answer will have spectators to tell, buttons to take off or a stand-in to claim: what
    /// every message needs, in one statement. The settings and the author are the same as
    /// [`Store::channel_settings`] and [`Store::person`].
    pub async fn message_context(
        &self,
        channel: &Channel,
        user: &User,
    ) -> Result<MessageContext, StoreError> {
        Ok(self.read_context(channel, user, With::Nothing).await?.0)
    }

    /// [`Store::message_context`] and [`Store::game_and_players`] of game `game`, in one
    /// statement: a command that names its game by number reads both before anything else,
    /// and each statement is a round trip.
    pub async fn message_context_and_game(
        &self,
        channel: &Channel,
        user: &User,
        game: i64,
    ) -> Result<(MessageContext, Option<GameAndPlayers>), StoreError> {
        let (context, read) = self.read_context(channel, user, With::Game(game)).await?;
        Ok((context, read.game))
    }

    /// [`Store::message_context`] and [`Store::open_games`] of the message's channel, in one
    /// statement: a command about the author's game, named by no number, looks for it among
    /// them first.
    pub async fn message_context_and_open_games(
        &self,
        channel: &Channel,
        user: &User,
    ) -> Result<(MessageContext, Vec<GameRow>), StoreError> {
        let (context, read) = self.read_context(channel, user, With::OpenGames).await?;
        Ok((context, read.open))
    }

    /// The message's context, and what is read with it.
    async fn read_context(
        &self,
        channel: &Channel,
        user: &User,
        with: With,
    ) -> Result<(MessageContext, ReadWith), StoreError> {
        let stand_in = claimable_stand_in(user);
        // A statement for an author with a stand-in and one for an author without, not one
        // with a NULL stand-in: PostgreSQL would plan that one anew at every call (a plan for
        // the NULL case is cheaper than the one kept for all cases).
        let query = match (stand_in.is_some(), with) {
            (true, With::Nothing) => MESSAGE_CONTEXT_WITH_STAND_IN,
            (false, With::Nothing) => MESSAGE_CONTEXT,
            (true, With::Game(_)) => MESSAGE_CONTEXT_AND_GAME_WITH_STAND_IN,
            (false, With::Game(_)) => MESSAGE_CONTEXT_AND_GAME,
            (true, With::OpenGames) => MESSAGE_CONTEXT_AND_OPEN_GAMES_WITH_STAND_IN,
            (false, With::OpenGames) => MESSAGE_CONTEXT_AND_OPEN_GAMES,
        };
        self.guarded(async {
            Ok(with_pool!(self, pool => {
                let mut query = sqlx::query(query)
                    .bind(channel.platform.as_str())
                    .bind(&channel.id)
                    .bind(user.platform.as_str())
                    .bind(&user.id)
                    .bind(stand_in.as_deref().unwrap_or_default());
                if let With::Game(game) = with {
                    query = query.bind(game);
                }
                let rows = query.fetch_all(pool).await?;
                let Some(first) = rows.first() else {
                    return Err(sqlx::Error::RowNotFound.into());
                };
                let context = ContextColumns::from_row(first)?.context();
                let mut read = ReadWith::default();
                for row in &rows {
                    // Without a game, or where none is found, its columns are absent or NULL.
                    let found: Option<i64> = match with {
                        With::Nothing => None,
                        _ => row.try_get("id")?,
                    };
                    if found.is_none() {
                        continue;
                    }
                    let game = GameRow::from_row(row)?;
                    match with {
                        With::Game(_) => {
                            let players = [
                                person_at!(row, "w").known(&game.white_id),
                                person_at!(row, "b").known(&game.black_id),
                            ]
                            .into_iter()
                            .flatten()
                            .collect();
                            read.game = Some((game, players));
                        }
                        _ => read.open.push(game),
                    }
                }
                (context, read)
            }))
        })
        .await
    }

    /// Game `id` and the players of it the store knows (by id, with their preferences and
    /// stored @handle), in one statement: a command about a game often names the opponent,
    /// hushed in their quiet hours, with their @handle.
    pub async fn game_and_players(&self, id: i64) -> Result<Option<GameAndPlayers>, StoreError> {
        self.guarded(async {
            let rows: Vec<GameAndPlayer> = with_pool!(self, pool => sqlx::query_as(
                GAME_AND_PLAYERS
            )
            .bind(id)
            .fetch_all(pool)
            .await?);
            let mut game = None;
            let mut players = Vec::new();
            for row in rows {
                if let Some(user_id) = row.u_user_id {
                    players.push((user_id, row.person.person()));
                }
                game.get_or_insert(row.game);
            }
            Ok(game.map(|game| (game, players)))
        })
        .await
    }

    /// A person's preferences and stored @handle, in one statement (the defaults and none if
    /// the bot has not met them).
    pub async fn person(&self, user: &User) -> Result<Person, StoreError> {
        self.guarded(async {
            let row: Option<PersonColumns> = with_pool!(self, pool => sqlx::query_as(concat!(
                "SELECT ",
                person_columns!(),
                " FROM users u WHERE u.platform = $1 AND u.user_id = $2"
            ))
            .bind(user.platform.as_str())
            .bind(&user.id)
            .fetch_optional(pool)
            .await?);
            Ok(row.map(PersonColumns::person).unwrap_or_default())
        })
        .await
    }
}
