//! Which game a command is about: `#id` when given, otherwise the one the author can only
//! mean, otherwise a question listing the candidates.

use rules::Color;

use super::answer::Answer;
use super::context::{Ctx, LooksFor};
use super::load::{Loaded, offer_to, row_turn};
use super::{Service, ServiceError};
use crate::command::Command;
use crate::i18n::{GameChoice, Say};
use crate::message::{Channel, PRIVATE_COMMUNITY, User};
use crate::store::{GameRow, GameStatus};

/// A game, or the answer to give instead.
pub(crate) type Picked = Result<Loaded, Box<Answer>>;

/// The refusal to give instead of a game.
fn refused(say: Say) -> Picked {
    Err(Box::new(Answer::refuse(say)))
}

/// Shorthand for handlers that only look: the game, or return the answer.
macro_rules! picked {
    ($pick:expr) => {
        match $pick {
            Ok(loaded) => loaded,
            Err(answer) => return Ok(vec![*answer]),
        }
    };
}
pub(crate) use picked;

/// What `command`'s handler looks for before anything else: the game it names by number
/// ([`Service::explicit`]), or the author's game among the channel's open ones. It is read
/// with the message's context, one round trip instead of two.
pub(crate) fn looks_for(command: &Command) -> LooksFor {
    let game = match *command {
        Command::Move { game, .. }
        | Command::Huff { game, .. }
        | Command::Board { game }
        | Command::Moves { game, .. }
        | Command::Why { game, .. }
        | Command::Undo { game }
        | Command::Draw { game, .. }
        | Command::Resign { game }
        | Command::Accept { game, .. }
        | Command::Decline { game, .. }
        | Command::Cancel { game }
        | Command::Pdn {
            game,
            player: None,
            all: false,
        } => game,
        _ => return LooksFor::Nothing,
    };
    match game {
        Some(id) => LooksFor::Game(id),
        // Each of these picks among the channel's open games first (`pick_to_move`,
        // `pick_playing`, `pick_view`, `pick_answer`, `pick_own_offer`).
        None => LooksFor::OpenGames,
    }
}

/// Whether `row` is a game the author plays where the bot is no member, named from their
/// private chat with the bot: there they reach it by number (`!pdn #12`, `!move #12 23x14`),
/// as nobody else can.
fn own_private_game(ctx: &Ctx<'_>, row: &GameRow) -> bool {
    row.community == PRIVATE_COMMUNITY
        && row.is_player(&ctx.author().id)
        && ctx.incoming.in_private_chat()
}

impl Service {
    /// The open games (challenges and games under way) of the message's channel: as read
    /// with the message, the first time the command looks.
    async fn open_games(&self, ctx: &Ctx<'_>) -> Result<Vec<GameRow>, ServiceError> {
        match ctx.take_open_games() {
            Some(games) => Ok(games),
            None => self.channel_open_games(&ctx.incoming.channel).await,
        }
    }

    /// The open games of `channel`, as they are now.
    async fn channel_open_games(&self, channel: &Channel) -> Result<Vec<GameRow>, ServiceError> {
        Ok(self
            .store()
            .open_games(channel.platform.as_str(), &channel.id)
            .await?)
    }

    /// Game `#id`, if it is one of this channel's.
    async fn explicit(&self, ctx: &Ctx<'_>, id: i64) -> Result<Picked, ServiceError> {
        let channel = &ctx.incoming.channel;
        let read = match ctx.take_named(id) {
            Some(read) => read,
            None => self.store().game_and_players(id).await?,
        };
        match read {
            Some((row, players))
                if row.platform == channel.platform.as_str()
                    && (row.channel_id == channel.id || own_private_game(ctx, &row)) =>
            {
                ctx.know_players(&row, players);
                self.current(ctx, row).await
            }
            _ => Ok(refused(Say::NoSuchGame { game: id })),
        }
    }

