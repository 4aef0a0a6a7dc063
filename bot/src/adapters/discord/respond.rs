//! Answering an interaction: the first reply as the interaction's response, the others as
//! follow-ups through the interaction's webhook. A reply meant for the author alone is
//! ephemeral (flag 64). When the service is slow the response is deferred first and then
//! edited, as Discord drops interactions not answered within 3 seconds.
//!
//! A button's answer replaces the pressed message (and so its buttons) when it is about a
//! game, as the buttons' own game is answered (the challenge becomes the game's first board).
//! Any other answer (someone else pressing a challenge that is not theirs) is a new message,
//! and the buttons stay for the person they are meant for.

use serenity::model::id::{ApplicationId, ChannelId, InteractionId};

use super::render;
use super::send;
use crate::command;
use crate::i18n::{self, Lang, Say};
use crate::message::Reply;
use crate::platform::discord::interaction::{
    self, CHOICE_CHARS_MAX, CHOICES_MAX, Callback, Interaction, Landing,
};
use crate::platform::discord::{MessagePayload, Rest, RestError};

/// What the interaction came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    SlashCommand,
    Button,
}

pub struct Responder<'a> {
    rest: &'a Rest,
    interaction: Interaction,
    channel: ChannelId,
    source: Source,
    deferred: bool,
}

impl<'a> Responder<'a> {
    pub fn new(
        rest: &'a Rest,
        id: InteractionId,
        token: &str,
        application: ApplicationId,
        channel: ChannelId,
        source: Source,
    ) -> Responder<'a> {
        Responder {
            rest,
            interaction: Interaction {
                id,
                token: token.to_string(),
                application,
            },
            channel,
            source,
            deferred: false,
        }
    }

    /// Whether an answer about `game` replaces the pressed message.
    fn spends_buttons(&self, game: Option<i64>) -> bool {
        self.source == Source::Button && game.is_some()
    }

    /// Acknowledges now and answers later ("Bot is thinking…" for a slash command; nothing
    /// visible for a button).
    pub async fn defer(&mut self) -> Result<(), RestError> {
        let kind = match self.source {
            Source::SlashCommand => Callback::DeferredChannelMessage,
            Source::Button => Callback::DeferredUpdateMessage,
        };
        self.interaction.defer(self.rest, kind).await?;
        self.deferred = true;
        Ok(())
    }

    /// Sends the service's replies. If the interaction cannot be answered at all (expired,
    /// or Discord unreachable past the retries), the public replies go to the channel as
    /// ordinary messages: the command was committed and its result must not be lost.
    /// Returns, for each reply, where its first message landed (when it is known).
    pub async fn deliver(&self, replies: &[Reply]) -> Vec<Option<Landing>> {
        let mut landings = vec![None; replies.len()];
        let mut payloads: Vec<(MessagePayload, bool, Option<i64>, Option<usize>)> = replies
            .iter()
            .enumerate()
            .flat_map(|(i, r)| {
                render::messages(r)
                    .into_iter()
                    .enumerate()
                    .map(move |(n, p)| (p, r.ephemeral, r.game, (n == 0).then_some(i)))
            })
            .collect();
        if payloads.is_empty() {
            payloads.push((
                render::messages(&i18n::reply(&Say::Done, Lang::default()))[0].clone(),
                true,
                None,
                None,
            ));
        }
        let mut rest = payloads.into_iter();
        let (first, ephemeral, game, reply) = rest.next().expect("one payload at least");
        let replace = !ephemeral && self.spends_buttons(game);
        match self.first(first, ephemeral, replace).await {
            Ok(landing) => {
                if let Some(i) = reply {
                    landings[i] = Some(landing);
                }
            }
            Err(e) => {
                tracing::warn!(error = %e, "interaction not answered; replying in the channel");
                for (i, reply) in replies.iter().enumerate() {
                    if reply.ephemeral {
                        continue;
                    }
                    match send::post_reply(self.rest, self.channel, reply).await {
                        Ok(id) => landings[i] = id.map(|id| Landing::Channel(self.channel, id)),
                        Err(e) => tracing::error!(error = %e, reply = i, "reply lost"),
                    }
                }
                return landings;
            }
        }
        for (payload, ephemeral, _, reply) in rest {
            match self.followup(payload, ephemeral).await {
                Ok(landing) => {
                    if let Some(i) = reply {
                        landings[i] = landing;
                    }
                }
                Err(e) => tracing::error!(error = %e, "follow-up lost"),
            }
        }
        landings
    }

    async fn first(
        &self,
        payload: MessagePayload,
        ephemeral: bool,
        replace: bool,
    ) -> Result<Landing, RestError> {
        let original = || self.interaction.original();
        let followup = |landing: Option<Landing>| landing.unwrap_or_else(original);
        match (self.deferred, ephemeral, replace) {
            (false, true, _) => {
                self.respond(Callback::ChannelMessage, payload.ephemeral())
                    .await
            }
            (false, false, true) => {
                self.respond(Callback::UpdateMessage, payload.replacing())
                    .await
            }
            (false, false, false) => self.respond(Callback::ChannelMessage, payload).await,
            // Discord ignores the ephemeral flag of the first follow-up to a deferred slash
            // command (the deferral, public, decided): the answer takes the deferral's place,
            // public but seen. (A button's deferral shows nothing; its follow-up may be
            // ephemeral.)
            (true, true, _) => match self.source {
                Source::SlashCommand => self.edit_original(payload).await,
                Source::Button => return self.followup(payload, true).await.map(followup),
            },
            (true, false, true) => self.edit_original(payload.replacing()).await,
            (true, false, false) => match self.source {
                Source::SlashCommand => self.edit_original(payload).await,
                // The original of a button is the pressed message: leave it, say it anew.
                Source::Button => return self.followup(payload, false).await.map(followup),
            },
        }
        .map(|()| original())
    }

    async fn respond(&self, kind: Callback, payload: MessagePayload) -> Result<(), RestError> {
        self.interaction.respond(self.rest, kind, payload).await
    }

    /// Posts a follow-up message; returns where it landed when Discord's answer says it.
    async fn followup(
        &self,
        payload: MessagePayload,
        ephemeral: bool,
    ) -> Result<Option<Landing>, RestError> {
        let payload = if ephemeral {
            payload.ephemeral()
        } else {
            payload
        };
        self.interaction.followup(self.rest, payload).await
    }

    async fn edit_original(&self, payload: MessagePayload) -> Result<(), RestError> {
        interaction::edit(self.rest, &self.interaction.original(), payload).await
    }
}

