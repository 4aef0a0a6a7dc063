//! Challenges lapse: one not answered within its channel's `challenge_days` is withdrawn by
//! the bot, and its challenger told once (the version-guarded commit lets one process, one
//! time, lapse it).

use rules::Color;

use super::answer::Answer;
use super::change::{Changed, Decision, Edit};
use super::clock::{channel_of, player_of};
use super::{Service, ServiceError};
use crate::i18n::Say;
use crate::message::{Outbound, Via};
use crate::store::{GameStatus, PendingChallenge};

impl Service {
    /// Lapses the challenge if it still waits at `now`, past its time; the notice for its
    /// channel, mentioning the challenger.
    pub(crate) async fn lapse(
        &self,
        pending: &PendingChallenge,
        now: i64,
    ) -> Result<Option<Outbound>, ServiceError> {
        if pending.expires_at() > now {
            return Ok(None);
        }
        let id = pending.game.id;
        let changed = self
            .change_game(
                || async move {
                    match self.store().game(id).await? {
                        Some(row) if row.status == GameStatus::Challenge => {
                            Ok(Ok(self.loaded(row).await?))
                        }
                        _ => Ok(Err(())),
                    }
                },
                |loaded| async move { Ok(Decision::Commit(loaded.edit(Edit::Lapse), ())) },
            )
            .await?;
        let Changed::Done(done, ()) = changed else {
            return Ok(None);
        };
        let row = &done.row;
        let Some(channel) = channel_of(row) else {
            return Ok(None);
        };
        let (challenger_color, other) = if row.white_id == pending.challenger_id {
            (Color::White, Color::Black)
        } else {
            (Color::Black, Color::White)
        };
        let challenger = self
            .with_handle(player_of(row, channel.platform, challenger_color))
            .await;
        let challenged = player_of(row, channel.platform, other);
        let lang = self.player_lang(&channel, &challenger).await;
        let notice = Answer::say(Say::ChallengeLapsed {
            game: row.id,
            challenger,
            challenged,
            days: pending.challenge_days,
        })
        .about(row.id);
        let mut reply = notice.render(lang, Via::Text);
        reply.retire = self.buttons_to_retire(row.id).await;
        Ok(Some(Outbound::to_channel(channel, reply)))
    }
}