    /// The game a `!move` is for: the author's game where it is their turn.
    pub(crate) async fn pick_to_move(
        &self,
        ctx: &Ctx<'_>,
        id: Option<i64>,
    ) -> Result<Picked, ServiceError> {
        if let Some(id) = id {
            return self.explicit(ctx, id).await;
        }
        let me = &ctx.author().id;
        let games = self.open_games(ctx).await?;
        let mine: Vec<GameRow> = games.into_iter().filter(|g| g.is_player(me)).collect();
        let active: Vec<&GameRow> = mine
            .iter()
            .filter(|g| g.status == GameStatus::Active)
            .collect();
        let to_move: Vec<&GameRow> = active
            .iter()
            .copied()
            .filter(|g| row_turn(g).is_some_and(|turn| g.player_id(turn) == me))
            .collect();
        match (to_move.as_slice(), active.as_slice()) {
            ([one], _) | ([], [one]) => self.current(ctx, (*one).clone()).await,
            ([], []) => match mine.first() {
                Some(challenge) => self.current(ctx, challenge.clone()).await,
                None => Ok(refused(Say::NoGameHere)),
            },
            ([], several) => {
                let games = self.describe_choices(ctx, several);
                Ok(refused(Say::NotYourTurnAnywhere { games }))
            }
            (several, _) => {
                let games = self.describe_choices(ctx, several);
                Ok(refused(Say::WhichGame {
                    games,
                    example: "!move #12 23x14",
                }))
            }
        }
    }

    /// A game the author plays in, under way, for undo, draw, resign, huff; `prefer` picks
    /// among several (the one with an offer to answer, a huff to make).
    pub(crate) async fn pick_playing(
        &self,
        ctx: &Ctx<'_>,
        id: Option<i64>,
        prefer: impl Fn(&GameRow) -> bool,
        example: &'static str,
    ) -> Result<Picked, ServiceError> {
        if let Some(id) = id {
            return self.explicit(ctx, id).await;
        }
        let me = &ctx.author().id;
        let games = self.open_games(ctx).await?;
        let active: Vec<&GameRow> = games
            .iter()
            .filter(|g| g.is_player(me) && g.status == GameStatus::Active)
            .collect();
        let preferred: Vec<&GameRow> = active.iter().copied().filter(|g| prefer(g)).collect();
        match (preferred.as_slice(), active.as_slice()) {
            ([one], _) | (_, [one]) => self.current(ctx, (*one).clone()).await,
            (_, []) => Ok(refused(Say::NoGameHere)),
            (_, several) => {
                let games = self.describe_choices(ctx, several);
                Ok(refused(Say::WhichGame { games, example }))
            }
        }
    }

    /// A game to look at: the author's (the one to move first), the channel's only one, or
    /// the author's last finished one.
    pub(crate) async fn pick_view(
        &self,
        ctx: &Ctx<'_>,
        id: Option<i64>,
        example: &'static str,
    ) -> Result<Picked, ServiceError> {
        if let Some(id) = id {
            return self.explicit(ctx, id).await;
        }
        let me = &ctx.author().id;
        let channel = &ctx.incoming.channel;
        let games = self.open_games(ctx).await?;
        let active: Vec<&GameRow> = games
            .iter()
            .filter(|g| g.status == GameStatus::Active)
            .collect();
        let mine: Vec<&GameRow> = active.iter().copied().filter(|g| g.is_player(me)).collect();
        let to_move: Vec<&GameRow> = mine
            .iter()
            .copied()
            .filter(|g| row_turn(g).is_some_and(|turn| g.player_id(turn) == me))
            .collect();
        let chosen = match (mine.as_slice(), to_move.as_slice(), active.as_slice()) {
            ([one], _, _) | (_, [one], _) | ([], _, [one]) => Some(*one),
            ([], _, []) => None,
            ([], _, several) | (several, _, _) => {
                let games = self.describe_choices(ctx, several);
                return Ok(refused(Say::WhichGame { games, example }));
            }
        };
        if let Some(row) = chosen {
            return self.current(ctx, row.clone()).await;
        }
        let last = self
            .store()
            .last_game_of(channel.platform.as_str(), &channel.id, me)
            .await?;
        match last {
            Some(row) => self.current(ctx, row).await,
            None => Ok(refused(Say::NoGameHere)),
        }
    }