/// Replaces the text of the message a reply landed as: a progress reply's later states.
pub async fn edit_landed(rest: &Rest, landing: &Landing, reply: &Reply) -> Result<(), RestError> {
    match render::messages(reply).into_iter().next() {
        Some(payload) => interaction::edit(rest, landing, payload).await,
        None => Ok(()),
    }
}

/// Answers an autocomplete interaction with these choices.
pub async fn autocomplete(
    rest: &Rest,
    id: InteractionId,
    token: &str,
    application: ApplicationId,
    choices: &[String],
) -> Result<(), RestError> {
    let interaction = Interaction {
        id,
        token: token.to_string(),
        application,
    };
    interaction.autocomplete(rest, choices).await
}

/// The moves that match what was typed so far ([`command::matching_moves`]), as many as
/// Discord shows, each short enough to be a choice.
pub fn suggestions(moves: &[String], typed: &str) -> Vec<String> {
    command::matching_moves(moves, typed)
        .filter(|m| m.chars().count() <= CHOICE_CHARS_MAX)
        .take(CHOICES_MAX)
        .cloned()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggestions_start_with_what_was_typed() {
        let moves: Vec<String> = ["9-13", "9-14", "10-14", "11-15", "12-16", "23x14"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(suggestions(&moves, ""), moves);
        assert_eq!(suggestions(&moves, "9"), ["9-13", "9-14"]);
        assert_eq!(suggestions(&moves, "14"), ["9-14", "10-14", "23x14"]);
        assert_eq!(suggestions(&moves, "23-"), ["23x14"]);
        let many: Vec<String> = (0..40).map(|i| format!("{i}-1")).collect();
        assert_eq!(suggestions(&many, "").len(), 25);
    }
}
