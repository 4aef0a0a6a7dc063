//! Tournaments in a channel.

use super::answer::Answer;
use super::context::Ctx;
use super::{Answers, Service};
use crate::command::{TournamentAction, TournamentArgs};
use crate::i18n::Say;

impl Service {
    pub(crate) async fn tournament(
        &self,
        ctx: &Ctx<'_>,
        action: Option<TournamentAction>,
        args: TournamentArgs,
    ) -> Answers {
        let _ = (ctx, action, args);
        Ok(vec![Answer::refuse(Say::InternalError)])
    }
}
