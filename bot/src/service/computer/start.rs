//! `!challenge @<the bot> [variant] [colour] [level=N]`: a game that starts at once, the bot
//! taking the colour left, unrated.

use rand::Rng;
use rules::{Color, Position};

use super::DEFAULT_LEVEL;
use crate::command::{ChallengeArgs, ColorChoice};
use crate::i18n::Say;
use crate::service::answer::Answer;
use crate::service::context::Ctx;
use crate::service::{Answers, Service};
use crate::store::{BotGameCreated, GameStatus, NewBotGame};

impl Service {
    pub(crate) async fn challenge_bot(&self, ctx: &Ctx<'_>, args: ChallengeArgs) -> Answers {
        let author = ctx.author();
        let platform = ctx.incoming.channel.platform;
        let bot = crate::message::User {
            platform,
            id: crate::store::BOT_ID.to_string(),
            name: self.bot_name(platform),
            username: None,
        };
        let refuse = |say| Ok(vec![Answer::refuse(say)]);
        let level = match args.level {
            None => engine::Level::new(i64::from(DEFAULT_LEVEL)),
            Some(asked) => engine::Level::new(asked),
        };
        let level = match level {
            Ok(level) => level,
            Err(engine::LevelOutOfRange(level)) => return refuse(Say::LevelOutOfRange { level }),
        };
        if args.giveaway {
            return refuse(Say::BotNoGiveaway { bot });
        }
        if args.soffio {
            return refuse(Say::BotNoSoffio { bot });
        }
        let variant = ctx.variant_or_channels(args.variant);
        let player_color = match args.color.unwrap_or(ColorChoice::Random) {
            ColorChoice::White => Color::White,
            ColorChoice::Black => Color::Black,
            ColorChoice::Random if rand::rng().random::<bool>() => Color::White,
            ColorChoice::Random => Color::Black,
        };
        let channel = &ctx.incoming.channel;
        self.store().upsert_user(author).await?;
        let created = self
            .store()
            .create_bot_game(&NewBotGame {
                platform: platform.as_str().into(),
                channel_id: channel.id.clone(),
                thread_id: channel.thread.clone(),
                community: channel.community.clone(),
                variant: variant.name().into(),
                start_fen: Position::start(variant).to_fen(),
                player_id: author.id.clone(),
                player_name: author.name.clone(),
                player_color,
                bot_name: bot.name.clone(),
                level: level.number(),
                days_per_move: args.days.map(i64::from),
                live: args.live,
            })
            .await?;
        let row = match created {
            BotGameCreated::Started(row) => row,
            BotGameCreated::Open(open) => {
                return refuse(Say::AlreadyOpen {
                    game: open.id,
                    opponent: bot,
                    challenge: open.status == GameStatus::Challenge,
                });
            }
        };
        let loaded = self.loaded(row).await?;
        let turn = loaded.game.turn();
        let starts = Answer::say(Say::GameStarts {
            game: loaded.row.id,
            variant,
            giveaway: false,
            white: ctx.player(&loaded.row, Color::White),
            black: ctx.player(&loaded.row, Color::Black),
            to_move: ctx.player(&loaded.row, turn),
            color: turn,
            soffio: false,
            days_per_move: loaded.row.days_per_move,
            bank: loaded.row.bank.clone(),
            live: loaded.row.live.clone(),
            rated: loaded.row.rated,
        })
        .then(Say::BotGame {
            game: loaded.row.id,
            bot,
            level: level.number(),
            takebacks: level.grants_takebacks(),
        });
        let reply = self.board_reply(ctx, &loaded, starts).await?;
        // The bot opens when it plays White: its move follows the board, as a reply would.
        self.bot_turn(&loaded.row);
        Ok(vec![reply])
    }
}
