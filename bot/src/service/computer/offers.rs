//! The bot's answers to a take-back request (granted at levels 1 to 3) and to a draw offer
//! (accepted only when its evaluation says so), given at once: no offer waits for it.

use crate::i18n::Say;
use crate::service::answer::Answer;
use crate::service::change::{Decision, Edit};
use crate::service::context::Ctx;
use crate::service::load::Loaded;
use crate::service::offers::{Decided, OfferAnswered};
use crate::service::pool::{Asked, person_key};
use crate::service::{Service, ServiceError};
use crate::store::GameRow;

use super::bot_color;

impl Service {
    /// The bot's level in a game it plays; `None` in a game between people.
    pub(crate) async fn bot_level_in(
        &self,
        row: &GameRow,
    ) -> Result<Option<engine::Level>, ServiceError> {
        if bot_color(row).is_none() {
            return Ok(None);
        }
        let level = self.store().bot_level(row.id).await?;
        let level = level.unwrap_or(super::DEFAULT_LEVEL);
        Ok(engine::Level::new(i64::from(level)).ok())
    }

    /// `!undo` against the bot: taken back at once at levels 1 to 3, declined above.
    pub(crate) async fn bot_answers_undo(
        &self,
        ctx: &Ctx<'_>,
        loaded: Loaded,
        requester: rules::Color,
        level: engine::Level,
    ) -> Decided<OfferAnswered> {
        if !level.grants_takebacks() {
            return Ok(Decision::Stop(Box::new(Answer::say(
                Say::BotDeclinesTakeback {
                    game: loaded.row.id,
                    bot: ctx.player(&loaded.row, !requester),
                    level: level.number(),
                },
            ))));
        }
        self.take_back(loaded, requester).await
    }

    /// `!draw` against the bot: its engine weighs the position in the pool; the game ends
    /// drawn when it accepts, and nothing changes when it declines.
    pub(crate) async fn bot_answers_draw(
        &self,
        ctx: &Ctx<'_>,
        loaded: Loaded,
        offerer: rules::Color,
    ) -> Decided<OfferAnswered> {
        let bot = !offerer;
        let game = loaded.game.clone();
        let limits = engine::Limits::nodes(self.options().engine.draw_nodes)
            .with_tablebase(self.options().engine.endgames.clone());
        let author = &ctx.incoming.author;
        let person = person_key(author.platform.as_str(), &author.id);
        // The offer waits for its answer: owed to the game, never refused.
        let ticket = self
            .inner
            .pool
            .ticket(&person, Asked::Owed)
            .map_err(|_| ServiceError::Engine("an owed search was refused".into()))?;
        let accepted = ticket
            .run(move |stop| engine::accepts_draw(&game, bot, limits.with_stop(stop)))
            .await?;
        if !accepted {
            return Ok(Decision::Stop(Box::new(Answer::say(Say::BotAnswersDraw {
                game: loaded.row.id,
                bot: ctx.player(&loaded.row, bot),
                accepted: false,
            }))));
        }
        let mut game = loaded.game.clone();
        Ok(match game.agree_draw() {
            Ok(outcome) => Decision::Commit(
                loaded.change(game, Edit::Play),
                OfferAnswered::Drawn(outcome),
            ),
            Err(error) => Decision::refuse(Say::GameError(error)),
        })
    }
}