    /// What `!accept` / `!decline` answer: a challenge to the author, or an offer the
    /// opponent made to them.
    pub(crate) async fn pick_answer(
        &self,
        ctx: &Ctx<'_>,
        id: Option<i64>,
        example: &'static str,
    ) -> Result<Picked, ServiceError> {
        if let Some(id) = id {
            return self.explicit(ctx, id).await;
        }
        let waiting = self.pending(ctx, true).await?;
        self.one_of(ctx, &waiting, Say::NothingToAnswer, example)
            .await
    }

    /// What `!cancel` withdraws: the author's own challenge or offer.
    pub(crate) async fn pick_own_offer(
        &self,
        ctx: &Ctx<'_>,
        id: Option<i64>,
    ) -> Result<Picked, ServiceError> {
        if let Some(id) = id {
            return self.explicit(ctx, id).await;
        }
        let own = self.pending(ctx, false).await?;
        self.one_of(ctx, &own, Say::NothingToCancel, "!cancel #12")
            .await
    }

    /// The author's open games in the channel with a challenge or an offer waiting: made to
    /// the author (`to_author`), or made by them.
    async fn pending(&self, ctx: &Ctx<'_>, to_author: bool) -> Result<Vec<GameRow>, ServiceError> {
        let me = &ctx.author().id;
        let mut pending = Vec::new();
        for game in self.open_games(ctx).await? {
            let Some(color) = game.color_of(me) else {
                continue;
            };
            let waiting = match game.status {
                GameStatus::Challenge => self.store().challenge(game.id).await?.is_some_and(|c| {
                    let asked = if to_author {
                        &c.challenged_id
                    } else {
                        &c.challenger_id
                    };
                    asked == me
                }),
                GameStatus::Active => offer_to(&game, if to_author { color } else { !color }),
                _ => false,
            };
            if waiting {
                pending.push(game);
            }
        }
        Ok(pending)
    }

    /// The one game of `games`, else `none` when there is none, else the question which.
    async fn one_of(
        &self,
        ctx: &Ctx<'_>,
        games: &[GameRow],
        none: Say,
        example: &'static str,
    ) -> Result<Picked, ServiceError> {
        match games {
            [one] => self.current(ctx, one.clone()).await,
            [] => Ok(refused(none)),
            several => {
                let several: Vec<&GameRow> = several.iter().collect();
                let games = self.describe_choices(ctx, &several);
                Ok(refused(Say::WhichGame { games, example }))
            }
        }
    }

    /// The author's game to move in a channel, if exactly one (for autocomplete).
    pub(crate) async fn game_to_move(
        &self,
        channel: &Channel,
        user: &User,
    ) -> Result<Option<Loaded>, ServiceError> {
        let games = self.channel_open_games(channel).await?;
        let row = games.into_iter().find(|g| {
            g.status == GameStatus::Active
                && row_turn(g).is_some_and(|turn| g.player_id(turn) == user.id)
        });
        match row {
            Some(row) => Ok(Some(self.loaded(row).await?)),
            None => Ok(None),
        }
    }

    /// Lines for a question "which game?": id, opponent, variant, whose move.
    fn describe_choices(&self, ctx: &Ctx<'_>, games: &[&GameRow]) -> Vec<GameChoice> {
        let me = &ctx.author().id;
        games
            .iter()
            .map(|g| {
                let opponent = g.color_of(me).map(|color| ctx.player(g, !color));
                GameChoice {
                    id: g.id,
                    opponent,
                    white: ctx.player(g, Color::White),
                    black: ctx.player(g, Color::Black),
                    variant: g.variant.parse().ok(),
                    to_move: row_turn(g).map(|turn| ctx.player(g, turn)),
                }
            })
            .collect()
    }
}
